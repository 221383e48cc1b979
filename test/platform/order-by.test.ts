// Issue 20 item 5, and the one list shape: every list that sorts takes `orderBy: [<Name>Order!]`
// (an enum field and a direction) and nothing else; the earlier `sortBy` strings are gone from
// GraphQL (a validation error) and stay REST's parameter. orderBy must order exactly as REST's
// sortBy of the same names (both map to the domain's one map of sortable fields), DESC and chains
// work, an unknown field is refused by validation, and every list's orderBy has the one shape.
// REST's own tests keep its answers; here its sortBy is the yardstick.
import { isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, type GraphQLNamedType, type GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/schema/index.ts';
import { startTestApp, type DemoUser, type Response, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Passive DNS records whose sort fields differ, so each key really orders.
  const records = [
    { query: 'b.order-test.example', answer: '192.0.2.2', times: 5, firstSeen: 1_700_000_300_000, lastSeen: 1_700_000_900_000 },
    { query: 'a.order-test.example', answer: '192.0.2.9', times: 5, firstSeen: 1_700_000_100_000, lastSeen: 1_700_000_500_000 },
    { query: 'c.order-test.example', answer: '192.0.2.1', times: 1, firstSeen: 1_700_000_200_000, lastSeen: 1_700_000_700_000 },
  ].map((r) => ({ ...r, recordType: 'A', tlp: 'white', minTtl: 60, maxTtl: 60 }));
  expect((await t.request('POST', '/pdns/v3/record', { as: 'acme-admin', body: { records } })).status).toBe(201);
  // Cases with repeated priorities, so a chained key breaks ties.
  for (const [subject, priority] of [['order b', 'high'], ['order a', 'high'], ['order c', 'low']]) {
    const res = await t.request('POST', '/cases/v2/case', { as: 'acme-user', body: { customer: 'acme', service: 'support', subject, type: 'operationalIncident', priority } });
    expect(res.status).toBe(201);
  }
  // Sensor types and interfaces beside the seed's one of each, whose fields differ, so those lists order too.
  for (const [shortName, department, expectedSensorUpdateTime] of [['order-b', 'log', 600], ['order-a', 'none', 60]] as const) {
    const res = await t.request('POST', '/sensors/v1/type', { as: 'admin', body: { shortName, name: `Order ${shortName}`, url: 'https://sensors.example/order', expectedSensorUpdateTime, department } });
    expect(res.status).toBe(201);
  }
  for (const [interfaceName, active] of [['order1', false], ['order0', true]] as const) {
    const res = await t.request('POST', '/sensors/v1/sensor/acme-sensor-1/interface', { as: 'acme-admin', body: { interfaceName, location: 'acme-hq', active } });
    expect(res.status).toBe(201);
  }
});
afterAll(async () => {
  await t?.close();
});

/**
 * One list: its root field, a document with ORDER where the order goes, who asks, and its REST
 * twin: the same list read with REST's sortBy, each item as the GraphQL document shows it.
 */
