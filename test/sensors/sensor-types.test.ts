// /sensors/v1/type (and the unversioned /sensors/type of the spec's examples), black box.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { expectActionError, expectFieldError, expectOk, userWith } from './helpers.ts';

let t: TestApp;
let noView: string;
beforeAll(async () => {
  t = await startTestApp();
  noView = await userWith(t, ['viewSensors']);
});
afterAll(async () => {
  await t?.close();
});

const body = (over: Record<string, unknown> = {}) => ({ shortName: 'fw-log', name: 'Firewall log collector', url: 'https://sensors.example/fw', expectedSensorUpdateTime: 600, department: 'log', ...over });

describe('POST /sensors/v1/type', () => {
  it('registers a type (201) and answers it with its id', async () => {
    const data = expectOk(await t.request('POST', '/sensors/v1/type', { as: 'admin', body: body() }), 201);
    expect(data).toMatchObject({ shortName: 'fw-log', name: 'Firewall log collector', url: 'https://sensors.example/fw', expectedSensorUpdateTime: 600, department: 'log' });
    expect(typeof data.id).toBe('number');
    expect(data.createdTimestamp).toBeGreaterThan(1_600_000_000_000);
  });

  it('answers on the unversioned path too, department defaulting to none', async () => {
    const data = expectOk(await t.request('POST', '/sensors/type', { as: 'admin', body: { shortName: 'edr', name: 'EDR', expectedSensorUpdateTime: 60 } }), 201);
    expect(data).toMatchObject({ shortName: 'edr', department: 'none', url: '' });
  });

  it.each([
    [{ shortName: undefined }, 'shortName'],
    [{ shortName: 'two words' }, 'shortName'],
    [{ shortName: '123' }, 'shortName'],
    [{ name: '' }, 'name'],
    [{ department: 'network' }, 'department'],
    [{ expectedSensorUpdateTime: 0 }, 'expectedSensorUpdateTime'],
    [{ expectedSensorUpdateTime: 'soon' }, 'expectedSensorUpdateTime'],
    [{ url: 'ftp://files.example' }, 'url'],
    [{ colour: 'red' }, 'colour'],
  ])('answers 412 naming the field for %j', async (over, field) => {
    const res = await t.request('POST', '/sensors/v1/type', { as: 'admin', body: body({ shortName: 'bad-type', ...over }) });
    expectFieldError(res, field);
    const check = await t.get('/sensors/v1/type/bad-type', { as: 'admin' });
    expect(check.status).toBe(404);
  });

  it('answers 412 (ACTION_ERROR) for a duplicate shortName', async () => {
    expectActionError(await t.request('POST', '/sensors/v1/type', { as: 'admin', body: body({ shortName: 'nids' }) }), 412, 'constraint.unique.shortName');
  });

  it('answers 403 without registerApplication, 401 without a key', async () => {
    expectActionError(await t.request('POST', '/sensors/v1/type', { as: 'acme-admin', body: body({ shortName: 'x1' }) }), 403, 'access.denied');
    expect((await t.request('POST', '/sensors/v1/type', { body: body({ shortName: 'x1' }) })).status).toBe(401);
  });
});

