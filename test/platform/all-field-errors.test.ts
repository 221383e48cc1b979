// Every invalid field of a request at once (docs/spec-decisions.md, "All
// invalid fields at once"; docs/graphql.md, "Errors"): for each create and
// update input, a request with several invalid fields names all of them, on
// REST (412, one FIELD_ERROR message per field) and on GraphQL (one error per
// field, code INVALID_FIELD), and changes nothing; a request with one invalid
// field answers exactly one error, as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Response, type TestApp } from '../support/app.ts';

let t: TestApp;
let acmeId: number;
let acmeUserId: number;
beforeAll(async () => {
  t = await startTestApp();
  acmeId = (await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } })).id;
  acmeUserId = (await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'acme-user' } })).id;
});
afterAll(async () => {
  await t?.close();
});

/** REST: 412 in the spec's envelope, one FIELD_ERROR message per field named, in the order given. */
function expectRestFields(res: Response, fields: readonly string[]) {
  expect(res.status, JSON.stringify(res.body)).toBe(412);
  expect(res.body).toMatchObject({ responseCode: 412, limit: 0, offset: 0, count: 0, size: 0, data: null });
  const messages = res.body.messages as { type: string; field: string; messageTemplate: string; message: string; timestamp: number }[];
  expect(messages.map((m) => m.field), JSON.stringify(messages)).toEqual(fields);
  for (const m of messages) {
    expect(m.type).toBe('FIELD_ERROR');
    expect(typeof m.message).toBe('string');
    expect(typeof m.timestamp).toBe('number');
  }
}

/** GraphQL: the mutation answers null and one INVALID_FIELD error per field, in the order given, each at the mutation's path. */
function expectGraphQLFields(res: Response, mutation: string, fields: readonly string[]) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data).toEqual({ [mutation]: null });
  const errors = res.body.errors as { message: string; path: string[]; extensions: { code: string; field: string; type: string } }[];
  expect(errors.map((e) => e.extensions.field), JSON.stringify(errors)).toEqual(fields);
  for (const e of errors) {
    expect(e.extensions).toMatchObject({ code: 'INVALID_FIELD', type: 'FIELD_ERROR' });
    expect(e.path).toEqual([mutation]);
  }
}

/** What a message or error says about its field (the timestamp aside). */
const restSays = (m: { field: string; message: string; messageTemplate: string; parameter: string | null }) => ({ field: m.field, message: m.message, messageTemplate: m.messageTemplate, parameter: m.parameter });
const graphqlSays = (e: { message: string; extensions: { field: string; messageTemplate: string; parameter: string | null } }) => ({
  field: e.extensions.field,
  message: e.message,
  messageTemplate: e.extensions.messageTemplate,
  parameter: e.extensions.parameter,
});

/** One request through both doors: REST and GraphQL, each given the same (REST-spelt) body. */
interface Doors {
  mutation: string;
  rest: (body: Record<string, unknown>) => Promise<Response>;
  graphql: (body: Record<string, unknown>) => Promise<Response>;
}

/**
 * `body` names `fields` in that order on both doors; the first of them says,
 * field for field, what `lone` (the same request with only that field
 * invalid) answers alone: a client reading the first error reads a true one.
 */
async function expectAllFields(doors: Doors, body: Record<string, unknown>, fields: readonly string[], lone: Record<string, unknown>) {
  const rest = await doors.rest(body);
  expectRestFields(rest, fields);
  const graphql = await doors.graphql(body);
  expectGraphQLFields(graphql, doors.mutation, fields);
  const loneRest = await doors.rest(lone);
  expect(loneRest.status, JSON.stringify(loneRest.body)).toBe(412);
  expect(loneRest.body.messages).toHaveLength(1);
  expect(restSays(rest.body.messages[0])).toEqual(restSays(loneRest.body.messages[0]));
  const loneGraphql = await doors.graphql(lone);
  expect(loneGraphql.body.data).toEqual({ [doors.mutation]: null });
  expect(loneGraphql.body.errors, JSON.stringify(loneGraphql.body)).toHaveLength(1);
  expect(graphqlSays(graphql.body.errors[0])).toEqual(graphqlSays(loneGraphql.body.errors[0]));
}

