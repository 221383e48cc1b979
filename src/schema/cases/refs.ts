// Info objects (reduced copies) the cases area shows for references; a
// customer is the customers area's CustomerInfo.
import type { InfoRef, UserInfo } from '../../domains/cases/case-view.ts';
import { builder } from '../builder.ts';
import { CustomerInfo } from '../customers/customer.ts';
import { referenceOwner } from '../common/hidden-references.ts';
import { addHiddenField } from '../common/hidden-field.ts';
import { globalId } from '../../domains/common/global-id.ts';
import { DATABASE_ID } from '../common/descriptions.ts';

/**
 * A case's customer (and a subscription's, a field descriptor's, a user's) is
 * the CustomerInfo reference of the customers area: the same type wherever a
 * customer appears, so it leads on (parent, children, users, cases, ...).
 * Its edges load by the customer's id (plugin-prisma's fallback, batched).
 */
export const CaseCustomerRef = CustomerInfo;

export const CaseServiceRef = builder.objectRef<InfoRef>('CaseServiceRef').implement({
  description: 'A reference to a case service.',
  fields: (t) => ({
    id: t.id({ description: 'The global id (the CaseService\'s `id`).', resolve: (r) => globalId('CaseService', r.id) }),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    shortName: t.exposeString('shortName', { description: 'The service\'s short name.' }),
    name: t.exposeString('name', { description: 'The service\'s display name.' }),
  }),
});

export const CaseUserRef = builder.objectRef<UserInfo>('CaseUserRef').implement({
  description: 'A reference to a user: id, shortName, name and customer.',
  ...referenceOwner((u) => (u as UserInfo).customer.id),
  fields: (t) => ({
    id: t.id({ description: 'The global id (the User\'s `id`).', resolve: (r) => globalId('User', r.id) }),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    shortName: t.exposeString('shortName', { description: 'The user\'s short name.' }),
    name: t.exposeString('name', { description: 'The user\'s display name.' }),
    customer: t.field({ type: CaseCustomerRef, description: 'The user\'s customer.', resolve: (u) => u.customer }),
  }),
});

addHiddenField(CaseUserRef);
