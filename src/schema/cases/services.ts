// Case services and their customer subscriptions.
import { createService, getService, listServices, updateService, type ServiceView } from '../../domains/cases/services.ts';
import { builder } from '../builder.ts';
import { CaseCustomerRef } from './refs.ts';
import { inputRule } from '../common/input-rules.ts';
import { SERVICE_SHORT_NAME_MAX_LENGTH } from '../../domains/cases/enums.ts';

export const CaseServiceType = builder.objectRef<ServiceView>('CaseService').implement({
  description: 'A service customers subscribe to; cases belong to one. Its roles are function names.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    shortName: t.exposeString('shortName'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    readRole: t.exposeString('readRole'),
    writeRole: t.exposeString('writeRole'),
    techRole: t.exposeString('techRole'),
    customers: t.field({ type: [CaseCustomerRef], description: 'Subscribed customers the caller may view.', resolve: (s) => s.customers }),
    createdTimestamp: t.field({ type: 'Timestamp', resolve: (s) => s.createdAt }),
    lastUpdatedTimestamp: t.field({ type: 'Timestamp', resolve: (s) => s.updatedAt }),
  }),
});

const AddCaseServiceInput = builder.inputType('AddCaseServiceInput', {
  fields: (t) => ({
    shortName: t.string({ required: true, extensions: inputRule({ maxLength: SERVICE_SHORT_NAME_MAX_LENGTH }) }),
    name: t.string({ required: true }),
    description: t.string(),
    readRole: t.string({ description: 'Existing function name; give all three roles or none (then they are created).' }),
    writeRole: t.string(),
    techRole: t.string(),
    customersToAdd: t.idList(),
  }),
});
const UpdateCaseServiceInput = builder.inputType('UpdateCaseServiceInput', {
  fields: (t) => ({
    name: t.string(),
    description: t.string(),
    readRole: t.string(),
    writeRole: t.string(),
    techRole: t.string(),
    customersToAdd: t.idList(),
    customersToRemove: t.idList(),
  }),
});

builder.queryFields((t) => ({
  caseServices: t.field({ type: [CaseServiceType], nullable: true, resolve: (_r, _a, ctx) => listServices(ctx) }),
  caseService: t.field({
    type: CaseServiceType,
    nullable: true,
    args: { idOrShortName: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => getService(ctx, args.idOrShortName),
  }),
}));

builder.mutationFields((t) => ({
  addCaseService: t.field({
    type: CaseServiceType,
    nullable: true,
    description: 'Needs manageCaseServices.',
    args: { input: t.arg({ type: AddCaseServiceInput, required: true }) },
    resolve: (_r, { input }, ctx) => createService(ctx, input),
  }),
  updateCaseService: t.field({
    type: CaseServiceType,
    nullable: true,
    description: 'Needs manageCaseServices.',
    args: { idOrShortName: t.arg.id({ required: true }), input: t.arg({ type: UpdateCaseServiceInput, required: true }) },
    resolve: (_r, { idOrShortName, input }, ctx) => updateService(ctx, idOrShortName, input),
  }),
}));
