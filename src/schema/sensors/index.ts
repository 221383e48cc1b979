// The sensors area's GraphQL types (issue #7): import each type file here.
export {};
