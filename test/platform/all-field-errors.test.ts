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

const sorted = (values: readonly string[]) => [...values].sort();

/** REST: 412 in the spec's envelope, one FIELD_ERROR message per field named. */
function expectRestFields(res: Response, fields: readonly string[]) {
  expect(res.status, JSON.stringify(res.body)).toBe(412);
  expect(res.body).toMatchObject({ responseCode: 412, limit: 0, offset: 0, count: 0, size: 0, data: null });
  const messages = res.body.messages as { type: string; field: string; messageTemplate: string; message: string; timestamp: number }[];
  expect(sorted(messages.map((m) => m.field)), JSON.stringify(messages)).toEqual(sorted(fields));
  for (const m of messages) {
    expect(m.type).toBe('FIELD_ERROR');
    expect(typeof m.message).toBe('string');
    expect(typeof m.timestamp).toBe('number');
  }
}

/** GraphQL: the mutation answers null and one INVALID_FIELD error per field, each at the mutation's path. */
function expectGraphQLFields(res: Response, mutation: string, fields: readonly string[]) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data?.[mutation] ?? null).toBeNull();
  const errors = res.body.errors as { message: string; path: string[]; extensions: { code: string; field: string; type: string } }[];
  expect(sorted(errors.map((e) => e.extensions.field)), JSON.stringify(errors)).toEqual(sorted(fields));
  for (const e of errors) {
    expect(e.extensions).toMatchObject({ code: 'INVALID_FIELD', type: 'FIELD_ERROR' });
    expect(e.path).toEqual([mutation]);
  }
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

describe('users', () => {
  const U = '/useradmin/v2/user';
  const add = (input: Record<string, unknown>) => gql('addUser', '$input: AddUserInput!', 'input: $input', { input }, 'acme-admin');

  it('addUser names every invalid field and adds nobody', async () => {
    const before = await t.database.prisma.user.count();
    const body = { customer: 'no-such-customer', shortName: 'bad name!', name: ' ', email: 'not-an-email', language: 'english', timeZone: 'Mars/Base', password: 'x' };
    const fields = ['customer', 'shortName', 'name', 'email', 'language', 'timeZone', 'password'];
    expectRestFields(await t.request('POST', U, { as: 'acme-admin', body }), fields);
    expectGraphQLFields(await add(body), 'addUser', fields);
    expect(await t.database.prisma.user.count()).toBe(before);
  });

  it('addUser with one invalid field answers it alone', async () => {
    const body = { customer: 'acme', shortName: 'one-bad-field', name: 'One', email: 'not-an-email' };
    expectOneField(await t.request('POST', U, { as: 'acme-admin', body }), await add(body), 'addUser', {
      field: 'email', message: 'email is not an e-mail address', messageTemplate: 'invalid.field.value', parameter: 'not-an-email',
    });
    expect(await t.database.prisma.user.findUnique({ where: { shortName: 'one-bad-field' } })).toBeNull();
  });

  it('updateUser names every invalid field and changes nothing', async () => {
    const before = await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'acme-user' } });
    const body = { name: 'Renamed', email: 'nope', language: 'english', timeZone: 'Mars/Base' };
    const fields = ['email', 'language', 'timeZone'];
    expectRestFields(await t.request('PUT', `${U}/acme-user`, { as: 'acme-admin', body }), fields);
    expectGraphQLFields(
      await gql('updateUser', '$id: ID!, $input: UpdateUserInput!', 'idOrShortName: $id, input: $input', { id: 'acme-user', input: body }, 'acme-admin'),
      'updateUser',
      fields,
    );
    expect(await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'acme-user' } })).toEqual(before);
  });
});

