// The customer tree as graph edges, both ways, on Customer and on the
// CustomerInfo reference alike (so `customer { parent { parent } }` and
// `children { children }` lead on from wherever a customer appears):
// - parent: the reference rule (src/auth/references.ts) decides, as for every
//   reference: a parent out of the caller's reach is the hidden stub;
// - children: the sub-customers the caller may view, as the customer list
//   answers them (viewCustomers), paged like it.
// Both run inside the parent's planned query (plugin-prisma): a constant
// number of statements however many customers a list holds.
import { customerChildrenQuery } from '../../domains/customers/customers.ts';
import type { Customer as CustomerRow } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';
import { LIMIT, OFFSET } from '../common/descriptions.ts';
import { relationEdge } from '../common/edge-page.ts';
import { Customer, CustomerInfo, CustomerPage } from './customer.ts';

/** children of a customer: the page and its total read with one rule. */
const CHILDREN_EDGE = relationEdge('customer', 'children', 'Customer', (ctx) => customerChildrenQuery(ctx.viewer));

const PARENT = 'The parent customer; null for a root customer of its domain. A parent out of your reach is a hidden stub, as every reference.';
const CHILDREN =
  'The direct sub-customers you may view (viewCustomers on them or a parent customer), as the customer list answers them, ordered by id; an empty page without. Paged like every list.';

for (const ref of [Customer, CustomerInfo]) {
  builder.prismaObjectFields(ref, (t) => ({
    ...(ref === CustomerInfo ? { parent: t.relation('parent', { type: CustomerInfo, nullable: true, description: PARENT }) } : {}),
    children: t.field({
      type: CustomerPage,
      description: CHILDREN,
      args: { ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }), offset: t.arg.int({ description: OFFSET }) },
      select: (args, ctx, nestedSelection) => CHILDREN_EDGE.select(args, ctx, nestedSelection),
      resolve: (customer, args, ctx) => CHILDREN_EDGE.resolve<CustomerRow>(customer, args, ctx),
    }),
  }));
}
