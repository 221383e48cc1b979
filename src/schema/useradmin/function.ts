// The function graph: functions and roles with their parents and children
// (walkable to any depth; each level is one batched statement).
import { queryFromInfo } from '@pothos/plugin-prisma';
import { addFunction, addFunctionParents, deleteFunction, removeFunctionParents, updateFunction } from '../../domains/useradmin/function-admin.ts';
import { getFunction, searchFunctions } from '../../domains/useradmin/function-graph.ts';
import { builder } from '../builder.ts';
import { listCost } from '../common/cost.ts';
import { knownFlags } from '../common/flags.ts';
import { pageType } from '../common/page.ts';
import { restEnum } from '../common/rest-enum.ts';
import { FUNCTION_DESCRIPTION_MAX_LENGTH } from '../../domains/useradmin/function-admin.ts';
import { inputRule } from '../common/input-rules.ts';
import { AT_LEAST_ONE, DATABASE_ID, LIMIT, OFFSET } from '../common/descriptions.ts';
import { NodeInterface, globalIdField, registerNode } from '../common/node.ts';
import { CONNECTION_ITEM_PATHS } from '../common/connection-page.ts';
import { ORDER_BY_DEPRECATION, orderInput } from '../common/order.ts';
import { FUNCTION_SORTABLE } from '../../domains/useradmin/function-graph.ts';

/** `orderBy`'s input, its fields from the domain's sortable map. */
const FunctionOrder = orderInput('Function', FUNCTION_SORTABLE, { list: 'functions', defaultOrder: 'id ascending', tieBreaker: 'ties broken by id ascending' });

/** requireFunctionViewer (src/domains/useradmin/function-graph.ts). */
const VIEW_ACCESS = 'Needs viewFunctions for some customer, or a user of the operator customer (FORBIDDEN otherwise).';
/** requireFunctionAdmin (src/domains/useradmin/function-admin.ts). */
const ADMIN_ACCESS = 'Needs manageFunctions for the operator customer (system administrators; FORBIDDEN otherwise).';
const CUSTOM_ONLY = 'A built-in function cannot be changed (CONSTRAINT constraint.function.builtin).';
const FUNCTION_REF = 'A function or role: its name or id.';

export const SecurityLevel = restEnum(
  'SecurityLevel',
  { EXTERNAL: 'external', STANDARD: 'standard', ADMINISTRATIVE: 'administrative' },
  'The lowest security level a session must have to use a function. Recorded for clients and the catalogue; Vigil itself does not check it.',
  {
    EXTERNAL: 'The lowest level (REST: external).',
    STANDARD: 'The middle level; the default of a new function (REST: standard).',
    ADMINISTRATIVE: 'The highest level (REST: administrative).',
  },
);
export const FunctionFlag = restEnum('FunctionFlag', { ROLE: 'role' }, 'ROLE: a named collection of functions and roles.', {
  ROLE: 'A role: a named collection of functions and roles (REST: role).',
});

// Bounds for the cost limit (src/schema/common/cost.ts): a role holds up to about 25 functions
// and roles directly (NETWORK-MANAGER, the largest built-in one, 24); a function sits in a few
// roles (three at most in the built-in graph).
const FUNCTION_CHILDREN_SIZE = 25;
const FUNCTION_PARENTS_SIZE = 5;

export const FunctionNode = builder.prismaObject('FunctionNode', {
  name: 'Function',
  description: 'A function (one capability) or role (flag ROLE) in the connected function graph. Holding it means holding everything below it.',
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('Function')),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    name: t.exposeString('name', { description: 'The unique name, e.g. viewUsers or POWER-USER; permissions name it.' }),
    description: t.exposeString('description', { description: 'What it allows (free text).' }),
    minimumSecurityLevel: t.expose('minimumSecurityLevel', { type: SecurityLevel, description: 'The lowest security level a session must have to use it.' }),
    flags: t.field({ type: [FunctionFlag], description: 'ROLE for a role; empty for a single function.', select: { flags: true }, resolve: (f) => knownFlags(['ROLE'], f.flags) }),
    builtIn: t.boolean({ select: { custom: true }, description: 'Added by a migration: cannot be changed or deleted.', resolve: (f) => !f.custom }),
  }),
});

