// The sensors area's reference inputs (docs/graphql.md "Ids"): SensorRef,
// SensorLocationRef, SensorTypeRef ({ id } or { shortName }) and
// SensorInterfaceRef ({ id } or { name }, within the sensor named beside it).
// The caller says which key it gives; nothing is guessed from the text's form;
// exactly one key, whichever executor runs the document (graphql-js first,
// graphql-jit from the second run); REST keeps its one text per path value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';
import { answerOfEveryExecutor } from '../support/executors.ts';
import { expectFieldError } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The answer of three runs (graphql-js first, graphql-jit after), checked equal. */
const thrice = (query: string, variables: Record<string, unknown> = {}, as = 'admin') => answerOfEveryExecutor(t, query, variables, as);

const SENSOR = 'query ($r: SensorRef!) { sensor(ref: $r) { shortName } }';
const LOCATION = 'query ($r: SensorLocationRef!) { sensorLocation(ref: $r) { shortName } }';
const TYPE = 'query ($r: SensorTypeRef!) { sensorType(ref: $r) { shortName } }';
const INTERFACE = 'query ($s: SensorRef!, $r: SensorInterfaceRef!) { sensorInterface(sensor: $s, ref: $r) { interfaceName sensor { shortName } } }';

describe('a reference names its object by the key given', () => {
  it.each([
    ['sensor', SENSOR, 'acme-sensor-1', '{ sensor(ref: { shortName: "acme-sensor-1" }) { id databaseId } }'],
    ['sensorLocation', LOCATION, 'acme-hq', '{ sensorLocation(ref: { shortName: "acme-hq" }) { id databaseId } }'],
    ['sensorType', TYPE, 'nids', '{ sensorType(ref: { shortName: "nids" }) { id databaseId } }'],
  ])('%s: by short name, global id and numeric id (text or number)', async (field, query, shortName, ids) => {
    const { id, databaseId } = (await t.graphql(ids, {}, { as: 'admin' })).body.data[field];
    for (const r of [{ shortName }, { id }, { id: String(databaseId) }, { id: databaseId }]) {
      expect((await thrice(query, { r })).body, JSON.stringify(r)).toEqual({ data: { [field]: { shortName } } });
    }
  });

  it('an interface: by name, global id and numeric id, within the sensor given by either key', async () => {
    const ids = (await t.graphql('{ sensor(ref: { shortName: "acme-sensor-1" }) { id interfaces { nodes { id databaseId interfaceName } } } }', {}, { as: 'admin' })).body.data.sensor;
    const eth0 = ids.interfaces.nodes.find((i: { interfaceName: string }) => i.interfaceName === 'eth0');
    for (const s of [{ shortName: 'acme-sensor-1' }, { id: ids.id }]) {
      for (const r of [{ name: 'eth0' }, { id: eth0.id }, { id: String(eth0.databaseId) }]) {
        const res = await thrice(INTERFACE, { s, r });
        expect(res.body, JSON.stringify({ s, r })).toEqual({ data: { sensorInterface: { interfaceName: 'eth0', sensor: { shortName: 'acme-sensor-1' } } } });
      }
    }
  });

  it('reads a short name made of digits as a short name, never as an id', async () => {
    const { databaseId } = (await t.graphql('{ sensor(ref: { shortName: "acme-sensor-1" }) { databaseId } }', {}, { as: 'admin' })).body.data.sensor;
    expect((await thrice(SENSOR, { r: { id: String(databaseId) } })).body.data).toEqual({ sensor: { shortName: 'acme-sensor-1' } });
    // No sensor's short name is those digits (short names are never only digits): a miss, not the sensor with that id.
    const res = await thrice(SENSOR, { r: { shortName: String(databaseId) } });
    expect(res.body.data).toEqual({ sensor: null });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('takes references in inputs and filters: addSensor, sensors(customer, sensorType, location)', async () => {
    const acme = (await t.graphql('{ customer(ref: { shortName: "acme" }) { id } }', {}, { as: 'admin' })).body.data.customer.id;
    const added = await t.graphql(
      'mutation ($c: CustomerRef!) { addSensor(input: { shortName: "ref-sensor", hostname: "ref.acme.example", customer: $c, sensorType: { shortName: "nids" }, location: { shortName: "acme-hq" } }) { sensor { shortName customer { shortName } } } }',
      { c: { id: acme } },
      { as: 'acme-admin' },
    );
    expect(added.body).toEqual({ data: { addSensor: { sensor: { shortName: 'ref-sensor', customer: { shortName: 'acme' } } } } });
    const list = await thrice('{ sensors(customer: [{ shortName: "acme" }], sensorType: [{ shortName: "nids" }], location: [{ shortName: "acme-hq" }], keywords: ["ref-"]) { nodes { shortName } } }');
    expect(list.body.data.sensors.nodes).toEqual([{ shortName: 'ref-sensor' }]);
    const none = await thrice('{ sensorLocations(customer: [{ shortName: "globex" }], keywords: ["acme"]) { nodes { shortName } } }');
    expect(none.body.data.sensorLocations.nodes).toEqual([]);
  });
});

describe('exactly one key (@oneOf)', () => {
  it.each([
    ['SensorRef', SENSOR, { r: { id: '1', shortName: 'acme-sensor-1' } }],
    ['SensorRef', SENSOR, { r: {} }],
    ['SensorInterfaceRef', INTERFACE, { s: { shortName: 'acme-sensor-1' }, r: { id: '1', name: 'eth0' } }],
    ['SensorInterfaceRef', INTERFACE, { s: { shortName: 'acme-sensor-1' }, r: { name: null } }],
  ])('refuses %s with both keys, none or a null one as a variable, before anything runs', async (type, query, variables) => {
    const res = await thrice(query, variables);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(res.body.errors[0].message).toMatch(new RegExp(`${type}|must be non-null`));
  });

  it.each([
    ['SensorRef', '{ sensor(ref: { id: "1", shortName: "acme-sensor-1" }) { id } }'],
    ['SensorLocationRef', '{ sensorLocation(ref: {}) { id } }'],
    ['SensorInterfaceRef', '{ sensorInterface(sensor: { shortName: "acme-sensor-1" }, ref: { id: "1", name: "eth0" }) { id } }'],
    ['SensorTypeRef', 'mutation { updateSensorType(input: { sensorType: { id: "1", shortName: "nids" }, name: "x" }) { sensorType { id } } }'],
  ])('refuses %s with two keys or none written in the document as a validation error', async (type, query) => {
    const res = await thrice(query);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(res.body.errors[0].message).toMatch(new RegExp(type));
  });
});

describe('a key that is no key of its kind is INVALID_FIELD naming the reference', () => {
  it.each([
    ['sensor(ref:) with an id that is no id', SENSOR, { r: { id: 'acme-sensor-1' } }, 'ref'],
    ['sensor(ref:) with a short name that is no short name', SENSOR, { r: { shortName: 'two words' } }, 'ref'],
    ['sensor(ref:) with an id beyond the largest', SENSOR, { r: { id: '99999999999' } }, 'ref'],
    ['sensorInterface with a name that is no name', INTERFACE, { s: { shortName: 'acme-sensor-1' }, r: { name: 'a b' } }, 'ref'],
    ['sensorInterface with a sensor that is no short name', INTERFACE, { s: { shortName: 'a b' }, r: { name: 'eth0' } }, 'sensor'],
  ])('%s', async (_name, query, variables, field) => {
    const res = await thrice(query, variables);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field });
  });

  it('in an input: the field naming it (addSensor location, updateSensorInterface interface)', async () => {
    const add = await t.graphql(
      'mutation { addSensor(input: { shortName: "ref-bad", hostname: "bad.acme.example", customer: { shortName: "acme" }, sensorType: { id: "nids" }, location: { shortName: "a b" } }) { sensor { id } } }',
      {},
      { as: 'acme-admin' },
    );
    expect(add.body.errors.map((e: { extensions: { field: string } }) => e.extensions.field)).toEqual(['sensorType', 'location']);
    const update = await t.graphql('mutation { updateSensorInterface(input: { sensor: { shortName: "acme-sensor-1" }, interface: { id: "eth0" }, active: true }) { interface { id } } }', {}, { as: 'admin' });
    expect(update.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'interface' });
    expect(update.body.errors[0].message).toBe('interface.id must be a global id or a numeric id');
  });
});

