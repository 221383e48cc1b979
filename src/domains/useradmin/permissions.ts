// Permissions: (subject, function or role, customer). Granting and revoking
// need grantPermissions for the customer AND the function itself for that
// customer: a customer administrator grants within their own customer tree
// only, and never more than they hold. Listing needs viewPermissions; the
// list is filtered in SQL to customers the caller holds it for.
import DataLoader from 'dataloader';
import { grantedCustomersFilter } from '../../auth/access.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { memberGroupsSql } from '../../auth/group-membership.ts';
import type { ServiceContext } from '../../context.ts';
import { ForbiddenError, InvalidFieldError, NotFoundError } from '../../errors.ts';
import type { Permission, Prisma } from '../../generated/prisma/client.ts';
import { edgePage, paginate, resolvePaging, type Page, type PageRequest } from '../common/paging.ts';
import { withColumns, type PlannedQuery } from '../common/planned-query.ts';
import { keyedRequestLoader } from '../common/request-loaders.ts';
import { cleanKeys, resolveCustomer, resolveCustomers } from './common.ts';
import { givenReference, referenceText, type ShortNameKey } from '../common/identifiers.ts';
import { functionWhere, type FunctionKey } from './function-graph.ts';
import { USERADMIN_FUNCTIONS as F } from './functions.ts';
import { viewerGroupsFilter } from './groups.ts';
import { SUBJECT_VIEW_FUNCTION, givenSubjects, resolveSubjects, type Subject, type SubjectKey } from './subjects.ts';

export interface GrantPermissionInput {
  subject?: SubjectKey | null;
  function?: FunctionKey | null;
  customer?: ShortNameKey | null;
}

async function resolveFunction(ctx: ServiceContext, value: FunctionKey | null | undefined) {
  const key = givenReference(value);
  if (key === undefined) throw new InvalidFieldError('function', 'function is required', 'field.required');
  const fn = await ctx.db.functionNode.findUnique({ where: functionWhere(key, 'function'), select: { id: true, name: true } });
  if (!fn) throw new InvalidFieldError('function', `Unknown function or role ${JSON.stringify(referenceText(key))}`, 'invalid.field.value', referenceText(key));
  return fn;
}

async function requireGranter(ctx: ServiceContext, functionName: string, customer: { id: number; path: readonly number[] }) {
  await ctx.access.require(F.grantPermissions, customer);
  if (!(await ctx.access.holds(functionName, customer))) {
    throw new ForbiddenError(`You cannot grant or revoke ${functionName}: you do not hold it for this customer`);
  }
}

const subjectColumn = (s: Subject) => (s.kind === 'user' ? { userId: s.id } : { groupId: s.id });

export async function grantPermission(ctx: ServiceContext, input: GrantPermissionInput, query: PlannedQuery) {
  await ctx.access.requireAnywhere(F.grantPermissions);
  // The customer first: granting on a customer outside the caller's tree is a 403 whatever else is asked.
  const customer = await resolveCustomer(ctx, input.customer);
  await ctx.access.require(F.grantPermissions, customer);
  const given = givenSubjects(input.subject === null || input.subject === undefined ? [] : [input.subject]);
  if (given.length === 0) throw new InvalidFieldError('subject', 'subject is required', 'field.required');
  const [subject] = await resolveSubjects(ctx, given);
  const fn = await resolveFunction(ctx, input.function);
  await requireGranter(ctx, fn.name, customer);
  const key = { ...subjectColumn(subject!), functionId: fn.id, customerId: customer.id };
  // Granting twice is harmless: the existing grant is answered.
  await ctx.db.permission.createMany({ data: [{ ...key, createdById: ctx.viewer?.userId ?? null }], skipDuplicates: true });
  return ctx.db.permission.findFirstOrThrow({ ...query, where: key });
}

/** One grant by id, as the permission list shows it to the caller (viewPermissions for its customer); NOT_FOUND otherwise. */
export async function getPermission(ctx: ServiceContext, id: number, query: PlannedQuery) {
  await ctx.access.requireAnywhere(F.viewPermissions);
  const found = await ctx.db.permission.findFirst({ ...query, where: { AND: [{ id }, listablePermissionsWhere(await ctx.access.grants())] } });
  if (!found) throw new NotFoundError('Permission', id);
  return found;
}

