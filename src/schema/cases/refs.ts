// The cases area's references: the reference inputs that name a service or a
// field descriptor (`<Type>Ref @oneOf`, src/schema/common/reference-input.ts;
// customers and users are the common CustomerRef and UserRef), and the Info
// objects (reduced copies) it shows of what a case names; a customer is the
// customers area's CustomerInfo.
import type { InfoRef, UserInfo } from '../../domains/cases/case-view.ts';
import { descriptorReferenceFromText, type DescriptorReference } from '../../domains/cases/fields/descriptors.ts';
import { builder, type VigilSchemaTypes } from '../builder.ts';
import { CustomerInfo } from '../customers/customer.ts';
import { referenceOwner } from '../common/hidden-references.ts';
import { addHiddenField } from '../common/hidden-field.ts';
import { referenceInput, REST_REFERENCE, type RestReference } from '../common/reference-input.ts';
import { globalId } from '../../domains/common/global-id.ts';
import { DATABASE_ID } from '../common/descriptions.ts';

/** A case service by `{ id }` or `{ shortName }`. */
export const CaseServiceRef = referenceInput('CaseService', { what: 'a case service', key: 'shortName', keyDescription: 'The service\'s short name.' });

/**
 * A field descriptor by `{ id }` (its global id or its UUID) or `{ name }`. REST's text
 * (`/cases/v2/field/{idOrName}`) is read by the domain's rule: a UUID or a global id is the id.
 */
export const CaseFieldDescriptorRef = builder.inputType('CaseFieldDescriptorRef', {
  isOneOf: true,
  description: 'A custom field descriptor, by exactly one of its keys: `{ id: ... }` or `{ name: ... }` (@oneOf: giving both or neither is an error).',
  extensions: { [REST_REFERENCE]: { key: 'name', fromText: descriptorReferenceFromText } satisfies RestReference },
  fields: (t) => ({
    id: t.id({ description: 'The CaseFieldDescriptor\'s global id (what its `id` field returns) or its own id (`uuid`, a UUID).' }),
    name: t.string({ description: 'The field\'s name (unique within your domain).' }),
  }),
}) as unknown as PothosSchemaTypes.InputObjectRef<VigilSchemaTypes, DescriptorReference>;

/**
 * A case's customer (and a subscription's, a field descriptor's, a user's) is
 * the CustomerInfo reference of the customers area: the same type wherever a
 * customer appears, so it leads on (parent, children, users, cases, ...).
 * Its edges load by the customer's id (plugin-prisma's fallback, batched).
 */
export const CaseCustomerInfo = CustomerInfo;

export const CaseServiceInfo = builder.objectRef<InfoRef>('CaseServiceInfo').implement({
  description: 'A case service as a case or a policy shows it: id, shortName and name.',
  fields: (t) => ({
    id: t.id({ description: 'The global id (the CaseService\'s `id`).', resolve: (r) => globalId('CaseService', r.id) }),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    shortName: t.exposeString('shortName', { description: 'The service\'s short name.' }),
    name: t.exposeString('name', { description: 'The service\'s display name.' }),
  }),
});

export const CaseUserInfo = builder.objectRef<UserInfo>('CaseUserInfo').implement({
  description: 'A user as a case shows it: id, shortName, name and customer.',
  ...referenceOwner((u) => (u as UserInfo).customer.id),
  fields: (t) => ({
    id: t.id({ description: 'The global id (the User\'s `id`).', resolve: (r) => globalId('User', r.id) }),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    shortName: t.exposeString('shortName', { description: 'The user\'s short name.' }),
    name: t.exposeString('name', { description: 'The user\'s display name.' }),
    customer: t.field({ type: CaseCustomerInfo, description: 'The user\'s customer.', resolve: (u) => u.customer }),
  }),
});

addHiddenField(CaseUserInfo);
