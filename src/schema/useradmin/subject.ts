// A subject of memberships and permissions: a user or a group. Rows are
// tagged with their type when they are handed to the union, because users
// and groups share fields (id, shortName, name) and ids.
import type { Group as GroupRow, User as UserRow } from '../../generated/prisma/client.ts';
import type { Members } from '../../domains/useradmin/group-members.ts';
import { builder } from '../builder.ts';
import { User } from '../identity/user.ts';
import { Group } from './group-type.ts';

const KIND = Symbol('subject-kind');
type Tagged = (UserRow | GroupRow) & { [KIND]: 'User' | 'Group' };

export function tagUser<T extends object>(row: T): T {
  return Object.assign(row, { [KIND]: 'User' as const });
}
export function tagGroup<T extends object>(row: T): T {
  return Object.assign(row, { [KIND]: 'Group' as const });
}

/** Users then groups, each tagged. */
export function subjectsOf(members: Members): (UserRow | GroupRow)[] {
  return [...members.users.map(tagUser), ...members.groups.map(tagGroup)];
}

export const Subject = builder.unionType('Subject', {
  description: 'A member of a group or the holder of a permission: a user or a group.',
  types: [User, Group],
  resolveType: (value) => (value as Tagged)[KIND],
});
