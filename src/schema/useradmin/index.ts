// The useradmin area's GraphQL types (issue #3): import each type file here.
import './group-type.ts';
import './subject.ts';
import './group.ts';
import './function.ts';
import './user.ts';
import './permission.ts';
import './api-key.ts';
import './customer-groups.ts';
import './customer-users.ts';
import './function-grants.ts';
import './user-edges.ts';
