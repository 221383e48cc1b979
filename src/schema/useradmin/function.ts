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
import { orderInput } from '../common/order.ts';
import { restSortBy, restSortByArgument, restSortByInput } from '../common/rest-sort.ts';
import { FUNCTION_SORTABLE } from '../../domains/useradmin/function-graph.ts';
import { payloadOf, payloadQuery } from '../common/mutation-payload.ts';
import { FunctionRef } from './refs.ts';

/** `orderBy`'s input, its fields from the domain's sortable map. */
const FunctionOrder = orderInput('Function', FUNCTION_SORTABLE, { list: 'functions', defaultOrder: 'id ascending', tieBreaker: 'ties broken by id ascending' });

/** requireFunctionViewer (src/domains/useradmin/function-graph.ts). */
const VIEW_ACCESS = 'Needs viewFunctions for some customer, or a user of the operator customer (FORBIDDEN otherwise).';
/** requireFunctionAdmin (src/domains/useradmin/function-admin.ts). */
const ADMIN_ACCESS = 'Needs manageFunctions for the operator customer (system administrators; FORBIDDEN otherwise).';
const CUSTOM_ONLY = 'A built-in function cannot be changed (CONSTRAINT constraint.function.builtin).';
const FUNCTION_REF = 'A function or role: `{ id }` (a global id or numeric id) or `{ name }`.';

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
  // Select mode (docs/adding-an-area.md): the id and the name a grant shows; the other columns as a
  // query asks for them.
  select: { id: true, name: true },
  interfaces: [NodeInterface],
  fields: (t) => ({
    id: t.id(globalIdField('Function')),
    databaseId: t.exposeInt('id', { description: DATABASE_ID }),
    name: t.exposeString('name', { description: 'The unique name, e.g. viewUsers or POWER-USER; permissions name it.' }),
    description: t.exposeString('description', { description: 'What it allows (free text).' }),
    minimumSecurityLevel: t.expose('minimumSecurityLevel', { type: SecurityLevel, description: 'The lowest security level a session must have to use it.' }),
    flags: t.field({ type: [FunctionFlag], description: 'ROLE for a role; empty for a single function.', select: { flags: true }, resolve: (f) => knownFlags(['ROLE'], f.flags) }),
    builtIn: t.boolean({ description: 'Added by a migration: cannot be changed or deleted.', select: { custom: true }, resolve: (f) => !f.custom }),
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
  ...restSortByInput(),
  description: 'An advanced function search (REST POST /useradmin/v2/function/search): filters ANDed, repeated values ORed.',
  fields: (t) => ({
    keywords: t.stringList({ description: 'Any of them in name or description (case-insensitive; at most 100).' }),
    minimumSecurityLevel: t.field({ type: [SecurityLevel], description: 'Any of these levels.' }),
    flags: t.field({ type: [FunctionFlag], description: 'All of these flags.' }),
    limit: t.int({ description: LIMIT }),
    offset: t.int({ description: OFFSET }),
    orderBy: t.field({ type: [FunctionOrder.input], description: FunctionOrder.description }),
    subCriteria: t.field({ type: [FunctionCriteriaInput], description: 'Further criteria: required ones ANDed, exclude ones removed, the rest ORed.' }),
  }),
});

registerNode('Function', (ctx, id, info) => getFunction(ctx, id, queryFromInfo({ context: ctx, info, typeName: 'Function' })));

builder.queryFields((t) => ({
  function: t.prismaField({
    type: FunctionNode,
    nullable: true,
    description: `One function or role by id or name (REST GET /useradmin/v2/function/{nameOrID}): \`function(ref: { name: "POWER-USER" })\`. ${VIEW_ACCESS}`,
    args: { ref: t.arg({ type: FunctionRef, required: true, description: FUNCTION_REF }) },
    resolve: (query, _root, args, ctx) => getFunction(ctx, args.ref, query, 'ref'),
  }),
  functions: t.field({
    type: FunctionPage,
    nullable: true,
    ...restSortByArgument(),
    description: `Simple function search (REST GET /useradmin/v2/function). ${VIEW_ACCESS}`,
    args: {
      minimumSecurityLevel: t.arg({ type: [SecurityLevel], description: 'Any of these levels.' }),
      keywords: t.arg.stringList({ description: 'Any of them in name or description (case-insensitive; at most 100).' }),
      flags: t.arg({ type: [FunctionFlag], description: 'All of these flags.' }),
      ...t.arg.connectionArgs(), limit: t.arg.int({ description: LIMIT }),
      offset: t.arg.int({ description: OFFSET }),
      orderBy: t.arg({ type: [FunctionOrder.input], description: FunctionOrder.description }),
    },
    resolve: (_root, args, ctx, info) =>
      searchFunctions(ctx, { ...args, sortBy: restSortBy(ctx) }, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS })),
  }),
  searchFunctions: t.field({
    type: FunctionPage,
    nullable: true,
    description: `Advanced function search with subCriteria. ${VIEW_ACCESS}`,
    args: { ...t.arg.connectionArgs(), input: t.arg({ type: FunctionSearchInput, required: true, description: 'The search.' }) },
    resolve: (_root, { input }, ctx, info) => searchFunctions(ctx, { ...input, sortBy: restSortBy(ctx) }, queryFromInfo({ context: ctx, info, paths: CONNECTION_ITEM_PATHS })),
  }),
}));

