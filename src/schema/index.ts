// The GraphQL schema: importing each domain's types registers them on the builder.
import { applyInputPolicy } from '../graphql/input-policy-pass.ts';
import { shareResponsePaths } from '../graphql/shared-response-paths.ts';
import { readTypeSelectedColumns } from '../graphql/type-selected-columns.ts';
import { builder } from './builder.ts';
import './common/scalars.ts';
import './customers/customer.ts';
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
export const schema = readTypeSelectedColumns(applyInputPolicy(shareResponsePaths(builder.toSchema({ sortSchema: true }))));
