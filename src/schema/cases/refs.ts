// Info objects (reduced copies) the cases area shows for references.
import type { InfoRef, UserInfo } from '../../domains/cases/case-view.ts';
import { builder } from '../builder.ts';
import { referenceOwner } from '../common/hidden-references.ts';
import { addHiddenField } from '../common/hidden-field.ts';

export const CaseCustomerRef = builder.objectRef<InfoRef>('CaseCustomerRef').implement({
  description: 'A reference to a customer: id, shortName and name.',
  ...referenceOwner((c) => (c as InfoRef).id),
  fields: (t) => ({ id: t.exposeInt('id'), shortName: t.exposeString('shortName'), name: t.exposeString('name') }),
});

export const CaseServiceRef = builder.objectRef<InfoRef>('CaseServiceRef').implement({
  description: 'A reference to a case service.',
  fields: (t) => ({ id: t.exposeInt('id'), shortName: t.exposeString('shortName'), name: t.exposeString('name') }),
});

export const CaseUserRef = builder.objectRef<UserInfo>('CaseUserRef').implement({
  description: 'A reference to a user: id, shortName, name and customer.',
  ...referenceOwner((u) => (u as UserInfo).customer.id),
  fields: (t) => ({
    id: t.exposeInt('id'),
    shortName: t.exposeString('shortName'),
    name: t.exposeString('name'),
    customer: t.field({ type: CaseCustomerRef, resolve: (u) => u.customer }),
  }),
});

addHiddenField(CaseCustomerRef);
addHiddenField(CaseUserRef);
