// Custom case fields: descriptors, values on cases, value sources, policies.
import { createDescriptor, findDescriptor, listDescriptors, updateDescriptor, type DescriptorRow } from '../../domains/cases/fields/descriptors.ts';
import type { StaticEntry } from '../../domains/cases/fields/descriptor-schema.ts';
import { createPolicy, getPolicy, listPolicies, updatePolicy, type PolicyRow } from '../../domains/cases/fields/policies.ts';
import { listFieldValues } from '../../domains/cases/fields/value-list.ts';
import { caseField, setCaseField, type FieldChange, type FieldValueItem, type FieldValueView } from '../../domains/cases/fields/values.ts';
import { fieldsOfCase } from '../../domains/cases/case-edges.ts';
import { builder } from '../builder.ts';
import { Case } from './case.ts';
import { pageType } from '../common/page.ts';
import { payloadOf } from '../common/mutation-payload.ts';
import { CaseAccessRoleEnum, CaseFieldValueTypeEnum, CaseRequirementEnum, gql, spec } from './enums.ts';
import { CaseCustomerInfo, CaseFieldDescriptorRef, CaseServiceInfo, CaseServiceRef } from './refs.ts';
import { CustomerRef } from '../common/reference-input.ts';
import type { DescriptorReference } from '../../domains/cases/fields/descriptors.ts';
import { POLICY_BINDINGS_MAX_ITEMS } from '../../domains/cases/enums.ts';
import { inputRule } from '../common/input-rules.ts';
import { LIMIT, OFFSET } from '../common/descriptions.ts';
import { globalId } from '../../domains/common/global-id.ts';
import { NodeInterface, globalIdField, registerNode } from '../common/node.ts';

// Shared texts of this file's arguments and input fields.
const CASE_ID = 'The case: its global id (`Case.id`) or numeric id. A case you may not read is NOT_FOUND, as a missing one.';
const FIELD_NAME = 'The field\'s name.';
const READ_ROLE = 'The lowest role on a case that may read the field (default USER).';
const WRITE_ROLE = 'The lowest role on a case that may write the field (default USER).';
const VALIDATORS = 'Checks for the values, by valueType (see CaseFieldValueType); an unknown key is INVALID_FIELD. Default {}.';
const VALUE_SOURCE = 'Where permitted values come from: {type: static, values: [{key, label}]} or {type: external, url} (url under CASES_VALUE_SOURCE_ALLOWED_URLS); for stringType, integerType and assetType.';
const RENDERER = 'Free-form hints for user interfaces; Vigil stores them as given.';
const DEFAULT_VALUE = 'The value given to a field bound in the case\'s policy when a new case leaves it out, as defined, whoever creates the case: checked like any value, except that the users, groups, cases and documents it names need only exist.';
const MANAGE_FIELDS = 'Needs manageCaseFields for the customer of a customer-specific field, or on the operator (the domain\'s root customer) for one of every customer.';

const CaseFieldDomain = builder.objectRef<{ id: number; name: string }>('CaseFieldDomain').implement({
  description: 'The application domain a field descriptor belongs to.',
  fields: (t) => ({ id: t.exposeInt('id', { description: 'The domain id.' }), name: t.exposeString('name', { description: 'The domain name.' }) }),
});