const FUNCTION = `The function or role to change. ${FUNCTION_REF}`;
const functionPayload = (verb: string, field: string) => payloadOf('function', FunctionNode, { payload: `What ${verb} answers.`, field });
const parentsPayload = (verb: string, field: string) => payloadOf('parents', [FunctionNode], { payload: `What ${verb} answers.`, field });

builder.relayMutationField(
  'addFunction',
  {
    description: 'A new custom function or role.',
    inputFields: (t) => ({
      name: t.string({ description: 'Unique name (required): a letter, then letters, digits and _ - . (at most 100).' }),
      description: t.string({ description: `At most ${FUNCTION_DESCRIPTION_MAX_LENGTH} characters.`, extensions: inputRule({ maxLength: FUNCTION_DESCRIPTION_MAX_LENGTH }) }),
      minimumSecurityLevel: t.field({ type: SecurityLevel, description: 'The lowest security level a session must have to use it (default STANDARD).' }),
      role: t.boolean({ description: 'A role (flag ROLE) rather than a single function.' }),
      parents: t.field({ type: [FunctionRef], description: 'Existing functions or roles to add it below (each `{ id }` or `{ name }`): at least one.' }),
    }),
  },
  {
    nullable: true,
    description: `Adds a custom function or role below existing parents. ${ADMIN_ACCESS}`,
    resolve: async (_root, { input }, ctx, info) => ({ function: await addFunction(ctx, input, payloadQuery(ctx, info, 'function')) }),
  },
  functionPayload('addFunction', 'The new function or role.'),
);

builder.relayMutationField(
  'updateFunction',
  {
    description: `Changes to a custom function. ${AT_LEAST_ONE}`,
    inputFields: (t) => ({
      function: t.field({ type: FunctionRef, required: true, description: FUNCTION }),
      description: t.string({ description: `At most ${FUNCTION_DESCRIPTION_MAX_LENGTH} characters.`, extensions: inputRule({ maxLength: FUNCTION_DESCRIPTION_MAX_LENGTH }) }),
      minimumSecurityLevel: t.field({ type: SecurityLevel, description: 'The new lowest security level.' }),
    }),
  },
  {
    nullable: true,
    description: `Changes a custom function's description or level. ${ADMIN_ACCESS} ${CUSTOM_ONLY}`,
    resolve: async (_root, { input: { function: key, ...changes } }, ctx, info) => ({
      function: await updateFunction(ctx, key, changes, payloadQuery(ctx, info, 'function'), 'function'),
    }),
  },
  functionPayload('updateFunction', 'The function as it is after the change.'),
);

builder.relayMutationField(
  'addFunctionParents',
  {
    description: 'Parents to link a custom function below.',
    inputFields: (t) => ({
      function: t.field({ type: FunctionRef, required: true, description: FUNCTION }),
      parent: t.field({ type: [FunctionRef], required: true, description: 'The new parents: existing functions or roles, each `{ id }` or `{ name }`.' }),
    }),
  },
  {
    nullable: true,
    description: `Links the function below more parents. A link that would close a cycle is INVALID_FIELD on parent. ${ADMIN_ACCESS} ${CUSTOM_ONLY}`,
    resolve: async (_root, { input }, ctx, info) => ({
      parents: await addFunctionParents(ctx, input.function, input.parent, payloadQuery(ctx, info, 'parents'), 'function'),
    }),
  },
  parentsPayload('addFunctionParents', 'All the parents of the function after the change, ordered by name.'),
);

builder.relayMutationField(
  'removeFunctionParents',
  {
    description: 'Parents to unlink a custom function from.',
    inputFields: (t) => ({
      function: t.field({ type: FunctionRef, required: true, description: FUNCTION }),
      parent: t.field({ type: [FunctionRef], required: true, description: 'The parents to unlink, each `{ id }` or `{ name }`; each must be a parent now.' }),
    }),
  },
  {
    nullable: true,
    description: `Unlinks the function from parents (one must stay). ${ADMIN_ACCESS} ${CUSTOM_ONLY}`,
    resolve: async (_root, { input }, ctx, info) => ({
      parents: await removeFunctionParents(ctx, input.function, input.parent, payloadQuery(ctx, info, 'parents'), 'function'),
    }),
  },
  parentsPayload('removeFunctionParents', 'The parents the function keeps, ordered by name.'),
);

builder.relayMutationField(
  'deleteFunction',
  { description: 'The custom function to delete.', inputFields: (t) => ({ function: t.field({ type: FunctionRef, required: true, description: FUNCTION }) }) },
  {
    nullable: true,
    description: `Deletes a custom function with no children and no grants (CONSTRAINT otherwise). ${ADMIN_ACCESS} ${CUSTOM_ONLY}`,
    resolve: async (_root, { input }, ctx, info) => ({ function: await deleteFunction(ctx, input.function, payloadQuery(ctx, info, 'function'), 'function') }),
  },
  functionPayload('deleteFunction', 'The function as it was before it was deleted.'),
);