builder.prismaObjectFields(FunctionNode, (t) => ({
    children: t.field({
      type: [FunctionNode],
      description: 'The functions and roles directly below it, ordered by name, as REST GET /useradmin/v2/function/{f}/children lists them; holding this one holds them.',
      complexity: listCost(FUNCTION_CHILDREN_SIZE),
      // Ordered by the database (name under its collation), as REST GET /function/{f}/children has always answered.
      select: (_args, _ctx, nestedSelection) => ({ childEdges: { select: { child: nestedSelection(true) }, orderBy: { child: { name: 'asc' as const } } } }),
      resolve: (f) => f.childEdges.map((e) => e.child),
    }),
    parents: t.field({
      type: [FunctionNode],
      description: 'The roles directly above it, ordered by name, as REST GET /useradmin/v2/function/{f}/parents lists them; holding one of them holds this one.',
      complexity: listCost(FUNCTION_PARENTS_SIZE),
      select: (_args, _ctx, nestedSelection) => ({ parentEdges: { select: { parent: nestedSelection(true) }, orderBy: { parent: { name: 'asc' as const } } } }),
      resolve: (f) => f.parentEdges.map((e) => e.parent),
    }),
}));

const FunctionPage = pageType('Function', FunctionNode);

const FunctionCriteriaInput = builder.inputType('FunctionCriteriaInput', {
  description: 'One sub-criterion of an advanced function search.',
  fields: (t) => ({
    keywords: t.stringList({ description: 'Any of them in name or description (case-insensitive; at most 100).' }),
    minimumSecurityLevel: t.field({ type: [SecurityLevel], description: 'Any of these levels.' }),
    flags: t.field({ type: [FunctionFlag], description: 'All of these flags.' }),
    exclude: t.boolean({ description: 'Remove what this criterion matches.' }),
    excluded: t.boolean({ description: 'Same as exclude.' }),
    required: t.boolean({ description: 'This criterion must match; the others (neither required nor exclude) are ORed.' }),
  }),
});

const FunctionSearchInput = builder.inputType('FunctionSearchInput', {
  description: 'An advanced function search (REST POST /useradmin/v2/function/search): filters ANDed, repeated values ORed.',
  fields: (t) => ({
    keywords: t.stringList({ description: 'Any of them in name or description (case-insensitive; at most 100).' }),
    minimumSecurityLevel: t.field({ type: [SecurityLevel], description: 'Any of these levels.' }),
    flags: t.field({ type: [FunctionFlag], description: 'All of these flags.' }),
    limit: t.int({ description: LIMIT }),
    offset: t.int({ description: OFFSET }),
    sortBy: t.stringList({ description: 'id, name or minimumSecurityLevel; prefix - for descending (default id).', deprecationReason: ORDER_BY_DEPRECATION }),
    orderBy: t.field({ type: [FunctionOrder.input], description: FunctionOrder.description }),
    subCriteria: t.field({ type: [FunctionCriteriaInput], description: 'Further criteria: required ones ANDed, exclude ones removed, the rest ORed.' }),
  }),
});

const AddFunctionInput = builder.inputType('AddFunctionInput', {
  description: 'A new custom function or role.',
  fields: (t) => ({
    name: t.string({ description: 'Unique name (required): a letter, then letters, digits and _ - . (at most 100).' }),
    description: t.string({ description: `At most ${FUNCTION_DESCRIPTION_MAX_LENGTH} characters.`, extensions: inputRule({ maxLength: FUNCTION_DESCRIPTION_MAX_LENGTH }) }),
    minimumSecurityLevel: t.field({ type: SecurityLevel, description: 'The lowest security level a session must have to use it (default STANDARD).' }),
    role: t.boolean({ description: 'A role (flag ROLE) rather than a single function.' }),
    parents: t.idList({ description: 'Existing functions (names or ids) to add it below: at least one.' }),
  }),
});

const UpdateFunctionInput = builder.inputType('UpdateFunctionInput', {
  description: `Changes to a custom function. ${AT_LEAST_ONE}`,
  fields: (t) => ({
    description: t.string({ description: `At most ${FUNCTION_DESCRIPTION_MAX_LENGTH} characters.`, extensions: inputRule({ maxLength: FUNCTION_DESCRIPTION_MAX_LENGTH }) }),
    minimumSecurityLevel: t.field({ type: SecurityLevel, description: 'The new lowest security level.' }),
  }),
});

registerNode('Function', (ctx, id, info) => getFunction(ctx, id, queryFromInfo({ context: ctx, info, typeName: 'Function' })));

