// The input policy inside lists of input objects (issue 17): every search's
// sub-criteria meet the same per-field rules as top-level fields (control
// characters, lengths, id ranges, list counts, 32-bit integers), and a search
// takes at most INPUT_MAX_SUB_CRITERIA of them. Through REST and GraphQL: a
// 412 (GraphQL: INVALID_FIELD) whose `field` is the name without positions
// (`subCriteria.keywords`, as REST has always named body fields) and whose
// message says which element (`subCriteria[1].keywords[0] ...`).
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { InvalidFieldError } from '../../src/errors.ts';
import { argumentCheckOf } from '../../src/graphql/input-policy-pass.ts';
import { schema } from '../../src/schema/index.ts';
import { envelopeError, startTestApp, type Response, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Search {
  name: string;
  url: string;
  /** The GraphQL root field and its input type. */
  root: string;
  inputType: string;
  /** An id-or-short-name list of the sub-criteria, if they have one. */
  idField?: string;
  /** GraphQL takes idField as a list of reference inputs (`CustomerRef`): REST's texts given as its keys. */
  idFieldIsReference?: boolean;
}

const SEARCHES: Search[] = [
  { name: 'user search', url: '/useradmin/v2/user/search', root: 'searchUsers', inputType: 'UserSearchInput!', idField: 'customer', idFieldIsReference: true },
  { name: 'group search', url: '/useradmin/v2/group/search', root: 'searchGroups', inputType: 'GroupSearchInput!', idField: 'customer', idFieldIsReference: true },
  { name: 'function search', url: '/useradmin/v2/function/search', root: 'searchFunctions', inputType: 'FunctionSearchInput!' },
  { name: 'case search', url: '/cases/v2/case/search', root: 'searchCases', inputType: 'CaseSearchInput', idField: 'customer', idFieldIsReference: true },
];

/** A violation inside the second of three sub-criteria. */
interface Violation {
  kind: string;
  criterion: (s: Search) => Record<string, unknown>;
  field: (s: Search) => string;
  template: string;
  message: (s: Search) => string;
  parameter: string;
  applies?: (s: Search) => boolean;
}

const keywords = (n: number) => Array.from({ length: n }, (_, i) => `kw${i}`);

const VIOLATIONS: Violation[] = [
  {
    kind: 'a NUL in a keyword',
    criterion: () => ({ keywords: ['fine', 'a\u0000b'] }),
    field: () => 'subCriteria.keywords',
    template: 'invalid.field.characters',
    message: () => 'subCriteria[1].keywords[1] must not contain control characters (U+0000 at character 2)',
    parameter: 'U+0000',
  },
  {
    kind: 'an over-long keyword',
    criterion: () => ({ keywords: ['k'.repeat(256)] }),
    field: () => 'subCriteria.keywords',
    template: 'invalid.field.max',
    message: () => 'subCriteria[1].keywords[0] must be at most 255 characters long',
    parameter: '255',
  },
  {
    kind: 'too many keywords',
    criterion: () => ({ keywords: keywords(101) }),
    field: () => 'subCriteria.keywords',
    template: 'invalid.field.max',
    message: () => 'subCriteria[1].keywords holds 101 items; at most 100 are allowed',
    parameter: '101',
  },
  {
    kind: 'an id past 32 bits',
    applies: (s) => s.idField !== undefined,
    criterion: (s) => ({ [s.idField!]: ['acme', '2147483648'] }),
    field: (s) => `subCriteria.${s.idField}`,
    template: 'invalid.field.value',
    message: (s) => `subCriteria[1].${s.idField}[1] is beyond the largest id (2147483647)`,
    parameter: '2147483648',
  },
  {
    kind: 'a control character in an id',
    applies: (s) => s.idField !== undefined,
    criterion: (s) => ({ [s.idField!]: ['ac\u001bme'] }),
    field: (s) => `subCriteria.${s.idField}`,
    template: 'invalid.field.characters',
    message: (s) => `subCriteria[1].${s.idField}[0] must not contain control characters (U+001B at character 3)`,
    parameter: 'U+001B',
  },
  {
    kind: 'a list past INPUT_MAX_LIST_ITEMS',
    applies: (s) => s.idField !== undefined,
    criterion: (s) => ({ [s.idField!]: Array.from({ length: 1001 }, (_, i) => `c${i}`) }),
    field: (s) => `subCriteria.${s.idField}`,
    template: 'invalid.field.max',
    message: (s) => `subCriteria[1].${s.idField} holds 1001 items; at most 1000 are allowed`,
    parameter: '1001',
  },
];

const CASES = SEARCHES.flatMap((s) => VIOLATIONS.filter((v) => v.applies?.(s) ?? true).map((v) => [s.name, v.kind, s, v] as const));

function subCriteriaAround(criterion: Record<string, unknown>) {
  return [{ keywords: ['a'] }, criterion, { keywords: ['b'], exclude: true }];
}

function expectRestFieldError(res: Response, field: string, template: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(412);
  expect(res.body).toMatchObject({ responseCode: 412, data: null });
  expect(res.body.messages).toHaveLength(1);
  const message = envelopeError(res);
  expect(message).toMatchObject({ type: 'FIELD_ERROR', field, messageTemplate: template });
  return message;
}

function expectGraphQLFieldError(res: Response, root: string, field: string, template: string) {
  expect(res.status).toBe(200);
  expect(res.body.data?.[root] ?? null).toBeNull();
  expect(res.body.errors).toHaveLength(1);
  expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', type: 'FIELD_ERROR', field, messageTemplate: template });
  return res.body.errors[0];
}

const graphqlSearch = (s: Search) => `query($input: ${s.inputType}) { ${s.root}(input: $input) { totalCount } }`;

/** A criterion as GraphQL takes it: a reference list's texts as `{ id }` (digits) or `{ shortName }`. */
function graphqlCriterion(s: Search, criterion: Record<string, unknown>): Record<string, unknown> {
  const ids = s.idField !== undefined && s.idFieldIsReference ? criterion[s.idField] : undefined;
  if (!Array.isArray(ids)) return criterion;
  return { ...criterion, [s.idField!]: ids.map((v: string) => (/^\d+$/.test(v) ? { id: v } : { shortName: v })) };
}

describe('a violation inside a sub-criterion', () => {
  it('covers every search with sub-criteria and every kind of violation', () => {
    expect(CASES).toHaveLength(4 * 3 + 3 * 3);
  });

  it.each(CASES)('%s, %s: REST 412 naming the nested field', async (_s, _v, search, violation) => {
    const res = await t.request('POST', search.url, { as: 'admin', body: { subCriteria: subCriteriaAround(violation.criterion(search)) } });
    const message = expectRestFieldError(res, violation.field(search), violation.template);
    expect(message.message).toBe(violation.message(search));
    expect(message.parameter).toBe(violation.parameter);
  });

  it.each(CASES)('%s, %s: GraphQL INVALID_FIELD naming the nested field', async (_s, _v, search, violation) => {
    const res = await t.graphql(graphqlSearch(search), { input: { subCriteria: subCriteriaAround(graphqlCriterion(search, violation.criterion(search))) } }, { as: 'admin' });
    const error = expectGraphQLFieldError(res, search.root, violation.field(search), violation.template);
    expect(error.message).toBe(violation.message(search));
    expect(error.extensions.parameter).toBe(violation.parameter);
  });

  it('the same search without the violation answers 200 (the refusal is the violation, not the shape)', async () => {
    for (const search of SEARCHES) {
      const res = await t.request('POST', search.url, { as: 'admin', body: { subCriteria: subCriteriaAround({ keywords: keywords(100) }) } });
      expect(res.status, `${search.name} ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
    }
  });

  it('case search, a case id past 32 bits in a sub-criterion: REST names the field and the element, GraphQL too (INVALID_FIELD)', async () => {
    const search = SEARCHES.find((s) => s.root === 'searchCases')!;
    const res = await t.request('POST', search.url, { as: 'admin', body: { subCriteria: subCriteriaAround({ caseID: [1, 2_147_483_648] }) } });
    const message = expectRestFieldError(res, 'subCriteria.caseID', 'invalid.field.value');
    expect(message.message).toBe('subCriteria[1].caseID must be a whole number from -2147483648 to 2147483647');
    expect(message.parameter).toBe('2147483648');
    const huge = await t.request('POST', search.url, { as: 'admin', payload: '{"subCriteria":[{"caseID":[99999999999999999999999]}]}', headers: { 'content-type': 'application/json' } });
    expect(expectRestFieldError(huge, 'subCriteria.caseID', 'invalid.field.value').message).toBe('subCriteria[0].caseID must be a whole number from -2147483648 to 2147483647');
    // GraphQL: caseID is [ID!] (it takes a Case's global id), so the number fits the variable's type;
    // the id rule refuses it as beyond the largest id, naming the field and the element.
    const gql = await t.graphql(graphqlSearch(search), { input: { subCriteria: subCriteriaAround({ caseID: [2_147_483_648] }) } }, { as: 'admin' });
    const error = expectGraphQLFieldError(gql, 'searchCases', 'subCriteria.caseID', 'invalid.field.value');
    expect(error.message).toBe('subCriteria[1].caseID[0] is beyond the largest id (2147483647)');
    expect(error.extensions.parameter).toBe('2147483648');
  });
});

describe('the number of sub-criteria', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => ({ keywords: [`k${i}`] }));

  it.each(SEARCHES.map((s) => [s.name, s] as const))('%s: 10 sub-criteria are fine, 11 are 412 naming subCriteria (REST and GraphQL)', async (_name, search) => {
    const ten = await t.request('POST', search.url, { as: 'admin', body: { subCriteria: many(10) } });
    expect(ten.status, JSON.stringify(ten.body).slice(0, 300)).toBe(200);
    const eleven = await t.request('POST', search.url, { as: 'admin', body: { subCriteria: many(11) } });
    const message = expectRestFieldError(eleven, 'subCriteria', 'invalid.field.max');
    expect(message).toMatchObject({ message: 'subCriteria holds 11 items; at most 10 are allowed', parameter: '11' });
    const gql = await t.graphql(graphqlSearch(search), { input: { subCriteria: many(11) } }, { as: 'admin' });
    expect(expectGraphQLFieldError(gql, search.root, 'subCriteria', 'invalid.field.max').message).toBe('subCriteria holds 11 items; at most 10 are allowed');
  });

  it('the count is checked before anything of the search runs: a caller without the function still gets the 412', async () => {
    const res = await t.request('POST', '/useradmin/v2/group/search', { as: 'globex-user', body: { subCriteria: many(11) } });
    expectRestFieldError(res, 'subCriteria', 'invalid.field.max');
  });
});

describe('INPUT_MAX_SUB_CRITERIA', () => {
  let narrow: TestApp;
  beforeAll(async () => {
    narrow = await startTestApp({ env: { INPUT_MAX_SUB_CRITERIA: '2' } });
  });
  afterAll(async () => {
    await narrow?.close();
  });

  it('sets the number of sub-criteria a search takes', async () => {
    const two = await narrow.request('POST', '/useradmin/v2/user/search', { as: 'admin', body: { subCriteria: [{ keywords: ['a'] }, { keywords: ['b'] }] } });
    expect(two.status).toBe(200);
    const three = await narrow.request('POST', '/useradmin/v2/user/search', { as: 'admin', body: { subCriteria: [{ keywords: ['a'] }, { keywords: ['b'] }, { keywords: ['c'] }] } });
    expect(three.status).toBe(412);
    expect(envelopeError(three)).toMatchObject({ field: 'subCriteria', messageTemplate: 'invalid.field.max', message: 'subCriteria holds 3 items; at most 2 are allowed' });
  });

  it('bounds only sub-criteria: another list of input objects (bulk networks) keeps its own maximum', async () => {
    const networks = ['10.201.0.0/24', '10.201.1.0/24', '10.201.2.0/24'].map((networkAddress) => ({ networkAddress }));
    const res = await narrow.request('POST', '/customernetworks/v1/network/bulk/lenient', { as: 'admin', body: { customer: 'acme', networks } });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBeLessThan(300);
  });
});

// Every list of input objects the schema has, found by walking it: the policy
// checks the fields of their elements at every depth. A list added later is
// listed here (the inventory fails) and checked by the same walk.
describe('every list of input objects in the schema', () => {
  const unwrap = (type: GraphQLInputType) => (isNonNullType(type) ? type.ofType : type);
  // A list of reference inputs (`[CustomerRef!]`, @oneOf) is a list of values, each named by its field as an ID was
  // (test/cases/reference-inputs.test.ts, test/platform/reference-inputs.test.ts): not a list of objects.
  const listOfObjects = (type: GraphQLInputType) => {
    const inner = unwrap(type);
    const named = getNamedType(inner);
    return isListType(inner) && isInputObjectType(named) && !named.isOneOf ? named : null;
  };

  const inventory = Object.values(schema.getTypeMap())
    .filter((type): type is GraphQLInputObjectType => isInputObjectType(type))
    .flatMap((type) => Object.values(type.getFields()).filter((f) => listOfObjects(f.type)).map((f) => `${type.name}.${f.name}`))
    .sort();

  it('is known: sub-criteria of four searches, the orders of six, field-policy bindings, bulk networks', () => {
    expect(inventory).toEqual([
      'AddCaseFieldPolicyInput.bindings',
      'AddCustomerNetworksLenientInput.networks',
      'CaseSearchInput.orderBy',
      'CaseSearchInput.subCriteria',
      'CustomerNetworkSearchInput.orderBy',
      'FunctionSearchInput.orderBy',
      'FunctionSearchInput.subCriteria',
      'GroupSearchInput.orderBy',
      'GroupSearchInput.subCriteria',
      'PdnsSearchInput.orderBy',
      'UpdateCaseFieldPolicyInput.bindingsToAdd',
      'UserSearchInput.orderBy',
      'UserSearchInput.subCriteria',
    ]);
  });

  interface Reach {
    label: string;
    field: GraphQLField<unknown, unknown>;
    arg: string;
    /** Whether the argument is an input object (the request body: fields are named from inside it). */
    argIsObject: boolean;
    path: string[];
    element: GraphQLInputObjectType;
  }

  /** Root field arguments holding such a list in their input object (directly, or through input objects). */
  const reaches: Reach[] = [];
  for (const root of [schema.getQueryType()!, schema.getMutationType()!]) {
    for (const field of Object.values(root.getFields()) as GraphQLField<unknown, unknown>[]) {
      for (const arg of field.args) {
        const visit = (type: GraphQLInputType, path: string[], seen: ReadonlySet<string>) => {
          const named = unwrap(type);
          if (!isInputObjectType(named) || seen.has(named.name)) return;
          for (const f of Object.values(named.getFields())) {
            const element = listOfObjects(f.type);
            if (element) reaches.push({ label: `${field.name}(${arg.name}) ${named.name}.${f.name}`, field, arg: arg.name, argIsObject: isInputObjectType(unwrap(arg.type)), path: [...path, f.name], element });
            else visit(f.type, [...path, f.name], new Set([...seen, named.name]));
          }
        };
        visit(arg.type, [], new Set());
      }
    }
  }

  const config = loadConfig({ NODE_ENV: 'test' });
  const nested = (path: string[], leaf: unknown): Record<string, unknown> => path.reduceRight<unknown>((value, key) => ({ [key]: value }), leaf) as Record<string, unknown>;

  function refusal(reach: Reach, list: unknown[]): InvalidFieldError {
    const check = argumentCheckOf(reach.field);
    expect(check, reach.label).not.toBeNull();
    try {
      check!({ [reach.arg]: nested(reach.path, list) }, config);
    } catch (error) {
      expect(error, reach.label).toBeInstanceOf(InvalidFieldError);
      return error as InvalidFieldError;
    }
    throw new Error(`${reach.label}: not refused`);
  }

  it('every list is reached from a root field (each owner at least once)', () => {
    expect(new Set(reaches.map((r) => r.label.split(' ')[1])).size).toBe(inventory.length);
  });

  const textFieldOf = (element: GraphQLInputObjectType) => Object.values(element.getFields()).find((f) => ['String', 'ID'].includes(getNamedType(f.type).name));

  it('the elements without text are orders: only enums, which GraphQL itself checks', () => {
    const withoutText = reaches.filter((r) => !textFieldOf(r.element));
    expect(withoutText.map((r) => r.path.at(-1))).toEqual(withoutText.map(() => 'orderBy'));
    expect(withoutText).toHaveLength(6);
    for (const reach of withoutText) {
      expect(Object.values(reach.element.getFields()).map((f) => isEnumType(getNamedType(f.type))), reach.label).toEqual([true, true]);
    }
  });

  it.each(reaches.filter((r) => textFieldOf(r.element)).map((r) => [r.label, r] as const))('%s: a NUL in an element field is refused, naming it without and locating it with the position', (_label, reach) => {
    const text = textFieldOf(reach.element);
    expect(text, `${reach.element.name} has a text field`).toBeDefined();
    const isList = isListType(unwrap(text!.type));
    const error = refusal(reach, [{}, { [text!.name]: isList ? ['ok', 'a\u0000b'] : 'a\u0000b' }]);
    const named = [...(reach.argIsObject ? [] : [reach.arg]), ...reach.path, text!.name];
    expect(error.field).toBe(named.join('.'));
    expect(error.messageTemplate).toBe('invalid.field.characters');
    const shown = `${[...(reach.argIsObject ? [] : [reach.arg]), ...reach.path].join('.')}[1].${text!.name}${isList ? '[1]' : ''}`;
    // Single-line text and descriptions word the refused characters differently; both name the place and the NUL.
    expect(error.message.startsWith(`${shown} must not contain control characters`), error.message).toBe(true);
    expect(error.message.endsWith('(U+0000 at character 2)'), error.message).toBe(true);
  });

  it.each(reaches.filter((r) => r.path.at(-1) === 'subCriteria').map((r) => [r.label, r] as const))('%s: at most INPUT_MAX_SUB_CRITERIA elements', (_label, reach) => {
    const error = refusal(reach, Array.from({ length: 11 }, () => ({})));
    expect(error).toMatchObject({ field: 'subCriteria', messageTemplate: 'invalid.field.max', message: 'subCriteria holds 11 items; at most 10 are allowed' });
  });
});
