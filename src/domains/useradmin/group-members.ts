// Members of a group: users and groups. Listing is two statements whatever
// the number of members (users, groups; their info objects come with the
// planned query). A group cannot contain itself, directly or through
// nesting: membership changes are serialised by an advisory lock and the
// cycle check is one recursive statement.
import type { ServiceContext } from '../../context.ts';
import { InvalidFieldError } from '../../errors.ts';
import type { Group, User } from '../../generated/prisma/client.ts';
import type { PlannedQuery } from '../common/planned-query.ts';
import { referenceText, type ShortNameKey } from '../common/identifiers.ts';
import { USERADMIN_FUNCTIONS as F } from './functions.ts';
import { findGroupFor } from './groups.ts';
import { resolveSubjects, type Subject, type SubjectKey } from './subjects.ts';

const MEMBERSHIP_LOCK_KEY = 72_707_372;

export interface Members {
  users: User[];
  groups: Group[];
}

export interface MemberQueries {
  user: PlannedQuery;
  group: PlannedQuery;
}

async function load(ctx: ServiceContext, groupId: number, userIds: number[] | null, groupIds: number[] | null, queries: MemberQueries): Promise<Members> {
  const [users, groups] = await Promise.all([
    userIds && userIds.length === 0
      ? Promise.resolve([])
      : ctx.db.user.findMany({ ...queries.user, where: userIds ? { id: { in: userIds } } : { memberships: { some: { groupId } } }, orderBy: { id: 'asc' } }),
    groupIds && groupIds.length === 0
      ? Promise.resolve([])
      : ctx.db.group.findMany({ ...queries.group, where: groupIds ? { id: { in: groupIds } } : { memberOf: { some: { groupId } } }, orderBy: { id: 'asc' } }),
  ]);
  return { users: users as User[], groups: groups as Group[] };
}

const ids = (subjects: Subject[], kind: Subject['kind']) => subjects.filter((s) => s.kind === kind).map((s) => s.id);

export async function addGroupMembers(ctx: ServiceContext, key: ShortNameKey, subjectKeys: readonly SubjectKey[] | null | undefined, queries: MemberQueries, field?: string): Promise<Members> {
  const group = await findGroupFor(ctx, key, F.manageGroups, undefined, field);
  const subjects = await resolveSubjects(ctx, subjectKeys);
  const groupIds = ids(subjects, 'group');
  if (groupIds.includes(group.id)) throw new InvalidFieldError('subject', 'A group cannot be a member of itself', 'invalid.group.cycle', String(group.id));
  await ctx.db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock($1)', MEMBERSHIP_LOCK_KEY);
    if (groupIds.length > 0) {
      // The new member groups, and every group nested in them: none may be this group.
      const rows = await tx.$queryRawUnsafe<{ id: number }[]>(
        `/* vigil:group-cycle */ WITH RECURSIVE nested(id) AS (
           SELECT unnest($1::int[])
           UNION
           SELECT gm.member_group_id FROM group_member gm JOIN nested n ON gm.group_id = n.id WHERE gm.member_group_id IS NOT NULL
         ) SELECT id FROM nested WHERE id = $2 LIMIT 1`,
        groupIds,
        group.id,
      );
      if (rows.length > 0) {
        throw new InvalidFieldError('subject', `Adding these groups would make group ${referenceText(key)} contain itself`, 'invalid.group.cycle', referenceText(key));
      }
    }
    await tx.groupMember.createMany({
      data: subjects.map((s) => (s.kind === 'user' ? { groupId: group.id, userId: s.id } : { groupId: group.id, memberGroupId: s.id })),
      skipDuplicates: true,
    });
  });
  return load(ctx, group.id, ids(subjects, 'user'), groupIds, queries);
}

export async function removeGroupMembers(ctx: ServiceContext, key: ShortNameKey, subjectKeys: readonly SubjectKey[] | null | undefined, queries: MemberQueries, field?: string): Promise<Members> {
  const group = await findGroupFor(ctx, key, F.manageGroups, undefined, field);
  const subjects = await resolveSubjects(ctx, subjectKeys);
  const userIds = ids(subjects, 'user');
  const groupIds = ids(subjects, 'group');
  const removed = await load(ctx, group.id, userIds, groupIds, queries);
  await ctx.db.$transaction(async (tx) => {
    const existing = await tx.groupMember.findMany({
      where: { groupId: group.id, OR: [{ userId: { in: userIds } }, { memberGroupId: { in: groupIds } }] },
      select: { userId: true, memberGroupId: true },
    });
    const missing = subjects.find((s) => !existing.some((m) => (s.kind === 'user' ? m.userId === s.id : m.memberGroupId === s.id)));
    if (missing) throw new InvalidFieldError('subject', `${JSON.stringify(missing.given)} is not a member of group ${key}`, 'invalid.field.value', missing.given);
    await tx.groupMember.deleteMany({ where: { groupId: group.id, OR: [{ userId: { in: userIds } }, { memberGroupId: { in: groupIds } }] } });
  });
  return removed;
}
