// Results carry GraphQL enum values (UPPER_CASE); REST shows the spec's
// spelling, taken from each enum value's `extensions.rest`. The places to
// translate are found once per document at start-up (a plan keyed by response
// keys), so a request only walks the fields that hold enums.
import {
  getNamedType,
  isEnumType,
  isObjectType,
  isInterfaceType,
  isUnionType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLEnumType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { REST_SPELLING } from '../src/schema/common/rest-enum.ts';

export interface SpellingPlan {
  /** Converts an enum value at this key (lists are mapped element-wise). */
  enumMap?: ReadonlyMap<string, string>;
  children?: Map<string, SpellingPlan>;
}

function spellings(type: GraphQLEnumType): Map<string, string> | null {
  const map = new Map<string, string>();
  for (const value of type.getValues()) {
    const rest = value.extensions?.[REST_SPELLING];
    if (typeof rest === 'string' && rest !== value.name) map.set(value.name, rest);
  }
  return map.size > 0 ? map : null;
}

function fieldsOf(schema: GraphQLSchema, type: GraphQLNamedType, fieldName: string) {
  if (isObjectType(type) || isInterfaceType(type)) return type.getFields()[fieldName];
  if (isUnionType(type)) {
    for (const member of type.getTypes()) {
      const field = member.getFields()[fieldName];
      if (field) return field;
    }
  }
  return undefined;
}

function planSelections(
  schema: GraphQLSchema,
  parent: GraphQLNamedType,
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  plan: Map<string, SpellingPlan>,
): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = fieldsOf(schema, parent, selection.name.value);
      if (!field) continue;
      const key = selection.alias?.value ?? selection.name.value;
      const named = getNamedType(field.type);
      if (isEnumType(named)) {
        const map = spellings(named);
        if (map) plan.set(key, { ...plan.get(key), enumMap: map });
      } else if (selection.selectionSet) {
        const children = plan.get(key)?.children ?? new Map<string, SpellingPlan>();
        planSelections(schema, named, selection.selectionSet, fragments, children);
        if (children.size > 0) plan.set(key, { ...plan.get(key), children });
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
      planSelections(schema, condition ?? parent, selection.selectionSet, fragments, plan);
    } else {
      const fragment = fragments.get(selection.name.value);
      const condition = fragment && schema.getType(fragment.typeCondition.name.value);
      if (fragment && condition) planSelections(schema, condition, fragment.selectionSet, fragments, plan);
    }
  }
}

export function planSpellings(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): Map<string, SpellingPlan> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const root = schema.getRootType(operation.operation);
  const plan = new Map<string, SpellingPlan>();
  if (root) planSelections(schema, root, operation.selectionSet, fragments, plan);
  return plan;
}

function convert(value: unknown, plan: SpellingPlan): unknown {
  if (Array.isArray(value)) return value.map((item) => convert(item, plan));
  if (value === null || value === undefined) return value;
  if (plan.enumMap && typeof value === 'string') return plan.enumMap.get(value) ?? value;
  if (plan.children && typeof value === 'object') return applySpellings(value as Record<string, unknown>, plan.children);
  return value;
}

/** A copy of `data` with enum values in their REST spelling. */
export function applySpellings<T extends Record<string, unknown>>(data: T, plan: ReadonlyMap<string, SpellingPlan>): T {
  if (plan.size === 0) return data;
  const out: Record<string, unknown> = { ...data };
  for (const [key, sub] of plan) {
    if (key in out) out[key] = convert(out[key], sub);
  }
  return out as T;
}