interface List {
  field: string;
  document: string;
  as: DemoUser;
  rest: (sortBy: string[]) => Promise<Response>;
}
const item = (selection: string) => `nodes { ${selection} }`;
const get = (url: string, as: DemoUser) => (sortBy: string[]) => t.get(url, { as, query: { limit: '100', sortBy } });
const post = (url: string, as: DemoUser, body: Record<string, unknown> = {}) => (sortBy: string[]) => t.request('POST', url, { as, body: { ...body, limit: 100, sortBy } });
const LISTS: List[] = [
  { field: 'customers', document: `{ list: customers(first: 100, ORDER) { ${item('databaseId')} } }`, as: 'admin', rest: get('/customers/v1/customer', 'admin') },
  { field: 'users', document: `{ list: users(first: 100, ORDER) { ${item('databaseId')} } }`, as: 'admin', rest: get('/useradmin/v2/user', 'admin') },
  { field: 'groups', document: `{ list: groups(first: 100, ORDER) { ${item('databaseId')} } }`, as: 'admin', rest: get('/useradmin/v2/group', 'admin') },
  { field: 'functions', document: `{ list: functions(first: 100, ORDER) { ${item('databaseId')} } }`, as: 'admin', rest: get('/useradmin/v2/function', 'admin') },
  { field: 'searchUsers', document: `{ list: searchUsers(first: 100, input: { ORDER }) { ${item('databaseId')} } }`, as: 'admin', rest: post('/useradmin/v2/user/search', 'admin') },
  { field: 'searchGroups', document: `{ list: searchGroups(first: 100, input: { ORDER }) { ${item('databaseId')} } }`, as: 'admin', rest: post('/useradmin/v2/group/search', 'admin') },
  { field: 'searchFunctions', document: `{ list: searchFunctions(first: 100, input: { ORDER }) { ${item('databaseId')} } }`, as: 'admin', rest: post('/useradmin/v2/function/search', 'admin') },
  { field: 'sensors', document: `{ list: sensors(first: 100, ORDER) { ${item('databaseId')} } }`, as: 'admin', rest: get('/sensors/v1/sensor', 'admin') },
  { field: 'sensorTypes', document: `{ list: sensorTypes(first: 100, ORDER) { ${item('databaseId')} } }`, as: 'admin', rest: get('/sensors/v1/type', 'admin') },
  { field: 'sensorLocations', document: `{ list: sensorLocations(first: 100, ORDER) { ${item('databaseId')} } }`, as: 'admin', rest: get('/sensors/v1/location', 'admin') },
  {
    field: 'sensorInterfaces',
    document: `{ list: sensorInterfaces(sensor: { shortName: "acme-sensor-1" }, first: 100, ORDER) { ${item('databaseId')} } }`,
    as: 'admin',
    rest: get('/sensors/v1/sensor/acme-sensor-1/interface', 'admin'),
  },
  { field: 'searchCases', document: `{ list: searchCases(first: 100, input: { ORDER }) { ${item('databaseId')} } }`, as: 'acme-user', rest: post('/cases/v2/case/search', 'acme-user') },
  { field: 'customerNetworks', document: `{ list: customerNetworks(first: 100, criteria: { ORDER }) { ${item('databaseId')} } }`, as: 'admin', rest: post('/customernetworks/v1/network/search', 'admin') },
  {
    field: 'pdnsSearch',
    document: `{ list: pdnsSearch(first: 100, input: { query: "*.order-test.example", ORDER }) { ${item('query answer')} } }`,
    as: 'acme-admin',
    rest: post('/pdns/v3/search', 'acme-admin', { query: '*.order-test.example' }),
  },
];
const list = (field: string) => LISTS.find((l) => l.field === field)!;

async function answer(l: List, order: string) {
  return t.graphql(l.document.replace('ORDER', order), {}, { as: l.as });
}

/** The items in order; fails on any error. */
async function items(l: List, order: string): Promise<string[]> {
  const res = await answer(l, order);
  expect(res.status, order).toBe(200);
  expect(res.body.errors, `${l.field} ${order}`).toBeUndefined();
  return res.body.data.list.nodes.map((n: Record<string, unknown>) => JSON.stringify(n));
}

/** An orderBy argument and REST's sortBy of the same keys: [name, descending] keys, the enum spelt from the sortBy name. */
function both(keys: [string, boolean][]) {
  const enumName = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
  const orderBy = `orderBy: [${keys.map(([name, desc]) => `{ field: ${enumName(name)}${desc ? ', direction: DESC' : ''} }`).join(', ')}]`;
  const sortBy = keys.map(([name, desc]) => `${desc ? '-' : ''}${name}`);
  return { orderBy, sortBy };
}

/** The REST twin's items in order, as the GraphQL document shows them (`id` is REST's databaseId). */
async function restItems(l: List, sortBy: string[]): Promise<string[]> {
  const res = await l.rest(sortBy);
  expect(res.status, `${l.field} ${JSON.stringify(res.body.messages)}`).toBe(200);
  return (res.body.data as Record<string, unknown>[]).map((r) => JSON.stringify(l.field === 'pdnsSearch' ? { query: r['query'], answer: r['answer'] } : { databaseId: r['id'] }));
}