export const CaseFieldDescriptor = builder.objectRef<DescriptorRow>('CaseFieldDescriptor').implement({
  description: 'A custom case field defined by administrators.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('CaseFieldDescriptor')),
    uuid: t.exposeString('id', { description: 'The descriptor\'s own id (a UUID), as the REST API shows it.' }),
    domain: t.field({ type: CaseFieldDomain, description: 'The domain it belongs to.', resolve: (d) => d.domain }),
    name: t.exposeString('name', { description: 'Unique within the domain.' }),
    valueType: t.field({ type: CaseFieldValueTypeEnum, description: 'The type of its values (fixed at creation).', resolve: (d) => gql(d.valueType) as 'STRING_TYPE' }),
    multivalue: t.exposeBoolean('multivalue', { description: 'Whether a case may hold several values (default false).' }),
    readRole: t.field({ type: CaseAccessRoleEnum, description: READ_ROLE, resolve: (d) => gql(d.readRole) as 'USER' }),
    writeRole: t.field({ type: CaseAccessRoleEnum, description: WRITE_ROLE, resolve: (d) => gql(d.writeRole) as 'USER' }),
    validators: t.field({ type: 'JSON', description: 'The checks its values pass, by valueType (see CaseFieldValueType).', resolve: (d) => d.validators }),
    valueSource: t.field({ type: 'JSON', nullable: true, description: 'Where permitted values come from (static list or external URL); null: any value.', resolve: (d) => d.valueSource }),
    rendererOptions: t.field({ type: 'JSON', nullable: true, description: `${RENDERER} Null when none.`, resolve: (d) => d.rendererOptions }),
    defaultValue: t.field({ type: 'JSON', nullable: true, description: `${DEFAULT_VALUE} Null when none, and when it names a user, group, case or document you may not see.`, resolve: (d) => d.defaultValue }),
    customer: t.field({ type: CaseCustomerInfo, nullable: true, description: 'The only customer whose cases may use it; null: every customer of the domain.', resolve: (d) => d.customer }),
    createdTimestamp: t.field({ type: 'Timestamp', description: 'When it was created.', resolve: (d) => d.createdAt }),
    lastUpdatedTimestamp: t.field({ type: 'Timestamp', description: 'When it was last changed.', resolve: (d) => d.updatedAt }),
  }),
});
const CaseFieldDescriptorPage = pageType('CaseFieldDescriptor', CaseFieldDescriptor);
registerNode('CaseFieldDescriptor', (ctx, id) => findDescriptor(ctx, id));

const CaseFieldInfo = builder.objectRef<FieldValueView['descriptor']>('CaseFieldInfo').implement({
  description: 'A field descriptor as a case\'s field or a policy shows it. Fetch the full object from caseFieldDescriptor.',
  fields: (t) => ({
    id: t.id({ description: 'The global id (the CaseFieldDescriptor\'s `id`).', resolve: (d) => globalId('CaseFieldDescriptor', d.id) }),
    uuid: t.exposeString('id', { description: 'The descriptor\'s own id (a UUID), as the REST API shows it.' }),
    name: t.exposeString('name', { description: 'The field name.' }),
    valueType: t.field({ type: CaseFieldValueTypeEnum, description: 'The type of its values.', resolve: (d) => gql(d.valueType) as 'STRING_TYPE' }),
  }),
});

const CaseFieldValueItem = builder.objectRef<FieldValueItem>('CaseFieldValueItem').implement({
  description: 'One value of a custom field on a case.',
  fields: (t) => ({
    id: t.exposeString('id', { nullable: true, description: 'The value id (a UUID); valuesToRemove takes it. null on a hidden item.' }),
    hidden: t.exposeBoolean('hidden', { description: 'The value names a user, group, case or document you may not see: every other field is null (the item keeps its place in the list and the count).' }),
    key: t.exposeString('key', { nullable: true, description: 'The value as text; valuesToRemove takes it too. null on a hidden item.' }),
    label: t.exposeString('label', { nullable: true, description: 'The value source\'s label for the key; null when there is none or the item is hidden.' }),
    value: t.field({ type: 'JSON', nullable: true, description: 'The value in its type (a number for integerType, ms for timestampType, an object for jsonType ...); null on a hidden item.', resolve: (v) => v.value }),
    info: t.field({ type: 'JSON', nullable: true, description: 'Reduced copy of a referenced user, group, case or document; null when not visible.', resolve: (v) => v.info }),
  }),
});

