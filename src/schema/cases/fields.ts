// Custom case fields: descriptors, values on cases, value sources, policies.
import { createDescriptor, findDescriptor, listDescriptors, updateDescriptor, type DescriptorRow } from '../../domains/cases/fields/descriptors.ts';
import type { StaticEntry } from '../../domains/cases/fields/descriptor-schema.ts';
import { createPolicy, getPolicy, listPolicies, updatePolicy, type PolicyRow } from '../../domains/cases/fields/policies.ts';
import { listFieldValues } from '../../domains/cases/fields/value-list.ts';
import { caseField, caseFields, setCaseField, type FieldChange, type FieldValueItem, type FieldValueView } from '../../domains/cases/fields/values.ts';
import { builder } from '../builder.ts';
import { pageType } from '../common/page.ts';
import { CaseAccessRoleEnum, CaseFieldValueTypeEnum, CaseRequirementEnum, gql, spec } from './enums.ts';
import { CaseCustomerRef, CaseServiceRef } from './refs.ts';
import { POLICY_BINDINGS_MAX_ITEMS } from '../../domains/cases/enums.ts';
import { inputRule } from '../common/input-rules.ts';

const CaseFieldDomain = builder.objectRef<{ id: number; name: string }>('CaseFieldDomain').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

export const CaseFieldDescriptor = builder.objectRef<DescriptorRow>('CaseFieldDescriptor').implement({
  description: 'A custom case field defined by administrators.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'UUID' }),
    domain: t.field({ type: CaseFieldDomain, resolve: (d) => d.domain }),
    name: t.exposeString('name', { description: 'Unique within the domain.' }),
    valueType: t.field({ type: CaseFieldValueTypeEnum, resolve: (d) => gql(d.valueType) as 'STRING_TYPE' }),
    multivalue: t.exposeBoolean('multivalue'),
    readRole: t.field({ type: CaseAccessRoleEnum, resolve: (d) => gql(d.readRole) as 'USER' }),
    writeRole: t.field({ type: CaseAccessRoleEnum, resolve: (d) => gql(d.writeRole) as 'USER' }),
    validators: t.field({ type: 'JSON', resolve: (d) => d.validators }),
    valueSource: t.field({ type: 'JSON', nullable: true, resolve: (d) => d.valueSource }),
    rendererOptions: t.field({ type: 'JSON', nullable: true, resolve: (d) => d.rendererOptions }),
    defaultValue: t.field({ type: 'JSON', nullable: true, resolve: (d) => d.defaultValue }),
    customer: t.field({ type: CaseCustomerRef, nullable: true, resolve: (d) => d.customer }),
    createdTimestamp: t.field({ type: 'Timestamp', resolve: (d) => d.createdAt }),
    lastUpdatedTimestamp: t.field({ type: 'Timestamp', resolve: (d) => d.updatedAt }),
  }),
});
const CaseFieldDescriptorPage = pageType('CaseFieldDescriptor', CaseFieldDescriptor);

const CaseFieldRef = builder.objectRef<FieldValueView['descriptor']>('CaseFieldRef').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    valueType: t.field({ type: CaseFieldValueTypeEnum, resolve: (d) => gql(d.valueType) as 'STRING_TYPE' }),
  }),
});

const CaseFieldValueItem = builder.objectRef<FieldValueItem>('CaseFieldValueItem').implement({
  fields: (t) => ({
    id: t.exposeString('id', { nullable: true, description: 'UUID; null on a hidden item.' }),
    hidden: t.exposeBoolean('hidden', { description: 'The value names a user or group of a customer you may not see: every other field is null.' }),
    key: t.exposeString('key', { nullable: true }),
    label: t.exposeString('label', { nullable: true }),
    value: t.field({ type: 'JSON', nullable: true, resolve: (v) => v.value }),
    info: t.field({ type: 'JSON', nullable: true, description: 'Reduced copy of a referenced user, group, case or document; null when not visible.', resolve: (v) => v.info }),
  }),
});

export const CaseFieldValue = builder.objectRef<FieldValueView>('CaseFieldValue').implement({
  fields: (t) => ({
    descriptor: t.field({ type: CaseFieldRef, resolve: (v) => v.descriptor }),
    displayName: t.exposeString('displayName'),
    value: t.field({ type: 'JSON', nullable: true, description: 'The value of a single-value field (convenience copy).', resolve: (v) => v.value }),
    values: t.field({ type: [CaseFieldValueItem], resolve: (v) => v.values }),
  }),
});

