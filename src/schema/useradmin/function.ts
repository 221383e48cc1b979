// The function graph: functions and roles with their parents and children
// (walkable to any depth; each level is one batched statement).
import { queryFromInfo } from '@pothos/plugin-prisma';
import { addFunction, addFunctionParents, deleteFunction, removeFunctionParents, updateFunction } from '../../domains/useradmin/function-admin.ts';
import { functionRelatives, getFunction, searchFunctions } from '../../domains/useradmin/function-graph.ts';
import { builder } from '../builder.ts';
import { listCost } from '../common/cost.ts';
import { knownFlags } from '../common/flags.ts';
import { pageType } from '../common/page.ts';
import { restEnum } from '../common/rest-enum.ts';
import { FUNCTION_DESCRIPTION_MAX_LENGTH } from '../../domains/useradmin/function-admin.ts';
import { inputRule } from '../common/input-rules.ts';

export const SecurityLevel = restEnum(
  'SecurityLevel',
  { EXTERNAL: 'external', STANDARD: 'standard', ADMINISTRATIVE: 'administrative' },
  'The lowest security level a session must have to use a function.',
);
export const FunctionFlag = restEnum('FunctionFlag', { ROLE: 'role' }, 'ROLE: a named collection of functions and roles.');

// Bounds for the cost limit (src/schema/common/cost.ts): a role holds up to about 25 functions
// and roles directly (NETWORK-MANAGER, the largest built-in one, 24); a function sits in a few
// roles (three at most in the built-in graph).
const FUNCTION_CHILDREN_SIZE = 25;
const FUNCTION_PARENTS_SIZE = 5;

export const FunctionNode = builder.prismaObject('FunctionNode', {
  name: 'Function',
  description: 'A function (one capability) or role (flag ROLE) in the connected function graph. Holding it means holding everything below it.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    minimumSecurityLevel: t.expose('minimumSecurityLevel', { type: SecurityLevel }),
    flags: t.field({ type: [FunctionFlag], select: { flags: true }, resolve: (f) => knownFlags(['ROLE'], f.flags) }),
    builtIn: t.boolean({ select: { custom: true }, description: 'Added by a migration: cannot be changed or deleted.', resolve: (f) => !f.custom }),
  }),
});

builder.prismaObjectFields(FunctionNode, (t) => ({
    children: t.field({
      type: [FunctionNode],
      complexity: listCost(FUNCTION_CHILDREN_SIZE),
      select: (_args, _ctx, nestedSelection) => ({ childEdges: { select: { child: nestedSelection(true) } } }),
      resolve: (f) => f.childEdges.map((e) => e.child).sort((a, b) => (a.name < b.name ? -1 : 1)),
    }),
    parents: t.field({
      type: [FunctionNode],
      complexity: listCost(FUNCTION_PARENTS_SIZE),
      select: (_args, _ctx, nestedSelection) => ({ parentEdges: { select: { parent: nestedSelection(true) } } }),
      resolve: (f) => f.parentEdges.map((e) => e.parent).sort((a, b) => (a.name < b.name ? -1 : 1)),
    }),
}));

const FunctionPage = pageType('Function', FunctionNode);

const FunctionCriteriaInput = builder.inputType('FunctionCriteriaInput', {
  fields: (t) => ({
    keywords: t.stringList({ description: 'Any of them in name or description.' }),
    minimumSecurityLevel: t.field({ type: [SecurityLevel] }),
    flags: t.stringList(),
    exclude: t.boolean(),
    excluded: t.boolean(),
    required: t.boolean(),
  }),
});

const FunctionSearchInput = builder.inputType('FunctionSearchInput', {
  fields: (t) => ({
    keywords: t.stringList(),
    minimumSecurityLevel: t.field({ type: [SecurityLevel] }),
    flags: t.stringList(),
    limit: t.int(),
    offset: t.int(),
    sortBy: t.stringList(),
    subCriteria: t.field({ type: [FunctionCriteriaInput] }),
  }),
});

const AddFunctionInput = builder.inputType('AddFunctionInput', {
  fields: (t) => ({
    name: t.string(),
    description: t.string({ description: `At most ${FUNCTION_DESCRIPTION_MAX_LENGTH} characters.`, extensions: inputRule({ maxLength: FUNCTION_DESCRIPTION_MAX_LENGTH }) }),
    minimumSecurityLevel: t.field({ type: SecurityLevel }),
    role: t.boolean({ description: 'A role (flag ROLE) rather than a single function.' }),
    parents: t.idList({ description: 'Existing functions (names or ids) to add it below: at least one.' }),
  }),
});

