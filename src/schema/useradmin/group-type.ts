// The Group object (spec: id, shortName, name, customer {id, shortName}).
import { builder } from '../builder.ts';
import { knownFlags } from '../common/flags.ts';
import { restEnum } from '../common/rest-enum.ts';
import { CustomerInfo } from '../customers/customer.ts';
import { referenceOwner } from '../common/hidden-references.ts';
import { addHiddenField } from '../common/hidden-field.ts';

export const GroupFlag = restEnum('GroupFlag', { DISABLED: 'DISABLED' }, 'DISABLED groups grant nothing and are left out of searches unless asked for.');

export const Group = builder.prismaObject('Group', {
  description: 'A group of users and groups; permissions granted to it pass to its members.',
  ...referenceOwner((g) => (g as { customerId: number }).customerId),
  fields: (t) => ({
    id: t.exposeInt('id'),
    shortName: t.exposeString('shortName'),
    name: t.exposeString('name'),
    customer: t.relation('customer', { type: CustomerInfo }),
    flags: t.field({ type: [GroupFlag], select: { flags: true }, resolve: (g) => knownFlags(['DISABLED'], g.flags) }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp' }),
    lastUpdatedTimestamp: t.expose('updatedAt', { type: 'Timestamp' }),
  }),
});

addHiddenField(Group);
