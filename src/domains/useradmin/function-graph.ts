// Reading the function graph. Viewing is for MSS users (users of the
// operator customer) and holders of viewFunctions (the POWER-USER and
// MSS-ANALYST roles give it); everyone else gets 403.
import type { ServiceContext } from '../../context.ts';
import { ForbiddenError, InvalidFieldError, NotFoundError } from '../../errors.ts';
import type { FunctionNode, Prisma, SecurityLevel } from '../../generated/prisma/client.ts';
import { paginate, type Page, type PageRequest } from '../common/paging.ts';
import type { PlannedQuery } from '../common/planned-query.ts';
import { orderBy, sortInput, type OrderKey } from '../common/sorting.ts';
import { cleanList, combineCriteria, keywordWhere } from './common.ts';
import { USERADMIN_FUNCTIONS as F } from './functions.ts';
import { isGlobalId } from '../common/global-id.ts';
import { looksLikeId, nodeId, referenceKey, referenceText } from '../common/identifiers.ts';

export const FUNCTION_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_\-.]{0,99}$/;

export async function requireFunctionViewer(ctx: ServiceContext): Promise<void> {
  const viewer = ctx.access.requireViewer();
  if (await ctx.access.holdsAnywhere(F.viewFunctions)) return;
  const own = await ctx.db.customer.findUnique({ where: { id: viewer.customerId }, select: { flags: true } });
  if (own?.flags.includes('OPERATOR')) return;
  throw new ForbiddenError('Viewing functions is for MSS users and power users');
}

/** A function reference input (GraphQL `FunctionRef @oneOf { id | name }`): the caller says which key it gives. */
export interface FunctionReference {
  id?: string | number | null;
  name?: string | null;
}

/** What names a function: a reference input, or text whose key is read from its form (REST, the CLI). */
export type FunctionKey = string | number | FunctionReference;

/**
 * The function a key names. Text (`nameOrID`): digits or a global id are an
 * id, anything else a name. A reference gives its key: `{ id }` is only ever
 * an id, `{ name }` only ever a name; each refused as the text of its form was.
 */
export function functionWhere(key: FunctionKey, field = 'nameOrID'): Prisma.FunctionNodeWhereUniqueInput {
  if (typeof key === 'object') {
    const given = referenceKey(key, 'name', field);
    return 'id' in given ? functionIdWhere(given.id.trim(), field) : functionNameWhere(given.key.trim(), field);
  }
  const text = String(key).trim();
  return looksLikeId(text) ? functionIdWhere(text, field) : functionNameWhere(text, field);
}

function functionIdWhere(text: string, field: string): Prisma.FunctionNodeWhereUniqueInput {
  if (/^\d{1,9}$/.test(text)) return { id: Number(text) };
  if (isGlobalId(text)) return { id: nodeId(text, 'Function', field) };
  return refuseFunctionKey(text, field);
}

function functionNameWhere(text: string, field: string): Prisma.FunctionNodeWhereUniqueInput {
  if (!FUNCTION_NAME_PATTERN.test(text)) return refuseFunctionKey(text, field);
  return { name: text };
}

function refuseFunctionKey(text: string, field: string): never {
  throw new InvalidFieldError(field, `${field} must be a function id or name`, 'invalid.field.value', text.slice(0, 100));
}

/** `field`: the input field that names the function, in a refusal of its value. */
export async function findFunction(ctx: ServiceContext, key: FunctionKey, query: PlannedQuery = {}, field?: string): Promise<FunctionNode> {
  const fn = (await ctx.db.functionNode.findUnique({ ...query, where: functionWhere(key, field) })) as FunctionNode | null;
  if (!fn) throw new NotFoundError('Function', referenceText(key));
  return fn;
}

export async function getFunction(ctx: ServiceContext, key: FunctionKey, query: PlannedQuery, field?: string) {
  await requireFunctionViewer(ctx);
  return findFunction(ctx, key, query, field);
}

export interface FunctionCriteria {
  keywords?: readonly string[] | null;
  minimumSecurityLevel?: readonly SecurityLevel[] | null;
  flags?: readonly string[] | null;
}

export interface FunctionSubCriteria extends FunctionCriteria {
  exclude?: boolean | null;
  excluded?: boolean | null;
  required?: boolean | null;
}

export interface FunctionSearch extends PageRequest, FunctionCriteria {
  sortBy?: readonly string[] | null;
  orderBy?: readonly OrderKey[] | null;
  subCriteria?: readonly FunctionSubCriteria[] | null;
}

export const FUNCTION_SORTABLE = { id: 'id', name: 'name', minimumSecurityLevel: 'minimumSecurityLevel' } as const;

function criteria(c: FunctionCriteria): Prisma.FunctionNodeWhereInput[] {
  const levels = c.minimumSecurityLevel ?? [];
  const flags = cleanList(c.flags);
  return [
    ...keywordWhere<Prisma.FunctionNodeWhereInput>(cleanList(c.keywords), ['name', 'description']),
    ...(levels.length > 0 ? [{ minimumSecurityLevel: { in: [...levels] } }] : []),
    ...(flags.length > 0 ? [{ flags: { hasEvery: flags } }] : []),
  ];
}

export async function searchFunctions(ctx: ServiceContext, search: FunctionSearch, query: PlannedQuery): Promise<Page<FunctionNode>> {
  await requireFunctionViewer(ctx);
  const order = orderBy(sortInput(search), FUNCTION_SORTABLE, 'id');
  const where = combineCriteria<Prisma.FunctionNodeWhereInput>(
    criteria(search),
    (search.subCriteria ?? []).map((s) => ({ where: { AND: criteria(s) }, exclude: Boolean(s.exclude ?? s.excluded), required: Boolean(s.required) })),
  );
  return paginate(
    ctx.config,
    search,
    () => ctx.db.functionNode.count({ where }),
    ({ offset, take }) => ctx.db.functionNode.findMany({ ...query, where, orderBy: order, skip: offset, take }),
  );
}