/** One invalid field: exactly one message and one error, the same on both doors. */
function expectOneField(rest: Response, gql: Response, mutation: string, expected: { field: string; message: string; messageTemplate: string; parameter: string | null }) {
  expect(rest.status, JSON.stringify(rest.body)).toBe(412);
  expect(Object.keys(rest.body)).toEqual(['responseCode', 'limit', 'offset', 'count', 'size', 'data', 'messages']);
  expect(rest.body.messages).toEqual([{ ...expected, type: 'FIELD_ERROR', timestamp: expect.any(Number) }]);
  expect(gql.body.data[mutation]).toBeNull();
  expect(gql.body.errors).toHaveLength(1);
  expect(gql.body.errors[0]).toMatchObject({ message: expected.message, path: [mutation] });
  expect(gql.body.errors[0].extensions).toEqual({ code: 'INVALID_FIELD', type: 'FIELD_ERROR', field: expected.field, messageTemplate: expected.messageTemplate, parameter: expected.parameter, timestamp: expect.any(Number) });
}

const gql = (mutation: string, signature: string, args: string, variables: Record<string, unknown>, as: string) =>
  t.graphql(`mutation(${signature}) { ${mutation}(${args}) { __typename } }`, variables, { as });

/** A mutation taking `input` (and maybe an id) through GraphQL, the same body through REST. */
function doors(mutation: string, rest: (body: Record<string, unknown>) => Promise<Response>, graphql: (body: Record<string, unknown>) => Promise<Response>): Doors {
  return { mutation, rest, graphql };
}

describe('users', () => {
  const U = '/useradmin/v2/user';
  const add = (input: Record<string, unknown>) => gql('addUser', '$input: AddUserInput!', 'input: $input', { input: typeof input['customer'] === 'string' ? { ...input, customer: { shortName: input['customer'] } } : input }, 'acme-admin');
  const addDoors = doors('addUser', (body) => t.request('POST', U, { as: 'acme-admin', body }), add);

  it('addUser names every invalid field, in order, and adds nobody', async () => {
    const before = await t.database.prisma.user.count();
    const body = { customer: 'no-such-customer', shortName: 'bad name!', name: ' ', email: 'not-an-email', language: 'english', timeZone: 'Mars/Base', password: 'x' };
    const fields = ['customer', 'shortName', 'name', 'email', 'language', 'timeZone', 'password'];
    await expectAllFields(addDoors, body, fields, { customer: 'no-such-customer', shortName: 'lone-user', name: 'Lone' });
    expect(await t.database.prisma.user.count()).toBe(before);
  });

  it('addUser with one invalid field answers it alone', async () => {
    const body = { customer: 'acme', shortName: 'one-bad-field', name: 'One', email: 'not-an-email' };
    expectOneField(await t.request('POST', U, { as: 'acme-admin', body }), await add(body), 'addUser', {
      field: 'email', message: 'email is not an e-mail address', messageTemplate: 'invalid.field.value', parameter: 'not-an-email',
    });
    expect(await t.database.prisma.user.findUnique({ where: { shortName: 'one-bad-field' } })).toBeNull();
  });

  it("another customer's name beside an invalid field answers exactly as a customer that does not exist", async () => {
    // acme-admin cannot reach globex: naming it must tell nothing a nonexistent name would not.
    const answer = async (customer: string) => {
      const body = { customer, shortName: 'bad name!', name: 'Probe' };
      const rest = await t.request('POST', U, { as: 'acme-admin', body });
      const graphql = await add(body);
      return JSON.parse(JSON.stringify({ rest: [rest.status, rest.body], graphql: [graphql.status, graphql.body] }).replaceAll(customer, '<customer>').replace(/"timestamp":\d+/g, '"timestamp":0'));
    };
    const foreign = await answer('globex');
    expect(foreign.rest[1].messages.map((m: { field: string }) => m.field)).toEqual(['customer', 'shortName']);
    expect(foreign).toEqual(await answer('no-such'));
  });

  it('updateUser names every invalid field, in order, and changes nothing', async () => {
    const before = await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'acme-user' } });
    const update = doors(
      'updateUser',
      (body) => t.request('PUT', `${U}/acme-user`, { as: 'acme-admin', body }),
      (input) => gql('updateUser', '$input: UpdateUserInput!', 'input: $input', { input: { user: { shortName: 'acme-user' }, ...input } }, 'acme-admin'),
    );
    await expectAllFields(update, { name: 'Renamed', email: 'nope', language: 'english', timeZone: 'Mars/Base' }, ['email', 'language', 'timeZone'], { email: 'nope' });
    expect(await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'acme-user' } })).toEqual(before);
  });
});

