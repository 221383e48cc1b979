// Groups: view with viewGroups, change with manageGroups, both for the
// group's customer (or a parent customer). A group the caller may not view
// answers exactly like one that does not exist (404: invisible is
// nonexistent, docs/spec-decisions.md); one it may view but not change, 403.
// Disabled groups stay stored, are left out of searches unless asked for and
// grant nothing (the grants query skips them).
import { grantedCustomersFilter } from '../../auth/access.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { ServiceContext } from '../../context.ts';
import { InvalidFieldError, NotFoundError } from '../../errors.ts';
import type { Group, Prisma } from '../../generated/prisma/client.ts';
import { collectFields, collectFieldsAsync } from '../common/field-errors.ts';
import { idOrShortName, referenceText, type ShortNameKey } from '../common/identifiers.ts';
import { heldOnCustomer, heldOnOwner, type EdgeRule, type ParentRule } from '../common/edge-rule.ts';
import { paginate, type Page, type PageRequest } from '../common/paging.ts';
import { withColumns, type PlannedQuery } from '../common/planned-query.ts';
import { orderBy, sortInput, type OrderKey } from '../common/sorting.ts';
import { checkShortName, cleanKeys, cleanList, combineCriteria, customerIdsIn, keywordWhere, listedFlagsWhere, requireText, resolveCustomer, resolveCustomers } from './common.ts';
import { USERADMIN_FUNCTIONS as F } from './functions.ts';
import { findVisible } from '../common/visible-lookup.ts';

export const GROUP_FLAGS = ['DISABLED'] as const;

async function shortNameFree(ctx: ServiceContext, shortName: string, exceptId?: number) {
  const clash = await ctx.db.group.findUnique({ where: { shortName }, select: { id: true } });
  if (clash && clash.id !== exceptId) {
    throw new InvalidFieldError('shortName', `A group with shortName ${JSON.stringify(shortName)} already exists`, 'constraint.unique', shortName);
  }
}

/**
 * The group named by id or short name, checked for `fn` on its customer:
 * 403 when the caller holds `fn` nowhere, 404 when it does not exist or the
 * caller may not view it, 403 when it may view it but not do `fn` to it.
 */
export async function findGroupFor<Q extends PlannedQuery>(ctx: ServiceContext, key: ShortNameKey, fn: string, query?: Q, field = 'idOrShortName'): Promise<Group> {
  await ctx.access.requireAnywhere(fn);
  // Invisible is nonexistent: the look-up finds only groups the caller may view, so a hidden
  // group is refused exactly as a missing one; one it views but may not change is 403.
  const seen = { customer: await ctx.access.visibleFilter(fn, [F.viewGroups]) };
  const group = await findVisible<Group>(ctx, 'group', ctx.db.group, idOrShortName(key, 'Group', field), seen, withColumns(query ?? {}, { id: true, customerId: true, flags: true }));
  const missing = () => new NotFoundError('Group', referenceText(key));
  if (!group) return ctx.access.refuseMissing(missing);
  await ctx.access.requireVisible(fn, group.customerId, missing, [F.viewGroups]);
  return group;
}

export async function getGroup(ctx: ServiceContext, key: ShortNameKey, query: PlannedQuery, field?: string) {
  return findGroupFor(ctx, key, F.viewGroups, query, field);
}

export interface AddGroupInput {
  customer?: ShortNameKey | null;
  shortName?: string | null;
  name?: string | null;
}

export async function addGroup(ctx: ServiceContext, input: AddGroupInput, query: PlannedQuery) {
  await ctx.access.requireAnywhere(F.manageGroups);
  // Each field on its own: all refused are named at once. The access check and whether the
  // short name is free need them passed first.
  const { customer, shortName, name } = await collectFieldsAsync(async (check) => ({
    customer: await check(() => resolveCustomer(ctx, input.customer)),
    shortName: await check(() => checkShortName(input.shortName)),
    name: await check(() => requireText(input.name, 'name')),
  }));
  await ctx.access.require(F.manageGroups, customer);
  await shortNameFree(ctx, shortName);
  return ctx.db.group.create({ ...query, data: { shortName, name, customerId: customer.id } });
}

