// Customer networks' reference inputs (docs/graphql.md "Ids"): the customer a
// network is added for (CustomerRef) and its location (SensorLocationRef) are
// named by the key the caller gives; network ids stay ID. REST keeps its text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ADD = 'mutation ($c: CustomerRef!, $l: SensorLocationRef, $n: String!) { addCustomerNetwork(input: { customer: $c, location: $l, networkAddress: $n }) { network { customer { shortName } location { shortName } networkAddress { prefix } } } }';

describe('addCustomerNetwork and the bulk adds take references', () => {
  it('names the customer and the location by either key', async () => {
    const ids = (await t.graphql('{ customer(ref: { shortName: "acme" }) { id databaseId } sensorLocation(ref: { shortName: "acme-hq" }) { id } }', {}, { as: 'admin' })).body.data;
    const cases = [
      [{ shortName: 'acme' }, { shortName: 'acme-hq' }],
      [{ id: ids.customer.id }, { id: ids.sensorLocation.id }],
      [{ id: String(ids.customer.databaseId) }, null],
    ] as const;
    for (const [i, [c, l]] of cases.entries()) {
      const res = await t.graphql(ADD, { c, l, n: `10.61.${i}.0/24` }, { as: 'acme-admin' });
      expect(res.body, JSON.stringify({ c, l })).toEqual({
        data: { addCustomerNetwork: { network: { customer: { shortName: 'acme' }, location: l ? { shortName: 'acme-hq' } : null, networkAddress: { prefix: `10.61.${i}.0/24` } } } },
      });
    }
    const bulk = await t.graphql('mutation { addCustomerNetworksLenient(input: { customer: { shortName: "acme" }, networks: [{ networkAddress: "10.61.9.0/24" }] }) { report { acceptedCount } } }', {}, { as: 'acme-admin' });
    expect(bulk.body).toEqual({ data: { addCustomerNetworksLenient: { report: { acceptedCount: 1 } } } });
  });

  it('a short name is never read as an id; a bad key names the field', async () => {
    const { databaseId } = (await t.graphql('{ customer(ref: { shortName: "acme" }) { databaseId } }', {}, { as: 'admin' })).body.data.customer;
    const digits = await t.graphql(ADD, { c: { shortName: String(databaseId) }, n: '10.62.0.0/24' }, { as: 'acme-admin' });
    expect(digits.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'customer', messageTemplate: 'unknown.customer' });
    const badId = await t.graphql(ADD, { c: { id: 'acme' }, n: '10.62.0.0/24' }, { as: 'acme-admin' });
    expect(badId.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'customer' });
    const badLocation = await t.graphql(ADD, { c: { shortName: 'acme' }, l: { shortName: 'a b' }, n: '10.62.0.0/24' }, { as: 'acme-admin' });
    expect(badLocation.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'location' });
    const both = await t.graphql(ADD, { c: { id: '1', shortName: 'acme' }, n: '10.62.0.0/24' }, { as: 'acme-admin' });
    expect(both.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const literal = await t.graphql('mutation { addCustomerNetwork(input: { customer: {}, networkAddress: "10.62.0.0/24" }) { network { id } } }', {}, { as: 'acme-admin' });
    expect(literal.body.errors[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });

  it("another customer's location answers like a missing one (the field named, the value quoted)", async () => {
    const hidden = await t.graphql(ADD, { c: { shortName: 'acme' }, l: { shortName: 'globex-hq' }, n: '10.63.0.0/24' }, { as: 'acme-admin' });
    const missing = await t.graphql(ADD, { c: { shortName: 'acme' }, l: { shortName: 'globex-nowhere' }, n: '10.63.0.0/24' }, { as: 'acme-admin' });
    expect(hidden.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'location', messageTemplate: 'invalid.field.value' });
    const strip = (body: unknown, name: string) => JSON.parse(JSON.stringify(body).replaceAll(name, 'X').replace(/"timestamp":\d+/g, '"timestamp":0'));
    // The whole answer, apart from the name asked for: nothing tells the location exists.
    expect(strip(hidden.body, 'globex-hq')).toEqual(strip(missing.body, 'globex-nowhere'));
    // An invisible customer: exactly an unknown one.
    const globex = await t.graphql(ADD, { c: { shortName: 'globex' }, n: '10.64.0.0/24' }, { as: 'acme-admin' });
    const nobody = await t.graphql(ADD, { c: { shortName: 'nosuchco' }, n: '10.64.0.0/24' }, { as: 'acme-admin' });
    expect(globex.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'customer' });
    expect(strip(globex.body, 'globex')).toEqual(strip(nobody.body, 'nosuchco'));
  });
});

describe('REST keeps its text', () => {
  it('a body customer and location by id or short name, refusals named as before', async () => {
    const acme = (await t.get('/customers/v1/customer/acme', { as: 'admin' })).body.data.id as number;
    const byId = await t.request('POST', '/customernetworks/v1/network/', { as: 'acme-admin', body: { customer: acme, networkAddress: '10.65.0.0/24', location: 'acme-hq' } });
    expect(byId.status, JSON.stringify(byId.body)).toBe(201);
    expect(byId.body.data).toMatchObject({ customer: { shortName: 'acme' }, location: { shortName: 'acme-hq' } });
    const unknown = await t.request('POST', '/customernetworks/v1/network/', { as: 'acme-admin', body: { customer: 'globex', networkAddress: '10.65.1.0/24' } });
    expect(unknown.status).toBe(412);
    expect(envelopeError(unknown)).toMatchObject({ field: 'customer', messageTemplate: 'unknown.customer', message: 'Unknown customer "globex"' });
  });
});