export const CaseFieldValue = builder.objectRef<FieldValueView>('CaseFieldValue').implement({
  description: 'A custom field of a case with its values.',
  fields: (t) => ({
    descriptor: t.field({ type: CaseFieldInfo, description: 'The field.', resolve: (v) => v.descriptor }),
    displayName: t.exposeString('displayName', { description: 'The name to show: the policy binding\'s displayName, else the field name.' }),
    value: t.field({ type: 'JSON', nullable: true, description: 'The value of a single-value field (convenience copy).', resolve: (v) => v.value }),
    values: t.field({ type: [CaseFieldValueItem], description: 'Every value (one for a single-value field; empty when unset).', resolve: (v) => v.values }),
  }),
});

const CaseValueSourceEntry = builder.objectRef<StaticEntry>('CaseValueSourceEntry').implement({
  description: 'A permitted value from a field\'s value source.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The value to write.' }),
    label: t.string({ nullable: true, description: 'Text to show for it; null when the source gives none.', resolve: (e) => e.label ?? null }),
  }),
});
const CaseValueSourcePage = pageType('CaseValueSourceEntry', CaseValueSourceEntry);

const CaseFieldBinding = builder.objectRef<PolicyRow['bindings'][number]>('CaseFieldBinding').implement({
  description: 'A field bound by a policy: its display name and when it is required.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The binding id (a UUID); bindingsToRemove takes it.' }),
    field: t.field({ type: CaseFieldInfo, description: 'The bound field.', resolve: (b) => b.descriptor }),
    displayName: t.string({ nullable: true, description: 'The name to show on cases; null: the field name.', resolve: (b) => b.displayName }),
    requirementPolicy: t.field({ type: CaseRequirementEnum, description: 'When the field must have a value.', resolve: (b) => gql(b.requirementPolicy) as 'OPTIONAL' }),
  }),
});

export const CaseFieldPolicy = builder.objectRef<PolicyRow>('CaseFieldPolicy').implement({
  description: 'Which custom fields the cases of a service use: one policy per service, and at most one override per service and customer, which replaces it whole for that customer.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('CaseFieldPolicy')),
    uuid: t.exposeString('id', { description: 'The policy\'s own id (a UUID), as the REST API shows it.' }),
    name: t.exposeString('name', { description: 'The policy name.' }),
    service: t.field({ type: CaseServiceInfo, description: 'The service whose cases it applies to.', resolve: (p) => p.service }),
    customer: t.field({ type: CaseCustomerInfo, nullable: true, description: 'Set on a customer-specific override.', resolve: (p) => p.customer }),
    bindings: t.field({ type: [CaseFieldBinding], description: 'The fields it binds.', resolve: (p) => p.bindings }),
    createdTimestamp: t.field({ type: 'Timestamp', description: 'When it was created.', resolve: (p) => p.createdAt }),
    lastUpdatedTimestamp: t.field({ type: 'Timestamp', description: 'When it was last changed.', resolve: (p) => p.updatedAt }),
  }),
});

registerNode('CaseFieldPolicy', (ctx, id) => getPolicy(ctx, id));


const BindingInput = builder.inputType('CaseFieldBindingInput', {
  description: 'A field to bind in a policy.',
  fields: (t) => ({
    field: t.field({ type: CaseFieldDescriptorRef, required: true, description: 'The field: `{ id }` (its global id or UUID) or `{ name }`.' }),
    displayName: t.string({ description: 'The name to show on cases; absent: the field name.' }),
    requirementPolicy: t.field({ type: CaseRequirementEnum, description: 'When the field must have a value (default OPTIONAL).' }),
  }),
});
const role = (r: string | null | undefined) => (r ? spec.role(r) : null);
type Binding = { field: DescriptorReference; displayName?: string | null; requirementPolicy?: string | null };
const bindings = (list: Binding[] | null | undefined) =>
  list?.map((b) => ({ field: b.field, displayName: b.displayName ?? null, requirementPolicy: b.requirementPolicy ? spec.requirement(b.requirementPolicy) : null })) ?? null;

