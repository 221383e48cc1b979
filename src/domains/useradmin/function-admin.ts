// Changing the function graph: system administrators only (manageFunctions
// for the operator customer). The graph stays connected: a function is added
// below at least one existing parent and never loses its last parent; a link
// that would close a cycle is refused (the closure trigger refuses it too).
// Built-in functions (those the migrations add) are never changed or
// deleted: every area's permission checks depend on them.
import type { ServiceContext } from '../../context.ts';
import { ConstraintError, ForbiddenError, InvalidFieldError } from '../../errors.ts';
import type { FunctionNode, Prisma, SecurityLevel } from '../../generated/prisma/client.ts';
import type { PlannedQuery } from '../common/planned-query.ts';
import { cleanKeys } from './common.ts';
import { findFunction, FUNCTION_NAME_PATTERN, functionWhere, type FunctionKey } from './function-graph.ts';
import { referenceText } from '../common/identifiers.ts';
import { USERADMIN_FUNCTIONS as F } from './functions.ts';

async function requireFunctionAdmin(ctx: ServiceContext): Promise<void> {
  await ctx.access.requireAnywhere(F.manageFunctions);
  const operator = await ctx.db.customer.findFirst({ where: { flags: { has: 'OPERATOR' } }, select: { id: true } });
  if (!operator || !(await ctx.access.holds(F.manageFunctions, operator.id))) {
    throw new ForbiddenError('Changing the function graph is for system administrators');
  }
}

function refuseBuiltIn(fn: Pick<FunctionNode, 'custom' | 'name'>): void {
  if (!fn.custom) throw new ConstraintError(`${fn.name} is a built-in function: it cannot be changed or deleted`, 'constraint.function.builtin', fn.name);
}

/** Parents named by id or name, all existing (else 412 naming `field`). */
async function resolveParents(ctx: ServiceContext, keys: readonly FunctionKey[] | null | undefined, field: string) {
  const list = cleanKeys(keys);
  if (list.length === 0) throw new InvalidFieldError(field, `${field} must name at least one existing function: the graph stays connected`, 'field.required');
  const wheres = list.map((k) => functionWhere(k, field));
  const rows = await ctx.db.functionNode.findMany({
    where: { OR: wheres as Prisma.FunctionNodeWhereInput[] },
    select: { id: true, name: true },
  });
  return list.map((key, i) => {
    const w = wheres[i]!;
    const row = rows.find((r) => ('id' in w ? r.id === w.id : r.name === w.name));
    if (!row) throw new InvalidFieldError(field, `Unknown function ${JSON.stringify(referenceText(key))}`, 'invalid.field.value', referenceText(key));
    return row;
  });
}

/** Longest function description (the input policy applies it: src/schema/useradmin/function.ts). */
export const FUNCTION_DESCRIPTION_MAX_LENGTH = 1000;

function checkDescription(value: string | null | undefined): string {
  return (value ?? '').trim();
}

export interface AddFunctionInput {
  name?: string | null;
  description?: string | null;
  minimumSecurityLevel?: SecurityLevel | null;
  /** A role (flag ROLE) rather than a single function. */
  role?: boolean | null;
  parents?: readonly FunctionKey[] | null;
}

export async function addFunction(ctx: ServiceContext, input: AddFunctionInput, query: PlannedQuery) {
  await requireFunctionAdmin(ctx);
  const name = (input.name ?? '').trim();
  if (!name) throw new InvalidFieldError('name', 'name is required', 'field.required');
  if (!FUNCTION_NAME_PATTERN.test(name)) {
    throw new InvalidFieldError('name', 'name must start with a letter and contain letters, digits and _ - . only (at most 100)', 'invalid.field.value', name.slice(0, 100));
  }
  const description = checkDescription(input.description);
  const parents = await resolveParents(ctx, input.parents, 'parents');
  if (await ctx.db.functionNode.findUnique({ where: { name }, select: { id: true } })) {
    throw new InvalidFieldError('name', `A function named ${JSON.stringify(name)} already exists`, 'constraint.unique', name);
  }
  return ctx.db.$transaction(async (tx) => {
    const created = await tx.functionNode.create({
      data: {
        name,
        description,
        minimumSecurityLevel: input.minimumSecurityLevel ?? 'STANDARD',
        flags: input.role ? ['ROLE'] : [],
        custom: true,
      },
      select: { id: true },
    });
    await tx.functionEdge.createMany({ data: parents.map((p) => ({ parentId: p.id, childId: created.id })) });
    return tx.functionNode.findUniqueOrThrow({ ...query, where: { id: created.id } });
  });
}

export interface UpdateFunctionInput {
  description?: string | null;
  minimumSecurityLevel?: SecurityLevel | null;
}

