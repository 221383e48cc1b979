// /sensors/v1/sensor: the sensor endpoints the spec does not show, designed
// on its layout (docs/spec-decisions.md), black box.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectActionError, expectFieldError, expectOk, userWith } from './helpers.ts';

let t: TestApp;
let globexAdmin: string;
let noSensors: string;
beforeAll(async () => {
  t = await startTestApp();
  globexAdmin = await userWith(t, ['CUSTOMER-ADMINISTRATOR'], 'globex');
  noSensors = await userWith(t, ['viewLocations']);
});
afterAll(async () => {
  await t?.close();
});

const body = (over: Record<string, unknown> = {}) => ({ shortName: 'acme-sensor-2', hostname: 'Sensor2.ACME.example.', customer: 'acme', sensorType: 'nids', location: 'acme-hq', ...over });
const shortNames = (res: { body: { data: { shortName: string }[] } }) => res.body.data.map((s) => s.shortName);

describe('POST /sensors/v1/sensor', () => {
  it('adds a sensor (201) with defaults and info objects', async () => {
    const data = expectOk(await t.request('POST', '/sensors/v1/sensor', { as: 'acme-admin', body: body({ description: 'rack 4' }) }), 201);
    expect(data).toMatchObject({
      shortName: 'acme-sensor-2',
      hostname: 'sensor2.acme.example',
      ipAddress: null,
      customer: { shortName: 'acme', name: 'ACME Corporation' },
      sensorType: { shortName: 'nids' },
      location: { shortName: 'acme-hq', global: false },
      sharedCustomerData: false,
      expectedUpdateTime: null,
      active: true,
      monitored: true,
      description: 'rack 4',
    });
  });

  it('adds one by IP address only (canonical form) at a global location, with every field', async () => {
    const data = expectOk(
      await t.request('POST', '/sensors/v1/sensor', {
        as: 'acme-admin',
        body: { shortName: 'acme-edge', ipAddress: '2001:DB8:0:0::1', customer: 'acme', sensorType: 'nids', location: 'global-internet', sharedCustomerData: true, expectedUpdateTime: 120, active: false, monitored: false },
      }),
      201,
    );
    expect(data).toMatchObject({ hostname: null, ipAddress: '2001:db8::1', location: { shortName: 'global-internet', global: true }, sharedCustomerData: true, expectedUpdateTime: 120, active: false, monitored: false });
  });

  it.each([
    [{ hostname: undefined }, 'hostname'],
    [{ hostname: 'bad_host!' }, 'hostname'],
    [{ ipAddress: '300.1.2.3' }, 'ipAddress'],
    [{ ipAddress: '10.1' }, 'ipAddress'],
    [{ shortName: '42' }, 'shortName'],
    [{ customer: 'no-such-customer' }, 'customer'],
    [{ sensorType: 'no-such-type' }, 'sensorType'],
    [{ location: 'no-such-location' }, 'location'],
    [{ location: 'globex-hq' }, 'location'],
    [{ expectedUpdateTime: 0 }, 'expectedUpdateTime'],
    [{ active: 'yes' }, 'active'],
    [{ sensorType: undefined }, 'sensorType'],
  ])('answers 412 naming the field for %j, adding nothing', async (over, field) => {
    expectFieldError(await t.request('POST', '/sensors/v1/sensor', { as: 'admin', body: body({ shortName: 'never-added', ...over }) }), field);
    expect(await t.database.prisma.sensor.count({ where: { shortName: 'never-added' } })).toBe(0);
  });

  it('answers 412 (ACTION_ERROR) for a duplicate shortName, or hostname or IP address within the customer', async () => {
    expectActionError(await t.request('POST', '/sensors/v1/sensor', { as: 'acme-admin', body: body({ hostname: 'other.example' }) }), 412, 'constraint.unique.shortName');
    expectActionError(await t.request('POST', '/sensors/v1/sensor', { as: 'acme-admin', body: body({ shortName: 'dup-host' }) }), 412, 'constraint.unique.hostname');
    expectActionError(await t.request('POST', '/sensors/v1/sensor', { as: 'acme-admin', body: body({ shortName: 'dup-ip', hostname: undefined, ipAddress: '198.51.100.10' }) }), 412, 'constraint.unique.ipAddress');
  });

  it('accepts the same hostname and IP address for another customer', async () => {
    const data = expectOk(
      await t.request('POST', '/sensors/v1/sensor', { as: 'admin', body: body({ shortName: 'globex-sensor-2', customer: 'globex', location: 'globex-hq', ipAddress: '198.51.100.10' }) }),
      201,
    );
    expect(data).toMatchObject({ hostname: 'sensor2.acme.example', customer: { shortName: 'globex' } });
  });

  it('answers 403 to a viewer, to another customer\'s administrator what an unknown customer gets (412), and 401 without a key', async () => {
    expectActionError(await t.request('POST', '/sensors/v1/sensor', { as: 'acme-user', body: body({ shortName: 'x1' }) }), 403);
    const hidden = await t.request('POST', '/sensors/v1/sensor', { as: globexAdmin, body: body({ shortName: 'x2', hostname: 'x2.example' }) });
    const unknown = await t.request('POST', '/sensors/v1/sensor', { as: globexAdmin, body: body({ shortName: 'x2', hostname: 'x2.example', customer: 'no-such-customer' }) });
    expectFieldError(hidden, 'customer');
    expectFieldError(unknown, 'customer');
    expect(hidden.body.messages[0]).toMatchObject({ messageTemplate: unknown.body.messages[0].messageTemplate, message: 'Unknown customer "acme"' });
    expect((await t.request('POST', '/sensors/v1/sensor', { body: body({ shortName: 'x3' }) })).status).toBe(401);
  });
});