describe('groups', () => {
  const G = '/useradmin/v2/group';

  it('addGroup names every invalid field, in order, and adds nothing', async () => {
    const before = await t.database.prisma.group.count();
    const add = doors('addGroup', (body) => t.request('POST', G, { as: 'acme-admin', body }), (input) => gql('addGroup', '$input: AddGroupInput!', 'input: $input', { input: typeof input['customer'] === 'string' ? { ...input, customer: { shortName: input['customer'] } } : input }, 'acme-admin'));
    await expectAllFields(add, { customer: 'no-such-customer', shortName: 'bad name!', name: ' ' }, ['customer', 'shortName', 'name'], { customer: 'no-such-customer', shortName: 'lone-group', name: 'Lone' });
    expect(await t.database.prisma.group.count()).toBe(before);
  });

  it('updateGroup names both fields, in order, and changes nothing; one invalid field answers alone', async () => {
    const created = await t.request('POST', G, { as: 'acme-admin', body: { customer: 'acme', shortName: 'acme-fe-group', name: 'Field errors' } });
    expect(created.status).toBe(201);
    const before = await t.database.prisma.group.findUniqueOrThrow({ where: { shortName: 'acme-fe-group' } });
    const update = (input: Record<string, unknown>) =>
      gql('updateGroup', '$input: UpdateGroupInput!', 'input: $input', { input: { group: { shortName: 'acme-fe-group' }, ...input } }, 'acme-admin');
    const both = doors('updateGroup', (body) => t.request('PUT', `${G}/acme-fe-group`, { as: 'acme-admin', body }), update);
    await expectAllFields(both, { shortName: 'bad name!', name: ' ' }, ['shortName', 'name'], { shortName: 'bad name!' });
    expectOneField(await t.request('PUT', `${G}/acme-fe-group`, { as: 'acme-admin', body: { name: ' ' } }), await update({ name: ' ' }), 'updateGroup', {
      field: 'name', message: 'name is required', messageTemplate: 'field.required', parameter: null,
    });
    expect(await t.database.prisma.group.findUniqueOrThrow({ where: { shortName: 'acme-fe-group' } })).toEqual(before);
  });
});

describe('the input policy (length and characters, before any service runs)', () => {
  const G = '/useradmin/v2/group';
  const add = (input: Record<string, unknown>) => gql('addGroup', '$input: AddGroupInput!', 'input: $input', { input: typeof input['customer'] === 'string' ? { ...input, customer: { shortName: input['customer'] } } : input }, 'acme-admin');
  const addDoors = doors('addGroup', (body) => t.request('POST', G, { as: 'acme-admin', body }), add);

  it('names every field it refuses, in order', async () => {
    const before = await t.database.prisma.group.count();
    // In the order of the input type's fields (name before shortName in AddGroupInput).
    await expectAllFields(addDoors, { customer: 'acme', shortName: 'a\u0001b', name: 'x'.repeat(300) }, ['name', 'shortName'], { customer: 'acme', shortName: 'policy-lone', name: 'x'.repeat(300) });
    expect(await t.database.prisma.group.count()).toBe(before);
  });

  it('one refused field answers alone', async () => {
    const body = { customer: 'acme', shortName: 'policy-one', name: 'x'.repeat(300) };
    expectOneField(await t.request('POST', G, { as: 'acme-admin', body }), await add(body), 'addGroup', {
      field: 'name', message: 'name must be at most 255 characters long', messageTemplate: 'invalid.field.max', parameter: '255',
    });
  });
});

/** A REST body's references as GraphQL's reference inputs, by REST's rule (digits: `{ id }`; else the second key). */
const REF_KEYS: Readonly<Record<string, string>> = { customer: 'shortName', sensorType: 'shortName', location: 'shortName', sensor: 'shortName', interface: 'name' };
function asRefs(input: Record<string, unknown>): Record<string, unknown> {
  const ref = (key: string, v: unknown) => (/^\d+$/.test(String(v)) ? { id: String(v) } : { [key]: v });
  return Object.fromEntries(Object.entries(input).map(([k, v]) => [k, REF_KEYS[k] && (typeof v === 'string' || typeof v === 'number') ? ref(REF_KEYS[k]!, v) : v]));
}

