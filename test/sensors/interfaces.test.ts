// /sensors/v1/sensor/{idOrShortname}/interface: the spec's five endpoints
// with exactly its permission sets (each missing function alone: 403), black box.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectActionError, expectFieldError, expectOk, userWith } from './helpers.ts';

let t: TestApp;
let globexAdmin: string;
beforeAll(async () => {
  t = await startTestApp();
  globexAdmin = await userWith(t, ['CUSTOMER-ADMINISTRATOR'], 'globex');
  // A sensor that shares customer data, for interfaces of other customers.
  expectOk(await t.request('POST', '/sensors/v1/sensor', { as: 'admin', body: { shortName: 'shared-1', hostname: 'shared1.acme.example', customer: 'acme', sensorType: 'nids', location: 'acme-hq', sharedCustomerData: true } }), 201);
});
afterAll(async () => {
  await t?.close();
});

const BASE = '/sensors/v1/sensor/acme-sensor-1/interface';

describe('POST .../interface', () => {
  it('adds an interface (201), customer defaulting to the sensor\'s', async () => {
    const data = expectOk(await t.request('POST', BASE, { as: 'acme-admin', body: { interfaceName: 'eth1', location: 'acme-hq', active: false } }), 201);
    expect(data).toMatchObject({ interfaceName: 'eth1', active: false, customer: { shortName: 'acme' }, location: { shortName: 'acme-hq' }, sensor: { shortName: 'acme-sensor-1' } });
    expect(typeof data.id).toBe('number');
  });

  it('accepts a global location and the sensor\'s own customer named explicitly', async () => {
    const data = expectOk(await t.request('POST', BASE, { as: 'acme-admin', body: { interfaceName: 'eth2', location: 'global-internet', customer: 'acme' } }), 201);
    expect(data).toMatchObject({ active: true, location: { global: true } });
  });

  it('lets another sensor reuse an interface name', async () => {
    expectOk(await t.request('POST', '/sensors/v1/sensor/shared-1/interface', { as: 'acme-admin', body: { interfaceName: 'eth1', location: 'acme-hq' } }), 201);
  });

  it('accepts another customer only when the sensor shares customer data (and the caller may see that customer)', async () => {
    // acme-admin may not see globex: naming it is naming an unknown customer.
    expectFieldError(await t.request('POST', '/sensors/v1/sensor/shared-1/interface', { as: 'acme-admin', body: { interfaceName: 'tap0', location: 'acme-hq', customer: 'globex' } }), 'customer');
    const data = expectOk(await t.request('POST', '/sensors/v1/sensor/shared-1/interface', { as: 'admin', body: { interfaceName: 'tap0', location: 'acme-hq', customer: 'globex' } }), 201);
    expect(data.customer.shortName).toBe('globex');
    expectFieldError(await t.request('POST', BASE, { as: 'acme-admin', body: { interfaceName: 'tap0', location: 'acme-hq', customer: 'globex' } }), 'customer');
  });

  it.each([
    [{ interfaceName: 'eth/1' }, 'interfaceName'],
    [{ interfaceName: '7' }, 'interfaceName'],
    [{ interfaceName: undefined }, 'interfaceName'],
    [{ location: 'no-such-location' }, 'location'],
    [{ location: 'globex-hq' }, 'location'],
    [{ location: undefined }, 'location'],
    [{ customer: 'no-such-customer' }, 'customer'],
    [{ active: 'on' }, 'active'],
  ])('answers 412 naming the field for %j, adding nothing', async (over, field) => {
    const before = await t.database.prisma.sensorInterface.count();
    expectFieldError(await t.request('POST', BASE, { as: 'acme-admin', body: { interfaceName: 'new0', location: 'acme-hq', ...over } }), field);
    expect(await t.database.prisma.sensorInterface.count()).toBe(before);
  });

  it('answers 412 (ACTION_ERROR) for an interface name the sensor already has', async () => {
    expectActionError(await t.request('POST', BASE, { as: 'acme-admin', body: { interfaceName: 'eth0', location: 'acme-hq' } }), 412, 'constraint.unique.interfaceName');
  });

  it('answers 404 for a missing sensor and to another customer\'s administrator', async () => {
    expectActionError(await t.request('POST', '/sensors/v1/sensor/no-sensor/interface', { as: 'acme-admin', body: { interfaceName: 'x', location: 'acme-hq' } }), 404);
    expectActionError(await t.request('POST', BASE, { as: globexAdmin, body: { interfaceName: 'x', location: 'acme-hq' } }), 404);
  });
});

