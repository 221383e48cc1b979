// Customers and domains, and the queries that return them.
import { queryFromInfo } from '@pothos/plugin-prisma';
import { getCustomer, searchCustomers } from '../../domains/customers/customers.ts';
import { builder } from '../builder.ts';
import { knownFlags } from '../common/flags.ts';
import { pageType } from '../common/page.ts';
import { restEnum } from '../common/rest-enum.ts';
import { referenceOwner } from '../common/hidden-references.ts';
import { addHiddenField } from '../common/hidden-field.ts';
import { NodeInterface, globalIdField, registerNode } from '../common/node.ts';
import { CREATED, DATABASE_ID, KEYWORDS, LIMIT, NUMERIC_ID, OFFSET, SHORT_NAME, UPDATED } from '../common/descriptions.ts';
import { CONNECTION_ITEM_PATHS } from '../common/connection-page.ts';
import { orderInput } from '../common/order.ts';
import { restSortBy, restSortByArgument } from '../common/rest-sort.ts';
import { CUSTOMER_SORTABLE } from '../../domains/customers/customers.ts';
import { CustomerRef } from '../common/reference-input.ts';

/** `orderBy`'s input, its fields from the domain's sortable map. */
const CustomerOrder = orderInput('Customer', CUSTOMER_SORTABLE, { list: 'customers', defaultOrder: 'id ascending', tieBreaker: 'ties broken by id ascending' });

export const CustomerFlag = restEnum('CustomerFlag', { OPERATOR: 'OPERATOR', DISABLED: 'DISABLED' }, 'OPERATOR marks the service provider; DISABLED customers\' users cannot sign in.', {
  OPERATOR: 'The service provider that operates this Vigil.',
  DISABLED: 'Disabled: its users cannot sign in.',
});

export const Domain = builder.prismaObject('Domain', {
  description: 'An application domain (a tenant of the platform).',
  fields: (t) => ({
    id: t.exposeInt('id', { description: NUMERIC_ID }),
    name: t.exposeString('name', { description: 'The domain name.' }),
  }),
});

/** The reduced copy of a customer that references show. */
export const CustomerInfo = builder.prismaObject('Customer', {
  variant: 'CustomerInfo',
  description: 'A reference to a customer: its identifying fields only. Fetch the full object from `customer`.',
  ...referenceOwner((c) => (c as { id: number }).id),
  // A reference reads the id and the short name nearly every answer shows (answered straight from the
  // row: src/graphql/type-selected-columns.ts); the display name as a query asks for it.
  select: { id: true, shortName: true },
  fields: (t) => ({
    id: t.id(globalIdField('Customer')),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    shortName: t.exposeString('shortName', { description: 'The unique short name.' }),
    name: t.exposeString('name', { description: 'The display name.' }),
    domain: t.relation('domain', { description: 'The application domain the customer belongs to.' }),
  }),
});

addHiddenField(CustomerInfo);

export const Customer = builder.prismaObject('Customer', {
  description: 'A customer of the service provider. Customers form a tree; permissions granted on a customer pass to its sub-customers.',
  // The id and the short name nearly every answer shows (src/graphql/type-selected-columns.ts);
  // the other columns as a query asks for them: each column read is a key of the JSON the
  // database builds for every nested row (docs/adding-an-area.md). Not the path, which a domain
  // read asks for itself when an access check needs it (withColumns).
  select: { id: true, shortName: true },
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('Customer')),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    shortName: t.exposeString('shortName', { description: SHORT_NAME }),
    name: t.exposeString('name', { description: 'The display name.' }),
    domain: t.relation('domain', { description: 'The application domain the customer belongs to.' }),
    parent: t.relation('parent', { type: CustomerInfo, nullable: true, description: 'The parent customer; null for a root customer of its domain.' }),
    flags: t.field({ type: [CustomerFlag], description: 'Flags set on the customer (empty: none).', select: { flags: true }, resolve: (c) => knownFlags(['OPERATOR', 'DISABLED'], c.flags) }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp', description: CREATED }),
    lastUpdatedTimestamp: t.expose('updatedAt', { type: 'Timestamp', description: UPDATED }),
  }),
});

export const CustomerPage = pageType('Customer', Customer);

registerNode('Customer', (ctx, id, info) => getCustomer(ctx, id, queryFromInfo({ context: ctx, info, typeName: 'Customer' })));

builder.queryFields((t) => ({
  customer: t.prismaField({
    type: Customer,
    nullable: true,
    description: 'One customer by id or short name (REST GET /customers/v1/customer/{idOrShortName}). Needs viewCustomers on it or a parent customer; without, the answer is NOT_FOUND as for an unknown customer (FORBIDDEN when you hold viewCustomers nowhere).',
    args: { ref: t.arg({ type: CustomerRef, required: true, description: 'The customer: `{ id }` or `{ shortName }`.' }) },
    resolve: (query, _root, args, ctx) => getCustomer(ctx, args.ref, query, 'ref'),
  }),
  customers: t.field({
    type: CustomerPage,
    nullable: true,
    ...restSortByArgument(),
    description: 'The customers you may view (viewCustomers on them or a parent customer; FORBIDDEN when you hold it nowhere), matching any of keywords in short name or name.',
    args: {
      keywords: t.arg.stringList({ description: KEYWORDS }),
      ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }),
      offset: t.arg.int({ description: OFFSET }),
      orderBy: t.arg({ type: [CustomerOrder.input], description: CustomerOrder.description }),
    },
    resolve: (_root, args, ctx, info) =>
      searchCustomers(ctx, { ...args, sortBy: restSortBy(ctx) }, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS })),
  }),
}));