export async function revokePermission(ctx: ServiceContext, id: number, query: PlannedQuery) {
  await ctx.access.requireAnywhere(F.grantPermissions);
  // The access facts first, in one read with the customer's path: a hidden grant and a missing one
  // are then refused after the same single statement (invisible is nonexistent, in time too).
  // The look-up finds only grants the caller may list (invisible is nonexistent); one it lists but may not revoke, 403.
  const meta = await ctx.db.permission.findUnique({
    where: { id, customer: await ctx.access.visibleFilter(F.grantPermissions, [F.viewPermissions]) },
    select: { function: { select: { name: true } }, customer: { select: { id: true, path: true } } },
  });
  if (!meta) throw new NotFoundError('Permission', id);
  await ctx.access.requireVisible(F.grantPermissions, meta.customer, () => new NotFoundError('Permission', id), [F.viewPermissions]);
  const found = await ctx.db.permission.findUniqueOrThrow({ ...query, where: { id } });
  await requireGranter(ctx, meta.function.name, meta.customer);
  await ctx.db.permission.delete({ where: { id } });
  return found;
}

export interface PermissionSearch extends PageRequest {
  subject?: SubjectKey | null;
  customer?: readonly ShortNameKey[] | null;
  function?: readonly FunctionKey[] | null;
  /** With a subject: also the grants it receives through the groups it is (transitively) a member of. */
  includeInherited?: boolean | null;
}

// One text per marker: a prepared statement's name stands for one text.
const ENCLOSING_GROUPS_SQL = {
  user: `/* vigil:user-enclosing-groups */ SELECT group_id AS id FROM (${memberGroupsSql('$1', 'user')}) member_of`,
  group: `/* vigil:group-enclosing-groups */ SELECT group_id AS id FROM (${memberGroupsSql('$1', 'group')}) member_of`,
} as const;

/** Enabled groups a subject is a member of, directly or through nesting (one statement). */
async function enclosingGroups(ctx: ServiceContext, subject: Subject): Promise<number[]> {
  const rows = await ctx.db.$queryRawUnsafe<{ id: number }[]>(ENCLOSING_GROUPS_SQL[subject.kind], subject.id);
  return rows.map((r) => r.id);
}

export async function searchPermissions(ctx: ServiceContext, search: PermissionSearch, query: PlannedQuery): Promise<Page<Permission>> {
  await ctx.access.requireAnywhere(F.viewPermissions);
  const and: Prisma.PermissionWhereInput[] = [listablePermissionsWhere(await ctx.access.grants())];
  const subjectGiven = givenSubjects(search.subject === null || search.subject === undefined ? [] : [search.subject]);
  if (subjectGiven.length > 0) {
    const [subject] = await resolveSubjects(ctx, subjectGiven);
    const own = subjectColumn(subject!);
    const inherited = search.includeInherited ? await enclosingGroups(ctx, subject!) : [];
    and.push(inherited.length > 0 ? { OR: [own, { groupId: { in: inherited } }] } : own);
  }
  const customers = cleanKeys(search.customer);
  if (customers.length > 0) and.push({ customerId: { in: (await resolveCustomers(ctx, customers)).map((c) => c.id) } });
  const functions = cleanKeys(search.function);
  if (functions.length > 0) {
    const wheres = functions.map((f) => functionWhere(f, 'function')) as Prisma.FunctionNodeWhereInput[];
    and.push({ function: { OR: wheres } });
  }
  const where = { AND: and };
  return paginate(
    ctx.config,
    search,
    () => ctx.db.permission.count({ where }),
    ({ offset, take }) => ctx.db.permission.findMany({ ...query, where, orderBy: { id: 'asc' }, skip: offset, take }),
  );
}

