// The customernetworks area's GraphQL types (issue #6): import each type file here.
import './network.ts';
import './operations.ts';
import './mutations.ts';
import './customer-networks.ts';
