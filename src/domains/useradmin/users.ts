// Users: view with viewUsers, change with manageUsers, for the user's
// customer (or a parent customer). Like groups: a user of a customer the
// caller may not act on is a 403, a missing one a 404. DELETE disables; a
// disabled user's API keys and sessions stop working at once (authentication
// reads the user's flags on every request).
import { grantedCustomersFilter } from '../../auth/access.ts';
import { hashPassword, passwordProblem } from '../../auth/password.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { ServiceContext } from '../../context.ts';
import { ConstraintError, InvalidFieldError, NotFoundError } from '../../errors.ts';
import type { Prisma, User } from '../../generated/prisma/client.ts';
import { collectFieldsAsync, type AsyncFieldCheck } from '../common/field-errors.ts';
import { idOrShortName, referenceText, type ShortNameKey } from '../common/identifiers.ts';
import { heldOnCustomer, type EdgeRule } from '../common/edge-rule.ts';
import { paginate, type Page, type PageRequest } from '../common/paging.ts';
import { withColumns, type PlannedQuery } from '../common/planned-query.ts';
import { orderBy, sortInput, type OrderKey } from '../common/sorting.ts';
import { checkShortName, cleanKeys, cleanList, combineCriteria, customerIdsIn, keywordWhere, listedFlagsWhere, requireText, resolveCustomer, resolveCustomers } from './common.ts';
import { USERADMIN_FUNCTIONS as F } from './functions.ts';
import { findVisible } from '../common/visible-lookup.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LANGUAGE = /^[a-z]{2}(-[A-Z]{2})?$/;

/** `field`: the input field that names the user, in a refusal of its value. */
export async function findUserFor(ctx: ServiceContext, key: ShortNameKey, fn: string, query: PlannedQuery = {}, field = 'idOrShortName'): Promise<User> {
  await ctx.access.requireAnywhere(fn);
  // Invisible is nonexistent: the look-up finds only users the caller may view, so a hidden
  // user is refused exactly as a missing one; one it views but may not change is 403.
  const seen = { customer: await ctx.access.visibleFilter(fn, [F.viewUsers]) };
  const user = await findVisible<User>(ctx, 'user', ctx.db.user, idOrShortName(key, 'User', field), seen, withColumns(query, { id: true, customerId: true, flags: true, shortName: true }));
  const missing = () => new NotFoundError('User', referenceText(key));
  if (!user) return ctx.access.refuseMissing(missing);
  await ctx.access.requireVisible(fn, user.customerId, missing, [F.viewUsers]);
  return user;
}

export function getUser(ctx: ServiceContext, key: ShortNameKey, query: PlannedQuery, field?: string) {
  return findUserFor(ctx, key, F.viewUsers, query, field);
}

interface UserFields {
  name?: string | null;
  email?: string | null;
  language?: string | null;
  timeZone?: string | null;
  password?: string | null;
}

export interface AddUserInput extends UserFields {
  customer?: ShortNameKey | null;
  shortName?: string | null;
}

function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The columns the given fields set, each checked (412 naming it) by `check`:
 * every field refused is named at once. The password is hashed only once all
 * passed (by `hashed`, after the collection): hashing is slow on purpose.
 */
async function userData(input: UserFields, check: AsyncFieldCheck): Promise<{ data: Prisma.UserUpdateInput; password: string | null }> {
  const data: Prisma.UserUpdateInput = {};
  if (input.name !== undefined && input.name !== null) data.name = await check(() => requireText(input.name, 'name'));
  if (input.email !== undefined && input.email !== null) {
    const email = input.email;
    data.email = await check(() => {
      if (email !== '' && !EMAIL.test(email)) throw new InvalidFieldError('email', 'email is not an e-mail address', 'invalid.field.value', email);
      return email || null;
    });
  }
  if (input.language !== undefined && input.language !== null) {
    const language = input.language;
    data.language = await check(() => {
      if (!LANGUAGE.test(language)) throw new InvalidFieldError('language', 'language must be a language tag such as en or de-CH', 'invalid.field.value', language);
      return language;
    });
  }
  if (input.timeZone !== undefined && input.timeZone !== null) {
    const timeZone = input.timeZone;
    data.timeZone = await check(() => {
      if (!validTimeZone(timeZone)) throw new InvalidFieldError('timeZone', 'timeZone must be an IANA time zone such as Europe/Oslo', 'invalid.field.value', timeZone);
      return timeZone;
    });
  }
  let password: string | null = null;
  if (input.password !== undefined && input.password !== null) {
    const given = input.password;
    password = (await check(() => {
      const problem = passwordProblem(given);
      if (problem) throw new InvalidFieldError('password', `password ${problem}`, 'invalid.field.value');
      return given;
    })) ?? null;
  }
  return { data, password };
}

/** The checked columns with the password hashed. */
async function hashed({ data, password }: { data: Prisma.UserUpdateInput; password: string | null }): Promise<Prisma.UserUpdateInput> {
  return password === null ? data : { ...data, passwordHash: await hashPassword(password) };
}

async function shortNameFree(ctx: ServiceContext, shortName: string) {
  if (await ctx.db.user.findUnique({ where: { shortName }, select: { id: true } })) {
    throw new InvalidFieldError('shortName', `A user with shortName ${JSON.stringify(shortName)} already exists`, 'constraint.unique', shortName);
  }
}

