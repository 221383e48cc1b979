// Customer.users (also on the CustomerInfo reference, so every customer a
// dashboard reaches leads on to its users): the customer's users the caller
// may list, by the rule of the user list (src/domains/useradmin/users.ts),
// read inside the parent's planned query: a constant number of statements
// however many customers and users the answer holds.
import { customerUsersQuery } from '../../domains/useradmin/users.ts';
import type { User as UserRow } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';
import { INCLUDE_DISABLED, LIMIT, OFFSET } from '../common/descriptions.ts';
import { relationEdge } from '../common/edge-page.ts';
import { Customer, CustomerInfo } from '../customers/customer.ts';
import { UserPage } from './user.ts';
import type { PageRequest } from '../../domains/common/paging.ts';

/** users of a customer: the page and its total read with one rule. */
const USERS_EDGE = relationEdge('customer', 'users', 'User', (ctx, args: PageRequest & { includeDisabled?: boolean | null }) => customerUsersQuery(ctx.viewer, args.includeDisabled ?? false));

const USERS =
  "The customer's users you may list (viewUsers for it, there or on a parent customer), as the user list answers them (GET /useradmin/v2/user?customer=…), ordered by id; an empty page without. Paged like every list.";

for (const ref of [Customer, CustomerInfo]) {
  builder.prismaObjectFields(ref, (t) => ({
    users: t.field({
      type: UserPage,
      description: USERS,
      args: { includeDisabled: t.arg.boolean({ description: INCLUDE_DISABLED }), ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }), offset: t.arg.int({ description: OFFSET }) },
      select: (args, ctx, nestedSelection) => USERS_EDGE.select(args, ctx, nestedSelection),
      resolve: (customer, args, ctx) => USERS_EDGE.resolve<UserRow>(customer, args, ctx),
    }),
  }));
}