// The edge: the values REST GET /cases/v2/case/{caseID}/fields answers (it reads them through this
// edge), the fields of every case of a list read together.
builder.objectFields(Case, (t) => ({
  fields: t.field({
    type: [CaseFieldValue],
    // Nullable: a case the answer of a mutation shows but the caller may no longer read is NOT_FOUND on this field alone.
    nullable: true,
    description:
      "Its custom fields that you may read (read level, and each field's readRole against your role on the case), as REST GET /cases/v2/case/{caseID}/fields answers them; a value naming a user, group or case you may not see is a hidden item. The fields of every case in a list come in one batch (a constant number of statements).",
    resolve: (c, _args, ctx) => fieldsOfCase(ctx, c),
  }),
}));

builder.queryFields((t) => ({
  caseFieldDescriptors: t.field({
    type: CaseFieldDescriptorPage,
    nullable: true,
    description: 'Field descriptors of your domain, by name: those for every customer and those of customers you may view (viewCustomers).',
    args: {
      domain: t.arg.id({ description: "Domain name or id; default the caller's (another domain is INVALID_FIELD)." }),
      customer: t.arg({ type: CustomerRef, description: 'Only the descriptors specific to this customer: `{ id }` or `{ shortName }`.' }),
      keywords: t.arg.stringList({ description: 'Substrings of the name, case-insensitive; all must match (at most 100).' }),
      ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }),
      offset: t.arg.int({ description: OFFSET }),
    },
    resolve: (_r, args, ctx) => listDescriptors(ctx, args),
  }),
  caseFieldDescriptor: t.field({
    type: CaseFieldDescriptor,
    nullable: true,
    description: 'One field descriptor of your domain by id or name; a customer-specific one needs viewCustomers for its customer (NOT_FOUND otherwise).',
    args: { ref: t.arg({ type: CaseFieldDescriptorRef, required: true, description: 'The descriptor: `{ id }` (its global id or UUID) or `{ name }` (the field name).' }) },
    resolve: (_r, args, ctx) => findDescriptor(ctx, args.ref, 'ref'),
  }),
  caseField: t.field({
    type: CaseFieldValue,
    nullable: true,
    description: 'One custom field of a case. Needs read level; a field above your role\'s readRole is FORBIDDEN.',
    args: { id: t.arg.id({ required: true, description: CASE_ID }), fieldName: t.arg.string({ required: true, description: FIELD_NAME }) },
    resolve: (_r, args, ctx) => caseField(ctx, args.id, args.fieldName),
  }),
  caseFieldValues: t.field({
    type: CaseValueSourcePage,
    nullable: true,
    description: 'Permitted values of a field (its value source; empty without one); keywords are ANDed. Your role comes from caseID, or from service and customer, else it is USER; a field above it in readRole is FORBIDDEN. A source that cannot be reached is CONSTRAINT value.source.unavailable.',
    args: {
      fieldName: t.arg.string({ required: true, description: FIELD_NAME }),
      keywords: t.arg.stringList({ description: 'Substrings of key or label, case-insensitive; all must match.' }),
      caseID: t.arg.id({ description: 'Context: your role on this case (a case you may not read is NOT_FOUND).' }),
      service: t.arg({ type: CaseServiceRef, description: 'Context with customer (both or neither): the role you hold for them, while creating a case. `{ id }` or `{ shortName }`.' }),
      customer: t.arg({ type: CustomerRef, description: 'Context with service: the customer, `{ id }` or `{ shortName }`.' }),
      domain: t.arg.id({ description: "Domain name or id; default the caller's." }),
      ...t.arg.connectionArgs(), limit: t.arg.int({ description: 'Page size (default 25).' }),
      offset: t.arg.int({ description: OFFSET }),
    },
    resolve: (_r, { fieldName, ...q }, ctx) => listFieldValues(ctx, fieldName, q),
  }),
  caseFieldPolicies: t.field({
    type: [CaseFieldPolicy],
    nullable: true,
    description: 'Service policies and the overrides of customers you may view (viewCustomers).',
    args: {
      service: t.arg({ type: CaseServiceRef, description: 'Only policies of this service: `{ id }` or `{ shortName }`.' }),
      customer: t.arg({ type: CustomerRef, description: 'Only overrides of this customer: `{ id }` or `{ shortName }`.' }),
    },
    resolve: (_r, args, ctx) => listPolicies(ctx, args),
  }),
  caseFieldPolicy: t.field({
    type: CaseFieldPolicy,
    nullable: true,
    description: 'One field policy; an override of a customer you may not view is NOT_FOUND.',
    args: { id: t.arg.id({ required: true, description: 'The policy id (a UUID).' }) },
    resolve: (_r, args, ctx) => getPolicy(ctx, args.id),
  }),
}));

