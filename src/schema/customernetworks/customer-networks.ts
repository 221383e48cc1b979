// Customer.networks (also on the CustomerInfo reference): the customer's
// networks the caller may list, with the criteria of the network search
// (src/domains/customernetworks/search.ts), read inside the parent's planned
// query: a constant number of statements however many customers and networks.
import { customerNetworksQuery } from '../../domains/customernetworks/search.ts';
import type { CustomerNetwork as NetworkRow } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';
import { LIMIT, OFFSET } from '../common/descriptions.ts';
import { relationEdge } from '../common/edge-page.ts';
import { Customer, CustomerInfo } from '../customers/customer.ts';
import { CustomerNetworkPage } from './network.ts';
import type { PageRequest } from '../../domains/common/paging.ts';

/** customerNetworks of a customer: the page and its total read with one rule. */
const NETWORKS_EDGE = relationEdge('customer', 'customerNetworks', 'CustomerNetwork', (ctx, args: PageRequest & { includeDeleted?: boolean | null }) => customerNetworksQuery(ctx.viewer, args.includeDeleted ?? false));

const NETWORKS =
  "The customer's networks you may list (viewCustomerNetworks for it, there or on a parent customer), as the network search answers them (POST /customernetworks/v1/network/search with customerID), ordered by id; soft-deleted ones only with includeDeleted; an empty page without. Paged like every list.";

for (const ref of [Customer, CustomerInfo]) {
  builder.prismaObjectFields(ref, (t) => ({
    networks: t.field({
      type: CustomerNetworkPage,
      description: NETWORKS,
      args: {
        includeDeleted: t.arg.boolean({ description: 'Also return soft-deleted networks (default false).' }),
        ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }),
        offset: t.arg.int({ description: OFFSET }),
      },
      select: (args, ctx, nestedSelection) => NETWORKS_EDGE.select(args, ctx, nestedSelection),
      resolve: (customer, args, ctx) => NETWORKS_EDGE.resolve<NetworkRow>(customer, args, ctx),
    }),
  }));
}