const CaseValueSourceEntry = builder.objectRef<StaticEntry>('CaseValueSourceEntry').implement({
  fields: (t) => ({ key: t.exposeString('key'), label: t.string({ nullable: true, resolve: (e) => e.label ?? null }) }),
});
const CaseValueSourcePage = pageType('CaseValueSourceEntry', CaseValueSourceEntry);

const CaseFieldBinding = builder.objectRef<PolicyRow['bindings'][number]>('CaseFieldBinding').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    field: t.field({ type: CaseFieldRef, resolve: (b) => b.descriptor }),
    displayName: t.string({ nullable: true, resolve: (b) => b.displayName }),
    requirementPolicy: t.field({ type: CaseRequirementEnum, resolve: (b) => gql(b.requirementPolicy) as 'OPTIONAL' }),
  }),
});

export const CaseFieldPolicy = builder.objectRef<PolicyRow>('CaseFieldPolicy').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    service: t.field({ type: CaseServiceRef, resolve: (p) => p.service }),
    customer: t.field({ type: CaseCustomerRef, nullable: true, description: 'Set on a customer-specific override.', resolve: (p) => p.customer }),
    bindings: t.field({ type: [CaseFieldBinding], resolve: (p) => p.bindings }),
    createdTimestamp: t.field({ type: 'Timestamp', resolve: (p) => p.createdAt }),
    lastUpdatedTimestamp: t.field({ type: 'Timestamp', resolve: (p) => p.updatedAt }),
  }),
});


const AddCaseFieldInput = builder.inputType('AddCaseFieldInput', {
  fields: (t) => ({
    domain: t.id({ description: "Domain name or id; default the caller's." }),
    name: t.string({ required: true }),
    valueType: t.field({ type: CaseFieldValueTypeEnum, required: true }),
    multivalue: t.boolean(),
    readRole: t.field({ type: CaseAccessRoleEnum }),
    writeRole: t.field({ type: CaseAccessRoleEnum }),
    validators: t.field({ type: 'JSON' }),
    valueSource: t.field({ type: 'JSON', description: '{type: static, values: [{key, label}]} or {type: external, url}.' }),
    rendererOptions: t.field({ type: 'JSON' }),
    defaultValue: t.field({ type: 'JSON' }),
    customer: t.id({ description: 'Only for this customer; absent: any customer.' }),
  }),
});
const UpdateCaseFieldInput = builder.inputType('UpdateCaseFieldInput', {
  fields: (t) => ({
    multivalue: t.boolean(),
    readRole: t.field({ type: CaseAccessRoleEnum }),
    writeRole: t.field({ type: CaseAccessRoleEnum }),
    validators: t.field({ type: 'JSON' }),
    valueSource: t.field({ type: 'JSON' }),
    clearValueSource: t.boolean(),
    rendererOptions: t.field({ type: 'JSON' }),
    defaultValue: t.field({ type: 'JSON' }),
  }),
});
const SetCaseFieldInput = builder.inputType('SetCaseFieldInput', {
  description: 'Exactly one of: value (null clears), valuesToSet, or valuesToAdd and/or valuesToRemove.',
  fields: (t) => ({
    value: t.field({ type: 'JSON' }),
    valuesToSet: t.field({ type: ['JSON'] }),
    valuesToAdd: t.field({ type: ['JSON'] }),
    valuesToRemove: t.field({ type: ['JSON'], description: 'Value ids (UUID) or keys.' }),
  }),
});
const BindingInput = builder.inputType('CaseFieldBindingInput', {
  fields: (t) => ({
    field: t.id({ required: true, description: 'Field name or id.' }),
    displayName: t.string(),
    requirementPolicy: t.field({ type: CaseRequirementEnum }),
  }),
});
const AddCaseFieldPolicyInput = builder.inputType('AddCaseFieldPolicyInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    service: t.id({ required: true }),
    customer: t.id({ description: 'Makes it an override for this customer.' }),
    bindings: t.field({ type: [BindingInput], extensions: inputRule({ maxItems: POLICY_BINDINGS_MAX_ITEMS }) }),
  }),
});
const UpdateCaseFieldPolicyInput = builder.inputType('UpdateCaseFieldPolicyInput', {
  fields: (t) => ({
    name: t.string(),
    bindingsToAdd: t.field({ type: [BindingInput], description: 'A field bound already gets the new displayName and requirementPolicy.', extensions: inputRule({ maxItems: POLICY_BINDINGS_MAX_ITEMS }) }),
    bindingsToRemove: t.idList({ description: 'Binding ids or field names.', extensions: inputRule({ maxItems: POLICY_BINDINGS_MAX_ITEMS }) }),
  }),
});