const DESCRIPTOR = 'The descriptor: `{ id }` (its global id, `CaseFieldDescriptor.id`, or its UUID) or `{ name }` (the field name).';
const POLICY = 'The policy: its global id (`CaseFieldPolicy.id`) or its id (a UUID).';
const BINDINGS_RULE = inputRule({ maxItems: POLICY_BINDINGS_MAX_ITEMS });

builder.relayMutationField(
  'addCaseField',
  {
    description: 'A new custom field descriptor.',
    inputFields: (t) => ({
      domain: t.id({ description: "Domain name or id; default the caller's (another domain is INVALID_FIELD)." }),
      name: t.string({ required: true, description: 'Unique within the domain; values and policy are reserved.' }),
      valueType: t.field({ type: CaseFieldValueTypeEnum, required: true, description: 'The type of its values.' }),
      multivalue: t.boolean({ description: 'Whether a case may hold several values (default false).' }),
      readRole: t.field({ type: CaseAccessRoleEnum, description: READ_ROLE }),
      writeRole: t.field({ type: CaseAccessRoleEnum, description: WRITE_ROLE }),
      validators: t.field({ type: 'JSON', description: VALIDATORS }),
      valueSource: t.field({ type: 'JSON', description: VALUE_SOURCE }),
      rendererOptions: t.field({ type: 'JSON', description: RENDERER }),
      defaultValue: t.field({ type: 'JSON', description: DEFAULT_VALUE }),
      customer: t.field({ type: CustomerRef, description: 'Only for this customer (`{ id }` or `{ shortName }`); absent: any customer.' }),
    }),
  },
  {
    nullable: true,
    description: `Adds a field descriptor. ${MANAGE_FIELDS}`,
    resolve: async (_r, { input }, ctx) => ({
      field: await createDescriptor(ctx, { ...input, valueType: spec.valueType(input.valueType), readRole: role(input.readRole), writeRole: role(input.writeRole) } as Parameters<typeof createDescriptor>[1]),
    }),
  },
  payloadOf('field', CaseFieldDescriptor, { payload: 'What addCaseField answers.', field: 'The new descriptor.' }),
);

builder.relayMutationField(
  'updateCaseField',
  {
    description: 'Changes to a field descriptor; absent fields stay as they are. name, valueType, domain and customer cannot change.',
    inputFields: (t) => ({
      field: t.field({ type: CaseFieldDescriptorRef, required: true, description: DESCRIPTOR }),
      multivalue: t.boolean({ description: 'Whether a case may hold several values.' }),
      readRole: t.field({ type: CaseAccessRoleEnum, description: 'The lowest role on a case that may read the field.' }),
      writeRole: t.field({ type: CaseAccessRoleEnum, description: 'The lowest role on a case that may write the field.' }),
      validators: t.field({ type: 'JSON', description: 'New checks, replacing the old ones; an unknown key is INVALID_FIELD.' }),
      valueSource: t.field({ type: 'JSON', description: `New value source. ${VALUE_SOURCE}` }),
      clearValueSource: t.boolean({ description: 'true: remove the value source (any value is then permitted).' }),
      rendererOptions: t.field({ type: 'JSON', description: RENDERER }),
      defaultValue: t.field({ type: 'JSON', description: DEFAULT_VALUE }),
    }),
  },
  {
    nullable: true,
    description: `Changes a field descriptor. ${MANAGE_FIELDS}`,
    resolve: async (_r, { input: { field, ...input } }, ctx) => ({
      field: await updateDescriptor(ctx, field, { ...input, readRole: role(input.readRole), writeRole: role(input.writeRole) } as Parameters<typeof updateDescriptor>[2], 'field'),
    }),
  },
  payloadOf('field', CaseFieldDescriptor, { payload: 'What updateCaseField answers.', field: 'The descriptor as it is after the change.' }),
);