describe('groups', () => {
  const G = '/useradmin/v2/group';

  it('addGroup names every invalid field and adds nothing', async () => {
    const before = await t.database.prisma.group.count();
    const body = { customer: 'no-such-customer', shortName: 'bad name!', name: ' ' };
    const fields = ['customer', 'shortName', 'name'];
    expectRestFields(await t.request('POST', G, { as: 'acme-admin', body }), fields);
    expectGraphQLFields(await gql('addGroup', '$input: AddGroupInput!', 'input: $input', { input: body }, 'acme-admin'), 'addGroup', fields);
    expect(await t.database.prisma.group.count()).toBe(before);
  });

  it('updateGroup names both fields and changes nothing; one invalid field answers alone', async () => {
    const created = await t.request('POST', G, { as: 'acme-admin', body: { customer: 'acme', shortName: 'acme-fe-group', name: 'Field errors' } });
    expect(created.status).toBe(201);
    const before = await t.database.prisma.group.findUniqueOrThrow({ where: { shortName: 'acme-fe-group' } });
    const body = { shortName: 'bad name!', name: ' ' };
    const update = (input: Record<string, unknown>) =>
      gql('updateGroup', '$id: ID!, $input: UpdateGroupInput!', 'idOrShortName: $id, input: $input', { id: 'acme-fe-group', input }, 'acme-admin');
    expectRestFields(await t.request('PUT', `${G}/acme-fe-group`, { as: 'acme-admin', body }), ['shortName', 'name']);
    expectGraphQLFields(await update(body), 'updateGroup', ['shortName', 'name']);
    expectOneField(await t.request('PUT', `${G}/acme-fe-group`, { as: 'acme-admin', body: { name: ' ' } }), await update({ name: ' ' }), 'updateGroup', {
      field: 'name', message: 'name is required', messageTemplate: 'field.required', parameter: null,
    });
    expect(await t.database.prisma.group.findUniqueOrThrow({ where: { shortName: 'acme-fe-group' } })).toEqual(before);
  });
});

describe('the input policy (length and characters, before any service runs)', () => {
  const G = '/useradmin/v2/group';
  const add = (input: Record<string, unknown>) => gql('addGroup', '$input: AddGroupInput!', 'input: $input', { input }, 'acme-admin');

  it('names every field it refuses', async () => {
    const before = await t.database.prisma.group.count();
    const body = { customer: 'acme', shortName: 'a\u0001b', name: 'x'.repeat(300) };
    expectRestFields(await t.request('POST', G, { as: 'acme-admin', body }), ['shortName', 'name']);
    expectGraphQLFields(await add(body), 'addGroup', ['shortName', 'name']);
    expect(await t.database.prisma.group.count()).toBe(before);
  });

  it('one refused field answers alone', async () => {
    const body = { customer: 'acme', shortName: 'policy-one', name: 'x'.repeat(300) };
    expectOneField(await t.request('POST', G, { as: 'acme-admin', body }), await add(body), 'addGroup', {
      field: 'name', message: 'name must be at most 255 characters long', messageTemplate: 'invalid.field.max', parameter: '255',
    });
  });
});

