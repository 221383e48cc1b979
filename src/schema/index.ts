// The GraphQL schema: importing each domain's types registers them on the builder.
import type { GraphQLSchema } from 'graphql';
import { applyInputPolicy } from '../graphql/input-policy-pass.ts';
import { shareResponsePaths } from '../graphql/shared-response-paths.ts';
import { readTypeSelectedColumns } from '../graphql/type-selected-columns.ts';
import { builder } from './builder.ts';
import './common/scalars.ts';
import './customers/customer.ts';
import './customers/customer-edges.ts';
import './identity/user.ts';
import './identity/session.ts';
import './useradmin/index.ts';
import './documents/index.ts';
import './pdns/index.ts';
import './customernetworks/index.ts';
import './sensors/index.ts';
import './cases/index.ts';

// Resolver passes, in order: the last one replaces resolvers the first installed.
// The input policy wraps root fields only, outside everything else: nothing runs before it.
// The two performance passes rely on plugin-prisma internals (docs/performance.md, "Mechanisms";
// test/platform/library-contracts.test.ts); =false turns one off, to measure what it pays.
const passOn = (name: string) => process.env[name] !== 'false';
const withPaths = (s: GraphQLSchema) => (passOn('GRAPHQL_SHARED_RESPONSE_PATHS') ? shareResponsePaths(s) : s);
const withColumns = (s: GraphQLSchema) => (passOn('GRAPHQL_TYPE_SELECTED_COLUMNS') ? readTypeSelectedColumns(s) : s);
export const schema = withColumns(applyInputPolicy(withPaths(builder.toSchema({ sortSchema: true }))));