/**
 * Group.permissions(includeInherited: true), which REST GET /group/{g}/permissions?includeInherited=true
 * reads: the grants of the group and of every enabled group containing it, directly or through nesting
 * (the membership rule of src/auth/group-membership.ts), ordered by id; none for a group the caller may
 * not view (viewGroups for the group's customer, the rule of groupGrantsQuery), and none held by such
 * an enclosing group (another customer's group may contain this one). The groups a request asks
 * about come in one batch: three statements (the viewable groups, their enclosing groups, the grants)
 * however many groups the answer holds.
 */
export function inheritedGroupGrants(ctx: ServiceContext, groupId: number, query: PlannedQuery): Promise<Permission[]> {
  return inheritedGrantsLoader(ctx, query).load(groupId);
}

/**
 * A page of those grants, ordered by id: INVALID_FIELD naming limit or offset, limit=0 all
 * (412 beyond MAX_PAGE_SIZE). The grants of every group of a request come in one batch, whole:
 * which of them a group inherits is known only once its enclosing groups are.
 */
export async function inheritedGroupGrantPage(ctx: ServiceContext, groupId: number, request: PageRequest, query: PlannedQuery): Promise<Page<Permission>> {
  const { offset } = resolvePaging(ctx.config, request);
  const all = await inheritedGroupGrants(ctx, groupId, query);
  return edgePage(ctx.config, request, all.slice(offset), all.length);
}

// The enclosing groups of many groups, through the one membership join (one text: a prepared statement).
const GROUPS_ENCLOSING_GROUPS_SQL = `/* vigil:groups-enclosing-groups */ SELECT g.id AS member, m.group_id AS id FROM unnest($1::int[]) AS g(id) CROSS JOIN LATERAL (${memberGroupsSql('g.id', 'group')}) m`;

// One loader per request and per planned query: two selections of the edge in one document read their own columns.
const INHERITED_LOADERS = Symbol('inherited-group-grants');
function inheritedGrantsLoader(ctx: ServiceContext, query: PlannedQuery): DataLoader<number, Permission[]> {
  return keyedRequestLoader(ctx, INHERITED_LOADERS, JSON.stringify(query), () =>
    new DataLoader<number, Permission[]>(async (ids) => {
      const viewable = await ctx.db.group.findMany({ where: { id: { in: [...ids] }, customer: viewerGroupsFilter(ctx.viewer) }, select: { id: true } });
      const own = viewable.map((g) => g.id);
      const enclosing = own.length > 0 ? await ctx.db.$queryRawUnsafe<{ member: number; id: number }[]>(GROUPS_ENCLOSING_GROUPS_SQL, own) : [];
      const reaching = new Map<number, Set<number>>(own.map((id) => [id, new Set([id])]));
      for (const row of enclosing) reaching.get(row.member)?.add(row.id);
      const holders = [...new Set([...reaching.values()].flatMap((s) => [...s]))];
      // Only the grants of groups the caller may view, as Group.permissions shows them: an
      // enclosing group may be another customer's (hidden), and its grants with it.
      const grants = holders.length > 0
        ? ((await ctx.db.permission.findMany({
          ...withColumns(query, { groupId: true }),
          where: { groupId: { in: holders }, group: { customer: viewerGroupsFilter(ctx.viewer) } },
          orderBy: { id: 'asc' },
        })) as Permission[])
        : [];
      return ids.map((id) => {
        const groups = reaching.get(id);
        return groups ? grants.filter((p) => p.groupId !== null && groups.has(p.groupId)) : [];
      });
      // No cache: a grant or membership changed by a mutation earlier in the same request must show.
    }, { cache: false }));
}

/**
 * User.permissions(includeInherited: true), as permissions(subject: { user }, includeInherited: true)
 * answers it: the user's own grants and those of every enabled group it is a member of, directly or
 * through nesting (the membership rule of src/auth/group-membership.ts), each one the caller may list
 * (listablePermissionsWhere), ordered by id; none for a user the caller may not name as a subject
 * (viewUsers for its customer, SUBJECT_VIEW_FUNCTION: the root field refuses such a subject). A page of
 * them: INVALID_FIELD naming limit or offset, limit=0 all (412 beyond MAX_PAGE_SIZE). The users a
 * request asks about come in one batch: three statements (the nameable users, their enclosing groups,
 * the grants) however many users the answer holds; read whole, as a group's inherited grants are.
 */
