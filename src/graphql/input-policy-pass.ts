// Applies the input policy (src/domains/common/input-policy.ts) to every
// argument and input field of the schema, before any resolver runs: each root
// field's resolver first checks its own arguments and the arguments of every
// field selected below it (a nested field's arguments reach the database
// through the root's planned query, before the nested resolver would run).
// REST routes execute the same operations, so both doors meet the same rules,
// and a field added later is covered without anyone calling anything.
//
// Which rule a value follows: the one its definition declares
// (src/schema/common/input-rules.ts), else its name's convention (`keywords`,
// `description`, ...), else its type's (ID, String, JSON). A refusal is the
// domain's InvalidFieldError (412, FIELD_ERROR) naming the field as REST
// callers spell it: the path inside an input-object argument (`customer`,
// `subCriteria.keywords`), or the argument's name. Every field of an input
// object (and every argument) is checked: all refused are named at once, each
// by its first problem (src/domains/common/field-errors.ts); the items of one
// list share their field's name, so a list is named once.
import {
  defaultFieldResolver,
  getArgumentValues,
  getNamedType,
  isCompositeType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  Kind,
  type FieldNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { Config } from '../config.ts';
import type { ServiceContext } from '../context.ts';
import {
  INPUT_RULES,
  integerProblem,
  jsonProblem,
  listProblem,
  NAMED_RULES,
  refuseInput,
  valueProblem,
  type InputRule,
  type TextProblem,
} from '../domains/common/input-policy.ts';
import { FieldErrors } from '../domains/common/field-errors.ts';
import { InvalidFieldError } from '../errors.ts';
import { INPUT_RULE_EXTENSION, type DeclaredRule } from '../schema/common/input-rules.ts';
import { REST_REFERENCE } from '../schema/common/reference-input.ts';
import { REST_SORT_BY, withSortByInPlace } from '../schema/common/rest-sort.ts';
import type { RestOnlyValues } from '../context.ts';

function isReferenceInput(type: GraphQLInputObjectType): boolean {
  return type.extensions?.[REST_REFERENCE] !== undefined;
}

/**
 * Where a value is, kept as links while the checks descend (one per object
 * or list, none per scalar) and turned into a path only for an error.
 */
interface Trail {
  parent: Trail | null;
  key: string | number | null;
}
type Check = (value: unknown, trail: Trail | null, key: string | number | null, config: Config) => void;
type ArgsCheck = (args: Record<string, unknown>, config: Config) => void;

function pathOf(trail: Trail | null, key: string | number | null): (string | number)[] {
  const path: (string | number)[] = key === null ? [] : [key];
  for (let t = trail; t; t = t.parent) if (t.key !== null) path.unshift(t.key);
  return path;
}

function refuse(trail: Trail | null, key: string | number | null, problem: TextProblem, within?: (string | number)[]): never {
  return refuseInput(pathOf(trail, key), 'value', problem, within);
}

/** The rule of one argument or input field: declared, else by name, else by type. */
function ruleOf(name: string, definition: GraphQLArgument | GraphQLInputField): InputRule {
  const declared = definition.extensions?.[INPUT_RULE_EXTENSION] as DeclaredRule | undefined;
  const scalar = getNamedType(definition.type).name;
  const byType: InputRule = scalar === 'ID' ? INPUT_RULES.id : scalar === 'String' ? INPUT_RULES.line : scalar === 'JSON' ? INPUT_RULES.json : {};
  const named = NAMED_RULES[name];
  // A name's rule fits its kind of value: text rules String fields, the criteria rule lists of input objects.
  const fits = named !== undefined && (named === 'criteria' ? isListOfInputObjects(definition.type) : scalar === 'String');
  const byName = fits ? INPUT_RULES[named] : undefined;
  const base = declared?.base ? INPUT_RULES[declared.base] : (byName ?? byType);
  return declared?.changes ? { ...base, ...declared.changes } : base;
}

function isListOfInputObjects(type: GraphQLInputType): boolean {
  const inner = isNonNullType(type) ? type.ofType : type;
  return isListType(inner) && isInputObjectType(getNamedType(inner));
}

/** Keeps a field's refusal (the collector made on the first); anything else ends the checks as FieldErrors does. */
function kept(errors: FieldErrors | null, error: unknown): FieldErrors {
  const collector = errors ?? new FieldErrors();
  if (!(error instanceof InvalidFieldError)) {
    collector.throwIfAny();
    throw error;
  }
  collector.add(error);
  return collector;
}

class Compiler {
  /** Input object type -> the check of its fields (built once; recursion-safe through the indirection). */
  private readonly objects = new Map<string, { check: Check | null }>();

  valueCheck(type: GraphQLInputType, rule: InputRule): Check | null {
    if (isNonNullType(type)) return this.valueCheck(type.ofType, rule);
    if (isListType(type)) {
      const item = this.valueCheck(type.ofType, rule);
      return (value, trail, key, config) => {
        if (!Array.isArray(value)) {
          if (value !== null && value !== undefined) item?.(value, trail, key, config);
          return;
        }
        const tooMany = listProblem(value.length, rule, config);
        if (tooMany) refuse(trail, key, tooMany);
        if (!item) return;
        const here: Trail = { parent: trail, key };
        for (let i = 0; i < value.length; i += 1) if (value[i] !== null && value[i] !== undefined) item(value[i], here, i, config);
      };
    }
    if (isInputObjectType(type) && isReferenceInput(type)) return this.referenceCheck(type);
    if (isInputObjectType(type)) {
      let entry = this.objects.get(type.name);
      if (!entry) {
        entry = { check: null };
        this.objects.set(type.name, entry);
        // A REST body of a marked search input also carries REST's sortBy (src/schema/common/rest-sort.ts).
        const fields = Object.values(type.getFields());
        entry.check = this.fieldsCheck(type.extensions?.[REST_SORT_BY] === true ? withSortByInPlace(fields) : fields);
      }
      const holder = entry;
      return (value, trail, key, config) => holder.check?.(value, trail, key, config);
    }
    switch ((type as GraphQLNamedType).name) {
      case 'String':
      case 'ID':
        return (value, trail, key, config) => {
          if (typeof value !== 'string') return;
          const problem = valueProblem(value, rule, config);
          if (problem) refuse(trail, key, problem);
        };
      case 'JSON':
        return (value, trail, key, config) => {
          const found = jsonProblem(value, rule, config);
          if (found) refuse(trail, key, found.problem, found.within);
        };
      case 'Int':
        if (rule.minimum === undefined && rule.maximum === undefined) return null;
        return (value, trail, key) => {
          if (typeof value !== 'number') return;
          const problem = integerProblem(value, rule);
          if (problem) refuse(trail, key, problem);
        };
      default:
        return null;
    }
  }

  /**
   * A reference input (`CustomerRef`: one key of an object) is one value to its caller: a
   * refusal of its key names the reference (`customer`, `ref`), as when it was an ID.
   */
  private referenceCheck(type: GraphQLInputObjectType): Check | null {
    // Each key follows the id rule (digits within the id range), as the one ID it replaces
    // did: `GET /cases/v2/field/99999999999` is still "beyond the largest id" though its
    // digits are a descriptor's name to REST (a descriptor's id is a UUID).
    const checks = Object.values(type.getFields())
      .map((field) => ({ name: field.name, check: this.valueCheck(field.type, { ...ruleOf(field.name, field), id: true }) }))
      .filter((f): f is { name: string; check: Check } => f.check !== null);
    if (checks.length === 0) return null;
    return (value, trail, key, config) => {
      if (value === null || typeof value !== 'object') return;
      const object = value as Record<string, unknown>;
      for (const { name, check } of checks) {
        const item = object[name];
        if (item !== null && item !== undefined) check(item, trail, key, config);
      }
    };
  }

  private fieldsCheck(fields: readonly GraphQLInputField[]): Check | null {
    const checks = fields
      .map((field) => ({ name: field.name, check: this.valueCheck(field.type, ruleOf(field.name, field)) }))
      .filter((f): f is { name: string; check: Check } => f.check !== null);
    if (checks.length === 0) return null;
    return (value, trail, key, config) => {
      if (value === null || typeof value !== 'object') return;
      const object = value as Record<string, unknown>;
      const here: Trail = { parent: trail, key };
      let errors: FieldErrors | null = null;
      for (const { name, check } of checks) {
        const item = object[name];
        if (item === null || item === undefined) continue;
        try {
          check(item, here, name, config);
        } catch (error) {
          errors = kept(errors, error);
        }
      }
      errors?.throwIfAny();
    };
  }

  /** The check of a field's arguments, or null when none needs one. */
  argsCheck(field: GraphQLField<unknown, unknown>): ArgsCheck | null {
    // A marked list's REST route takes sortBy as a query parameter beside the arguments.
    const args = field.extensions?.[REST_SORT_BY] === true ? withSortByInPlace(field.args) : field.args;
    const checks = args
      .map((arg) => {
        const check = this.valueCheck(arg.type, ruleOf(arg.name, arg));
        // An input-object argument is the request body: its fields are named from inside it.
        // A reference input is one value: named by the argument.
        const type = isNonNullType(arg.type) ? arg.type.ofType : arg.type;
        const key = isInputObjectType(type) && !isReferenceInput(type) ? null : arg.name;
        return { name: arg.name, key, check };
      })
      .filter((a): a is { name: string; key: string | null; check: Check } => a.check !== null);
    if (checks.length === 0) return null;
    return (args, config) => {
      let errors: FieldErrors | null = null;
      for (const { name, key, check } of checks) {
        const value = args[name];
        if (value === null || value === undefined) continue;
        try {
          check(value, null, key, config);
        } catch (error) {
          errors = kept(errors, error);
        }
      }
      errors?.throwIfAny();
    };
  }
}

interface NestedCheck {
  field: GraphQLField<unknown, unknown>;
  node: FieldNode;
  check: ArgsCheck;
}

/** The fields selected below a root field whose arguments need a check. */
function nestedChecks(
  schema: GraphQLSchema,
  argsChecks: Map<GraphQLField<unknown, unknown>, ArgsCheck | null>,
  info: GraphQLResolveInfo,
): NestedCheck[] {
  const found: NestedCheck[] = [];
  const visit = (type: GraphQLNamedType, selectionSet: SelectionSetNode | undefined, fragmentsSeen: Set<string>) => {
    if (!selectionSet) return;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!isObjectType(type) && !isInterfaceType(type)) continue;
        const field = type.getFields()[selection.name.value] as GraphQLField<unknown, unknown> | undefined;
        if (!field) continue;
        const check = argsChecks.get(field);
        if (check) found.push({ field, node: selection, check });
        const named = getNamedType(field.type);
        if (isCompositeType(named)) visit(named, selection.selectionSet, fragmentsSeen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (condition) visit(condition, selection.selectionSet, fragmentsSeen);
      } else {
        const name = selection.name.value;
        const fragment = info.fragments[name];
        if (!fragment || fragmentsSeen.has(name)) continue;
        const condition = schema.getType(fragment.typeCondition.name.value);
        if (condition) visit(condition, fragment.selectionSet, new Set([...fragmentsSeen, name]));
      }
    }
  };
  const rootType = getNamedType(info.returnType);
  for (const node of info.fieldNodes) visit(rootType, node.selectionSet, new Set());
  return found;
}

