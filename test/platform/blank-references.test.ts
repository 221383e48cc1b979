// A blank reference names nothing (src/domains/common/identifiers.ts,
// givenReference): in a list filter it filters nothing, as REST's blank text
// always meant "not given". Every optional reference argument of a root query
// field (and every reference field of its input objects, subCriteria
// included) is listed below, and the list is checked against the live schema,
// so a filter added later must be added here. Each answers a blank key (every
// key of the reference: `{ id: " " }`, `{ shortName: "" }`, ...) exactly as
// the same query without the filter, and that answer is never empty.
import { getNamedType, isInputObjectType, isListType, isNonNullType, type GraphQLInputObjectType, type GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/schema/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // A custom field with values and a policy of acme, so that their lists have something to filter.
  const made = await t.graphql(
    'mutation ($source: JSON) { addCaseField(input: { name: "blankref", valueType: STRING_TYPE, customer: { shortName: "acme" }, valueSource: $source }) { field { id } } addCaseFieldPolicy(input: { customer: { shortName: "acme" }, service: { shortName: "support" }, name: "blank ref policy", bindings: [] }) { policy { id } } }',
    { source: { type: 'static', values: [{ key: 'a', label: 'A' }, { key: 'b', label: 'B' }] } },
    { as: 'admin' },
  );
  expect(made.body.errors).toBeUndefined();
});
afterAll(async () => {
  await t?.close();
});

interface Filter {
  /** The query with `$r` where the reference goes, typed `type`. */
  query: string;
  /** Whether the position takes a list of references. */
  list: boolean;
  /** The answer's size: must be above 0 without the filter. */
  size(data: any): number;
}

const count = (field: string) => (data: any) => data[field].totalCount;
const FILTERS: Record<string, Filter> = {
  'caseFieldDescriptors(customer)': { query: 'caseFieldDescriptors(customer: $r) { totalCount }', list: false, size: count('caseFieldDescriptors') },
  'caseFieldPolicies(customer)': { query: 'caseFieldPolicies(customer: $r) { id }', list: false, size: (d) => d.caseFieldPolicies.length },
  'caseFieldPolicies(service)': { query: 'caseFieldPolicies(service: $r) { id }', list: false, size: (d) => d.caseFieldPolicies.length },
  'caseFieldValues(customer)': { query: 'caseFieldValues(fieldName: "blankref", customer: $r) { totalCount }', list: false, size: (d) => d.caseFieldValues.totalCount },
  'caseFieldValues(service)': { query: 'caseFieldValues(fieldName: "blankref", service: $r) { totalCount }', list: false, size: (d) => d.caseFieldValues.totalCount },
  'documentRootFolder(customer)': { query: 'documentRootFolder(customer: $r) { name children { totalCount } }', list: false, size: (d) => (d.documentRootFolder ? 1 : 0) },
  'groups(customer)': { query: 'groups(customer: $r, limit: 0) { totalCount }', list: true, size: count('groups') },
  'permissions(customer)': { query: 'permissions(customer: $r, limit: 0) { totalCount }', list: true, size: count('permissions') },
  'permissions(function)': { query: 'permissions(function: $r, limit: 0) { totalCount }', list: true, size: count('permissions') },
  'permissions(subject)': { query: 'permissions(subject: $r, limit: 0) { totalCount }', list: false, size: count('permissions') },
  'searchCases(input.customer)': { query: 'searchCases(input: { customer: $r }) { totalCount }', list: true, size: count('searchCases') },
  'searchCases(input.service)': { query: 'searchCases(input: { service: $r }) { totalCount }', list: true, size: count('searchCases') },
  'searchCases(input.reporter)': { query: 'searchCases(input: { reporter: $r }) { totalCount }', list: true, size: count('searchCases') },
  'searchCases(input.assignedUser)': { query: 'searchCases(input: { assignedUser: $r }) { totalCount }', list: true, size: count('searchCases') },
  'searchCases(input.assignedTech)': { query: 'searchCases(input: { assignedTech: $r }) { totalCount }', list: true, size: count('searchCases') },
  'searchCases(input.subCriteria.customer)': { query: 'searchCases(input: { subCriteria: [{ customer: $r, required: true }] }) { totalCount }', list: true, size: count('searchCases') },
  'searchCases(input.subCriteria.service)': { query: 'searchCases(input: { subCriteria: [{ service: $r, required: true }] }) { totalCount }', list: true, size: count('searchCases') },
  'searchCases(input.subCriteria.reporter)': { query: 'searchCases(input: { subCriteria: [{ reporter: $r, required: true }] }) { totalCount }', list: true, size: count('searchCases') },
  'searchCases(input.subCriteria.assignedUser)': { query: 'searchCases(input: { subCriteria: [{ assignedUser: $r, required: true }] }) { totalCount }', list: true, size: count('searchCases') },
  'searchCases(input.subCriteria.assignedTech)': { query: 'searchCases(input: { subCriteria: [{ assignedTech: $r, required: true }] }) { totalCount }', list: true, size: count('searchCases') },
  'searchGroups(input.customer)': { query: 'searchGroups(input: { customer: $r }) { totalCount }', list: true, size: count('searchGroups') },
  'searchGroups(input.subCriteria.customer)': { query: 'searchGroups(input: { subCriteria: [{ customer: $r, required: true }] }) { totalCount }', list: true, size: count('searchGroups') },
  'searchUsers(input.customer)': { query: 'searchUsers(input: { customer: $r }) { totalCount }', list: true, size: count('searchUsers') },
  'searchUsers(input.subCriteria.customer)': { query: 'searchUsers(input: { subCriteria: [{ customer: $r, required: true }] }) { totalCount }', list: true, size: count('searchUsers') },
  'sensorLocations(customer)': { query: 'sensorLocations(customer: $r) { totalCount }', list: true, size: count('sensorLocations') },
  'sensors(customer)': { query: 'sensors(customer: $r) { totalCount }', list: true, size: count('sensors') },
  'sensors(location)': { query: 'sensors(location: $r) { totalCount }', list: true, size: count('sensors') },
  'sensors(sensorType)': { query: 'sensors(sensorType: $r) { totalCount }', list: true, size: count('sensors') },
  'users(customer)': { query: 'users(customer: $r, limit: 0) { totalCount }', list: true, size: count('users') },
};