describe('sensors, locations and sensor types', () => {
  const sensor = (over: Record<string, unknown> = {}) => ({ shortName: 'fe-sensor', hostname: 'fe.acme.example', customer: 'acme', sensorType: 'nids', location: 'acme-hq', ...over });
  const addSensor = (input: Record<string, unknown>) => gql('addSensor', '$input: AddSensorInput!', 'input: $input', { input: asRefs(input) }, 'acme-admin');
  const addDoors = doors('addSensor', (body) => t.request('POST', '/sensors/v1/sensor', { as: 'acme-admin', body }), addSensor);

  it('addSensor names every invalid field of its own, then both unknown references, in order, and adds nothing', async () => {
    const before = await t.database.prisma.sensor.count();
    const own = sensor({ shortName: '42', hostname: 'bad_host!', ipAddress: '300.1.2.3', expectedUpdateTime: 0 });
    await expectAllFields(addDoors, own, ['shortName', 'hostname', 'ipAddress', 'expectedUpdateTime'], sensor({ shortName: '42' }));
    await expectAllFields(addDoors, sensor({ sensorType: 'no-such-type', location: 'no-such-location' }), ['sensorType', 'location'], sensor({ sensorType: 'no-such-type' }));
    expect(await t.database.prisma.sensor.count()).toBe(before);
  });

  it('addSensor with one invalid field answers it alone', async () => {
    const body = sensor({ ipAddress: '300.1.2.3' });
    expectOneField(await t.request('POST', '/sensors/v1/sensor', { as: 'acme-admin', body }), await addSensor(body), 'addSensor', {
      field: 'ipAddress', message: 'ipAddress must be an IPv4 or IPv6 address', messageTemplate: 'invalid.field.value', parameter: '300.1.2.3',
    });
  });

  it('updateSensor names every invalid field, in order, and changes nothing', async () => {
    const row = await t.database.prisma.sensor.findFirstOrThrow({ where: { customer: { shortName: 'acme' } }, orderBy: { id: 'asc' } });
    const update = doors(
      'updateSensor',
      (body) => t.request('PUT', `/sensors/v1/sensor/${row.id}`, { as: 'admin', body }),
      (input) => gql('updateSensor', '$input: UpdateSensorInput!', 'input: $input', { input: asRefs({ sensor: String(row.id), ...input }) }, 'admin'),
    );
    // A null where null is not allowed is found before the values' own rules.
    await expectAllFields(update, { shortName: '42', ipAddress: '300.1.2.3', active: null }, ['active', 'shortName', 'ipAddress'], { active: null });
    await expectAllFields(update, { customer: 'globex', sensorType: 'no-such-type', location: 'no-such-location' }, ['customer', 'sensorType', 'location'], { customer: 'globex' });
    expect(await t.database.prisma.sensor.findUniqueOrThrow({ where: { id: row.id } })).toEqual(row);
  });

  it('addSensorInterface and updateSensorInterface name every invalid field, in order, and change nothing', async () => {
    const BASE = '/sensors/v1/sensor/acme-sensor-1/interface';
    const read = () => t.database.prisma.sensorInterface.findMany({ where: { sensor: { shortName: 'acme-sensor-1' } }, orderBy: { id: 'asc' } });
    const before = await read();
    expect(before.map((i) => i.interfaceName)).toContain('eth0');
    const add = doors(
      'addSensorInterface',
      (body) => t.request('POST', BASE, { as: 'admin', body }),
      (input) => gql('addSensorInterface', '$input: AddSensorInterfaceInput!', 'input: $input', { input: asRefs({ sensor: 'acme-sensor-1', ...input }) }, 'admin'),
    );
    await expectAllFields(add, { interfaceName: 'eth7', location: 'no-such-location', customer: 'globex' }, ['customer', 'location'], { interfaceName: 'eth7', location: 'acme-hq', customer: 'globex' });
    const update = doors(
      'updateSensorInterface',
      (body) => t.request('PUT', `${BASE}/eth0`, { as: 'admin', body }),
      (input) => gql('updateSensorInterface', '$input: UpdateSensorInterfaceInput!', 'input: $input', { input: asRefs({ sensor: 'acme-sensor-1', interface: 'eth0', ...input }) }, 'admin'),
    );
    await expectAllFields(update, { interfaceName: '42', active: null, location: null }, ['interfaceName', 'active', 'location'], { interfaceName: '42' });
    await expectAllFields(update, { customer: 'globex', location: 'no-such-location' }, ['customer', 'location'], { customer: 'globex' });
    expect(await read()).toEqual(before);
  });

  it('addSensorLocation names every invalid field (the owner choice too), in order, and adds nothing', async () => {
    const before = await t.database.prisma.sensorLocation.count();
    const add = doors(
      'addSensorLocation',
      (body) => t.request('POST', '/sensors/v1/location', { as: 'admin', body }),
      (input) => gql('addSensorLocation', '$input: AddSensorLocationInput!', 'input: $input', { input: { ...input, customerID: String(input['customerID']) } }, 'admin'),
    );
    const body = { name: ' ', shortName: '42', networkZone: 'DMZ', timeZoneDescription: 'CET', customerID: acmeId, global: true };
    await expectAllFields(add, body, ['name', 'shortName', 'timeZoneDescription', 'global'], { name: ' ', shortName: 'fe-lone-location', networkZone: 'DMZ', timeZoneDescription: 'Europe/Oslo', customerID: acmeId });
    expect(await t.database.prisma.sensorLocation.count()).toBe(before);
  });

  it('updateSensorLocation names every invalid field, in order, and changes nothing', async () => {
    const before = await t.database.prisma.sensorLocation.findUniqueOrThrow({ where: { shortName: 'acme-hq' } });
    const update = doors(
      'updateSensorLocation',
      (body) => t.request('PUT', '/sensors/v1/location/acme-hq', { as: 'admin', body }),
      (input) => gql('updateSensorLocation', '$input: UpdateSensorLocationInput!', 'input: $input', { input: asRefs({ location: 'acme-hq', ...input }) }, 'admin'),
    );
    await expectAllFields(update, { name: ' ', shortName: '42', timeZoneDescription: 'CET' }, ['name', 'shortName', 'timeZoneDescription'], { name: ' ' });
    expect(await t.database.prisma.sensorLocation.findUniqueOrThrow({ where: { shortName: 'acme-hq' } })).toEqual(before);
  });

  it('registerSensorType and updateSensorType name every invalid field, in order, and change nothing', async () => {
    const before = await t.database.prisma.sensorType.findMany({ orderBy: { id: 'asc' } });
    const body = { shortName: '42', name: ' ', url: 'ftp://files.example', expectedSensorUpdateTime: 0 };
    const fields = ['shortName', 'name', 'url', 'expectedSensorUpdateTime'];
    const register = doors(
      'registerSensorType',
      (b) => t.request('POST', '/sensors/v1/type', { as: 'admin', body: b }),
      (input) => gql('registerSensorType', '$input: RegisterSensorTypeInput!', 'input: $input', { input }, 'admin'),
    );
    await expectAllFields(register, body, fields, { shortName: '42', name: 'Lone', expectedSensorUpdateTime: 60 });
    const update = doors(
      'updateSensorType',
      (b) => t.request('PUT', '/sensors/v1/type/nids', { as: 'admin', body: b }),
      (input) => gql('updateSensorType', '$input: UpdateSensorTypeInput!', 'input: $input', { input: asRefs({ sensorType: 'nids', ...input }) }, 'admin'),
    );
    await expectAllFields(update, body, fields, { shortName: '42' });
    expect(await t.database.prisma.sensorType.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
  });
});

describe('customer networks', () => {
  const BASE = '/customernetworks/v1/network';

  it('addCustomerNetwork names every invalid field, in order, and adds nothing', async () => {
    const before = await t.database.prisma.customerNetwork.count();
    const add = doors(
      'addCustomerNetwork',
      (body) => t.request('POST', `${BASE}/`, { as: 'acme-admin', body }),
      (input) => gql('addCustomerNetwork', '$input: AddCustomerNetworkInput!', 'input: $input', { input: asRefs(input) }, 'acme-admin'),
    );
    await expectAllFields(add, { customer: 'acme', networkAddress: 'not-a-network', flags: ['DELETED'], location: 'no-such-location' }, ['networkAddress', 'flags', 'location'], { customer: 'acme', networkAddress: 'not-a-network' });
    expect(await t.database.prisma.customerNetwork.count()).toBe(before);
  });

  it('updateCustomerNetwork names every invalid field, in order, and changes nothing; one invalid field answers alone', async () => {
    const added = await t.request('POST', `${BASE}/`, { as: 'acme-admin', body: { customer: 'acme', networkAddress: '10.99.0.0/24', description: 'field errors' } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = added.body.data.id as number;
    const before = await t.database.prisma.customerNetwork.findUniqueOrThrow({ where: { id } });
    const update = (input: Record<string, unknown>) => gql('updateCustomerNetwork', '$input: UpdateCustomerNetworkInput!', 'input: $input', { input: asRefs({ network: String(id), ...input }) }, 'acme-admin');
    const both = doors('updateCustomerNetwork', (body) => t.request('PUT', `${BASE}/${id}`, { as: 'acme-admin', body }), update);
    await expectAllFields(both, { zone: null, flagsToEnable: ['DELETED'], location: 'no-such-location' }, ['zone', 'flagsToEnable', 'location'], { zone: null });
    expectOneField(await t.request('PUT', `${BASE}/${id}`, { as: 'acme-admin', body: { zone: null } }), await update({ zone: null }), 'updateCustomerNetwork', {
      field: 'zone', message: 'zone cannot be null: use UNKNOWN', messageTemplate: 'invalid.field.value', parameter: null,
    });
    expect(await t.database.prisma.customerNetwork.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });
});

describe('cases', () => {
  const newCase = (extra: Record<string, unknown> = {}) => ({ customer: 'acme', service: 'support', subject: 'Printer on fire', type: 'operationalIncident', priority: 'high', ...extra });
  /** GraphQL names a customer, service or user by a reference input: REST's short names given as `{ shortName }`. */
  const REFS = ['customer', 'service', 'reporter', 'assignedUser', 'assignedTech', 'watchers', 'watchersToAdd', 'watchersToRemove'];
  const asRefs = (input: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(input).map(([k, v]) => [k, !REFS.includes(k) ? v : Array.isArray(v) ? v.map((shortName) => ({ shortName })) : { shortName: v }]));
  const gqlCase = (extra: Record<string, unknown> = {}) => asRefs({ customer: 'acme', service: 'support', subject: 'Printer on fire', type: 'OPERATIONAL_INCIDENT', priority: 'HIGH', ...extra });
  const addCase = (input: Record<string, unknown>, as = 'acme-user') => gql('addCase', '$input: AddCaseInput!', 'input: $input', { input }, as);
  /** Both doors of addCase; the body is what differs from a valid new case. */
  const add = doors('addCase', (extra) => t.request('POST', '/cases/v2/case', { as: 'acme-user', body: newCase(extra) }), (extra) => addCase(gqlCase(extra)));

  it('addCase names every field its input rules refuse, in order, and adds nothing', async () => {
    const before = await t.database.prisma.case.count();
    await expectAllFields(add, { subject: ' ', tags: [' '] }, ['subject', 'tags.0'], { subject: ' ' });
    expect(await t.database.prisma.case.count()).toBe(before);
  });

  it('addCase names an unknown customer and an unknown service together', async () => {
    await expectAllFields(add, { customer: 'no-such-customer', service: 'no-such-service' }, ['customer', 'service'], { customer: 'no-such-customer' });
  });

  it("another customer's name beside an invalid field answers exactly as a customer that does not exist", async () => {
    // acme-user cannot reach globex: naming it must tell nothing a nonexistent name would not.
    const answer = async (customer: string) => {
      const rest = await add.rest({ customer, service: 'unknown-service' });
      const graphql = await add.graphql({ customer, service: 'unknown-service' });
      return JSON.parse(JSON.stringify({ rest: [rest.status, rest.body], graphql: [graphql.status, graphql.body] }).replaceAll(customer, '<customer>').replace(/"timestamp":\d+/g, '"timestamp":0'));
    };
    const foreign = await answer('globex');
    expect(foreign.rest[1].messages.map((m: { field: string }) => m.field)).toEqual(['customer', 'service']);
    expect(foreign).toEqual(await answer('nonexistent'));
  });

  it('addCase names every unknown custom field and user at once, in order, and adds nothing', async () => {
    const before = await t.database.prisma.case.count();
    const extra = { fields: { noSuchField: 'x', noOtherField: 'y' }, assignedUser: 'globex-user', watchers: ['acme-admin', 'nobody-at-all'] };
    await expectAllFields(add, extra, ['fields.noSuchField', 'fields.noOtherField', 'assignedUser', 'watchers[1]'], { fields: { noSuchField: 'x' } });
    expect(await t.database.prisma.case.count()).toBe(before);
  });

  it('addCase with one unknown custom field answers it alone: INVALID_FIELD fields.<name>, REST 412', async () => {
    const before = await t.database.prisma.case.count();
    const extra = { fields: { noSuchField: 'x' } };
    expectOneField(await t.request('POST', '/cases/v2/case', { as: 'acme-user', body: newCase(extra) }), await addCase(gqlCase(extra)), 'addCase', {
      field: 'fields.noSuchField', message: "fields.noSuchField: no such field for this case's customer", messageTemplate: 'invalid.field.unknown', parameter: 'noSuchField',
    });
    expect(await t.database.prisma.case.count()).toBe(before);
  });

  it('addCase names every custom field required on create that is missing, and every bad value, in order', async () => {
    for (const body of [{ name: 'feFirst', valueType: 'integerType' }, { name: 'feSecond', valueType: 'stringType' }]) {
      expect((await t.request('POST', '/cases/v2/field', { as: 'admin', body })).status).toBe(201);
    }
    const policy = await t.request('POST', '/cases/v2/field/policy', {
      as: 'admin',
      body: { name: 'Field errors', service: 'monitoring', customer: 'acme', bindings: [{ field: 'feFirst', requirementPolicy: 'requiredOnCreate' }, { field: 'feSecond', requirementPolicy: 'requiredOnCreate' }] },
    });
    expect(policy.status, JSON.stringify(policy.body)).toBe(201);
    const before = await t.database.prisma.case.count();
    const monitoring = { service: 'monitoring' };
    await expectAllFields(add, monitoring, ['fields.feFirst', 'fields.feSecond'], { ...monitoring, fields: { feSecond: 'fine' } });
    await expectAllFields(add, { ...monitoring, fields: { feFirst: 'not a number', feSecond: 'fine', noSuchField: 1 } }, ['fields.feFirst', 'fields.noSuchField'], { ...monitoring, fields: { feFirst: 'not a number', feSecond: 'fine' } });
    const one = { ...monitoring, fields: { feFirst: 3 } };
    expectOneField(await t.request('POST', '/cases/v2/case', { as: 'acme-user', body: newCase(one) }), await addCase(gqlCase(one)), 'addCase', {
      field: 'fields.feSecond', message: 'feSecond (feSecond) is required to create a case of this service', messageTemplate: 'field.required', parameter: null,
    });
    expect(await t.database.prisma.case.count()).toBe(before);
  });

  it('a field whose write role is out of reach, after a refused field, answers the refused field alone (412, not 403)', async () => {
    for (const body of [{ name: 'feNumber', valueType: 'integerType' }, { name: 'feSocOnly', valueType: 'stringType', writeRole: 'tech' }]) {
      expect((await t.request('POST', '/cases/v2/field', { as: 'admin', body })).status).toBe(201);
    }
    const before = await t.database.prisma.case.count();
    const forbidden = { fields: { feSocOnly: 'x' } };
    const alone = await add.rest(forbidden);
    expect(alone.status, JSON.stringify(alone.body)).toBe(403);
    const aloneGraphql = await add.graphql(forbidden);
    expect(aloneGraphql.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['FORBIDDEN']);
    // The refused field comes first: its 412 is the answer, the 403 after it is not told, nor the field after that.
    const refusedFirst = { fields: { feNumber: 'not a number', feSocOnly: 'x', noSuchField: 1 } };
    const lone = { fields: { feNumber: 'not a number' } };
    const rest = await add.rest(refusedFirst);
    expectRestFields(rest, ['fields.feNumber']);
    expect(restSays(rest.body.messages[0])).toEqual(restSays((await add.rest(lone)).body.messages[0]));
    const graphql = await add.graphql(refusedFirst);
    expectGraphQLFields(graphql, 'addCase', ['fields.feNumber']);
    expect(graphqlSays(graphql.body.errors[0])).toEqual(graphqlSays((await add.graphql(lone)).body.errors[0]));
    // The 403 first: it is the answer, alone.
    const forbiddenFirst = await add.rest({ fields: { feSocOnly: 'x', feNumber: 'not a number' } });
    expect(forbiddenFirst.status).toBe(403);
    expect(forbiddenFirst.body.messages).toHaveLength(1);
    expect(await t.database.prisma.case.count()).toBe(before);
  });

  it('closing a case names every field required on close that it lacks', async () => {
    for (const body of [{ name: 'feCloseA', valueType: 'stringType' }, { name: 'feCloseB', valueType: 'stringType' }]) {
      expect((await t.request('POST', '/cases/v2/field', { as: 'admin', body })).status).toBe(201);
    }
    const policy = await t.request('POST', '/cases/v2/field/policy', {
      as: 'admin',
      body: { name: 'Close errors', service: 'support', customer: 'acme', bindings: [{ field: 'feCloseA', requirementPolicy: 'requiredOnClose' }, { field: 'feCloseB', requirementPolicy: 'requiredOnClose' }] },
    });
    expect(policy.status, JSON.stringify(policy.body)).toBe(201);
    const { makeCase } = await import('../cases/helpers.ts');
    const id = await makeCase(t, { customer: 'acme', service: 'support', reporterId: acmeUserId });
    const rest = await t.request('PUT', `/cases/v2/case/${id}/close`, { as: 'acme-user', body: {} });
    expectRestFields(rest, ['feCloseA', 'feCloseB']);
    expect(rest.body.messages.map((m: { messageTemplate: string }) => m.messageTemplate)).toEqual(['field.required', 'field.required']);
    expectGraphQLFields(await t.graphql('mutation($id: ID!) { closeCase(input: { case: $id }) { __typename } }', { id: String(id) }, { as: 'acme-user' }), 'closeCase', ['feCloseA', 'feCloseB']);
    expect((await t.database.prisma.case.findUniqueOrThrow({ where: { id } })).status).not.toBe('closed');
  });

  it('updateCase names every invalid field, in order, and changes nothing', async () => {
    const { makeCase } = await import('../cases/helpers.ts');
    const id = await makeCase(t, { customer: 'acme', service: 'support', reporterId: acmeUserId });
    const read = () => t.database.prisma.case.findUniqueOrThrow({ where: { id }, include: { watchers: true, tags: true } });
    const before = await read();
    const update = doors(
      'updateCase',
      (body) => t.request('PUT', `/cases/v2/case/${id}`, { as: 'acme-user', body }),
      (input) => gql('updateCase', '$input: UpdateCaseInput!', 'input: $input', { input: { case: String(id), ...asRefs(input['priority'] ? { ...input, priority: String(input['priority']).toUpperCase() } : input) } }, 'acme-user'),
    );
    await expectAllFields(update, { subject: ' ', tagsToAdd: [' '] }, ['subject', 'tagsToAdd.0'], { subject: ' ' });
    const users = { reporter: 'nobody-at-all', assignedUser: 'globex-user', watchersToAdd: ['acme-admin', 'nobody-either'], priority: 'low' };
    await expectAllFields(update, users, ['reporter', 'assignedUser', 'watchersToAdd[1]'], { reporter: 'nobody-at-all' });
    expect(await read()).toEqual(before);
  });
});

describe('documents', () => {
  const V1 = '/documents/v1';

  it('addDocument and updateDocument name every invalid field, in order, and change nothing', async () => {
    const root = await t.get(`${V1}/folder/path/meta/`, { as: 'acme-user' });
    expect(root.status).toBe(200);
    const rootId = root.body.data.id as number;
    const count = () => t.database.prisma.documentElement.count();
    const before = await count();
    const add = doors(
      'addDocument',
      (body) => t.request('POST', `${V1}/folder/${rootId}/documents`, { as: 'acme-user', body }),
      (input) => gql('addDocument', '$input: AddDocumentInput!', 'input: $input', { input: { ...input, parent: { id: String(rootId) } } }, 'acme-user'),
    );
    await expectAllFields(add, { name: '..', mimeType: 'not a media type', text: 'content' }, ['name', 'mimeType'], { name: '..', text: 'content' });
    expect(await count()).toBe(before);

    const added = await t.request('POST', `${V1}/folder/${rootId}/documents`, { as: 'acme-user', body: { name: 'field-errors.txt', text: 'r1' } });
    expect(added.status).toBe(201);
    const id = added.body.data.id as number;
    const revisions = () => t.database.prisma.documentRevision.count({ where: { elementId: id } });
    const revisionsBefore = await revisions();
    const update = doors(
      'updateDocument',
      (body) => t.request('PUT', `${V1}/document/${id}`, { as: 'acme-user', body }),
      (input) => gql('updateDocument', '$input: UpdateDocumentInput!', 'input: $input', { input: { ...input, ref: { id: String(id) } } }, 'acme-user'),
    );
    await expectAllFields(update, { name: '..', mimeType: 'not a media type', data: '!!!', revision: 0 }, ['name', 'mimeType', 'data', 'revision'], { name: '..' });
    expect(await revisions()).toBe(revisionsBefore);
  });
});