export async function addUser(ctx: ServiceContext, input: AddUserInput, query: PlannedQuery) {
  await ctx.access.requireAnywhere(F.manageUsers);
  // Every field is checked on its own (the customer with one look-up): all refused are named at
  // once. Whether the caller may manage the customer's users, and whether the short name is
  // free, need them passed first.
  const { customer, shortName, name, checked } = await collectFieldsAsync(async (check) => ({
    customer: await check(() => resolveCustomer(ctx, input.customer)),
    shortName: await check(() => checkShortName(input.shortName)),
    name: await check(() => requireText(input.name, 'name')),
    checked: await userData(input, check),
  }));
  const data = await hashed(checked);
  await ctx.access.require(F.manageUsers, customer);
  await shortNameFree(ctx, shortName);
  const domain = await ctx.db.customer.findUniqueOrThrow({ where: { id: customer.id }, select: { domainId: true } });
  return ctx.db.user.create({
    ...query,
    data: { ...(data as Prisma.UserCreateInput), shortName, name, customer: { connect: { id: customer.id } }, domain: { connect: { id: domain.domainId } } },
  });
}

export async function updateUser(ctx: ServiceContext, key: ShortNameKey, input: UserFields, query: PlannedQuery, field?: string) {
  const user = await findUserFor(ctx, key, F.manageUsers, {}, field);
  const data = await hashed(await collectFieldsAsync((check) => userData(input, check)));
  if (Object.keys(data).length === 0) throw new InvalidFieldError('body', 'Give at least one field to change: name, email, language, timeZone or password', 'field.required');
  return ctx.db.user.update({ ...query, where: { id: user.id }, data });
}

export async function setUserDisabled(ctx: ServiceContext, key: ShortNameKey, disabled: boolean, query: PlannedQuery, field?: string) {
  const user = await findUserFor(ctx, key, F.manageUsers, {}, field);
  if (disabled && user.id === ctx.viewer?.userId) throw new ConstraintError('You cannot disable yourself', 'constraint.user.self');
  const flags = user.flags.filter((f) => f !== 'DISABLED');
  if (disabled) flags.push('DISABLED');
  return ctx.db.user.update({ ...query, where: { id: user.id }, data: { flags } });
}

export interface UserCriteria {
  customer?: readonly ShortNameKey[] | null;
  keywords?: readonly string[] | null;
}

export interface UserSubCriteria extends UserCriteria {
  exclude?: boolean | null;
  excluded?: boolean | null;
  required?: boolean | null;
}

export interface UserSearch extends PageRequest, UserCriteria {
  includeDisabled?: boolean | null;
  sortBy?: readonly string[] | null;
  orderBy?: readonly OrderKey[] | null;
  subCriteria?: readonly UserSubCriteria[] | null;
}

export const USER_SORTABLE = { id: 'id', shortName: 'shortName', name: 'name', customer: 'customerId' } as const;

export async function searchUsers(ctx: ServiceContext, search: UserSearch, query: PlannedQuery): Promise<Page<User>> {
  await ctx.access.requireAnywhere(F.viewUsers);
  const order = orderBy(sortInput(search), USER_SORTABLE, 'id');
  const subs = search.subCriteria ?? [];
  const customers = await resolveCustomers(ctx, [...cleanKeys(search.customer), ...subs.flatMap((s) => cleanKeys(s.customer))]);
  const criteria = (c: UserCriteria): Prisma.UserWhereInput[] => [
    ...(cleanKeys(c.customer).length > 0 ? [{ customerId: { in: customerIdsIn(customers, cleanKeys(c.customer)) } }] : []),
    ...keywordWhere<Prisma.UserWhereInput>(cleanList(c.keywords), ['shortName', 'name', '?email']),
  ];
  const where = combineCriteria<Prisma.UserWhereInput>(
    [
      ...listableUsersWhere(await ctx.access.grants(), search.includeDisabled ?? false),
      ...criteria(search),
    ],
    subs.map((s) => ({ where: { AND: criteria(s) }, exclude: Boolean(s.exclude ?? s.excluded), required: Boolean(s.required) })),
  );
  return paginate(
    ctx.config,
    search,
    () => ctx.db.user.count({ where }),
    ({ offset, take }) => ctx.db.user.findMany({ ...query, where, orderBy: order, skip: offset, take }),
  );
}

/**
 * The users a caller may list, as the user list and search apply it: those of
 * a customer it holds viewUsers for (there or on a parent customer), disabled
 * ones only when asked for.
 */
export function listableUsersWhere(grants: Viewer['grants'], includeDisabled: boolean): Prisma.UserWhereInput[] {
  return [{ customer: grantedCustomersFilter(grants, F.viewUsers) }, ...listedFlagsWhere(includeDisabled)];
}

/**
 * Customer.users: the customer's users the caller may list (ordered by id), as
 * listableUsersWhere: all of them or none by the customer (viewUsers, decided
 * on the customer's row: every user of it belongs to it), then by their flags.
 */
export function customerUsersQuery(viewer: Viewer | null | undefined, includeDisabled: boolean): EdgeRule<{ path: readonly number[] }> {
  return { where: { AND: listedFlagsWhere(includeDisabled) }, orderBy: { id: 'asc' as const }, parent: heldOnCustomer(viewer?.grants, F.viewUsers) };
}