describe('GET /sensors/v1/sensor/{idOrShortname}', () => {
  it('answers a sensor by short name and by id', async () => {
    const data = expectOk(await t.get('/sensors/v1/sensor/acme-sensor-1', { as: 'acme-user' }));
    expect(data).toMatchObject({ shortName: 'acme-sensor-1', hostname: 'sensor1.acme.example', ipAddress: '198.51.100.10' });
    expect(expectOk(await t.get(`/sensors/v1/sensor/${data.id}`, { as: 'analyst' }))).toEqual(data);
  });

  it('answers 404 for another customer\'s sensor as for a missing one; 403 without viewSensors; 412 for a bad key', async () => {
    expectActionError(await t.get('/sensors/v1/sensor/acme-sensor-1', { as: 'globex-user' }), 404, 'object.not.found');
    expectActionError(await t.get('/sensors/v1/sensor/no-such-sensor', { as: 'acme-user' }), 404, 'object.not.found');
    expectActionError(await t.get('/sensors/v1/sensor/acme-sensor-1', { as: noSensors }), 403);
    expectFieldError(await t.get('/sensors/v1/sensor/a%20b', { as: 'acme-user' }), 'idOrShortname');
  });
});

describe('PUT /sensors/v1/sensor/{idOrShortname}', () => {
  it('changes only the fields given', async () => {
    const data = expectOk(await t.request('PUT', '/sensors/v1/sensor/acme-sensor-2', { as: 'acme-admin', body: { ipAddress: '192.0.2.7', monitored: false, location: 'global-internet', customer: 'acme' } }));
    expect(data).toMatchObject({ shortName: 'acme-sensor-2', hostname: 'sensor2.acme.example', ipAddress: '192.0.2.7', monitored: false, active: true, location: { shortName: 'global-internet' } });
    const cleared = expectOk(await t.request('PUT', `/sensors/v1/sensor/${data.id}`, { as: 'acme-admin', body: { hostname: null, shortName: 'acme-sensor-3', description: 'moved' } }));
    expect(cleared).toMatchObject({ id: data.id, shortName: 'acme-sensor-3', hostname: null, ipAddress: '192.0.2.7', description: 'moved' });
  });

  it('answers 412 for a customer change, losing both addresses, bad fields and duplicates; changes nothing', async () => {
    expectFieldError(await t.request('PUT', '/sensors/v1/sensor/acme-sensor-3', { as: 'admin', body: { customer: 'globex' } }), 'customer');
    expectFieldError(await t.request('PUT', '/sensors/v1/sensor/acme-sensor-3', { as: 'admin', body: { ipAddress: null } }), 'ipAddress');
    expectFieldError(await t.request('PUT', '/sensors/v1/sensor/acme-sensor-3', { as: 'admin', body: { location: 'globex-hq' } }), 'location');
    expectFieldError(await t.request('PUT', '/sensors/v1/sensor/acme-sensor-3', { as: 'admin', body: { sensorType: 'none-such' } }), 'sensorType');
    expectFieldError(await t.request('PUT', '/sensors/v1/sensor/acme-sensor-3', { as: 'admin', body: { active: null } }), 'active');
    expectFieldError(await t.request('PUT', '/sensors/v1/sensor/acme-sensor-3', { as: 'admin', body: {} }), 'body');
    expectActionError(await t.request('PUT', '/sensors/v1/sensor/acme-sensor-3', { as: 'admin', body: { ipAddress: '198.51.100.10' } }), 412, 'constraint.unique.ipAddress');
    expect(expectOk(await t.get('/sensors/v1/sensor/acme-sensor-3', { as: 'admin' }))).toMatchObject({ ipAddress: '192.0.2.7', customer: { shortName: 'acme' }, active: true });
  });

  it('answers 403 to a viewer, 404 to another customer\'s administrator and for a missing sensor', async () => {
    expectActionError(await t.request('PUT', '/sensors/v1/sensor/acme-sensor-3', { as: 'acme-user', body: { active: false } }), 403);
    expectActionError(await t.request('PUT', '/sensors/v1/sensor/acme-sensor-3', { as: globexAdmin, body: { active: false } }), 404);
    expectActionError(await t.request('PUT', '/sensors/v1/sensor/nothing-here', { as: 'acme-admin', body: { active: false } }), 404);
  });

  it('refuses to clear sharedCustomerData while interfaces of other customers remain', async () => {
    expectOk(await t.request('POST', '/sensors/v1/sensor/acme-edge/interface', { as: 'admin', body: { interfaceName: 'eth1', location: 'global-internet', customer: 'globex' } }), 201);
    expectActionError(await t.request('PUT', '/sensors/v1/sensor/acme-edge', { as: 'admin', body: { sharedCustomerData: false } }), 412, 'constraint.shared.data.in.use');
    expect(expectOk(await t.get('/sensors/v1/sensor/acme-edge', { as: 'admin' })).sharedCustomerData).toBe(true);
  });
});