const UpdateFunctionInput = builder.inputType('UpdateFunctionInput', {
  fields: (t) => ({
    description: t.string({ description: `At most ${FUNCTION_DESCRIPTION_MAX_LENGTH} characters.`, extensions: inputRule({ maxLength: FUNCTION_DESCRIPTION_MAX_LENGTH }) }),
    minimumSecurityLevel: t.field({ type: SecurityLevel }),
  }),
});

builder.queryFields((t) => ({
  function: t.prismaField({
    type: FunctionNode,
    nullable: true,
    description: 'One function or role by name or id (MSS users and power users). Give nameOrID, or name.',
    args: { nameOrID: t.arg.id(), name: t.arg.string({ description: 'Same as nameOrID: `function(name: "POWER-USER")`.' }) },
    resolve: (query, _root, args, ctx) => getFunction(ctx, args.nameOrID ?? args.name ?? '', query),
  }),
  functionChildren: t.prismaField({
    type: [FunctionNode],
    nullable: true,
    complexity: listCost(FUNCTION_CHILDREN_SIZE),
    args: { nameOrID: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => functionRelatives(ctx, args.nameOrID, 'children', query),
  }),
  functionParents: t.prismaField({
    type: [FunctionNode],
    nullable: true,
    complexity: listCost(FUNCTION_PARENTS_SIZE),
    args: { nameOrID: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => functionRelatives(ctx, args.nameOrID, 'parents', query),
  }),
  functions: t.field({
    type: FunctionPage,
    nullable: true,
    description: 'Simple function search.',
    args: {
      minimumSecurityLevel: t.arg({ type: [SecurityLevel] }),
      keyword: t.arg.stringList(),
      flags: t.arg.stringList(),
      limit: t.arg.int(),
      offset: t.arg.int(),
      sortBy: t.arg.stringList({ description: 'id, name or minimumSecurityLevel; prefix - for descending.' }),
    },
    resolve: (_root, args, ctx, info) =>
      searchFunctions(ctx, { ...args, keywords: args.keyword }, queryFromInfo({ context: ctx, info, path: ['items'] })),
  }),
  searchFunctions: t.field({
    type: FunctionPage,
    nullable: true,
    args: { input: t.arg({ type: FunctionSearchInput, required: true }) },
    resolve: (_root, { input }, ctx, info) => searchFunctions(ctx, input, queryFromInfo({ context: ctx, info, path: ['items'] })),
  }),
}));

builder.mutationFields((t) => ({
  addFunction: t.prismaField({
    type: FunctionNode,
    nullable: true,
    description: 'Adds a function or role below existing parents (system administrators).',
    args: { input: t.arg({ type: AddFunctionInput, required: true }) },
    resolve: (query, _root, { input }, ctx) => addFunction(ctx, input, query),
  }),
  updateFunction: t.prismaField({
    type: FunctionNode,
    nullable: true,
    args: { nameOrID: t.arg.id({ required: true }), input: t.arg({ type: UpdateFunctionInput, required: true }) },
    resolve: (query, _root, args, ctx) => updateFunction(ctx, args.nameOrID, args.input, query),
  }),
  addFunctionParents: t.prismaField({
    type: [FunctionNode],
    nullable: true,
    description: 'Links the function below more parents; answers all its parents.',
    args: { nameOrID: t.arg.id({ required: true }), parent: t.arg.idList({ required: true }) },
    resolve: (query, _root, args, ctx) => addFunctionParents(ctx, args.nameOrID, args.parent, query),
  }),
  removeFunctionParents: t.prismaField({
    type: [FunctionNode],
    nullable: true,
    description: 'Unlinks the function from parents (one must stay); answers the remaining parents.',
    args: { nameOrID: t.arg.id({ required: true }), parent: t.arg.idList({ required: true }) },
    resolve: (query, _root, args, ctx) => removeFunctionParents(ctx, args.nameOrID, args.parent, query),
  }),
  deleteFunction: t.prismaField({
    type: FunctionNode,
    nullable: true,
    description: 'Deletes a custom function with no children and no grants; answers it as it was.',
    args: { nameOrID: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => deleteFunction(ctx, args.nameOrID, query),
  }),
}));