describe('GET .../interface and .../interface/{idOrName}', () => {
  it('lists a sensor\'s interfaces in the page envelope', async () => {
    const res = await t.get(`${BASE}?sortBy=interfaceName`, { as: 'acme-user' });
    expectOk(res);
    expect(res.body.data.map((i: { interfaceName: string }) => i.interfaceName)).toEqual(['eth0', 'eth1', 'eth2']);
    expect(res.body).toMatchObject({ count: 3, size: 3, limit: 25 });
    const page = await t.get(`${BASE}?limit=1&offset=1`, { as: 'acme-user' });
    expect(page.body).toMatchObject({ count: 3, size: 1, currentPage: 1 });
  });

  it('answers one interface by name and by id', async () => {
    const byName = expectOk(await t.get(`${BASE}/eth1`, { as: 'acme-user' }));
    expect(byName).toMatchObject({ interfaceName: 'eth1', active: false });
    expect(expectOk(await t.get(`${BASE}/${byName.id}`, { as: 'analyst' }))).toEqual(byName);
  });

  it('does not answer an interface through another sensor', async () => {
    const other = expectOk(await t.get('/sensors/v1/sensor/shared-1/interface/tap0', { as: 'acme-user' }));
    expectActionError(await t.get(`${BASE}/${other.id}`, { as: 'acme-user' }), 404);
  });

  it('answers 404 for a missing interface or sensor, and to another customer', async () => {
    expectActionError(await t.get(`${BASE}/wlan9`, { as: 'acme-user' }), 404);
    expectActionError(await t.get('/sensors/v1/sensor/nope/interface', { as: 'acme-user' }), 404);
    expectActionError(await t.get(BASE, { as: 'globex-user' }), 404);
    expectActionError(await t.get(`${BASE}/eth0`, { as: 'globex-user' }), 404);
  });

  it('answers 412 for a malformed key or paging', async () => {
    expectFieldError(await t.get(`${BASE}/a%20b`, { as: 'acme-user' }), 'idOrName');
    expectFieldError(await t.get(`${BASE}?limit=x`, { as: 'acme-user' }), 'limit');
  });
});

describe('PUT .../interface/{idOrName}', () => {
  it('sets active as the PUT says, renames and moves', async () => {
    expect(expectOk(await t.request('PUT', `${BASE}/eth1`, { as: 'acme-admin', body: { active: true } })).active).toBe(true);
    expect(expectOk(await t.request('PUT', `${BASE}/eth1`, { as: 'acme-admin', body: { active: false } })).active).toBe(false);
    const moved = expectOk(await t.request('PUT', `${BASE}/eth1`, { as: 'acme-admin', body: { interfaceName: 'eth1-renamed', location: 'global-internet', customer: 'acme' } }));
    expect(moved).toMatchObject({ interfaceName: 'eth1-renamed', active: false, location: { shortName: 'global-internet' }, customer: { shortName: 'acme' } });
  });

  it('answers 412 for a customer change, another customer\'s location, a duplicate name; changes nothing', async () => {
    expectFieldError(await t.request('PUT', `${BASE}/eth1-renamed`, { as: 'admin', body: { customer: 'globex' } }), 'customer');
    expectFieldError(await t.request('PUT', '/sensors/v1/sensor/shared-1/interface/tap0', { as: 'admin', body: { customer: 'acme' } }), 'customer');
    expectFieldError(await t.request('PUT', `${BASE}/eth1-renamed`, { as: 'admin', body: { location: 'globex-hq' } }), 'location');
    expectFieldError(await t.request('PUT', `${BASE}/eth1-renamed`, { as: 'admin', body: { active: null } }), 'active');
    expectFieldError(await t.request('PUT', `${BASE}/eth1-renamed`, { as: 'admin', body: {} }), 'body');
    expectActionError(await t.request('PUT', `${BASE}/eth1-renamed`, { as: 'admin', body: { interfaceName: 'eth0' } }), 412, 'constraint.unique.interfaceName');
    expect(expectOk(await t.get(`${BASE}/eth1-renamed`, { as: 'admin' }))).toMatchObject({ customer: { shortName: 'acme' }, location: { shortName: 'global-internet' }, active: false });
  });

  it('answers 403 to a user holding viewSensors but not updateSensor', async () => {
    expectActionError(await t.request('PUT', `${BASE}/eth0`, { as: 'acme-user', body: { active: false } }), 403);
  });

  it('answers 404 for a missing interface and to another customer\'s administrator', async () => {
    expectActionError(await t.request('PUT', `${BASE}/nothing0`, { as: 'acme-admin', body: { active: false } }), 404);
    expectActionError(await t.request('PUT', `${BASE}/eth0`, { as: globexAdmin, body: { active: false } }), 404);
  });
});