export async function inheritedUserGrantPage(ctx: ServiceContext, userId: number, request: PageRequest, query: PlannedQuery): Promise<Page<Permission>> {
  const { offset } = resolvePaging(ctx.config, request);
  const all = await inheritedUserGrantsLoader(ctx, query).load(userId);
  return edgePage(ctx.config, request, all.slice(offset), all.length);
}

// The enclosing groups of many users, through the one membership join (one text: a prepared statement).
const USERS_ENCLOSING_GROUPS_SQL = `/* vigil:users-enclosing-groups */ SELECT u.id AS member, m.group_id AS id FROM unnest($1::int[]) AS u(id) CROSS JOIN LATERAL (${memberGroupsSql('u.id', 'user')}) m`;

const INHERITED_USER_LOADERS = Symbol('inherited-user-grants');
function inheritedUserGrantsLoader(ctx: ServiceContext, query: PlannedQuery): DataLoader<number, Permission[]> {
  return keyedRequestLoader(ctx, INHERITED_USER_LOADERS, JSON.stringify(query), () =>
    new DataLoader<number, Permission[]>(async (ids) => {
      const grants = await ctx.access.grants();
      const nameable = await ctx.db.user.findMany({
        where: { id: { in: [...ids] }, customer: grantedCustomersFilter(grants, SUBJECT_VIEW_FUNCTION.user) },
        select: { id: true },
      });
      const users = nameable.map((u) => u.id);
      const enclosing = users.length > 0 ? await ctx.db.$queryRawUnsafe<{ member: number; id: number }[]>(USERS_ENCLOSING_GROUPS_SQL, users) : [];
      const groupsOf = new Map<number, Set<number>>(users.map((id) => [id, new Set<number>()]));
      for (const row of enclosing) groupsOf.get(row.member)?.add(row.id);
      const holders = [...new Set(enclosing.map((row) => row.id))];
      const subjects: Prisma.PermissionWhereInput[] = [{ userId: { in: users } }, ...(holders.length > 0 ? [{ groupId: { in: holders } }] : [])];
      const rows = users.length > 0
        ? ((await ctx.db.permission.findMany({
          ...withColumns(query, { userId: true, groupId: true }),
          where: { AND: [listablePermissionsWhere(grants), { OR: subjects }] },
          orderBy: { id: 'asc' },
        })) as Permission[])
        : [];
      return ids.map((id) => {
        const groups = groupsOf.get(id);
        return groups ? rows.filter((p) => p.userId === id || (p.groupId !== null && groups.has(p.groupId))) : [];
      });
      // No cache: a grant or membership changed by a mutation earlier in the same request must show.
    }, { cache: false }));
}

/**
 * The grants a caller may list, as the permission list applies it: those on a
 * customer it holds viewPermissions for (there or on a parent customer). Built
 * from the grants, so a nested list (Function.grantedTo) runs the same filter
 * inside the planned query.
 */
export function listablePermissionsWhere(grants: Viewer['grants']): Prisma.PermissionWhereInput {
  return { customer: grantedCustomersFilter(grants, F.viewPermissions) };
}

/** Function.grantedTo: the grants of the function the caller may list (ordered by id). */
export function functionGrantsQuery(viewer: Viewer | null | undefined) {
  return { where: listablePermissionsWhere(viewer?.grants), orderBy: { id: 'asc' as const } };
}

/**
 * User.permissions (without includeInherited): the grants made to the user that the caller may list,
 * as permissions(subject: { user }) answers them: the user one the caller may name as a subject
 * (viewUsers for its customer, SUBJECT_VIEW_FUNCTION; the root field refuses any other) and each grant
 * listable (listablePermissionsWhere), ordered by id. Built from the viewer's grants, so the filter
 * runs inside the parent's planned query.
 */
export function userGrantsQuery(viewer: Viewer | null | undefined) {
  const grants = viewer?.grants;
  return {
    where: { AND: [listablePermissionsWhere(grants), { user: { customer: grantedCustomersFilter(grants, SUBJECT_VIEW_FUNCTION.user) } }] },
    orderBy: { id: 'asc' as const },
  };
}
