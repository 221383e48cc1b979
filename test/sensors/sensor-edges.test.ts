// A sensor's references lead on (issue #20): `sensor { location { sensors } }`
// and `sensor { sensorType { sensors } }`, with the rule of the sensor list:
// what each caller sees through them is what GET /sensors/v1/sensor shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTING_STATEMENTS, startTestApp, type TestApp } from '../support/app.ts';
import { userWith } from './helpers.ts';
import { requestStatements } from '../support/statements.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: COUNTING_STATEMENTS });
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

const names = (items: { shortName: string }[]) => items.map((i) => i.shortName);

async function restSensors(query: string, as: string): Promise<string[]> {
  const res = await t.get(`/sensors/v1/sensor?${query}&limit=100`, { as });
  expect(res.status).toBe(200);
  return names(res.body.data);
}

const WALK = `{ sensor(ref: { shortName: "acme-sensor-1" }) { shortName
  location { shortName customer { shortName } sensors { totalCount nodes { shortName } } }
  sensorType { shortName sensors { totalCount nodes { shortName location { shortName } } } } } }`;

describe('Sensor.location and Sensor.sensorType lead on', () => {
  it('walks from a sensor to its location and type and their sensors, as the sensor list answers them', async () => {
    const data = await ok(WALK, 'acme-admin');
    expect(data.sensor.location).toEqual({ shortName: 'acme-hq', customer: { shortName: 'acme' }, sensors: { totalCount: 1, nodes: [{ shortName: 'acme-sensor-1' }] } });
    expect(names(data.sensor.location.sensors.nodes)).toEqual(await restSensors('location=acme-hq', 'acme-admin'));
    const ofType = await restSensors('sensorType=nids', 'acme-admin');
    expect(ofType).toEqual(['acme-sensor-1', 'acme-emea-sensor-1']);
    expect(names(data.sensor.sensorType.sensors.nodes)).toEqual(ofType);
    expect(data.sensor.sensorType.sensors.totalCount).toBe(2);
    // The full types carry the same edges.
    const full = await ok('{ sensorType(ref: { shortName: "nids" }) { sensors(limit: 1, offset: 1) { totalCount nodes { shortName } } } sensorLocation(ref: { shortName: "acme-hq" }) { sensors { nodes { shortName } } } }', 'acme-admin');
    expect(full.sensorType.sensors).toEqual({ totalCount: 2, nodes: [{ shortName: 'acme-emea-sensor-1' }] });
    expect(full.sensorLocation.sensors.nodes).toEqual([{ shortName: 'acme-sensor-1' }]);
  });

  it('shows an operator every customer\'s sensors of the type', async () => {
    const data = await ok(WALK, 'admin');
    const all = await restSensors('sensorType=nids', 'admin');
    expect(all).toContain('globex-sensor-1');
    expect(names(data.sensor.sensorType.sensors.nodes)).toEqual(all);
  });

  it('shows a caller without viewSensors no sensors of a type', async () => {
    const key = await userWith(t, ['viewApplications', 'viewLocations']);
    const data = await ok('{ sensorType(ref: { shortName: "nids" }) { shortName sensors { totalCount nodes { shortName } } } sensorLocation(ref: { shortName: "acme-hq" }) { sensors { totalCount nodes { shortName } } } }', key);
    expect(data.sensorType).toEqual({ shortName: 'nids', sensors: { totalCount: 0, nodes: [] } });
    expect(data.sensorLocation.sensors).toEqual({ totalCount: 0, nodes: [] });
  });

  it('shows a caller of another customer none of acme\'s sensors, and an acme sensor as missing', async () => {
    const data = await ok('{ sensor(ref: { shortName: "globex-sensor-1" }) { location { sensors { totalCount nodes { shortName } } } sensorType { sensors { totalCount nodes { shortName } } } } }', 'globex-user');
    expect(data.sensor.location.sensors).toEqual({ totalCount: 1, nodes: [{ shortName: 'globex-sensor-1' }] });
    expect(data.sensor.sensorType.sensors).toEqual({ totalCount: 1, nodes: [{ shortName: 'globex-sensor-1' }] });
    const [other, missing] = await Promise.all([
      t.graphql('{ sensor(ref: { shortName: "acme-sensor-1" }) { location { sensors { nodes { shortName } } } } }', {}, { as: 'globex-user' }),
      t.graphql('{ sensor(ref: { shortName: "no-such-sensor" }) { location { sensors { nodes { shortName } } } } }', {}, { as: 'globex-user' }),
    ]);
    expect(other.body.data).toEqual(missing.body.data);
    expect(other.body.errors[0].extensions.code).toBe(missing.body.errors[0].extensions.code);
    expect(JSON.stringify(data)).not.toMatch(/acme/);
  });

  it('refuses a bad page of a type\'s sensors with INVALID_FIELD naming the field', async () => {
    for (const [args, field] of [['limit: -1', 'limit'], ['offset: -1', 'offset']] as const) {
      const res = await t.graphql(`{ sensor(ref: { shortName: "acme-sensor-1" }) { sensorType { sensors(${args}) { totalCount } } } }`, {}, { as: 'acme-admin' });
      expect(res.body.errors[0].path).toEqual(['sensor', 'sensorType', 'sensors']);
      expect(res.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field });
    }
  });

  it('costs the same statements for 5 and for 50 sensors, each at its own location', async () => {
    const db = t.database.prisma;
    const acme = await db.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
    const type = await db.sensorType.findUniqueOrThrow({ where: { shortName: 'nids' } });
    let made = 0;
    const grow = async (count: number) => {
      const base = made;
      made += count;
      const locations = await db.sensorLocation.createManyAndReturn({
        data: Array.from({ length: count }, (_, i) => ({ shortName: `edge-loc-${base + i}`, name: 'Edge', networkZone: 'INTERNAL' as const, timeZoneDescription: 'Europe/Oslo', customerId: acme.id })),
      });
      await db.sensor.createMany({ data: locations.map((l, i) => ({ shortName: `edge-s-${base + i}`, hostname: `edge-${base + i}.acme.example`, customerId: acme.id, sensorTypeId: type.id, locationId: l.id })) });
    };
    const query = `{ sensors(keywords: ["edge-s-"], limit: 100) { nodes { shortName location { shortName customer { shortName } sensors { totalCount nodes { shortName } } }
      sensorType { shortName sensors(limit: 3) { totalCount nodes { shortName } } } } } }`;
    const run = async () => {
      await t.graphql(query, {}, { as: 'acme-admin' });
      const { result, statements } = await t.database.statements.capture(() => t.graphql(query, {}, { as: 'acme-admin' }));
      expect(result.body.errors).toBeUndefined();
      const items = result.body.data.sensors.nodes as { location: { sensors: { nodes: unknown[] } } }[];
      return { sensors: items.length, atLocations: items.reduce((n, s) => n + s.location.sensors.nodes.length, 0), count: requestStatements(statements).length };
    };
    await grow(5);
    const five = await run();
    expect(five).toMatchObject({ sensors: 5, atLocations: 5 });
    await grow(45);
    const fifty = await run();
    expect(fifty).toMatchObject({ sensors: 50, atLocations: 50 });
    expect(fifty.count).toBe(five.count);
    // docs/graphql.md, "Walking references": the sensors and what they lead to in one statement, and the
    // totals of the type's pages of 3 (more sensors follow) in one more, however many sensors.
    expect(five.count).toBe(3);
  });
});