describe('GET /sensors/v1/type', () => {
  it('answers all types, on both paths, to any customer holding viewApplications', async () => {
    for (const path of ['/sensors/v1/type', '/sensors/type']) {
      for (const as of ['acme-user', 'globex-user', 'analyst']) {
        const res = await t.get(path, { as });
        expectOk(res);
        expect(res.body.data.map((d: { shortName: string }) => d.shortName)).toContain('nids');
        expect(res.body).toMatchObject({ limit: 0, count: res.body.size });
      }
    }
  });

  it('pages, filters and sorts when asked', async () => {
    const res = await t.get('/sensors/v1/type?limit=1&sortBy=-shortName', { as: 'acme-user' });
    expect(res.body).toMatchObject({ limit: 1, size: 1 });
    // The seed's one type (nids) is infrastructure: the filter keeps it, and leaves it out for another department.
    const infrastructure = await t.get('/sensors/v1/type?department=infrastructure', { as: 'acme-user' });
    expectOk(infrastructure);
    expect(infrastructure.body.data.map((d: { shortName: string }) => d.shortName)).toContain('nids');
    expect(infrastructure.body.data.every((d: { department: string }) => d.department === 'infrastructure')).toBe(true);
    const log = await t.get('/sensors/v1/type?department=log', { as: 'acme-user' });
    expectOk(log);
    expect(log.body.data.map((d: { shortName: string }) => d.shortName)).not.toContain('nids');
    expect(log.body.data.every((d: { department: string }) => d.department === 'log')).toBe(true);
    expectFieldError(await t.get('/sensors/v1/type?sortBy=secret', { as: 'acme-user' }), 'sortBy');
    expectFieldError(await t.get('/sensors/v1/type?department=network', { as: 'acme-user' }), 'department');
  });

  it('answers 403 without viewApplications', async () => {
    expectActionError(await t.get('/sensors/v1/type', { as: noView }), 403);
  });
});

describe('GET /sensors/v1/type/{idOrShortname}', () => {
  it('answers one type by short name and by id, also with the example\'s /interface segment and without the version', async () => {
    const byName = expectOk(await t.get('/sensors/v1/type/nids', { as: 'acme-user' }));
    expect(byName).toMatchObject({ shortName: 'nids', department: 'infrastructure', expectedSensorUpdateTime: 300 });
    for (const path of [`/sensors/v1/type/${byName.id}`, '/sensors/type/nids', '/sensors/v1/type/nids/interface', '/sensors/type/nids/interface']) {
      const res = await t.get(path, { as: 'globex-user' });
      expect(expectOk(res)).toEqual(byName);
      expect(res.body).toMatchObject({ size: 0, count: 0 });
    }
  });

  it('answers 404 for a missing type, 412 for a malformed key, 403 without viewApplications', async () => {
    expectActionError(await t.get('/sensors/v1/type/no-such-type', { as: 'acme-user' }), 404, 'object.not.found');
    expectActionError(await t.get('/sensors/type/99999/interface', { as: 'acme-user' }), 404);
    expectFieldError(await t.get('/sensors/v1/type/two%20words', { as: 'acme-user' }), 'idOrShortname');
    expectActionError(await t.get('/sensors/v1/type/nids', { as: noView }), 403);
  });
});

describe('PUT /sensors/v1/type/{idOrShortname}', () => {
  it('changes only the fields given', async () => {
    expectOk(await t.request('POST', '/sensors/v1/type', { as: 'admin', body: body({ shortName: 'to-change', department: 'none' }) }), 201);
    const data = expectOk(await t.request('PUT', '/sensors/v1/type/to-change', { as: 'admin', body: { name: 'Renamed', expectedSensorUpdateTime: 900 } }));
    expect(data).toMatchObject({ shortName: 'to-change', name: 'Renamed', expectedSensorUpdateTime: 900, department: 'none', url: 'https://sensors.example/fw' });
    const renamed = expectOk(await t.request('PUT', `/sensors/type/${data.id}`, { as: 'admin', body: { shortName: 'changed', department: 'infrastructure' } }));
    expect(renamed).toMatchObject({ id: data.id, shortName: 'changed', department: 'infrastructure' });
  });

  it('answers 412 for bad input, an empty change or a duplicate shortName, changing nothing', async () => {
    expectFieldError(await t.request('PUT', '/sensors/v1/type/changed', { as: 'admin', body: { department: 'bogus' } }), 'department');
    expectFieldError(await t.request('PUT', '/sensors/v1/type/changed', { as: 'admin', body: { expectedSensorUpdateTime: -5 } }), 'expectedSensorUpdateTime');
    expectFieldError(await t.request('PUT', '/sensors/v1/type/changed', { as: 'admin', body: { name: null } }), 'name');
    expectFieldError(await t.request('PUT', '/sensors/v1/type/changed', { as: 'admin', body: {} }), 'body');
    expectActionError(await t.request('PUT', '/sensors/v1/type/changed', { as: 'admin', body: { shortName: 'nids' } }), 412, 'constraint.unique.shortName');
    expect(expectOk(await t.get('/sensors/v1/type/changed', { as: 'admin' }))).toMatchObject({ department: 'infrastructure', expectedSensorUpdateTime: 900 });
  });

  it('answers 403 without updateApplication and 404 for a missing type', async () => {
    expectActionError(await t.request('PUT', '/sensors/v1/type/nids', { as: 'acme-admin', body: { name: 'x' } }), 403);
    expectActionError(await t.request('PUT', '/sensors/v1/type/missing-type', { as: 'admin', body: { name: 'x' } }), 404);
  });

  it('has no delete', async () => {
    const res = await t.request('DELETE', '/sensors/v1/type/nids', { as: 'admin' });
    expect(res.status).toBe(404);
    expectOk(await t.get('/sensors/v1/type/nids', { as: 'admin' }));
  });
});