describe('sensors, locations and sensor types', () => {
  const sensor = (over: Record<string, unknown> = {}) => ({ shortName: 'fe-sensor', hostname: 'fe.acme.example', customer: 'acme', sensorType: 'nids', location: 'acme-hq', ...over });
  const addSensor = (input: Record<string, unknown>) => gql('addSensor', '$input: AddSensorInput!', 'input: $input', { input }, 'acme-admin');

  it("addSensor names every invalid field of its own, then both unknown references, and adds nothing", async () => {
    const before = await t.database.prisma.sensor.count();
    const own = sensor({ shortName: '42', hostname: 'bad_host!', ipAddress: '300.1.2.3', expectedUpdateTime: 0 });
    const ownFields = ['shortName', 'hostname', 'ipAddress', 'expectedUpdateTime'];
    expectRestFields(await t.request('POST', '/sensors/v1/sensor', { as: 'acme-admin', body: own }), ownFields);
    expectGraphQLFields(await addSensor(own), 'addSensor', ownFields);
    const references = sensor({ sensorType: 'no-such-type', location: 'no-such-location' });
    expectRestFields(await t.request('POST', '/sensors/v1/sensor', { as: 'acme-admin', body: references }), ['sensorType', 'location']);
    expectGraphQLFields(await addSensor(references), 'addSensor', ['sensorType', 'location']);
    expect(await t.database.prisma.sensor.count()).toBe(before);
  });

  it('addSensor with one invalid field answers it alone', async () => {
    const body = sensor({ ipAddress: '300.1.2.3' });
    expectOneField(await t.request('POST', '/sensors/v1/sensor', { as: 'acme-admin', body }), await addSensor(body), 'addSensor', {
      field: 'ipAddress', message: 'ipAddress must be an IPv4 or IPv6 address', messageTemplate: 'invalid.field.value', parameter: '300.1.2.3',
    });
  });

  it('updateSensor names every invalid field and changes nothing', async () => {
    const row = await t.database.prisma.sensor.findFirstOrThrow({ where: { customer: { shortName: 'acme' } }, orderBy: { id: 'asc' } });
    const own = { shortName: '42', ipAddress: '300.1.2.3', active: null };
    expectRestFields(await t.request('PUT', `/sensors/v1/sensor/${row.id}`, { as: 'admin', body: own }), ['shortName', 'ipAddress', 'active']);
    const update = (input: Record<string, unknown>) =>
      gql('updateSensor', '$id: ID!, $input: UpdateSensorInput!', 'idOrShortName: $id, input: $input', { id: String(row.id), input }, 'admin');
    expectGraphQLFields(await update(own), 'updateSensor', ['shortName', 'ipAddress', 'active']);
    const references = { customer: 'globex', sensorType: 'no-such-type', location: 'no-such-location' };
    expectRestFields(await t.request('PUT', `/sensors/v1/sensor/${row.id}`, { as: 'admin', body: references }), ['customer', 'sensorType', 'location']);
    expectGraphQLFields(await update(references), 'updateSensor', ['customer', 'sensorType', 'location']);
    expect(await t.database.prisma.sensor.findUniqueOrThrow({ where: { id: row.id } })).toEqual(row);
  });

  it('addSensorInterface and updateSensorInterface name every invalid field and change nothing', async () => {
    const BASE = '/sensors/v1/sensor/acme-sensor-1/interface';
    const read = () => t.database.prisma.sensorInterface.findMany({ where: { sensor: { shortName: 'acme-sensor-1' } }, orderBy: { id: 'asc' } });
    const before = await read();
    expect(before.map((i) => i.interfaceName)).toContain('eth0');
    const add = { interfaceName: 'eth7', location: 'no-such-location', customer: 'globex' };
    expectRestFields(await t.request('POST', BASE, { as: 'admin', body: add }), ['customer', 'location']);
    expectGraphQLFields(
      await gql('addSensorInterface', '$input: AddSensorInterfaceInput!', 'sensor: "acme-sensor-1", input: $input', { input: add }, 'admin'),
      'addSensorInterface',
      ['customer', 'location'],
    );
    const update = (input: Record<string, unknown>) =>
      gql('updateSensorInterface', '$input: UpdateSensorInterfaceInput!', 'sensor: "acme-sensor-1", idOrName: "eth0", input: $input', { input }, 'admin');
    const own = { interfaceName: '42', active: null, location: null };
    expectRestFields(await t.request('PUT', `${BASE}/eth0`, { as: 'admin', body: own }), ['interfaceName', 'active', 'location']);
    expectGraphQLFields(await update(own), 'updateSensorInterface', ['interfaceName', 'active', 'location']);
    const references = { customer: 'globex', location: 'no-such-location' };
    expectRestFields(await t.request('PUT', `${BASE}/eth0`, { as: 'admin', body: references }), ['customer', 'location']);
    expectGraphQLFields(await update(references), 'updateSensorInterface', ['customer', 'location']);
    expect(await read()).toEqual(before);
  });

  it('addSensorLocation names every invalid field (the owner choice too) and adds nothing', async () => {
    const before = await t.database.prisma.sensorLocation.count();
    const body = { name: ' ', shortName: '42', networkZone: 'DMZ', timeZoneDescription: 'CET', customerID: acmeId, global: true };
    const fields = ['name', 'shortName', 'timeZoneDescription', 'global'];
    expectRestFields(await t.request('POST', '/sensors/v1/location', { as: 'admin', body }), fields);
    expectGraphQLFields(
      await gql('addSensorLocation', '$input: AddSensorLocationInput!', 'input: $input', { input: { ...body, customerID: String(acmeId) } }, 'admin'),
      'addSensorLocation',
      fields,
    );
    expect(await t.database.prisma.sensorLocation.count()).toBe(before);
  });

  it('updateSensorLocation names every invalid field and changes nothing', async () => {
    const before = await t.database.prisma.sensorLocation.findUniqueOrThrow({ where: { shortName: 'acme-hq' } });
    const body = { name: ' ', shortName: '42', timeZoneDescription: 'CET' };
    const fields = ['name', 'shortName', 'timeZoneDescription'];
    expectRestFields(await t.request('PUT', '/sensors/v1/location/acme-hq', { as: 'admin', body }), fields);
    expectGraphQLFields(
      await gql('updateSensorLocation', '$id: ID!, $input: UpdateSensorLocationInput!', 'idOrShortName: $id, input: $input', { id: 'acme-hq', input: body }, 'admin'),
      'updateSensorLocation',
      fields,
    );
    expect(await t.database.prisma.sensorLocation.findUniqueOrThrow({ where: { shortName: 'acme-hq' } })).toEqual(before);
  });

  it('registerSensorType and updateSensorType name every invalid field and change nothing', async () => {
    const before = await t.database.prisma.sensorType.findMany({ orderBy: { id: 'asc' } });
    const body = { shortName: '42', name: ' ', url: 'ftp://files.example', expectedSensorUpdateTime: 0 };
    const fields = ['shortName', 'name', 'url', 'expectedSensorUpdateTime'];
    expectRestFields(await t.request('POST', '/sensors/v1/type', { as: 'admin', body }), fields);
    expectGraphQLFields(await gql('registerSensorType', '$input: AddSensorTypeInput!', 'input: $input', { input: body }, 'admin'), 'registerSensorType', fields);
    expectRestFields(await t.request('PUT', '/sensors/v1/type/nids', { as: 'admin', body }), fields);
    expectGraphQLFields(
      await gql('updateSensorType', '$id: ID!, $input: UpdateSensorTypeInput!', 'idOrShortName: $id, input: $input', { id: 'nids', input: body }, 'admin'),
      'updateSensorType',
      fields,
    );
    expect(await t.database.prisma.sensorType.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
  });
});

describe('customer networks', () => {
  const BASE = '/customernetworks/v1/network';

  it('addCustomerNetwork names every invalid field and adds nothing', async () => {
    const before = await t.database.prisma.customerNetwork.count();
    const body = { customer: 'acme', networkAddress: 'not-a-network', flags: ['DELETED'], location: 'no-such-location' };
    const fields = ['networkAddress', 'flags', 'location'];
    expectRestFields(await t.request('POST', `${BASE}/`, { as: 'acme-admin', body }), fields);
    expectGraphQLFields(await gql('addCustomerNetwork', '$input: AddCustomerNetworkInput!', 'input: $input', { input: body }, 'acme-admin'), 'addCustomerNetwork', fields);
    expect(await t.database.prisma.customerNetwork.count()).toBe(before);
  });

  it('updateCustomerNetwork names every invalid field and changes nothing; one invalid field answers alone', async () => {
    const added = await t.request('POST', `${BASE}/`, { as: 'acme-admin', body: { customer: 'acme', networkAddress: '10.99.0.0/24', description: 'field errors' } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = added.body.data.id as number;
    const before = await t.database.prisma.customerNetwork.findUniqueOrThrow({ where: { id } });
    const body = { zone: null, flagsToEnable: ['DELETED'], location: 'no-such-location' };
    const fields = ['zone', 'flagsToEnable', 'location'];
    const update = (input: Record<string, unknown>) => gql('updateCustomerNetwork', '$id: ID!, $input: UpdateCustomerNetworkInput!', 'id: $id, input: $input', { id: String(id), input }, 'acme-admin');
    expectRestFields(await t.request('PUT', `${BASE}/${id}`, { as: 'acme-admin', body }), fields);
    expectGraphQLFields(await update(body), 'updateCustomerNetwork', fields);
    expectOneField(await t.request('PUT', `${BASE}/${id}`, { as: 'acme-admin', body: { zone: null } }), await update({ zone: null }), 'updateCustomerNetwork', {
      field: 'zone', message: 'zone cannot be null: use UNKNOWN', messageTemplate: 'invalid.field.value', parameter: null,
    });
    expect(await t.database.prisma.customerNetwork.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });
});

describe('cases', () => {
  const newCase = (extra: Record<string, unknown> = {}) => ({ customer: 'acme', service: 'support', subject: 'Printer on fire', type: 'operationalIncident', priority: 'high', ...extra });
  const gqlCase = (extra: Record<string, unknown> = {}) => ({ customer: 'acme', service: 'support', subject: 'Printer on fire', type: 'OPERATIONAL_INCIDENT', priority: 'HIGH', ...extra });
  const addCase = (input: Record<string, unknown>, as = 'acme-user') => gql('addCase', '$input: AddCaseInput!', 'input: $input', { input }, as);

  it('addCase names every field its input rules refuse, and adds nothing', async () => {
    const before = await t.database.prisma.case.count();
    const extra = { subject: ' ', tags: [' '] };
    expectRestFields(await t.request('POST', '/cases/v2/case', { as: 'acme-user', body: newCase(extra) }), ['subject', 'tags.0']);
    expectGraphQLFields(await addCase(gqlCase(extra)), 'addCase', ['subject', 'tags.0']);
    expect(await t.database.prisma.case.count()).toBe(before);
  });

  it('addCase names an unknown customer and an unknown service together', async () => {
    const extra = { customer: 'no-such-customer', service: 'no-such-service' };
    expectRestFields(await t.request('POST', '/cases/v2/case', { as: 'acme-user', body: newCase(extra) }), ['customer', 'service']);
    expectGraphQLFields(await addCase(gqlCase(extra)), 'addCase', ['customer', 'service']);
  });

  it('addCase names every unknown custom field and user at once, and adds nothing', async () => {
    const before = await t.database.prisma.case.count();
    const extra = { fields: { noSuchField: 'x', noOtherField: 'y' }, assignedUser: 'globex-user', watchers: ['acme-admin', 'nobody-at-all'] };
    const fields = ['fields.noSuchField', 'fields.noOtherField', 'assignedUser', 'watchers[1]'];
    expectRestFields(await t.request('POST', '/cases/v2/case', { as: 'acme-user', body: newCase(extra) }), fields);
    expectGraphQLFields(await addCase(gqlCase(extra)), 'addCase', fields);
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

  it('addCase names every custom field required on create that is missing, and every bad value', async () => {
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
    expectRestFields(await t.request('POST', '/cases/v2/case', { as: 'acme-user', body: newCase(monitoring) }), ['fields.feFirst', 'fields.feSecond']);
    expectGraphQLFields(await addCase(gqlCase(monitoring)), 'addCase', ['fields.feFirst', 'fields.feSecond']);
    const values = { ...monitoring, fields: { feFirst: 'not a number', feSecond: 'fine', noSuchField: 1 } };
    expectRestFields(await t.request('POST', '/cases/v2/case', { as: 'acme-user', body: newCase(values) }), ['fields.feFirst', 'fields.noSuchField']);
    expectGraphQLFields(await addCase(gqlCase(values)), 'addCase', ['fields.feFirst', 'fields.noSuchField']);
    const one = { ...monitoring, fields: { feFirst: 3 } };
    expectOneField(await t.request('POST', '/cases/v2/case', { as: 'acme-user', body: newCase(one) }), await addCase(gqlCase(one)), 'addCase', {
      field: 'fields.feSecond', message: 'feSecond (feSecond) is required to create a case of this service', messageTemplate: 'field.required', parameter: null,
    });
    expect(await t.database.prisma.case.count()).toBe(before);
  });

  it('updateCase names every invalid field and changes nothing', async () => {
    const { makeCase } = await import('../cases/helpers.ts');
    const id = await makeCase(t, { customer: 'acme', service: 'support', reporterId: acmeUserId });
    const read = () => t.database.prisma.case.findUniqueOrThrow({ where: { id }, include: { watchers: true, tags: true } });
    const before = await read();
    const update = (input: Record<string, unknown>) => gql('updateCase', '$id: ID!, $input: UpdateCaseInput!', 'id: $id, input: $input', { id: String(id), input }, 'acme-user');
    const own = { subject: ' ', tagsToAdd: [' '] };
    expectRestFields(await t.request('PUT', `/cases/v2/case/${id}`, { as: 'acme-user', body: own }), ['subject', 'tagsToAdd.0']);
    expectGraphQLFields(await update(own), 'updateCase', ['subject', 'tagsToAdd.0']);
    const users = { reporter: 'nobody-at-all', assignedUser: 'globex-user', watchersToAdd: ['acme-admin', 'nobody-either'], priority: 'low' };
    const fields = ['reporter', 'assignedUser', 'watchersToAdd[1]'];
    expectRestFields(await t.request('PUT', `/cases/v2/case/${id}`, { as: 'acme-user', body: users }), fields);
    expectGraphQLFields(await update({ ...users, priority: 'LOW' }), 'updateCase', fields);
    expect(await read()).toEqual(before);
  });
});

describe('documents', () => {
  const V1 = '/documents/v1';

  it('addDocument and updateDocument name every invalid field and change nothing', async () => {
    const root = await t.get(`${V1}/folder/path/meta/`, { as: 'acme-user' });
    expect(root.status).toBe(200);
    const rootId = root.body.data.id as number;
    const count = () => t.database.prisma.documentElement.count();
    const before = await count();
    const body = { name: '..', mimeType: 'not a media type', text: 'content' };
    expectRestFields(await t.request('POST', `${V1}/folder/${rootId}/documents`, { as: 'acme-user', body }), ['name', 'mimeType']);
    expectGraphQLFields(
      await gql('addDocument', '$input: AddDocumentInput!', 'input: $input', { input: { ...body, parent: { id: String(rootId) } } }, 'acme-user'),
      'addDocument',
      ['name', 'mimeType'],
    );
    expect(await count()).toBe(before);

    const added = await t.request('POST', `${V1}/folder/${rootId}/documents`, { as: 'acme-user', body: { name: 'field-errors.txt', text: 'r1' } });
    expect(added.status).toBe(201);
    const id = added.body.data.id as number;
    const revisions = () => t.database.prisma.documentRevision.count({ where: { elementId: id } });
    const revisionsBefore = await revisions();
    const change = { name: '..', mimeType: 'not a media type', data: '!!!', revision: 0 };
    const fields = ['name', 'mimeType', 'data', 'revision'];
    expectRestFields(await t.request('PUT', `${V1}/document/${id}`, { as: 'acme-user', body: change }), fields);
    expectGraphQLFields(
      await gql('updateDocument', '$input: UpdateDocumentInput!', 'input: $input', { input: { ...change, ref: { id: String(id) } } }, 'acme-user'),
      'updateDocument',
      fields,
    );
    expect(await revisions()).toBe(revisionsBefore);
  });
});