export interface UpdateGroupInput {
  shortName?: string | null;
  name?: string | null;
}

/** `field`: the input field that names the group, in a refusal of its value. */
export async function updateGroup(ctx: ServiceContext, key: ShortNameKey, input: UpdateGroupInput, query: PlannedQuery, field?: string) {
  const group = await findGroupFor(ctx, key, F.manageGroups, undefined, field);
  const data: Prisma.GroupUpdateInput = collectFields((check) => ({
    ...(input.shortName != null ? { shortName: check(() => checkShortName(input.shortName)) } : {}),
    ...(input.name != null ? { name: check(() => requireText(input.name, 'name')) } : {}),
  }));
  if (Object.keys(data).length === 0) {
    throw new InvalidFieldError('body', 'Give at least one field to change: shortName or name', 'field.required');
  }
  if (data.shortName) await shortNameFree(ctx, data.shortName as string, group.id);
  return ctx.db.group.update({ ...query, where: { id: group.id }, data });
}

/** DELETE disables (the group and its memberships stay); answering the disabled group. Idempotent. */
export async function setGroupDisabled(ctx: ServiceContext, key: ShortNameKey, disabled: boolean, query: PlannedQuery, field?: string) {
  const group = await findGroupFor(ctx, key, F.manageGroups, undefined, field);
  const flags = group.flags.filter((f) => f !== 'DISABLED');
  if (disabled) flags.push('DISABLED');
  return ctx.db.group.update({ ...query, where: { id: group.id }, data: { flags } });
}

export interface GroupCriteria {
  customer?: readonly ShortNameKey[] | null;
  keywords?: readonly string[] | null;
}

export interface GroupSubCriteria extends GroupCriteria {
  exclude?: boolean | null;
  excluded?: boolean | null;
  required?: boolean | null;
}

export interface GroupSearch extends PageRequest, GroupCriteria {
  includeFlags?: readonly string[] | null;
  excludeFlags?: readonly string[] | null;
  /** Disabled groups are left out unless this is true (or includeFlags names DISABLED). */
  includeDisabled?: boolean | null;
  sortBy?: readonly string[] | null;
  orderBy?: readonly OrderKey[] | null;
  subCriteria?: readonly GroupSubCriteria[] | null;
}

export const GROUP_SORTABLE = { id: 'id', shortName: 'shortName', name: 'name', customer: 'customerId' } as const;

/** The refusal of a flag filter value that is no group flag (also REST's, through the GroupFlag enum). */
export function refuseGroupFlag(field: string, flag: string): never {
  throw new InvalidFieldError(field, `${JSON.stringify(flag)} is not a group flag; known: ${GROUP_FLAGS.join(', ')}`, 'invalid.field.value', flag);
}

function checkFlags(flags: readonly string[] | null | undefined, field: string): string[] {
  const list = cleanList(flags);
  for (const flag of list) {
    if (!(GROUP_FLAGS as readonly string[]).includes(flag)) refuseGroupFlag(field, flag);
  }
  return list;
}

/**
 * The groups a caller may list, as the list and search apply it: those of a
 * customer it holds viewGroups for (there or on a parent customer), disabled
 * ones only when asked for. `customers` is the access filter on the group's
 * customer (AccessService.customerFilter).
 */
export function listableGroupsWhere(customers: Prisma.CustomerWhereInput, includeDisabled: boolean): Prisma.GroupWhereInput[] {
  return [{ customer: customers }, ...listedFlagsWhere(includeDisabled)];
}

/**
 * The same access filter built from the grants that come with the viewer, for
 * nested reads that build it synchronously (the inherited grants of groups).
 */
export function viewerGroupsFilter(viewer: Viewer | null | undefined): Prisma.CustomerWhereInput {
  return grantedCustomersFilter(viewer?.grants, F.viewGroups);
}

