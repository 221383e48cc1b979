// The documents area's GraphQL types (issue #4): import each type file here.
import './types.ts';
import './operations.ts';
import './mutations.ts';
import './edges.ts';