describe('GraphQL sensor types', () => {
  it('answers the same data with enum values upper case', async () => {
    const res = await t.graphql('{ sensorType(ref: { shortName: "nids" }) { shortName department expectedSensorUpdateTime } }', {}, { as: 'acme-user' });
    expect(res.body).toEqual({ data: { sensorType: { shortName: 'nids', department: 'INFRASTRUCTURE', expectedSensorUpdateTime: 300 } } });
  });

  it('reports a missing permission as FORBIDDEN', async () => {
    const res = await t.graphql('mutation { registerSensorType(input: { shortName: "g", name: "G", expectedSensorUpdateTime: 5 }) { sensorType { id } } }', {}, { as: 'acme-user' });
    expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('demo data', () => {
  it('seeds a type, a global location and a sensor with an interface per customer, idempotently', async () => {
    const db = t.database.prisma;
    const counts = async () => Promise.all([db.sensorType.count(), db.sensorLocation.count(), db.sensor.count(), db.sensorInterface.count()]);
    const before = await counts();
    expect(await db.sensorLocation.findUnique({ where: { shortName: 'global-internet' }, select: { customerId: true } })).toEqual({ customerId: null });
    for (const c of ['acme', 'acme-emea', 'globex']) {
      const sensor = await db.sensor.findUniqueOrThrow({ where: { shortName: `${c}-sensor-1` }, include: { customer: true, interfaces: true } });
      expect(sensor.customer.shortName).toBe(c);
      expect(sensor.interfaces.map((i) => i.interfaceName)).toEqual(['eth0']);
    }
    const { seedDemo } = await import('../../src/seed/demo.ts');
    await seedDemo(t.database, t.config);
    expect(await counts()).toEqual(before);
  });
});

describe('sensor type mutations: one input, a payload', () => {
  it('take the type in the input and answer it in the payload; a bad value names `sensorType`, REST the path parameter', async () => {
    const res = await t.graphql('mutation { updateSensorType(input: { sensorType: { shortName: "nids" }, expectedSensorUpdateTime: 300 }) { sensorType { shortName expectedSensorUpdateTime } } }', {}, { as: 'admin' });
    expect(res.body).toEqual({ data: { updateSensorType: { sensorType: { shortName: 'nids', expectedSensorUpdateTime: 300 } } } });
    const bad = await t.graphql('mutation { updateSensorType(input: { sensorType: { shortName: "two words" }, name: "x" }) { sensorType { id } } }', {}, { as: 'admin' });
    expect(bad.body.data).toEqual({ updateSensorType: null });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'sensorType' });
    expectFieldError(await t.request('PUT', '/sensors/v1/type/two%20words', { as: 'admin', body: { name: 'x' } }), 'idOrShortname');
  });
});
