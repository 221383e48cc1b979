// Users and the current-user query.
import { getCurrentUser } from '../../domains/identity/current-user.ts';
import { builder } from '../builder.ts';
import { knownFlags } from '../common/flags.ts';
import { restEnum } from '../common/rest-enum.ts';
import { CustomerInfo } from '../customers/customer.ts';
import { referenceOwner } from '../common/hidden-references.ts';
import { addHiddenField } from '../common/hidden-field.ts';
import { CREATED, DATABASE_ID, SHORT_NAME, UPDATED } from '../common/descriptions.ts';
import { mayViewUserDetails } from '../../domains/useradmin/user-details.ts';
import type { RequestContext } from '../../context.ts';
import type { User as UserRow } from '../../generated/prisma/client.ts';
import { NodeInterface, globalIdField } from '../common/node.ts';

/** A detail of a user: null unless the caller may view the user's details (src/domains/useradmin/user-details.ts). */
export function userDetail<U extends Pick<UserRow, 'id' | 'customerId'>, T>(read: (user: U) => T) {
  return async (user: U, _args: unknown, ctx: RequestContext): Promise<T | null> => ((await mayViewUserDetails(ctx, user)) ? read(user) : null);
}
const DETAIL = 'Null unless you may view the user\'s details (it is you, or you hold viewUsers for its customer).';

export const UserFlag = restEnum('UserFlag', { DISABLED: 'DISABLED' }, 'DISABLED users cannot sign in; their keys and sessions stop working at once.', {
  DISABLED: 'Disabled: cannot sign in; API keys and sessions are refused.',
});

export const User = builder.prismaObject('User', {
  description: 'A person (or integration) that signs in.',
  // Select mode (docs/adding-an-area.md): the keys the reference and details rules read and the
  // short name nearly every read shows; the display name and the details as a query asks for
  // them; never the password hash.
  select: { id: true, customerId: true, shortName: true, flags: true },
  ...referenceOwner((u) => (u as { customerId: number }).customerId),
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('User')),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    shortName: t.exposeString('shortName', { description: `${SHORT_NAME} The name used to log in.` }),
    userName: t.exposeString('shortName', { description: 'Same as shortName: the name used to log in.' }),
    name: t.exposeString('name', { description: 'The display name.' }),
    customer: t.relation('customer', { type: CustomerInfo, description: 'The customer the user belongs to.' }),
    domain: t.relation('domain', { description: 'The application domain of the user\'s customer.' }),
    email: t.string({ nullable: true, description: `E-mail address; null when none was given. ${DETAIL}`, select: { email: true }, resolve: userDetail((u) => u.email) }),
    language: t.string({ nullable: true, description: `Language tag such as en or de-CH (default en). ${DETAIL}`, select: { language: true }, resolve: userDetail((u) => u.language) }),
    timeZone: t.string({ nullable: true, description: `IANA time zone such as Europe/Oslo (default UTC). ${DETAIL}`, select: { timeZone: true }, resolve: userDetail((u) => u.timeZone) }),
    flags: t.field({ type: [UserFlag], description: 'Flags set on the user (empty: none).', resolve: (u) => knownFlags(['DISABLED'], u.flags) }),
    createdTimestamp: t.field({ type: 'Timestamp', nullable: true, description: `${CREATED} ${DETAIL}`, select: { createdAt: true }, resolve: userDetail((u) => u.createdAt) }),
    lastUpdatedTimestamp: t.field({ type: 'Timestamp', nullable: true, description: `${UPDATED} ${DETAIL}`, select: { updatedAt: true }, resolve: userDetail((u) => u.updatedAt) }),
  }),
});

addHiddenField(User);

builder.queryFields((t) => ({
  currentUser: t.prismaField({
    type: User,
    nullable: true,
    description: 'The signed-in user (by session or API key); UNAUTHENTICATED without a credential.',
    resolve: (query, _root, _args, ctx) => getCurrentUser(ctx, query),
  }),
}));