/** `field`: the input field that names the function, in a refusal of its value (here and below). */
export async function updateFunction(ctx: ServiceContext, key: FunctionKey, input: UpdateFunctionInput, query: PlannedQuery, field?: string) {
  await requireFunctionAdmin(ctx);
  const data: Prisma.FunctionNodeUpdateInput = {};
  if (input.description !== undefined && input.description !== null) data.description = checkDescription(input.description);
  if (input.minimumSecurityLevel) data.minimumSecurityLevel = input.minimumSecurityLevel;
  if (Object.keys(data).length === 0) throw new InvalidFieldError('body', 'Give at least one field to change: description or minimumSecurityLevel', 'field.required');
  const fn = await findFunction(ctx, key, { select: { id: true, name: true, custom: true } }, field);
  refuseBuiltIn(fn);
  return ctx.db.functionNode.update({ ...query, where: { id: fn.id }, data });
}

const GRAPH_LOCK_KEY = 72_707_371;

/**
 * A change of the function graph, in one transaction that holds the graph's
 * lock: changes run one at a time, so two links made together cannot close a
 * cycle, nor two unlinks leave a function without a parent.
 */
function changeGraph<T>(ctx: ServiceContext, change: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return ctx.db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock($1)', GRAPH_LOCK_KEY);
    return change(tx);
  });
}

/** A custom function (built-in ones never change) and the parents named, for a change of its links; needs function administration. */
async function linkChange(ctx: ServiceContext, key: FunctionKey, parentKeys: readonly FunctionKey[] | null | undefined, field?: string) {
  await requireFunctionAdmin(ctx);
  const fn = await findFunction(ctx, key, { select: { id: true, name: true, custom: true } }, field);
  refuseBuiltIn(fn);
  return { fn, parents: await resolveParents(ctx, parentKeys, 'parent') };
}

/** Links the function below more parents; answers all its parents. */
export async function addFunctionParents(ctx: ServiceContext, key: FunctionKey, parentKeys: readonly FunctionKey[] | null | undefined, query: PlannedQuery, field?: string) {
  const { fn, parents } = await linkChange(ctx, key, parentKeys, field);
  await changeGraph(ctx, async (tx) => {
    const below = await tx.functionClosure.findMany({ where: { ancestorId: fn.id, descendantId: { in: parents.map((p) => p.id) } }, select: { descendantId: true } });
    if (below.length > 0) {
      const name = parents.find((p) => p.id === below[0]!.descendantId)!.name;
      throw new InvalidFieldError('parent', `${name} is ${fn.name} or below it: the link would close a cycle`, 'invalid.function.cycle', name);
    }
    await tx.functionEdge.createMany({ data: parents.map((p) => ({ parentId: p.id, childId: fn.id })), skipDuplicates: true });
  });
  return ctx.db.functionNode.findMany({ ...query, where: { childEdges: { some: { childId: fn.id } } }, orderBy: { name: 'asc' } });
}

/** Unlinks the function from parents; it must keep at least one. Answers the remaining parents. */
export async function removeFunctionParents(ctx: ServiceContext, key: FunctionKey, parentKeys: readonly FunctionKey[] | null | undefined, query: PlannedQuery, field?: string) {
  const { fn, parents } = await linkChange(ctx, key, parentKeys, field);
  await changeGraph(ctx, async (tx) => {
    const edges = await tx.functionEdge.findMany({ where: { childId: fn.id }, select: { parentId: true } });
    const missing = parents.find((p) => !edges.some((e) => e.parentId === p.id));
    if (missing) throw new InvalidFieldError('parent', `${missing.name} is not a parent of ${fn.name}`, 'invalid.field.value', missing.name);
    if (edges.length - parents.length < 1) {
      throw new InvalidFieldError('parent', `${fn.name} would have no parent left: the graph must stay connected`, 'invalid.function.orphan', fn.name);
    }
    await tx.functionEdge.deleteMany({ where: { childId: fn.id, parentId: { in: parents.map((p) => p.id) } } });
  });
  return ctx.db.functionNode.findMany({ ...query, where: { childEdges: { some: { childId: fn.id } } }, orderBy: { name: 'asc' } });
}

/** Deletes a custom function with no children and no grants; answers it as it was. */
export async function deleteFunction(ctx: ServiceContext, key: FunctionKey, query: PlannedQuery, field?: string) {
  await requireFunctionAdmin(ctx);
  const fn = await findFunction(ctx, key, { select: { id: true, name: true, custom: true } }, field);
  refuseBuiltIn(fn);
  return changeGraph(ctx, async (tx) => {
    const [children, grants] = await Promise.all([
      tx.functionEdge.count({ where: { parentId: fn.id } }),
      tx.permission.count({ where: { functionId: fn.id } }),
    ]);
    if (children > 0) throw new ConstraintError(`${fn.name} has ${children} child function(s): remove or relink them first`, 'constraint.function.children', fn.name);
    if (grants > 0) throw new ConstraintError(`${fn.name} is granted ${grants} time(s): revoke those permissions first`, 'constraint.function.granted', fn.name);
    const before = await tx.functionNode.findUniqueOrThrow({ ...query, where: { id: fn.id } });
    await tx.functionNode.delete({ where: { id: fn.id } });
    return before;
  });
}
