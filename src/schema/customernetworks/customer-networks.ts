// Customer.networks (also on the CustomerInfo reference): the customer's
// networks the caller may list, with the criteria of the network search
// (src/domains/customernetworks/search.ts), read inside the parent's planned
// query: a constant number of statements however many customers and networks.
import { customerNetworksQuery } from '../../domains/customernetworks/search.ts';
import type { CustomerNetwork as NetworkRow } from '../../generated/prisma/client.ts';
import { builder } from '../builder.ts';
import { LIMIT, OFFSET } from '../common/descriptions.ts';
import { edgeResult, edgeSelect } from '../common/edge-page.ts';
import { Customer, CustomerInfo } from '../customers/customer.ts';
import { CustomerNetworkPage } from './network.ts';

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
      select: (args, ctx, nestedSelection) => edgeSelect('customerNetworks', 'CustomerNetwork', customerNetworksQuery(ctx.viewer, args.includeDeleted ?? false), args, ctx, nestedSelection),
      resolve: (customer, args, ctx) => edgeResult<NetworkRow>(customer, 'customerNetworks', args, ctx, () => ({ model: 'customer', where: customerNetworksQuery(ctx.viewer, args.includeDeleted ?? false).where })),
    }),
  }));
}
