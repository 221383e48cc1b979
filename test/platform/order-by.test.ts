// Issue 20 item 5: `orderBy: [<Name>Order!]` (an enum field and a direction) next to the
// deprecated `sortBy` strings on every list that sorts. orderBy must order exactly as the
// equivalent sortBy (both map to the domain's one map of sortable fields), DESC and chains
// work, both together is INVALID_FIELD naming orderBy, an unknown field is refused by
// validation, and the schema has orderBy wherever it has sortBy. REST (sortBy) is untouched:
// its own tests keep its answers.
import { isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, type GraphQLNamedType, type GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/schema/index.ts';
import { startTestApp, type DemoUser, type TestApp } from '../support/app.ts';

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
});
afterAll(async () => {
  await t?.close();
});

/** One list: its root field, a document with ORDER where the order goes, who asks, and how an item is told apart. */
interface List {
  field: string;
  document: string;
  as: DemoUser;
}
const item = (selection: string) => `nodes { ${selection} }`;
const LISTS: List[] = [
  { field: 'customers', document: `{ list: customers(first: 100, ORDER) { ${item('id')} } }`, as: 'admin' },
  { field: 'users', document: `{ list: users(first: 100, ORDER) { ${item('id')} } }`, as: 'admin' },
  { field: 'groups', document: `{ list: groups(first: 100, ORDER) { ${item('id')} } }`, as: 'admin' },
  { field: 'functions', document: `{ list: functions(first: 100, ORDER) { ${item('id')} } }`, as: 'admin' },
  { field: 'searchUsers', document: `{ list: searchUsers(first: 100, input: { ORDER }) { ${item('id')} } }`, as: 'admin' },
  { field: 'searchGroups', document: `{ list: searchGroups(first: 100, input: { ORDER }) { ${item('id')} } }`, as: 'admin' },
  { field: 'searchFunctions', document: `{ list: searchFunctions(first: 100, input: { ORDER }) { ${item('id')} } }`, as: 'admin' },
  { field: 'sensors', document: `{ list: sensors(first: 100, ORDER) { ${item('id')} } }`, as: 'admin' },
  { field: 'sensorTypes', document: `{ list: sensorTypes(first: 100, ORDER) { ${item('id')} } }`, as: 'admin' },
  { field: 'sensorLocations', document: `{ list: sensorLocations(first: 100, ORDER) { ${item('id')} } }`, as: 'admin' },
  { field: 'sensorInterfaces', document: `{ list: sensorInterfaces(sensor: { shortName: "acme-sensor-1" }, first: 100, ORDER) { ${item('id')} } }`, as: 'admin' },
  { field: 'searchCases', document: `{ list: searchCases(first: 100, input: { ORDER }) { ${item('id')} } }`, as: 'acme-user' },
  { field: 'customerNetworks', document: `{ list: customerNetworks(first: 100, criteria: { ORDER }) { ${item('id')} } }`, as: 'admin' },
  {
    field: 'pdnsSearch',
    document: `{ list: pdnsSearch(first: 100, input: { query: "*.order-test.example", ORDER }) { ${item('query answer')} } }`,
    as: 'acme-admin',
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

/** An orderBy argument and its sortBy twin: [name, descending] keys, with the enum spelt from the sortBy name. */
function both(keys: [string, boolean][]) {
  const enumName = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
  const orderBy = `orderBy: [${keys.map(([name, desc]) => `{ field: ${enumName(name)}${desc ? ', direction: DESC' : ''} }`).join(', ')}]`;
  const sortBy = `sortBy: [${keys.map(([name, desc]) => JSON.stringify(`${desc ? '-' : ''}${name}`)).join(', ')}]`;
  return { orderBy, sortBy };
}

describe('orderBy orders as the equivalent sortBy', () => {
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
    expect(ordered).toEqual(await items(l, sortBy));
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
  it.each(['customers', 'users', 'searchCases', 'sensors', 'customerNetworks', 'pdnsSearch'])('%s: orderBy and sortBy together is INVALID_FIELD naming orderBy', async (field) => {
    // Passive DNS records have no id: their key is the query.
    const { orderBy, sortBy } = both([[field === 'pdnsSearch' ? 'query' : 'id', false]]);
    const res = await answer(list(field), `${orderBy}, ${sortBy}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ list: null });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'orderBy', messageTemplate: 'invalid.field.value' });
  });

  it('an empty sortBy is still sortBy: not together with orderBy', async () => {
    const res = await answer(list('customers'), 'orderBy: [{ field: ID }], sortBy: []');
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'orderBy' });
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

  it('sortBy still answers as before, and is deprecated', async () => {
    const res = await answer(list('customers'), 'sortBy: ["password"]');
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'sortBy' });
    const customers = schema.getQueryType()!.getFields()['customers']!;
    expect(customers.args.find((a) => a.name === 'sortBy')?.deprecationReason).toBe('Use orderBy.');
  });
});

describe('the schema: orderBy wherever sortBy is', () => {
  const named = (type: GraphQLInputType): GraphQLNamedType => (isNonNullType(type) || isListType(type) ? named(type.ofType) : type);
  /** Every field argument and input field called sortBy, by schema coordinate, with its orderBy's named type. */
  function sortables() {
    const found: { coordinate: string; orderBy: GraphQLNamedType | undefined; deprecated: string | null | undefined }[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (isObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          const sortBy = field.args.find((a) => a.name === 'sortBy');
          const orderBy = field.args.find((a) => a.name === 'orderBy');
          if (sortBy) found.push({ coordinate: `${type.name}.${field.name}`, orderBy: orderBy && named(orderBy.type), deprecated: sortBy.deprecationReason });
        }
      } else if (isInputObjectType(type)) {
        const fields = type.getFields();
        if (fields['sortBy']) found.push({ coordinate: type.name, orderBy: fields['orderBy'] && named(fields['orderBy'].type), deprecated: fields['sortBy'].deprecationReason });
      }
    }
    return found;
  }

  it('every field or input with sortBy has orderBy: [<Name>Order!] of { field: <Name>OrderField!, direction: OrderDirection = ASC }', () => {
    const found = sortables();
    expect(found.length).toBe(14);
    for (const { coordinate, orderBy, deprecated } of found) {
      expect(deprecated, coordinate).toBe('Use orderBy.');
      expect(orderBy && isInputObjectType(orderBy), coordinate).toBe(true);
      if (!orderBy || !isInputObjectType(orderBy)) continue;
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

  it.each(LISTS.map((l) => [l.field]))('%s: every OrderField value orders as the sortable field of that name (all chained, descending)', async (field) => {
    const enumType = orderFieldEnum(field);
    expect(enumType.getValues().length).toBeGreaterThan(1);
    for (const value of enumType.getValues()) expect(value.name).toMatch(/^[A-Z][A-Z0-9_]*$/);
    // The sortBy spelling is the camelCase of the value; the domain refuses a name it does not sort by.
    const camel = (name: string) => name.toLowerCase().replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
    const { orderBy, sortBy } = both(enumType.getValues().map((v) => [camel(v.name), true]));
    const l = list(field);
    expect(await items(l, orderBy)).toEqual(await items(l, sortBy));
  });
});