/**
 * Customer.groups: the customer's groups the caller may list (ordered by id),
 * as listableGroupsWhere: all of them or none by the customer (decided on the
 * customer's row, every group of it belongs to it), then by their flags.
 */
export function customerGroupsQuery(viewer: Viewer | null | undefined, includeDisabled: boolean): EdgeRule<{ path: readonly number[] }> {
  return {
    where: { AND: listedFlagsWhere(includeDisabled) },
    orderBy: { id: 'asc' as const },
    parent: heldOnCustomer(viewer?.grants, F.viewGroups),
  };
}

/** Rows (grants, memberships) of a group the caller may view (viewGroups for its customer): decided on the group, every row of it is alike. */
function ofViewableGroup(viewer: Viewer | null | undefined): ParentRule<{ customer: { path: readonly number[] } }> {
  return heldOnOwner(viewer?.grants, F.viewGroups);
}

/**
 * Group.permissions: the grants held by the group, as GET /group/{g}/permissions
 * answers them (viewGroups for the group's customer; without it, none).
 */
export function groupGrantsQuery(viewer: Viewer | null | undefined): EdgeRule<{ customer: { path: readonly number[] } }> {
  return { orderBy: { id: 'asc' as const }, parent: ofViewableGroup(viewer) };
}

/**
 * Group.members: the memberships of a group, as GET /group/{g}/members answers
 * them (viewGroups for the group's customer; without it, none), in its order:
 * users by id, then groups by id (a membership holds one of the two). A group
 * reached through User.groups or a grant's subject may be one the caller cannot view.
 */
export function groupMembersQuery(viewer: Viewer | null | undefined): EdgeRule<{ customer: { path: readonly number[] } }> {
  return {
    orderBy: [{ userId: { sort: 'asc' as const, nulls: 'last' as const } }, { memberGroupId: 'asc' as const }],
    parent: ofViewableGroup(viewer),
  };
}

export async function searchGroups(ctx: ServiceContext, search: GroupSearch, query: PlannedQuery): Promise<Page<Group>> {
  await ctx.access.requireAnywhere(F.viewGroups);
  const order = orderBy(sortInput(search), GROUP_SORTABLE, 'id');
  const includeFlags = checkFlags(search.includeFlags, 'includeFlags');
  const excludeFlags = checkFlags(search.excludeFlags, 'excludeFlags');
  const subs = search.subCriteria ?? [];
  // Every customer named anywhere in the search, resolved in one statement.
  const customerKeys = [...cleanKeys(search.customer), ...subs.flatMap((s) => cleanKeys(s.customer))];
  const customers = await resolveCustomers(ctx, customerKeys);
  const criteria = (c: GroupCriteria): Prisma.GroupWhereInput[] => [
    ...(cleanKeys(c.customer).length > 0 ? [{ customerId: { in: customerIdsIn(customers, cleanKeys(c.customer)) } }] : []),
    ...keywordWhere<Prisma.GroupWhereInput>(cleanList(c.keywords), ['shortName', 'name']),
  ];
  const showDisabled = search.includeDisabled === true || includeFlags.includes('DISABLED');
  const where = combineCriteria<Prisma.GroupWhereInput>(
    [
      // The access filter runs inside the count and the page queries.
      ...listableGroupsWhere(await ctx.access.customerFilter(F.viewGroups), showDisabled),
      ...criteria(search),
      ...(includeFlags.length > 0 ? [{ flags: { hasEvery: includeFlags } }] : []),
      ...(excludeFlags.length > 0 ? [{ NOT: { flags: { hasSome: excludeFlags } } }] : []),
    ],
    subs.map((s) => ({ where: { AND: criteria(s) }, exclude: Boolean(s.exclude ?? s.excluded), required: Boolean(s.required) })),
  );
  return paginate(
    ctx.config,
    search,
    () => ctx.db.group.count({ where }),
    ({ offset, take }) => ctx.db.group.findMany({ ...query, where, orderBy: order, skip: offset, take }),
  );
}
