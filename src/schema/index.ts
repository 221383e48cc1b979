// The GraphQL schema: importing each domain's types registers them on the builder.
import { builder } from './builder.ts';
import './common/scalars.ts';
import './customers/customer.ts';
import './identity/user.ts';
import './identity/session.ts';

export const schema = builder.toSchema({ sortSchema: true });