describe('DELETE /sensors/v1/sensor/{idOrShortname}', () => {
  it('answers 403 to a viewer and 404 to another customer\'s administrator', async () => {
    expectActionError(await t.request('DELETE', '/sensors/v1/sensor/acme-edge', { as: 'acme-user' }), 403);
    expectActionError(await t.request('DELETE', '/sensors/v1/sensor/acme-edge', { as: globexAdmin }), 404);
    expectActionError(await t.request('DELETE', '/sensors/v1/sensor/no-such-sensor', { as: 'admin' }), 404);
    expectFieldError(await t.request('DELETE', '/sensors/v1/sensor/a%20b', { as: 'admin' }), 'idOrShortname');
    expectFieldError(await t.request('DELETE', '/sensors/v1/location/a%20b', { as: 'admin' }), 'idOrShortname');
    expectFieldError(await t.request('DELETE', '/sensors/v1/sensor/acme-edge/interface/a%20b', { as: 'admin' }), 'idOrName');
    expectOk(await t.get('/sensors/v1/sensor/acme-edge', { as: 'admin' }));
  });

  it('deletes the sensor and its interfaces for good, answering the sensor as it was', async () => {
    const data = expectOk(await t.request('DELETE', '/sensors/v1/sensor/acme-edge', { as: 'acme-admin' }));
    expect(data).toMatchObject({ shortName: 'acme-edge' });
    expectActionError(await t.get('/sensors/v1/sensor/acme-edge', { as: 'acme-admin' }), 404);
    expect(await t.database.prisma.sensorInterface.count({ where: { sensorId: data.id } })).toBe(0);
    expectActionError(await t.request('DELETE', '/sensors/v1/sensor/acme-edge', { as: 'acme-admin' }), 404);
  });
});

describe('GET /sensors/v1/sensor (search)', () => {
  it('lists the sensors of the customers the caller may view', async () => {
    expect(shortNames(await t.get('/sensors/v1/sensor?sortBy=shortName', { as: 'acme-user' }))).toEqual(['acme-emea-sensor-1', 'acme-sensor-1', 'acme-sensor-3']);
    expect(shortNames(await t.get('/sensors/v1/sensor?sortBy=shortName', { as: 'globex-user' }))).toEqual(['globex-sensor-1', 'globex-sensor-2']);
    const all = await t.get('/sensors/v1/sensor', { as: 'analyst' });
    expect(all.body).toMatchObject({ count: 5, size: 5, limit: 25, offset: 0 });
  });

  it('filters by customer, keyword, type, location, active and monitored; pages', async () => {
    expect(shortNames(await t.get('/sensors/v1/sensor?customer=acme-emea', { as: 'analyst' }))).toEqual(['acme-emea-sensor-1']);
    expect(shortNames(await t.get('/sensors/v1/sensor?keyword=192.0.2', { as: 'analyst' }))).toEqual(['acme-sensor-3']);
    expect(shortNames(await t.get('/sensors/v1/sensor?location=global-internet', { as: 'analyst' }))).toEqual(['acme-sensor-3']);
    expect(shortNames(await t.get('/sensors/v1/sensor?monitored=false', { as: 'analyst' }))).toEqual(['acme-sensor-3']);
    expect((await t.get('/sensors/v1/sensor?sensorType=nids&active=true', { as: 'analyst' })).body.count).toBe(5);
    const page = await t.get('/sensors/v1/sensor?limit=2&offset=4&sortBy=-shortName', { as: 'analyst' });
    expect(page.body).toMatchObject({ count: 5, size: 1, currentPage: 2 });
  });

  it('never widens a filter beyond what the caller may see', async () => {
    expect((await t.get('/sensors/v1/sensor?customer=acme', { as: 'globex-user' })).body).toMatchObject({ count: 0, data: [] });
  });

  it('answers 412 for bad parameters and 403 without viewSensors', async () => {
    expectFieldError(await t.get('/sensors/v1/sensor?active=perhaps', { as: 'analyst' }), 'active');
    expectFieldError(await t.get('/sensors/v1/sensor?sortBy=password', { as: 'analyst' }), 'sortBy');
    expectFieldError(await t.get('/sensors/v1/sensor?customer=a%20b', { as: 'analyst' }), 'customer');
    expectActionError(await t.get('/sensors/v1/sensor', { as: noSensors }), 403);
  });
});

