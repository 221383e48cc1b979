// Info objects (reduced copies) the cases area shows for references.
import type { InfoRef, UserInfo } from '../../domains/cases/case-view.ts';
import { builder } from '../builder.ts';
import { referenceOwner } from '../common/hidden-references.ts';
import { addHiddenField } from '../common/hidden-field.ts';

export const CaseCustomerRef = builder.objectRef<InfoRef>('CaseCustomerRef').implement({
  description: 'A reference to a customer: id, shortName and name.',
  ...referenceOwner((c) => (c as InfoRef).id),
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The customer id.' }),
    shortName: t.exposeString('shortName', { description: 'The customer\'s short name.' }),
    name: t.exposeString('name', { description: 'The customer\'s display name.' }),
  }),
});

export const CaseServiceRef = builder.objectRef<InfoRef>('CaseServiceRef').implement({
  description: 'A reference to a case service.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The service id.' }),
    shortName: t.exposeString('shortName', { description: 'The service\'s short name.' }),
    name: t.exposeString('name', { description: 'The service\'s display name.' }),
  }),
});

export const CaseUserRef = builder.objectRef<UserInfo>('CaseUserRef').implement({
  description: 'A reference to a user: id, shortName, name and customer.',
  ...referenceOwner((u) => (u as UserInfo).customer.id),
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The user id.' }),
    shortName: t.exposeString('shortName', { description: 'The user\'s short name.' }),
    name: t.exposeString('name', { description: 'The user\'s display name.' }),
    customer: t.field({ type: CaseCustomerRef, description: 'The user\'s customer.', resolve: (u) => u.customer }),
  }),
});

addHiddenField(CaseCustomerRef);
addHiddenField(CaseUserRef);
