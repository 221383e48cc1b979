// The cases area's GraphQL types (issue #8): import each type file here.
import './enums.ts';
import './refs.ts';
import './case.ts';
import './access.ts';
import './services.ts';
import './fields.ts';
import './customer-cases.ts';
