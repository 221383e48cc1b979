// The useradmin area's GraphQL types (issue #3): import each type file here.
export {};