describe("another customer's object answers exactly like a missing one", () => {
  const same = (a: unknown, b: unknown, names: [string, string]) => {
    const strip = (body: unknown) => JSON.parse(JSON.stringify(body).replaceAll(names[0], 'X').replaceAll(names[1], 'X').replace(/"timestamp":\d+/g, '"timestamp":0'));
    expect(strip(a)).toEqual(strip(b));
  };

  it.each([
    ['a sensor', SENSOR, { r: { shortName: 'globex-sensor-1' } }, { r: { shortName: 'globex-sensor-99' } }, ['globex-sensor-1', 'globex-sensor-99']],
    ['a location', LOCATION, { r: { shortName: 'globex-hq' } }, { r: { shortName: 'globex-nowhere' } }, ['globex-hq', 'globex-nowhere']],
    ['an interface of a sensor', INTERFACE, { s: { shortName: 'globex-sensor-1' }, r: { name: 'eth0' } }, { s: { shortName: 'globex-sensor-99' }, r: { name: 'eth0' } }, ['globex-sensor-1', 'globex-sensor-99']],
  ] as const)('%s', async (_name, query, hidden, missing, names) => {
    const a = await thrice(query, hidden, 'acme-admin');
    const b = await thrice(query, missing, 'acme-admin');
    expect(a.body.errors).toHaveLength(1);
    expect(a.body.errors[0].extensions.code).toBe('NOT_FOUND');
    same(a.body, b.body, [...names]);
  });

  it('an interface of a visible sensor, another customer\'s or missing, in a mutation', async () => {
    const remove = (sensor: string) =>
      t.graphql(`mutation { removeSensorInterface(input: { sensor: { shortName: "${sensor}" }, interface: { name: "eth0" } }) { interface { id } } }`, {}, { as: 'acme-admin' });
    const a = await remove('globex-sensor-1');
    const b = await remove('globex-sensor-99');
    expect(a.body.errors[0].extensions.code).toBe('NOT_FOUND');
    same(a.body, b.body, ['globex-sensor-1', 'globex-sensor-99']);
  });
});