/** A reference input: a @oneOf input object (docs/graphql.md, "Ids"). */
const referenceType = (type: GraphQLInputType) => {
  const named = getNamedType(type);
  return isInputObjectType(named) && named.isOneOf ? named : undefined;
};

/** Every optional reference position of the root query fields: `field(arg)`, `field(arg.input)`, `field(arg.input.nested)`. */
function optionalReferencePositions(): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (field: string, path: string, type: GraphQLInputType, depth: number) => {
    const reference = referenceType(type);
    if (reference) {
      if (!isNonNullType(type)) found.set(`${field}(${path})`, `${isListType(type) ? `[${reference.name}!]` : reference.name}`);
      return;
    }
    const named = getNamedType(type);
    if (!isInputObjectType(named) || depth > 2) return;
    for (const inner of Object.values(named.getFields())) visit(field, `${path}.${inner.name}`, inner.type, depth + 1);
  };
  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    for (const arg of field.args) visit(field.name, arg.name, arg.type, 1);
  }
  return found;
}

/** Each key of the reference given blank text; a key that takes a reference (SubjectRef's user, group) takes that one's blanks. */
function blankValues(reference: GraphQLInputObjectType): Record<string, unknown>[] {
  return Object.values(reference.getFields()).flatMap((key): Record<string, unknown>[] => {
    const inner = referenceType(key.type);
    return inner ? blankValues(inner).map((value) => ({ [key.name]: value })) : ['', ' '].map((blank) => ({ [key.name]: blank }));
  });
}

describe('a blank reference filters nothing', () => {
  const positions = optionalReferencePositions();

  it('every optional reference of a root query field is listed (a new filter must be added here)', () => {
    expect([...positions.keys()].sort()).toEqual(Object.keys(FILTERS).sort());
  });

  for (const [position, filter] of Object.entries(FILTERS)) {
    it(`${position}: each blank key answers as no filter`, async () => {
      const type = positions.get(position)!;
      const reference = referenceType(schema.getType(type.replace(/[[\]!]/g, '')) as GraphQLInputType)!;
      const document = `query ($r: ${type}) { ${filter.query} }`;
      const unfiltered = await t.graphql(document, {}, { as: 'admin' });
      expect(unfiltered.body.errors).toBeUndefined();
      expect(filter.size(unfiltered.body.data)).toBeGreaterThan(0);
      expect(Object.keys(reference.getFields()).length).toBeGreaterThan(0);
      for (const value of blankValues(reference)) {
        const answer = await t.graphql(document, { r: filter.list ? [value] : value }, { as: 'admin' });
        expect({ value, body: answer.body }).toEqual({ value, body: unfiltered.body });
      }
    });
  }
});

describe('over REST a blank reference filters nothing too', () => {
  const same = async (plain: () => Promise<{ status: number; body: any }>, blank: () => Promise<{ status: number; body: any }>) => {
    const [a, b] = [await plain(), await blank()];
    expect(a.status).toBe(200);
    expect(a.body.count).toBeGreaterThan(0);
    expect({ status: b.status, body: b.body }).toEqual({ status: a.status, body: a.body });
  };

  it('the sensor and location lists: ?customer= and ?customer=%20 as no customer', async () => {
    for (const blank of ['', '%20']) {
      await same(() => t.get('/sensors/v1/sensor', { as: 'admin' }), () => t.get(`/sensors/v1/sensor?customer=${blank}&sensorType=${blank}&location=${blank}`, { as: 'admin' }));
      await same(() => t.get('/sensors/v1/location', { as: 'admin' }), () => t.get(`/sensors/v1/location?customer=${blank}`, { as: 'admin' }));
    }
  });

  it('the case search: blank customer, service and users as no filter, in subCriteria too', async () => {
    const search = (body: object) => () => t.request('POST', '/cases/v2/case/search', { as: 'admin', body });
    for (const blank of ['', ' ']) {
      const refs = { customer: [blank], service: [blank], reporter: [blank], assignedUser: [blank], assignedTech: [blank] };
      await same(search({}), search(refs));
      await same(search({}), search({ subCriteria: [{ ...refs, required: true }] }));
    }
  });
});
