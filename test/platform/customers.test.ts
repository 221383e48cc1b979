// /customers/v1 and the customers/customer GraphQL queries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /customers/v1/customer/{idOrShortName}', () => {
  it('answers a customer by short name in the single-result envelope', async () => {
    const res = await t.get('/customers/v1/customer/acme-emea', { as: 'acme-user' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ responseCode: 200, limit: 0, offset: 0, count: 0, size: 0 });
    expect(res.body.messages).toBeUndefined();
    expect(res.body.data).toMatchObject({
      shortName: 'acme-emea',
      name: 'ACME EMEA',
      domain: { name: 'vigil' },
      parent: { shortName: 'acme' },
      flags: [],
    });
    expect(typeof res.body.data.id).toBe('number');
    expect(typeof res.body.data.createdTimestamp).toBe('number');
  });

  it('answers the same customer by id', async () => {
    const byName = await t.get('/customers/v1/customer/acme', { as: 'analyst' });
    const byId = await t.get(`/customers/v1/customer/${byName.body.data.id}`, { as: 'analyst' });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toEqual(byName.body.data);
  });
});
