// Users and the current-user query.
import { getCurrentUser } from '../../domains/identity/current-user.ts';
import { builder } from '../builder.ts';
import { knownFlags } from '../common/flags.ts';
import { restEnum } from '../common/rest-enum.ts';
import { CustomerInfo } from '../customers/customer.ts';
import { referenceOwner } from '../common/hidden-references.ts';
import { addHiddenField } from '../common/hidden-field.ts';

export const UserFlag = restEnum('UserFlag', { DISABLED: 'DISABLED' }, 'DISABLED users cannot sign in; their keys and sessions stop working at once.');

export const User = builder.prismaObject('User', {
  description: 'A person (or integration) that signs in.',
  ...referenceOwner((u) => (u as { customerId: number }).customerId),
  fields: (t) => ({
    id: t.exposeInt('id'),
    shortName: t.exposeString('shortName'),
    userName: t.exposeString('shortName', { description: 'Same as shortName: the name used to log in.' }),
    name: t.exposeString('name'),
    customer: t.relation('customer', { type: CustomerInfo }),
    domain: t.relation('domain'),
    email: t.exposeString('email', { nullable: true }),
    language: t.exposeString('language'),
    timeZone: t.exposeString('timeZone'),
    flags: t.field({ type: [UserFlag], select: { flags: true }, resolve: (u) => knownFlags(['DISABLED'], u.flags) }),
    createdTimestamp: t.expose('createdAt', { type: 'Timestamp' }),
    lastUpdatedTimestamp: t.expose('updatedAt', { type: 'Timestamp' }),
  }),
});

addHiddenField(User);

builder.queryFields((t) => ({
  currentUser: t.prismaField({
    type: User,
    nullable: true,
    description: 'The signed-in user.',
    resolve: (query, _root, _args, ctx) => getCurrentUser(ctx, query),
  }),
}));
