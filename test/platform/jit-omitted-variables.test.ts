// A document is compiled by graphql-jit from its second run on
// (src/graphql/jit-when-repeated.ts). A client that leaves out a variable
// it uses as an input object's field (an optional value it does not have)
// must get the same answer every time: the field absent, as the GraphQL
// specification says, not set to null from the second run on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const UPDATE = `mutation ($ref: SensorLocationRef!, $name: String, $shortName: String) {
  updateSensorLocation(input: { location: $ref, name: $name, shortName: $shortName }) { location { shortName name } }
}`;

describe('a variable left out of a repeated document', () => {
  it('leaves its input field absent on every run, compiled or not', async () => {
    const acme = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' }, select: { id: true } });
    const added = await t.request('POST', '/sensors/v1/location', { as: 'admin', body: { shortName: 'jit-omitted', name: 'Before', networkZone: 'DMZ', customerID: acme.id, timeZoneDescription: 'Europe/Oslo' } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    for (let run = 1; run <= 4; run += 1) {
      const res = await t.graphql(UPDATE, { ref: { shortName: 'jit-omitted' }, name: `Run ${run}` }, { as: 'admin' });
      expect(res.body.errors, `run ${run}`).toBeUndefined();
      expect(res.body.data.updateSensorLocation.location).toEqual({ shortName: 'jit-omitted', name: `Run ${run}` });
    }
    // Given as null it is null: the input error names the field, first run or compiled.
    for (let run = 1; run <= 3; run += 1) {
      const res = await t.graphql(UPDATE, { ref: { shortName: 'jit-omitted' }, name: 'Null', shortName: null }, { as: 'admin' });
      expect(res.body.errors?.[0]?.extensions, `null run ${run}`).toMatchObject({ code: 'INVALID_FIELD', field: 'shortName' });
    }
    const kept = await t.get('/sensors/v1/location/jit-omitted', { as: 'admin' });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ shortName: 'jit-omitted', name: 'Run 4' });
  });
});
