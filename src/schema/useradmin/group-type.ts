// The Group object (spec: id, shortName, name, customer {id, shortName}).
import { builder } from '../builder.ts';
import { knownFlags } from '../common/flags.ts';
import { restEnum } from '../common/rest-enum.ts';
import { GROUP_FLAGS, refuseGroupFlag } from '../../domains/useradmin/groups.ts';
import { CustomerInfo } from '../customers/customer.ts';
import { referenceOwner } from '../common/hidden-references.ts';
import { addHiddenField } from '../common/hidden-field.ts';
import { CREATED, DATABASE_ID, SHORT_NAME, UPDATED } from '../common/descriptions.ts';
import { NodeInterface, globalIdField } from '../common/node.ts';

type GroupFlagName = (typeof GROUP_FLAGS)[number];
/** One per flag the domain knows (a flag added there without a description does not compile). */
const GROUP_FLAG_DESCRIPTIONS: { readonly [F in GroupFlagName]: string } = {
  DISABLED: 'Disabled: grants nothing, passes nothing to its members.',
};
/** The domain's flags (GROUP_FLAGS), spelt the same in REST; REST refuses any other value in the domain's words. */
export const GroupFlag = restEnum(
  'GroupFlag',
  Object.fromEntries(GROUP_FLAGS.map((flag) => [flag, flag])) as { [F in GroupFlagName]: F },
  'DISABLED groups grant nothing and are left out of searches unless asked for.',
  GROUP_FLAG_DESCRIPTIONS,
  refuseGroupFlag,
);

export const Group = builder.prismaObject('Group', {
  description: 'A group of users and groups; permissions granted to it pass to its members.',
  // Select mode (docs/adding-an-area.md): the keys the rules read and the short name nearly every
  // read shows; the display name, flags and timestamps as a query asks for them.
  select: { id: true, customerId: true, shortName: true },
  ...referenceOwner((g) => (g as { customerId: number }).customerId),
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('Group')),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    shortName: t.exposeString('shortName', { description: SHORT_NAME }),
    name: t.exposeString('name', { description: 'The display name.' }),
    customer: t.relation('customer', { type: CustomerInfo, description: 'The customer the group belongs to.' }),
    flags: t.field({ type: [GroupFlag], description: 'Flags set on the group (empty: none).', select: { flags: true }, resolve: (g) => knownFlags(['DISABLED'], g.flags) }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp', description: CREATED }),
    lastUpdatedTimestamp: t.expose('updatedAt', { type: 'Timestamp', description: UPDATED }),
  }),
});

addHiddenField(Group);
