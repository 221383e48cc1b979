// Case services and their customer subscriptions.
import { createService, getService, listServices, serviceCustomers, updateService, type ServiceView } from '../../domains/cases/services.ts';
import { builder } from '../builder.ts';
import { CaseCustomerInfo, CaseServiceRef } from './refs.ts';
import { CustomerRef } from '../common/reference-input.ts';
import { inputRule } from '../common/input-rules.ts';
import { SERVICE_SHORT_NAME_MAX_LENGTH } from '../../domains/cases/enums.ts';
import { NodeInterface, globalIdField, registerNode } from '../common/node.ts';
import { DATABASE_ID, LIMIT, OFFSET } from '../common/descriptions.ts';
import { pageType } from '../common/page.ts';
import { payloadOf } from '../common/mutation-payload.ts';

const MANAGE = 'Needs manageCaseServices on the operator (the domain\'s root customer): services are global, a grant on one customer is not enough (FORBIDDEN).';
const ROLE = 'An existing function name; give all three roles or none.';

// A page of CustomerInfo references (the same type wherever a customer appears).
const CaseCustomerPage = pageType('CustomerInfo', CaseCustomerInfo);

export const CaseServiceType = builder.objectRef<ServiceView>('CaseService').implement({
  description: 'A service customers subscribe to; cases belong to one. Its roles are function names.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('CaseService')),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    shortName: t.exposeString('shortName', { description: 'The unique short name (at most 64 characters).' }),
    name: t.exposeString('name', { description: 'The display name.' }),
    description: t.exposeString('description', { description: 'Free text; empty when none.' }),
    readRole: t.exposeString('readRole', { description: 'A function name: its holders (for a customer) read the service\'s cases there, as do holders of the write and tech roles.' }),
    writeRole: t.exposeString('writeRole', { description: 'A function name: its holders (for a customer) write and create the service\'s cases there, as do holders of the tech role.' }),
    techRole: t.exposeString('techRole', { description: 'A function name: its holders (for a customer) have the tech role on the service\'s cases there.' }),
    customers: t.field({
      type: CaseCustomerPage,
      description:
        'Subscribed customers the caller may view (viewCustomers for them, there or on a parent customer), ordered by id, as the REST service shows them; paged like every list. The customers of every service in a list come in one statement.',
      args: { ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }), offset: t.arg.int({ description: OFFSET }) },
      resolve: (s, args, ctx) => serviceCustomers(ctx, s.id, args),
    }),
    createdTimestamp: t.field({ type: 'Timestamp', description: 'When it was created.', resolve: (s) => s.createdAt }),
    lastUpdatedTimestamp: t.field({ type: 'Timestamp', description: 'When it was last changed.', resolve: (s) => s.updatedAt }),
  }),
});

registerNode('CaseService', (ctx, id) => getService(ctx, id));

builder.queryFields((t) => ({
  caseServices: t.field({
    type: [CaseServiceType],
    nullable: true,
    description: 'Every case service (any signed-in user); each lists only the subscribed customers you may view.',
    resolve: (_r, _a, ctx) => listServices(ctx),
  }),
  caseService: t.field({
    type: CaseServiceType,
    nullable: true,
    description: 'One case service by id or short name (any signed-in user).',
    args: { ref: t.arg({ type: CaseServiceRef, required: true, description: 'The service: `{ id }` (global or numeric id) or `{ shortName }`.' }) },
    resolve: (_r, args, ctx) => getService(ctx, args.ref, 'ref'),
  }),
}));

builder.relayMutationField(
  'addCaseService',
  {
    description: 'A new case service.',
    inputFields: (t) => ({
      shortName: t.string({ required: true, description: 'Unique short name (at most 64 characters).', extensions: inputRule({ maxLength: SERVICE_SHORT_NAME_MAX_LENGTH }) }),
      name: t.string({ required: true, description: 'Display name.' }),
      description: t.string({ description: 'Free text (optional).' }),
      readRole: t.string({ description: 'Existing function name; give all three roles or none (then they are created as CASES-<SHORTNAME>-READ/WRITE/TECH).' }),
      writeRole: t.string({ description: ROLE }),
      techRole: t.string({ description: ROLE }),
      customersToAdd: t.field({ type: [CustomerRef], description: 'Customers that subscribe to it, each `{ id }` or `{ shortName }`.' }),
    }),
  },
  {
    nullable: true,
    description: `Creates a case service. ${MANAGE}`,
    resolve: async (_r, { input }, ctx) => ({ service: await createService(ctx, input) }),
  },
  payloadOf('service', CaseServiceType, { payload: 'What addCaseService answers.', field: 'The new service.' }),
);

builder.relayMutationField(
  'updateCaseService',
  {
    description: 'Changes to a case service; absent fields stay as they are.',
    inputFields: (t) => ({
      service: t.field({ type: CaseServiceRef, required: true, description: 'The service: `{ id }` (its global id, `CaseService.id`, or numeric id) or `{ shortName }`.' }),
      name: t.string({ description: 'New display name.' }),
      description: t.string({ description: 'New free text.' }),
      readRole: t.string({ description: 'New read role: an existing function name.' }),
      writeRole: t.string({ description: 'New write role: an existing function name.' }),
      techRole: t.string({ description: 'New tech role: an existing function name.' }),
      customersToAdd: t.field({ type: [CustomerRef], description: 'Customers that subscribe from now on, each `{ id }` or `{ shortName }`.' }),
      customersToRemove: t.field({ type: [CustomerRef], description: 'Customers whose subscription ends, each `{ id }` or `{ shortName }`.' }),
    }),
  },
  {
    nullable: true,
    description: `Changes a case service. ${MANAGE}`,
    resolve: async (_r, { input: { service, ...input } }, ctx) => ({ service: await updateService(ctx, service, input, 'service') }),
  },
  payloadOf('service', CaseServiceType, { payload: 'What updateCaseService answers.', field: 'The service as it is after the change.' }),
);
