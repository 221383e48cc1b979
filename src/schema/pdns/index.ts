// The pdns area's GraphQL types (issue #5): import each type file here.
import './pdns.ts';