describe('REST keeps its one text per path value', () => {
  it('reads digits as an id and anything else as a short name or name, and names its parameters', async () => {
    const byName = await t.get('/sensors/v1/sensor/acme-sensor-1', { as: 'admin' });
    expect(byName.status).toBe(200);
    expect((await t.get(`/sensors/v1/sensor/${byName.body.data.id}`, { as: 'admin' })).body.data).toEqual(byName.body.data);
    const iface = await t.get('/sensors/v1/sensor/acme-sensor-1/interface/eth0', { as: 'admin' });
    expect(iface.status).toBe(200);
    expect((await t.get(`/sensors/v1/sensor/${byName.body.data.id}/interface/${iface.body.data.id}`, { as: 'admin' })).body.data).toEqual(iface.body.data);
    expectFieldError(await t.get('/sensors/v1/sensor/a%20b', { as: 'admin' }), 'idOrShortname');
    expectFieldError(await t.get('/sensors/v1/type/a%20b', { as: 'admin' }), 'idOrShortname');
    expectFieldError(await t.get('/sensors/v1/location/a%20b', { as: 'admin' }), 'idOrShortname');
    expectFieldError(await t.get('/sensors/v1/sensor/a%20b/interface/eth0', { as: 'admin' }), 'idOrShortname');
    expectFieldError(await t.get('/sensors/v1/sensor/a%20b/interface', { as: 'admin' }), 'idOrShortname');
    expectFieldError(await t.get('/sensors/v1/sensor/acme-sensor-1/interface/a%20b', { as: 'admin' }), 'idOrName');
    // The input policy's refusal of a path value (an id beyond the largest) names the path's parameter too.
    const range = await t.get('/sensors/v1/sensor/99999999999', { as: 'admin' });
    expectFieldError(range, 'idOrShortname');
    expect(envelopeError(range).message).toMatch(/^idOrShortname /);
    expectFieldError(await t.get('/sensors/v1/sensor/99999999999/interface/eth0', { as: 'admin' }), 'idOrShortname');
    // Body references stay text: ids and short names, in bodies and query filters.
    const filtered = await t.get(`/sensors/v1/sensor?customer=acme&sensorType=nids&location=acme-hq&limit=0`, { as: 'admin' });
    expect(filtered.status).toBe(200);
    expect(filtered.body.data.map((s: { shortName: string }) => s.shortName)).toContain('acme-sensor-1');
    expectFieldError(await t.get('/sensors/v1/sensor?customer=a%20b', { as: 'admin' }), 'customer');
  });
});