builder.relayMutationField(
  'setCaseField',
  {
    description: 'A case, one of its custom fields, and exactly one of: value (null clears), valuesToSet, or valuesToAdd and/or valuesToRemove.',
    inputFields: (t) => ({
      case: t.id({ required: true, description: CASE_ID }),
      fieldName: t.string({ required: true, description: FIELD_NAME }),
      value: t.field({ type: 'JSON', description: 'The one value (null clears the field).' }),
      valuesToSet: t.field({ type: ['JSON'], description: 'Every value, replacing the current ones (several only for a multivalue field).' }),
      valuesToAdd: t.field({ type: ['JSON'], description: 'Values to add.' }),
      valuesToRemove: t.field({ type: ['JSON'], description: 'Value ids (UUID) or keys, of the values you are shown: a hidden item is matched by neither.' }),
    }),
  },
  {
    nullable: true,
    description: 'Sets a custom field on a case: write level and the field writeRole.',
    resolve: async (_r, { input: { case: id, fieldName, ...change } }, ctx) => ({ field: await setCaseField(ctx, id, fieldName, change as FieldChange, 'case') }),
  },
  payloadOf('field', CaseFieldValue, { payload: 'What setCaseField answers.', field: 'The field of the case with its values after the change.' }),
);

builder.relayMutationField(
  'addCaseFieldPolicy',
  {
    description: 'A new field policy.',
    inputFields: (t) => ({
      name: t.string({ required: true, description: 'The policy name.' }),
      service: t.field({ type: CaseServiceRef, required: true, description: 'The service: `{ id }` or `{ shortName }`.' }),
      customer: t.field({ type: CustomerRef, description: 'Makes it an override for this customer: `{ id }` or `{ shortName }`.' }),
      bindings: t.field({ type: [BindingInput], description: 'The fields to bind (at most 500).', extensions: BINDINGS_RULE }),
    }),
  },
  {
    nullable: true,
    description: 'Adds a field policy for a service, or an override for one customer. Needs manageCaseFields for that customer, or on the operator for a service policy.',
    resolve: async (_r, { input }, ctx) => ({ policy: await createPolicy(ctx, { ...input, bindings: bindings(input.bindings) } as Parameters<typeof createPolicy>[1]) }),
  },
  payloadOf('policy', CaseFieldPolicy, { payload: 'What addCaseFieldPolicy answers.', field: 'The new policy.' }),
);

builder.relayMutationField(
  'updateCaseFieldPolicy',
  {
    description: 'Changes to a field policy; absent fields stay as they are.',
    inputFields: (t) => ({
      policy: t.id({ required: true, description: POLICY }),
      name: t.string({ description: 'New policy name.' }),
      bindingsToAdd: t.field({ type: [BindingInput], description: 'A field bound already gets the new displayName and requirementPolicy.', extensions: BINDINGS_RULE }),
      bindingsToRemove: t.idList({ description: 'Binding ids or field names.', extensions: BINDINGS_RULE }),
    }),
  },
  {
    nullable: true,
    description: 'Changes a field policy. Needs manageCaseFields for its customer, or on the operator for a service policy.',
    resolve: async (_r, { input: { policy, ...input } }, ctx) => ({
      policy: await updatePolicy(ctx, policy, { ...input, bindingsToAdd: bindings(input.bindingsToAdd) } as Parameters<typeof updatePolicy>[2], 'policy'),
    }),
  },
  payloadOf('policy', CaseFieldPolicy, { payload: 'What updateCaseFieldPolicy answers.', field: 'The policy as it is after the change.' }),
);