builder.queryFields((t) => ({
  function: t.prismaField({
    type: FunctionNode,
    nullable: true,
    description: `One function or role by name or id. Give nameOrID, or name. ${VIEW_ACCESS}`,
    args: { nameOrID: t.arg.id({ description: FUNCTION_REF }), name: t.arg.string({ description: 'Same as nameOrID: `function(name: "POWER-USER")`.' }) },
    resolve: (query, _root, args, ctx) => getFunction(ctx, args.nameOrID ?? args.name ?? '', query),
  }),
  functions: t.field({
    type: FunctionPage,
    nullable: true,
    description: `Simple function search (REST GET /useradmin/v2/function). ${VIEW_ACCESS}`,
    args: {
      minimumSecurityLevel: t.arg({ type: [SecurityLevel], description: 'Any of these levels.' }),
      keywords: t.arg.stringList({ description: 'Any of them in name or description (case-insensitive; at most 100).' }),
      flags: t.arg({ type: [FunctionFlag], description: 'All of these flags.' }),
      ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }),
      offset: t.arg.int({ description: OFFSET }),
      sortBy: t.arg.stringList({ description: 'id, name or minimumSecurityLevel; prefix - for descending.', deprecationReason: ORDER_BY_DEPRECATION }),
      orderBy: t.arg({ type: [FunctionOrder.input], description: FunctionOrder.description }),
    },
    resolve: (_root, args, ctx, info) =>
      searchFunctions(ctx, args, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS })),
  }),
  searchFunctions: t.field({
    type: FunctionPage,
    nullable: true,
    description: `Advanced function search with subCriteria. ${VIEW_ACCESS}`,
    args: { ...t.arg.connectionArgs(), input: t.arg({ type: FunctionSearchInput, required: true, description: 'The search.' }) },
    resolve: (_root, { input }, ctx, info) => searchFunctions(ctx, input, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS })),
  }),
}));

builder.mutationFields((t) => ({
  addFunction: t.prismaField({
    type: FunctionNode,
    nullable: true,
    description: `Adds a custom function or role below existing parents. ${ADMIN_ACCESS}`,
    args: { input: t.arg({ type: AddFunctionInput, required: true, description: 'The new function.' }) },
    resolve: (query, _root, { input }, ctx) => addFunction(ctx, input, query),
  }),
  updateFunction: t.prismaField({
    type: FunctionNode,
    nullable: true,
    description: `Changes a custom function's description or level. ${ADMIN_ACCESS} ${CUSTOM_ONLY}`,
    args: {
      nameOrID: t.arg.id({ required: true, description: FUNCTION_REF }),
      input: t.arg({ type: UpdateFunctionInput, required: true, description: 'The changes.' }),
    },
    resolve: (query, _root, args, ctx) => updateFunction(ctx, args.nameOrID, args.input, query),
  }),
  addFunctionParents: t.prismaField({
    type: [FunctionNode],
    nullable: true,
    description: `Links the function below more parents; answers all its parents. A link that would close a cycle is INVALID_FIELD on parent. ${ADMIN_ACCESS} ${CUSTOM_ONLY}`,
    args: {
      nameOrID: t.arg.id({ required: true, description: FUNCTION_REF }),
      parent: t.arg.idList({ required: true, description: 'The new parents: names or ids of existing functions or roles.' }),
    },
    resolve: (query, _root, args, ctx) => addFunctionParents(ctx, args.nameOrID, args.parent, query),
  }),
  removeFunctionParents: t.prismaField({
    type: [FunctionNode],
    nullable: true,
    description: `Unlinks the function from parents (one must stay); answers the remaining parents. ${ADMIN_ACCESS} ${CUSTOM_ONLY}`,
    args: {
      nameOrID: t.arg.id({ required: true, description: FUNCTION_REF }),
      parent: t.arg.idList({ required: true, description: 'The parents to unlink: names or ids; each must be a parent now.' }),
    },
    resolve: (query, _root, args, ctx) => removeFunctionParents(ctx, args.nameOrID, args.parent, query),
  }),
  deleteFunction: t.prismaField({
    type: FunctionNode,
    nullable: true,
    description: `Deletes a custom function with no children and no grants (CONSTRAINT otherwise); answers it as it was. ${ADMIN_ACCESS} ${CUSTOM_ONLY}`,
    args: { nameOrID: t.arg.id({ required: true, description: FUNCTION_REF }) },
    resolve: (query, _root, args, ctx) => deleteFunction(ctx, args.nameOrID, query),
  }),
}));
