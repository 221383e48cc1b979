// The documents area's GraphQL types (issue #4): import each type file here.
export {};