describe('DELETE .../interface/{idOrName}', () => {
  it('answers 403 to a viewer and 404 to another customer\'s administrator', async () => {
    expectActionError(await t.request('DELETE', `${BASE}/eth2`, { as: 'acme-user' }), 403);
    expectActionError(await t.request('DELETE', `${BASE}/eth2`, { as: globexAdmin }), 404);
  });

  it('deletes the interface for good', async () => {
    expect(expectOk(await t.request('DELETE', `${BASE}/eth2`, { as: 'acme-admin' })).interfaceName).toBe('eth2');
    expectActionError(await t.get(`${BASE}/eth2`, { as: 'acme-admin' }), 404);
    expectActionError(await t.request('DELETE', `${BASE}/eth2`, { as: 'acme-admin' }), 404);
  });
});

describe('the spec\'s permission sets, each function missing alone', () => {
  const SETS = {
    add: ['addSensorInterface', 'updateSensor'],
    list: ['viewSensorInterface'],
    get: ['viewSensorInterface'],
    update: ['viewSensors', 'updateSensor', 'viewSensorInterface', 'updateSensorInterface'],
    remove: ['updateSensor', 'removeSensorInterface'],
  } as const;
  let n = 0;
  const call = (op: keyof typeof SETS, as: string) => {
    n += 1;
    switch (op) {
      case 'add':
        return t.request('POST', BASE, { as, body: { interfaceName: `perm${n}`, location: 'acme-hq' } });
      case 'list':
        return t.get(BASE, { as });
      case 'get':
        return t.get(`${BASE}/eth0`, { as });
      case 'update':
        return t.request('PUT', `${BASE}/eth0`, { as, body: { active: true } });
      case 'remove':
        return t.request('DELETE', `${BASE}/perm-remove${n}`, { as });
    }
  };

  for (const [op, set] of Object.entries(SETS) as [keyof typeof SETS, readonly string[]][]) {
    it(`${op}: the full set ${set.join(' + ')} is enough`, async () => {
      if (op === 'remove') await t.request('POST', BASE, { as: 'admin', body: { interfaceName: `perm-remove${n + 1}`, location: 'acme-hq' } });
      const res = await call(op, await userWith(t, set));
      expect(res.status, JSON.stringify(res.body)).toBe(op === 'add' ? 201 : 200);
    });
    for (const missing of set) {
      it(`${op}: without ${missing} answers 403 and changes nothing`, async () => {
        const before = await t.database.prisma.sensorInterface.findMany({ orderBy: { id: 'asc' } });
        expectActionError(await call(op, await userWith(t, set.filter((f) => f !== missing))), 403, 'access.denied');
        expect(await t.database.prisma.sensorInterface.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
      });
    }
  }

  it('holds the functions for a parent customer: they reach the sub-customer\'s sensor', async () => {
    const res = await t.get('/sensors/v1/sensor/acme-emea-sensor-1/interface', { as: await userWith(t, ['viewSensorInterface'], 'acme') });
    expect(res.status).toBe(200);
  });

  it('the same functions held for another customer give 404', async () => {
    expectActionError(await t.get(BASE, { as: await userWith(t, ['viewSensorInterface'], 'globex') }), 404);
  });
});

describe('GraphQL interfaces', () => {
  it('answers the sensor\'s interfaces and reports a customer change as INVALID_FIELD', async () => {
    const res = await t.graphql('{ sensorInterfaces(sensor: { shortName: "acme-sensor-1" }, limit: 1) { totalCount nodes { interfaceName customer { shortName } } } }', {}, { as: 'acme-user' });
    expect(res.body.data.sensorInterfaces.nodes).toHaveLength(1);
    const bad = await t.graphql('mutation { updateSensorInterface(input: { sensor: { shortName: "acme-sensor-1" }, interface: { name: "eth0" }, customer: { shortName: "globex" } }) { interface { id } } }', {}, { as: 'admin' });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'customer' });
  });
});