const role = (r: string | null | undefined) => (r ? spec.role(r) : null);
type Binding = { field: string; displayName?: string | null; requirementPolicy?: string | null };
const bindings = (list: Binding[] | null | undefined) =>
  list?.map((b) => ({ field: b.field, displayName: b.displayName ?? null, requirementPolicy: b.requirementPolicy ? spec.requirement(b.requirementPolicy) : null })) ?? null;

builder.queryFields((t) => ({
  caseFieldDescriptors: t.field({
    type: CaseFieldDescriptorPage,
    nullable: true,
    args: { domain: t.arg.id(), customer: t.arg.id(), keywords: t.arg.stringList(), limit: t.arg.int(), offset: t.arg.int() },
    resolve: (_r, args, ctx) => listDescriptors(ctx, args),
  }),
  caseFieldDescriptor: t.field({
    type: CaseFieldDescriptor,
    nullable: true,
    args: { idOrName: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => findDescriptor(ctx, args.idOrName),
  }),
  caseFields: t.field({
    type: [CaseFieldValue],
    nullable: true,
    description: 'The custom fields set on a case that the caller may read.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => caseFields(ctx, args.id),
  }),
  caseField: t.field({
    type: CaseFieldValue,
    nullable: true,
    args: { id: t.arg.id({ required: true }), fieldName: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => caseField(ctx, args.id, args.fieldName),
  }),
  caseFieldValues: t.field({
    type: CaseValueSourcePage,
    nullable: true,
    description: 'Permitted values of a field (its value source); keywords are ANDed.',
    args: {
      fieldName: t.arg.string({ required: true }),
      keywords: t.arg.stringList(),
      caseID: t.arg.id(),
      service: t.arg.id(),
      customer: t.arg.id(),
      domain: t.arg.id(),
      limit: t.arg.int(),
      offset: t.arg.int(),
    },
    resolve: (_r, { fieldName, ...q }, ctx) => listFieldValues(ctx, fieldName, q),
  }),
  caseFieldPolicies: t.field({
    type: [CaseFieldPolicy],
    nullable: true,
    args: { service: t.arg.id(), customer: t.arg.id() },
    resolve: (_r, args, ctx) => listPolicies(ctx, args),
  }),
  caseFieldPolicy: t.field({ type: CaseFieldPolicy, nullable: true, args: { id: t.arg.id({ required: true }) }, resolve: (_r, args, ctx) => getPolicy(ctx, args.id) }),
}));

builder.mutationFields((t) => ({
  addCaseField: t.field({
    type: CaseFieldDescriptor,
    nullable: true,
    description: 'Needs manageCaseFields (on the operator for fields of every customer).',
    args: { input: t.arg({ type: AddCaseFieldInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      createDescriptor(ctx, { ...input, valueType: spec.valueType(input.valueType), readRole: role(input.readRole), writeRole: role(input.writeRole) } as Parameters<typeof createDescriptor>[1]),
  }),
  updateCaseField: t.field({
    type: CaseFieldDescriptor,
    nullable: true,
    args: { idOrName: t.arg.id({ required: true }), input: t.arg({ type: UpdateCaseFieldInput, required: true }) },
    resolve: (_r, { idOrName, input }, ctx) =>
      updateDescriptor(ctx, idOrName, { ...input, readRole: role(input.readRole), writeRole: role(input.writeRole) } as Parameters<typeof updateDescriptor>[2]),
  }),
  setCaseField: t.field({
    type: CaseFieldValue,
    nullable: true,
    description: 'Sets a custom field on a case: write level and the field writeRole.',
    args: { id: t.arg.id({ required: true }), fieldName: t.arg.string({ required: true }), input: t.arg({ type: SetCaseFieldInput, required: true }) },
    resolve: (_r, { id, fieldName, input }, ctx) => setCaseField(ctx, id, fieldName, input as FieldChange),
  }),
  addCaseFieldPolicy: t.field({
    type: CaseFieldPolicy,
    nullable: true,
    args: { input: t.arg({ type: AddCaseFieldPolicyInput, required: true }) },
    resolve: (_r, { input }, ctx) => createPolicy(ctx, { ...input, bindings: bindings(input.bindings) } as Parameters<typeof createPolicy>[1]),
  }),
  updateCaseFieldPolicy: t.field({
    type: CaseFieldPolicy,
    nullable: true,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateCaseFieldPolicyInput, required: true }) },
    resolve: (_r, { id, input }, ctx) => updatePolicy(ctx, id, { ...input, bindingsToAdd: bindings(input.bindingsToAdd) } as Parameters<typeof updatePolicy>[2]),
  }),
}));
