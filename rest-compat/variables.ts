// Turns what a REST request carries (path segments, query strings, a JSON
// body) into GraphQL variables, directed by the operation's variable types:
// query strings become numbers and booleans where the type says so, a single
// value becomes a one-element list where a list is expected (repeated query
// parameters arrive as lists), and the spec's enum spellings become GraphQL
// enum values. Every value is then checked against its type here, so a bad
// one is reported as a 412 naming the field, never as a GraphQL error.
//
// This is translation, not validation of business rules: those live in the
// domain services.
import {
  GraphQLError,
  GraphQLID,
  GraphQLInt,
  isEnumType,
  isInputObjectType,
  isInputType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  TypeInfo,
  typeFromAST,
  visit,
  visitWithTypeInfo,
  type GraphQLInputField,
  type GraphQLInputFieldMap,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { RestOnlyValues } from '../src/context.ts';
import { InvalidFieldError } from '../src/errors.ts';
import { REST_REFUSAL, REST_SPELLING, type RestRefusal } from '../src/schema/common/rest-enum.ts';
import { REST_INT } from '../src/schema/common/rest-int.ts';
import { REST_REFERENCE, type RestReference } from '../src/schema/common/reference-input.ts';
import { REST_SORT_BY, REST_SORT_BY_DEFINITION, SORT_BY, withSortByInPlace } from '../src/schema/common/rest-sort.ts';
import { referenceFromText } from '../src/domains/common/identifiers.ts';
import { BODY_OWN_FIELD, URL_FIELDS, type UrlFields } from './url-fields.ts';

export type RawVariables = Record<string, unknown>;

/**
 * The one value whose spelling matches `text` apart from case: the spec's own
 * texts spell some values differently ("External" beside EXTERNAL), and legacy
 * clients send what they were shown. Two candidates: no match.
 */
function ignoringCase<V extends { name: string; extensions?: Readonly<Record<string, unknown>> | null }>(values: readonly V[], text: string): V | undefined {
  const wanted = text.toLowerCase();
  const found = values.filter((v) => v.name.toLowerCase() === wanted || String(v.extensions?.[REST_SPELLING] ?? '').toLowerCase() === wanted);
  return found.length === 1 ? found[0] : undefined;
}

type Path = readonly (string | number)[];

const restFieldsOf = new WeakMap<GraphQLInputObjectType, GraphQLInputFieldMap>();

/**
 * The fields a REST body of `type` takes: the input type's own and, where the type carries
 * REST_SORT_BY (src/schema/common/rest-sort.ts), REST's `sortBy` in its old place, so a
 * body is checked, and an unknown field answered with the expected fields, as before.
 */
function restFields(type: GraphQLInputObjectType): GraphQLInputFieldMap {
  const fields = type.getFields();
  if (type.extensions?.[REST_SORT_BY] !== true || SORT_BY in fields) return fields;
  let withSortBy = restFieldsOf.get(type);
  if (!withSortBy) restFieldsOf.set(type, (withSortBy = Object.fromEntries(withSortByInPlace(Object.values(fields)).map((f) => [f.name, f]))));
  return withSortBy;
}

function fieldName(variable: string, path: Path): string {
  const named = path.filter((p): p is string => typeof p === 'string');
  if (named.length > 0) return named.join('.');
  // `input` is the request body; anything else is a path or query parameter.
  return variable === 'input' ? 'body' : variable;
}

/**
 * The field as a message shows it: its name with the positions of the list
 * elements it sits in (`subCriteria[2].caseID`), so a caller finds the
 * element; the error's `field` stays the name alone (fieldName). Positions
 * after the last name (an item of a repeated query parameter) are left out.
 */
function shownName(variable: string, path: Path): string {
  let end = path.length;
  while (end > 0 && typeof path[end - 1] === 'number') end -= 1;
  let start = 0;
  while (start < end && typeof path[start] === 'number') start += 1;
  if (start === end) return fieldName(variable, path);
  return path
    .slice(start, end)
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`))
    .join('');
}

function describe(value: unknown): string {
  const text = JSON.stringify(value);
  return text && text.length > 80 ? `${text.slice(0, 77)}...` : String(text);
}

const INT_RANGE = '-2147483648 to 2147483647';

/**
 * What a REST caller reads when a value does not fit its field's type: the
 * field and what it must be, in the caller's terms. graphql-js's own messages
 * ("Int cannot represent ...") speak of GraphQL types, which REST callers never see.
 */
function restMessage(typeName: string, field: string, value: unknown, error: unknown): string {
  switch (typeName) {
    case 'Int':
      return typeof value === 'number' && Number.isInteger(value)
        ? `${field} must be a whole number from ${INT_RANGE}`
        : `${field} must be a whole number`;
    case 'Float':
      return `${field} must be a number`;
    case 'Boolean':
      return `${field} must be true or false`;
    case 'String':
      return `${field} must be a string`;
    case 'ID':
      return `${field} must be an id or a short name (a string, or a whole number)`;
    default: {
      // Vigil's own scalars (Timestamp, JSON) word their refusals for any caller.
      const reason = error instanceof GraphQLError || error instanceof Error ? error.message : String(error);
      return `${field}: ${reason}`;
    }
  }
}

class Preparer {
  /**
   * `fromUrl`: fields of the body (`input`) that the route fills from the URL: not listed as body fields.
   * `rest`: where REST-only values of a body go (its sortBy): not GraphQL variables.
   */
  constructor(
    private readonly variable: string,
    private readonly fromUrl: readonly string[] = [],
    private readonly rest: RestOnlyValues = {},
  ) {}

  fail(path: Path, message: string, parameter?: unknown): never {
    throw new InvalidFieldError(fieldName(this.variable, path), message, 'invalid.field.value', parameter === undefined ? null : String(describe(parameter)));
  }

  /** A refusal of a key the body named that the URL fills too: named as the body named it (BODY_OWN_FIELD). */
  failOwnField(path: Path, message: string): never {
    throw Object.assign(new InvalidFieldError(fieldName(this.variable, path), message, 'invalid.field.value', null), { [BODY_OWN_FIELD]: true });
  }

  /** `asInt`: an id field that REST reads as the Int it was (src/schema/common/rest-int.ts). */
  value(type: GraphQLInputType, raw: unknown, path: Path, asInt = false): unknown {
    if (isNonNullType(type)) {
      if (raw === null || raw === undefined) this.fail(path, `${shownName(this.variable, path)} is required`);
      return this.value(type.ofType, raw, path, asInt);
    }
    if (raw === null || raw === undefined) return raw;
    if (isListType(type)) {
      const items = Array.isArray(raw) ? raw : [raw];
      return items.map((item, index) => this.value(type.ofType, item, [...path, index], asInt));
    }
    if (asInt && isScalarType(type) && type.name === 'ID') return this.value(GraphQLInt, raw, path);
    const reference = isInputObjectType(type) ? (type.extensions?.[REST_REFERENCE] as RestReference | undefined) : undefined;
    if (reference) {
      // REST's contract takes the reference as one text (`idOrShortName`), as the ID it was:
      // refused as that ID was, and turned into the reference by the domain's one rule.
      const id = this.value(GraphQLID, raw, path);
      return reference.fromText ? reference.fromText(String(id)) : referenceFromText(id as string | number, reference.key);
    }
    if (isInputObjectType(type)) {
      if (typeof raw !== 'object' || Array.isArray(raw)) this.fail(path, `${shownName(this.variable, path)} must be a JSON object`, raw);
      const fields = restFields(type);
      const restOnly = fields !== type.getFields();
      const source = raw as Record<string, unknown> & { [URL_FIELDS]?: UrlFields };
      const body = this.variable === 'input' && path.length === 0;
      // Fields the route filled from the URL (inputWithUrl) are not body fields: a body that
      // named one answers as naming an unknown field, as before the URL's value joined the input.
      const filled = body ? (source[URL_FIELDS]?.names ?? []) : [];
      const urlFields = [...(body ? this.fromUrl : []), ...filled];
      const namedByBody = body ? source[URL_FIELDS]?.namedByBody : undefined;
      const notAnObject = body ? source[URL_FIELDS]?.notAnObject : undefined;
      const out: Record<string, unknown> = {};
      const prepare = (key: string, field: GraphQLInputField) => {
        if (!(key in source)) {
          if (isNonNullType(field.type) && field.defaultValue === undefined) this.fail([...path, key], `${key} is required`);
          return;
        }
        const value = this.value(field.type, source[key], [...path, key], field.extensions?.[REST_INT] === true);
        // REST's sortBy is no GraphQL field: the list reads it from the request context.
        if (restOnly && key === SORT_BY) this.rest.sortBy = value as RestOnlyValues['sortBy'];
        else out[key] = value;
      };
      // The fields inputWithUrl filled were variables of their own, checked before the body:
      // a bad path value is still the refusal a request with a bad body too gets.
      const entries = Object.entries(fields);
      for (const [key, field] of entries) if (filled.includes(key)) prepare(key, field);
      if (notAnObject) this.fail(path, `${shownName(this.variable, path)} must be a JSON object`, notAnObject.value);
      for (const key of Object.keys(source)) {
        if (!(key in fields) || key === namedByBody) {
          const expected = Object.keys(fields).filter((name) => !urlFields.includes(name));
          const message = `Unknown field ${JSON.stringify(key)}; expected one of ${expected.join(', ')}`;
          if (key === namedByBody) this.failOwnField([...path, key], message);
          this.fail([...path, key], message);
        }
      }
      for (const [key, field] of entries) if (!filled.includes(key)) prepare(key, field);
      return out;
    }
    if (isEnumType(type)) {
      // An object is never an enum value, and is not turned into text first: a body's
      // `{"toString": {}}` has no working toString, and String() of it throws (it was a 500).
      const text = typeof raw === 'object' ? null : String(raw);
      const match = text === null ? undefined : (type.getValues().find((v) => v.extensions?.[REST_SPELLING] === text) ?? type.getValue(text) ?? ignoringCase(type.getValues(), text));
      if (!match) {
        const refusal = type.extensions?.[REST_REFUSAL] as RestRefusal | undefined;
        if (refusal && text !== null) refusal(fieldName(this.variable, path), text);
        const allowed = type.getValues().map((v) => String(v.extensions?.[REST_SPELLING] ?? v.name));
        this.fail(path, `${describe(raw)} is not one of ${allowed.join(', ')}`, raw);
      }
      return match.name;
    }
    if (isScalarType(type)) {
      const value = this.scalar(type.name, raw);
      try {
        type.parseValue(value);
      } catch (error) {
        this.fail(path, restMessage(type.name, shownName(this.variable, path), value, error), raw);
      }
      return value;
    }
    return raw;
  }

  /** Query strings are text; give numbers and booleans their JSON form when the type wants one. */
  scalar(typeName: string, raw: unknown): unknown {
    if (typeof raw !== 'string') return raw;
    const text = raw.trim();
    if ((typeName === 'Int' || typeName === 'Float') && /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(text)) return Number(text);
    if (typeName === 'Boolean' && (text === 'true' || text === 'false')) return text === 'true';
    return raw;
  }
}

const intVariablesOf = new WeakMap<OperationDefinitionNode, ReadonlySet<string>>();

/**
 * The variables an operation passes to arguments REST reads as the Int they were
 * (src/schema/common/rest-int.ts: `customerNetwork(id:)`, `revokePermission(id:)` ...):
 * read as Int here, with Int's refusals, in their place among the variables.
 */
function intVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): ReadonlySet<string> {
  let names = intVariablesOf.get(operation);
  if (!names) {
    const found = new Set<string>();
    const typeInfo = new TypeInfo(schema);
    visit(
      operation,
      visitWithTypeInfo(typeInfo, {
        Argument(node) {
          if (node.value.kind === Kind.VARIABLE && typeInfo.getArgument()?.extensions?.[REST_INT] === true) found.add(node.value.name.value);
        },
      }),
    );
    intVariablesOf.set(operation, (names = found));
  }
  return names;
}

/**
 * The operation's variables from raw REST inputs; throws a 412 InvalidFieldError naming the first bad field.
 * REST-only values a body carries (its sortBy) are put in `rest`, not among the variables.
 */
export function prepareVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  raw: RawVariables,
  fieldsFromUrl: readonly string[] = [],
  rest: RestOnlyValues = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const ints = intVariables(schema, operation);
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) throw new Error(`Variable $${name} has an unknown type`);
    const value = raw[name];
    if (value === undefined) {
      if (isNonNullType(type) && !definition.defaultValue) new Preparer(name).fail([], `${fieldName(name, [])} is required`);
      continue;
    }
    out[name] = new Preparer(name, fieldsFromUrl, rest).value(type, value, [], ints.has(name));
  }
  return out;
}

/** REST's sortBy query parameter, read as the `[String!]` it was (a single value is a list of one). */
export function prepareSortBy(raw: unknown): RestOnlyValues['sortBy'] {
  return new Preparer(SORT_BY).value(REST_SORT_BY_DEFINITION.type, raw, []) as RestOnlyValues['sortBy'];
}

/**
 * One query parameter of a route beside the tables, as a value of the named
 * GraphQL input type (`Boolean`, an enum in its REST spelling): the same
 * translation the tables' variables get, with the same 412 naming `field`.
 */
export function prepareValue(schema: GraphQLSchema, typeName: string, field: string, raw: unknown): unknown {
  const type = schema.getType(typeName);
  if (!type || !isInputType(type)) throw new Error(`${typeName} is not an input type of the schema`);
  return new Preparer(field).value(type, raw, []);
}
