// The cases area's GraphQL types (issue #8): import each type file here.
export {};
