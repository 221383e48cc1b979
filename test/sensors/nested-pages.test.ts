// The sensors area's nested lists are pages (issue #20, item 3): Customer(Info)
// .locations and .sensors, SensorLocation(Info).sensors and Sensor.interfaces
// take limit and offset within the REST page-size settings, name a bad one at
// the edge's path, and count what their list's rule lets the caller see (the
// REST twin's count), never another customer's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { userWith } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.prisma;
  const [acme, globex] = await Promise.all(['acme', 'globex'].map((shortName) => db.customer.findUniqueOrThrow({ where: { shortName } })));
  const type = await db.sensorType.findUniqueOrThrow({ where: { shortName: 'nids' } });
  const global = await db.sensorLocation.findUniqueOrThrow({ where: { shortName: 'global-internet' } });
  for (const [customer, count] of [[acme!, 3], [globex!, 2]] as const) {
    await db.sensorLocation.createMany({
      data: Array.from({ length: count }, (_, i) => ({ shortName: `np-${customer.shortName}-loc-${i}`, name: 'Paged', networkZone: 'INTERNAL' as const, timeZoneDescription: 'Europe/Oslo', customerId: customer.id })),
    });
  }
  // Sensors of two customers at one global location: each sees only its own.
  for (const [customer, count] of [[acme!, 4], [globex!, 3]] as const) {
    await db.sensor.createMany({
      data: Array.from({ length: count }, (_, i) => ({ shortName: `np-${customer.shortName}-g-${i}`, hostname: `np-${i}.${customer.shortName}.example`, customerId: customer.id, sensorTypeId: type.id, locationId: global.id })),
    });
  }
  const sensor = await db.sensor.findUniqueOrThrow({ where: { shortName: 'np-acme-g-0' } });
  await db.sensorInterface.createMany({ data: Array.from({ length: 4 }, (_, i) => ({ sensorId: sensor.id, interfaceName: `np${i}`, locationId: global.id, customerId: acme!.id })) });
});
afterAll(async () => {
  await t?.close();
});

async function ok(query: string, as: string) {
  const res = await t.graphql(query, {}, { as });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  return res.body.data;
}

/** The REST twin's whole answer (names in id order) for `path`. */
async function rest(path: string, as: string, name = 'shortName'): Promise<string[]> {
  const res = await t.get(`${path}${path.includes('?') ? '&' : '?'}limit=100&sortBy=id`, { as });
  expect(res.status).toBe(200);
  expect(res.body.count).toBe(res.body.data.length);
  return res.body.data.map((row: Record<string, string>) => row[name]);
}

const PAGE = 'totalCount limit offset nodes { shortName }';