describe('interface mutations: one input, a payload', () => {
  it('take the sensor and the interface in the input and answer the interface in the payload', async () => {
    const added = await t.graphql(
      'mutation { addSensorInterface(input: { sensor: { shortName: "acme-sensor-1" }, interfaceName: "gql9", location: { shortName: "acme-hq" } }) { interface { interfaceName active sensor { shortName } } } }',
      {},
      { as: 'admin' },
    );
    expect(added.body).toEqual({ data: { addSensorInterface: { interface: { interfaceName: 'gql9', active: true, sensor: { shortName: 'acme-sensor-1' } } } } });
    const updated = await t.graphql('mutation { updateSensorInterface(input: { sensor: { shortName: "acme-sensor-1" }, interface: { name: "gql9" }, active: false }) { interface { interfaceName active } } }', {}, { as: 'admin' });
    expect(updated.body).toEqual({ data: { updateSensorInterface: { interface: { interfaceName: 'gql9', active: false } } } });
    const removed = await t.graphql('mutation { removeSensorInterface(input: { sensor: { shortName: "acme-sensor-1" }, interface: { name: "gql9" } }) { interface { interfaceName } } }', {}, { as: 'admin' });
    expect(removed.body).toEqual({ data: { removeSensorInterface: { interface: { interfaceName: 'gql9' } } } });
  });

  it('name the input fields `sensor` and `interface`; REST names the path parameters', async () => {
    const badSensor = await t.graphql('mutation { removeSensorInterface(input: { sensor: { shortName: "a b" }, interface: { name: "eth0" } }) { interface { id } } }', {}, { as: 'admin' });
    expect(badSensor.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'sensor' });
    const badInterface = await t.graphql('mutation { removeSensorInterface(input: { sensor: { shortName: "acme-sensor-1" }, interface: { name: "a b" } }) { interface { id } } }', {}, { as: 'admin' });
    expect(badInterface.body.data).toEqual({ removeSensorInterface: null });
    expect(badInterface.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'interface' });
    expectFieldError(await t.request('DELETE', '/sensors/v1/sensor/a%20b/interface/eth0', { as: 'admin' }), 'idOrShortname');
    expectFieldError(await t.request('DELETE', '/sensors/v1/sensor/acme-sensor-1/interface/a%20b', { as: 'admin' }), 'idOrName');
  });

  it("answer another customer's sensor as NOT_FOUND, exactly like a missing one", async () => {
    const add = (sensor: string) => t.graphql(`mutation { addSensorInterface(input: { sensor: { shortName: "${sensor}" }, interfaceName: "gql8", location: { shortName: "global-internet" } }) { interface { id } } }`, {}, { as: 'acme-admin' });
    const hidden = await add('globex-sensor-1');
    const missing = await add('globex-sensor-99');
    expect(hidden.body.data).toEqual({ addSensorInterface: null });
    expect(hidden.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', messageTemplate: 'object.not.found' });
    // The whole answer, apart from the name asked for.
    const shown = (body: unknown, asked: string) => JSON.stringify(body).replace(/"timestamp":\d+/g, '"timestamp":0').replaceAll(asked, 'X');
    expect(shown(hidden.body, 'globex-sensor-1')).toBe(shown(missing.body, 'globex-sensor-99'));
    expect(await t.database.prisma.sensorInterface.count({ where: { interfaceName: 'gql8' } })).toBe(0);
  });
});