describe("orderBy orders as REST's sortBy of the same keys", () => {
  const CASES: [string, [string, boolean][]][] = [
    ['customers', [['shortName', false]]],
    ['customers', [['name', true]]],
    ['users', [['customer', false], ['shortName', true]]],
    ['searchUsers', [['name', true]]],
    ['searchCases', [['priority', true], ['subject', false]]],
    ['searchCases', [['createdTimestamp', false]]],
    ['sensors', [['active', false], ['shortName', true]]],
    ['customerNetworks', [['zone', false], ['networkAddress', true]]],
    ['pdnsSearch', [['times', true], ['query', false]]],
    ['pdnsSearch', [['firstSeenTimestamp', false]]],
  ];
  it.each(CASES)('%s %j', async (field, keys) => {
    const l = list(field);
    const { orderBy, sortBy } = both(keys);
    const ordered = await items(l, orderBy);
    expect(ordered.length).toBeGreaterThan(1);
    expect(ordered).toEqual(await restItems(l, sortBy));
  });

  it('DESC reverses a unique key, ASC is the default direction', async () => {
    const l = list('customers');
    const asc = await items(l, 'orderBy: [{ field: SHORT_NAME }]');
    expect(await items(l, 'orderBy: [{ field: SHORT_NAME, direction: ASC }]')).toEqual(asc);
    expect(await items(l, 'orderBy: [{ field: SHORT_NAME, direction: DESC }]')).toEqual([...asc].reverse());
    expect(asc).not.toEqual([...asc].reverse());
  });

  it('chains keys: the second breaks the ties of the first', async () => {
    const l = list('searchCases');
    const res = await t.graphql(
      '{ searchCases(first: 100, input: { orderBy: [{ field: PRIORITY, direction: DESC }, { field: SUBJECT }] }) { nodes { subject priority } } }',
      {},
      { as: 'acme-user' },
    );
    expect(res.body.errors).toBeUndefined();
    const mine = res.body.data.searchCases.nodes.filter((c: { subject: string }) => c.subject.startsWith('order '));
    expect(mine.map((c: { subject: string }) => c.subject)).toEqual(['order a', 'order b', 'order c']);
    // Reversing the tie-breaker moves only the tied pair.
    const flipped = await items(l, 'orderBy: [{ field: PRIORITY, direction: DESC }, { field: SUBJECT, direction: DESC }]');
    expect(flipped).not.toEqual(await items(l, 'orderBy: [{ field: PRIORITY, direction: DESC }, { field: SUBJECT }]'));
  });

  it('passive DNS: DESC on lastSeenTimestamp is the default order', async () => {
    const l = list('pdnsSearch');
    const byDefault = (await items(l, '')).map((s) => JSON.parse(s).query);
    expect(byDefault).toEqual(['b.order-test.example.', 'c.order-test.example.', 'a.order-test.example.']);
    expect((await items(l, 'orderBy: [{ field: LAST_SEEN_TIMESTAMP, direction: DESC }]')).map((s) => JSON.parse(s).query)).toEqual(byDefault);
  });
});

describe('refusals', () => {
  it.each(LISTS.map((l) => [l.field]))('%s: sortBy is no GraphQL argument or input field any more (a validation error)', async (field) => {
    const res = await answer(list(field), 'sortBy: ["id"]');
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.body.errors[0].message).toMatch(/(Unknown argument "sortBy"|Field "sortBy" is not defined by type)/);
  });

  it.each([
    ['customers', 'CustomerOrderField'],
    ['searchCases', 'CaseOrderField'],
    ['pdnsSearch', 'PdnsRecordOrderField'],
  ])('%s: an unknown field is a validation error before execution', async (field, enumName) => {
    const res = await answer(list(field), 'orderBy: [{ field: PASSWORD }]');
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.body.errors[0].message).toMatch(new RegExp(`Value "PASSWORD" does not exist in "${enumName}" enum`));
  });

  it('an unknown field in a variable is refused too', async () => {
    const res = await t.graphql('query($o: [CustomerOrder!]) { customers(orderBy: $o) { totalCount } }', { o: [{ field: 'shortName' }] }, { as: 'admin' });
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].message).toMatch(/Value "shortName" does not exist in "CustomerOrderField" enum/);
  });

  it("REST's sortBy still answers as before: an unknown name is INVALID_FIELD naming sortBy, and a search body giving orderBy too is refused naming orderBy", async () => {
    const unknown = await t.get('/customers/v1/customer', { as: 'admin', query: { sortBy: 'password' } });
    expect(unknown.status).toBe(412);
    expect(unknown.body.messages[0]).toMatchObject({ type: 'FIELD_ERROR', field: 'sortBy', messageTemplate: 'invalid.field.value', parameter: 'password' });
    const both = await t.request('POST', '/cases/v2/case/search', { as: 'acme-user', body: { sortBy: ['id'], orderBy: [{ field: 'ID' }] } });
    expect(both.status).toBe(412);
    expect(both.body.messages[0]).toMatchObject({ field: 'orderBy', messageTemplate: 'invalid.field.value' });
  });
});