type WithSortBy = (args: Record<string, unknown>, sortBy: readonly string[]) => Record<string, unknown>;

/**
 * Where REST's sortBy (RequestContext.rest, src/schema/common/rest-sort.ts) stands among a root
 * field's arguments for the checks: an argument of a marked field, or a field of its marked
 * search input; null for a field that takes none.
 */
function sortByPlace(field: GraphQLField<unknown, unknown>): WithSortBy | null {
  if (field.extensions?.[REST_SORT_BY] === true) return (args, sortBy) => ({ ...args, sortBy });
  const holder = field.args.find((arg) => {
    const named = getNamedType(arg.type);
    return isInputObjectType(named) && named.extensions?.[REST_SORT_BY] === true;
  });
  if (!holder) return null;
  return (args, sortBy) => ({ ...args, [holder.name]: { ...(args[holder.name] as Record<string, unknown> | null | undefined), sortBy } });
}

/** Each field's argument check (null: nothing to check), for measuring it (bench/input-policy.ts). */
const checksOfFields = new WeakMap<GraphQLField<unknown, unknown>, ArgsCheck | null>();

export function argumentCheckOf(field: GraphQLField<unknown, unknown>): ArgsCheck | null {
  return checksOfFields.get(field) ?? null;
}

/**
 * Wraps every root field's resolver so that the policy checks the whole
 * operation's arguments under it first. Returns the schema, changed in place.
 */
