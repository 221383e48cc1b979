// What a query asks for below a field, read from the operation itself
// (graphql-js' public execution helpers): the fields selected on a type, with
// fragments, @skip/@include and variables applied as execution applies them.
// A read-ahead uses it to load a level of a list before its resolvers ask;
// anything it cannot tell for certain (a field asked twice under different
// names, arguments it cannot read) it leaves to the resolvers, which then load
// as they would without it. It decides what is read early, never what is shown.
import {
  getArgumentValues,
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isObjectType,
  type FieldNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

type Info = Pick<GraphQLResolveInfo, 'schema' | 'fragments' | 'variableValues'>;

function included(info: Info, node: Parameters<typeof getDirectiveValues>[1]): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, node, info.variableValues)?.['if'] === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, info.variableValues)?.['if'] !== false;
}

/** Whether a fragment's type condition holds for objects of `type`. */
function applies(info: Info, condition: string | undefined, type: GraphQLObjectType): boolean {
  if (condition === undefined || condition === type.name) return true;
  const named = info.schema.getType(condition);
  return named !== undefined && isAbstractType(named) && info.schema.isSubType(named, type);
}

/** The fields selected on objects of `type` by these selection sets, by response name (a name asked twice merges its nodes). */
export function selectedFields(info: Info, sets: readonly (SelectionSetNode | undefined)[], type: GraphQLObjectType): Map<string, FieldNode[]> {
  const fields = new Map<string, FieldNode[]>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (!included(info, selection)) continue;
      if (selection.kind === 'Field') {
        const name = selection.alias?.value ?? selection.name.value;
        fields.set(name, [...(fields.get(name) ?? []), selection]);
      } else if (selection.kind === 'InlineFragment') {
        if (applies(info, selection.typeCondition?.name.value, type)) visit(selection.selectionSet);
      } else {
        const fragment = info.fragments[selection.name.value];
        if (fragment && applies(info, fragment.typeCondition.name.value, type)) visit(fragment.selectionSet);
      }
    }
  };
  sets.forEach(visit);
  return fields;
}

/** The object type a field of `type` answers (through lists and non-null), when it is one. */
function objectTypeOf(type: GraphQLObjectType, field: string): GraphQLObjectType | null {
  let answered: unknown = type.getFields()[field]?.type;
  while (answered && typeof answered === 'object' && 'ofType' in answered) answered = (answered as { ofType: unknown }).ofType;
  return isObjectType(answered) ? answered : null;
}

/**
 * The fields selected on a connection's items (under `nodes` and `edges { node }`),
 * by response name, for the connection field's nodes `fieldNodes` of type `connection`.
 */
export function connectionItemFields(info: Info, fieldNodes: readonly FieldNode[], connection: GraphQLObjectType): Map<string, FieldNode[]> {
  const outer = selectedFields(info, fieldNodes.map((node) => node.selectionSet), connection);
  const item = objectTypeOf(connection, 'nodes');
  const edge = objectTypeOf(connection, 'edges');
  if (!item) return new Map();
  const sets: (SelectionSetNode | undefined)[] = [];
  for (const nodes of outer.values()) {
    for (const node of nodes) {
      if (node.name.value === 'nodes') sets.push(node.selectionSet);
      if (node.name.value === 'edges' && edge) {
        for (const inner of selectedFields(info, [node.selectionSet], edge).values()) for (const n of inner) if (n.name.value === 'node') sets.push(n.selectionSet);
      }
    }
  }
  return selectedFields(info, sets, item);
}

/**
 * The one selection of the field `field` among `fields` (its nodes and
 * arguments), or null when it is not asked or asked under two names (with
 * different arguments, perhaps) or its arguments cannot be read.
 */
export function onlySelection(info: Info, fields: Map<string, FieldNode[]>, type: GraphQLObjectType, field: string): { nodes: FieldNode[]; args: Record<string, unknown> } | null {
  const named = [...fields.values()].filter((nodes) => nodes[0]!.name.value === field);
  const definition = type.getFields()[field] as GraphQLField<unknown, unknown> | undefined;
  if (named.length !== 1 || !definition) return null;
  try {
    return { nodes: named[0]!, args: getArgumentValues(definition, named[0]![0]!, info.variableValues) };
  } catch {
    return null;
  }
}