describe('the schema: orderBy, and no sortBy', () => {
  const named = (type: GraphQLInputType): GraphQLNamedType => (isNonNullType(type) || isListType(type) ? named(type.ofType) : type);
  /** Every field argument and input field called `name`, by schema coordinate, with its named type. */
  function placesOf(name: string) {
    const found: { coordinate: string; type: GraphQLNamedType }[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          const arg = field.args.find((a) => a.name === name);
          if (arg) found.push({ coordinate: `${type.name}.${field.name}(${name}:)`, type: named(arg.type) });
        }
      } else if (isInputObjectType(type)) {
        const field = type.getFields()[name];
        if (field) found.push({ coordinate: `${type.name}.${name}`, type: named(field.type) });
      }
    }
    return found;
  }

  it('no argument or input field is called sortBy', () => {
    expect(placesOf('sortBy').map((p) => p.coordinate)).toEqual([]);
  });

  it('every orderBy is [<Name>Order!] of { field: <Name>OrderField!, direction: OrderDirection = ASC }', () => {
    const found = placesOf('orderBy');
    expect(found.length).toBe(14);
    for (const { coordinate, type: orderBy } of found) {
      expect(isInputObjectType(orderBy), coordinate).toBe(true);
      if (!isInputObjectType(orderBy)) continue;
      expect(orderBy.name, coordinate).toMatch(/Order$/);
      const { field, direction } = orderBy.getFields();
      expect(String(field?.type), coordinate).toBe(`${orderBy.name}Field!`);
      expect(String(direction?.type), coordinate).toBe('OrderDirection');
      expect(direction?.defaultValue, coordinate).toBe('ASC');
    }
  });

  it('OrderDirection is ASC and DESC', () => {
    const direction = schema.getType('OrderDirection');
    expect(isEnumType(direction) && direction.getValues().map((v) => v.name)).toEqual(['ASC', 'DESC']);
  });

  it('the lists this file runs are every root field with orderBy', () => {
    const withOrderBy = Object.values(schema.getQueryType()!.getFields())
      .filter((f) => f.args.some((a) => a.name === 'orderBy' || (isInputObjectType(named(a.type)) && 'orderBy' in (named(a.type) as { getFields(): object }).getFields())))
      .map((f) => f.name)
      .sort();
    expect(withOrderBy).toEqual(LISTS.map((l) => l.field).sort());
  });

  /** The enum a root list's orderBy takes. */
  function orderFieldEnum(field: string) {
    const f = schema.getQueryType()!.getFields()[field]!;
    const arg = f.args.find((a) => a.name === 'orderBy') ?? f.args.find((a) => isInputObjectType(named(a.type)));
    const input = named(arg!.type);
    const order = isInputObjectType(input) && input.getFields()['orderBy'] ? named(input.getFields()['orderBy']!.type) : input;
    const enumType = isInputObjectType(order) ? named(order.getFields()['field']!.type) : undefined;
    if (!isEnumType(enumType)) throw new Error(`${field}: no OrderField enum`);
    return enumType;
  }

  it.each(LISTS.map((l) => [l.field]))("%s: every OrderField value orders as REST's sortBy of that name (all chained, descending)", async (field) => {
    const enumType = orderFieldEnum(field);
    expect(enumType.getValues().length).toBeGreaterThan(1);
    for (const value of enumType.getValues()) expect(value.name).toMatch(/^[A-Z][A-Z0-9_]*$/);
    // REST's sortBy spelling is the camelCase of the value; the domain refuses a name it does not sort by.
    const camel = (name: string) => name.toLowerCase().replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
    const { orderBy, sortBy } = both(enumType.getValues().map((v) => [camel(v.name), true]));
    const l = list(field);
    const ordered = await items(l, orderBy);
    // Two items at least, or any order would compare equal.
    expect(ordered.length).toBeGreaterThan(1);
    expect(ordered).toEqual(await restItems(l, sortBy));
  });
});