export function applyInputPolicy(schema: GraphQLSchema): GraphQLSchema {
  const compiler = new Compiler();
  const argsChecks = new Map<GraphQLField<unknown, unknown>, ArgsCheck | null>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
    for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
      if (field.args.length === 0) continue;
      const check = compiler.argsCheck(field);
      argsChecks.set(field, check);
      checksOfFields.set(field, check);
    }
  }
  // The nested checks of a root field depend only on its selection, so they are found once per
  // document (REST documents are fixed; Yoga's parse cache hands out one document per text).
  const plans = new WeakMap<FieldNode, NestedCheck[]>();
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields()) as GraphQLField<unknown, ServiceContext>[]) {
      const resolve: GraphQLFieldResolver<unknown, ServiceContext> = field.resolve ?? defaultFieldResolver;
      const own = argsChecks.get(field as GraphQLField<unknown, unknown>) ?? null;
      const withSortBy = sortByPlace(field as GraphQLField<unknown, unknown>);
      field.resolve = (source, args, context, info) => {
        const config = context.config;
        // REST's sortBy is checked in its place among the arguments, with them (all refused named at once).
        const sortBy = (context as { rest?: RestOnlyValues }).rest?.sortBy;
        own?.(withSortBy && sortBy != null ? withSortBy(args, sortBy) : args, config);
        const first = info.fieldNodes[0]!;
        let nested = plans.get(first);
        if (!nested) {
          nested = nestedChecks(schema, argsChecks, info);
          plans.set(first, nested);
        }
        for (const { field: nestedField, node, check } of nested) {
          check(getArgumentValues(nestedField, node, info.variableValues), config);
        }
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