describe('nested sensor lists are pages', () => {
  it('pages a location\'s sensors (full type and reference) and counts only the caller\'s', async () => {
    const acme = await rest('/sensors/v1/sensor?location=global-internet', 'acme-admin');
    expect(acme.filter((n) => n.startsWith('np-acme-g-'))).toHaveLength(4);
    expect(acme.some((n) => n.startsWith('np-globex'))).toBe(false);
    const data = await ok(`{ sensor(ref: { shortName: "np-acme-g-0" }) { location { sensors(limit: 2, offset: 1) { ${PAGE} } } } }`, 'acme-admin');
    expect(data.sensor.location.sensors).toEqual({ totalCount: acme.length, limit: 2, offset: 1, nodes: acme.slice(1, 3).map((shortName) => ({ shortName })) });

    const globex = await rest('/sensors/v1/sensor?location=global-internet', 'globex-user');
    expect(globex).toEqual(['np-globex-g-0', 'np-globex-g-1', 'np-globex-g-2']);
    const other = await ok(`{ sensor(ref: { shortName: "np-globex-g-0" }) { location { sensors(limit: 50) { ${PAGE} } } } }`, 'globex-user');
    expect(other.sensor.location.sensors).toEqual({ totalCount: 3, limit: 50, offset: 0, nodes: globex.map((shortName) => ({ shortName })) });

    const all = await rest('/sensors/v1/sensor?location=global-internet', 'admin');
    expect(all.length).toBeGreaterThanOrEqual(7);
    const full = await ok(`{ sensorLocation(ref: { shortName: "global-internet" }) { sensors(limit: 3, offset: 2) { ${PAGE} } } }`, 'admin');
    expect(full.sensorLocation.sensors).toEqual({ totalCount: all.length, limit: 3, offset: 2, nodes: all.slice(2, 5).map((shortName) => ({ shortName })) });
  });

  it('pages a customer\'s locations and sensors (full type and reference) with the count of its REST list', async () => {
    const locations = await rest('/sensors/v1/location?customer=acme', 'acme-admin');
    const sensors = await rest('/sensors/v1/sensor?customer=acme', 'acme-admin');
    expect(locations).toHaveLength(4); // acme-hq and three np-acme-loc-*
    expect(sensors.length).toBeGreaterThanOrEqual(5);
    const query = `locations(limit: 2, offset: 1) { ${PAGE} } sensors(limit: 3) { ${PAGE} }`;
    const data = await ok(`{ customer(ref: { shortName: "acme" }) { ${query} } sensor(ref: { shortName: "np-acme-g-1" }) { customer { ${query} } } }`, 'acme-admin');
    const expected = {
      locations: { totalCount: 4, limit: 2, offset: 1, nodes: locations.slice(1, 3).map((shortName) => ({ shortName })) },
      sensors: { totalCount: sensors.length, limit: 3, offset: 0, nodes: sensors.slice(0, 3).map((shortName) => ({ shortName })) },
    };
    expect(data.customer).toEqual(expected);
    expect(data.sensor.customer).toEqual(expected);

    // Globex's page counts globex's rows only, the same as its REST lists.
    const globex = await ok(`{ customer(ref: { shortName: "globex" }) { locations(limit: 50) { totalCount } sensors(limit: 50) { totalCount nodes { shortName } } } }`, 'globex-user');
    expect(globex.customer.locations.totalCount).toBe((await rest('/sensors/v1/location?customer=globex', 'globex-user')).length);
    expect(globex.customer.locations.totalCount).toBe(3);
    expect(globex.customer.sensors.nodes.map((s: { shortName: string }) => s.shortName)).toEqual(await rest('/sensors/v1/sensor?customer=globex', 'globex-user'));
    expect(globex.customer.sensors.totalCount).toBe(4);
  });

  it('pages a sensor\'s interfaces, empty for a caller without viewSensorInterface', async () => {
    const all = await rest('/sensors/v1/sensor/np-acme-g-0/interface', 'acme-admin', 'interfaceName');
    expect(all).toEqual(['np0', 'np1', 'np2', 'np3']);
    const data = await ok('{ sensor(ref: { shortName: "np-acme-g-0" }) { interfaces(limit: 2, offset: 1) { totalCount limit offset nodes { interfaceName } } } }', 'acme-admin');
    expect(data.sensor.interfaces).toEqual({ totalCount: 4, limit: 2, offset: 1, nodes: [{ interfaceName: 'np1' }, { interfaceName: 'np2' }] });
    const without = await ok('{ sensor(ref: { shortName: "np-acme-g-0" }) { interfaces { totalCount nodes { interfaceName } } } }', await userWith(t, ['viewSensors']));
    expect(without.sensor.interfaces).toEqual({ totalCount: 0, nodes: [] });
  });

  it('refuses a bad page with INVALID_FIELD naming limit or offset at the edge\'s path', async () => {
    const edges: [string, (args: string) => string, string[]][] = [
      ['SensorLocation.sensors', (a) => `{ sensorLocation(ref: { shortName: "global-internet" }) { sensors(${a}) { totalCount } } }`, ['sensorLocation', 'sensors']],
      ['SensorLocationInfo.sensors', (a) => `{ sensor(ref: { shortName: "np-acme-g-0" }) { location { sensors(${a}) { totalCount } } } }`, ['sensor', 'location', 'sensors']],
      ['Customer.locations', (a) => `{ customer(ref: { shortName: "acme" }) { locations(${a}) { totalCount } } }`, ['customer', 'locations']],
      ['Customer.sensors', (a) => `{ customer(ref: { shortName: "acme" }) { sensors(${a}) { totalCount } } }`, ['customer', 'sensors']],
      ['CustomerInfo.locations', (a) => `{ sensor(ref: { shortName: "np-acme-g-0" }) { customer { locations(${a}) { totalCount } } } }`, ['sensor', 'customer', 'locations']],
      ['CustomerInfo.sensors', (a) => `{ sensor(ref: { shortName: "np-acme-g-0" }) { customer { sensors(${a}) { totalCount } } } }`, ['sensor', 'customer', 'sensors']],
      ['Sensor.interfaces', (a) => `{ sensor(ref: { shortName: "np-acme-g-0" }) { interfaces(${a}) { totalCount } } }`, ['sensor', 'interfaces']],
    ];
    let checked = 0;
    for (const [edge, query, path] of edges) {
      for (const [args, field] of [['limit: -1', 'limit'], [`limit: ${t.config.paging.maxLimit + 1}`, 'limit'], ['offset: -1', 'offset']] as const) {
        const res = await t.graphql(query(args), {}, { as: 'admin' });
        expect(res.body.errors?.[0]?.path, `${edge} ${args}`).toEqual(path);
        expect(res.body.errors[0].extensions, `${edge} ${args}`).toMatchObject({ code: 'INVALID_FIELD', field });
        checked += 1;
      }
    }
    expect(checked).toBe(21);
  });
});