describe('GraphQL sensors', () => {
  it('adds a sensor and reads it with its type, location and interfaces', async () => {
    const add = await t.graphql('mutation { addSensor(input: { shortName: "gql-sensor", hostname: "gql.acme.example", customer: { shortName: "acme" }, sensorType: { shortName: "nids" }, location: { shortName: "acme-hq" } }) { sensor { shortName } } }', {}, { as: 'acme-admin' });
    expect(add.body).toEqual({ data: { addSensor: { sensor: { shortName: 'gql-sensor' } } } });
    const read = await t.graphql('{ sensor(ref: { shortName: "acme-sensor-1" }) { sensorType { shortName } location { shortName networkZone } interfaces { nodes { interfaceName } } } }', {}, { as: 'acme-user' });
    expect(read.body.data.sensor).toEqual({ sensorType: { shortName: 'nids' }, location: { shortName: 'acme-hq', networkZone: 'INTERNAL' }, interfaces: { nodes: [{ interfaceName: 'eth0' }] } });
  });
});

describe('sensor mutations: one input, a payload', () => {
  it('take the sensor in the input and answer it in the payload', async () => {
    const res = await t.graphql(
      'mutation { updateSensor(input: { sensor: { shortName: "acme-sensor-1" }, description: "by GraphQL" }) { sensor { shortName description customer { shortName } location { shortName } } } }',
      {},
      { as: 'acme-admin' },
    );
    expect(res.body).toEqual({ data: { updateSensor: { sensor: { shortName: 'acme-sensor-1', description: 'by GraphQL', customer: { shortName: 'acme' }, location: { shortName: 'acme-hq' } } } } });
  });

  it('name the input field `sensor` when its value is no sensor reference; REST names the path parameter', async () => {
    const bad = await t.graphql('mutation { removeSensor(input: { sensor: { shortName: "a b" } }) { sensor { id } } }', {}, { as: 'admin' });
    expect(bad.body.data).toEqual({ removeSensor: null });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'sensor' });
    expectFieldError(await t.request('PUT', '/sensors/v1/sensor/a%20b', { as: 'admin', body: { description: 'x' } }), 'idOrShortname');
  });

  it("answer another customer's sensor as NOT_FOUND, exactly like a missing one, and change nothing", async () => {
    const before = await t.database.prisma.sensor.findUniqueOrThrow({ where: { shortName: 'globex-sensor-1' } });
    const update = (sensor: string) => t.graphql(`mutation { updateSensor(input: { sensor: { shortName: "${sensor}" }, description: "taken over" }) { sensor { id } } }`, {}, { as: 'acme-admin' });
    const hidden = await update('globex-sensor-1');
    const missing = await update('globex-sensor-99');
    expect(hidden.body.data).toEqual({ updateSensor: null });
    expect(hidden.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', messageTemplate: 'object.not.found' });
    expect(missing.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', messageTemplate: 'object.not.found' });
    expect(hidden.body.errors[0].message.replace('globex-sensor-1', 'X')).toBe(missing.body.errors[0].message.replace('globex-sensor-99', 'X'));
    const removed = await t.graphql('mutation { removeSensor(input: { sensor: { shortName: "globex-sensor-1" } }) { sensor { id } } }', {}, { as: 'acme-admin' });
    expect(removed.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(await t.database.prisma.sensor.findUniqueOrThrow({ where: { shortName: 'globex-sensor-1' } })).toEqual(before);
  });

  it('REST: a body naming the field the path fills is an unknown field, and changes nothing', async () => {
    const before = await t.database.prisma.sensor.findUniqueOrThrow({ where: { shortName: 'acme-sensor-1' } });
    const res = await t.request('PUT', '/sensors/v1/sensor/acme-sensor-1', { as: 'admin', body: { sensor: 'globex-sensor-1', description: 'hijack' } });
    expectFieldError(res, 'sensor');
    expect(res.body.messages[0].message).toBe(
      'Unknown field "sensor"; expected one of active, customer, description, expectedUpdateTime, hostname, ipAddress, location, monitored, sensorType, sharedCustomerData, shortName',
    );
    expect(await t.database.prisma.sensor.findUniqueOrThrow({ where: { shortName: 'acme-sensor-1' } })).toEqual(before);
  });
});
