// Id arguments that were GraphQL Ints before they took global ids (a network's
// id, a permission's, an API key's) are still read by REST as the Int they
// were (src/schema/common/rest-int.ts): the same number forms, the same
// refusals in the same order, a negative id still a miss.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let network: number;
beforeAll(async () => {
  t = await startTestApp();
  const res = await t.graphql('{ customerNetworks { nodes { databaseId } } }', {}, { as: 'acme-admin' });
  network = res.body.data.customerNetworks.nodes[0].databaseId;
});
afterAll(async () => {
  await t?.close();
});

const NETWORK = '/customernetworks/v1/network';

describe('REST reads formerly-Int id arguments as Ints', () => {
  it('a network id written as 5.0 or 5e0 is the network 5, as it always was', async () => {
    const plain = await t.get(`${NETWORK}/${network}`, { as: 'acme-admin' });
    expect(plain.status).toBe(200);
    for (const form of [`${network}.0`, `${network}e0`]) {
      const res = await t.get(`${NETWORK}/${form}`, { as: 'acme-admin' });
      expect({ form, status: res.status, data: res.body.data }).toEqual({ form, status: 200, data: plain.body.data });
    }
  });

  it('text, a fraction and a number beyond 32 bits are 412 naming id, in the Int wording', async () => {
    for (const [form, message] of [
      ['abc', 'id must be a whole number'],
      ['1.5', 'id must be a whole number'],
      ['1e10', 'id must be a whole number from -2147483648 to 2147483647'],
    ] as const) {
      const res = await t.get(`${NETWORK}/${form}`, { as: 'acme-admin' });
      expect(res.status, form).toBe(412);
      expect(envelopeError(res), form).toMatchObject({ type: 'FIELD_ERROR', field: 'id', message });
    }
  });

  it('a global id is not a REST id: 412 naming id', async () => {
    const gid = (await t.graphql(`{ customerNetwork(id: "${network}") { id } }`, {}, { as: 'acme-admin' })).body.data.customerNetwork.id as string;
    const res = await t.get(`${NETWORK}/${encodeURIComponent(gid)}`, { as: 'acme-admin' });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ field: 'id', message: 'id must be a whole number' });
  });

  it('the path id is refused before the body, as before', async () => {
    const res = await t.request('PUT', `${NETWORK}/abc`, { as: 'acme-admin', body: { zone: 'bogus' } });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ field: 'id' });
  });

  it('a negative id is looked up and missed: 404, for a network and a permission', async () => {
    expect((await t.get(`${NETWORK}/-1`, { as: 'acme-admin' })).status).toBe(404);
    expect((await t.request('DELETE', '/useradmin/v2/permission/-1', { as: 'admin' })).status).toBe(404);
  });

  it('a permission id and an API key id take the same forms', async () => {
    for (const path of ['/useradmin/v2/permission/abc', '/useradmin/v2/user/acme-user/apikey/abc']) {
      const res = await t.request('DELETE', path, { as: 'admin' });
      expect(res.status, path).toBe(412);
      expect(envelopeError(res), path).toMatchObject({ field: 'id', message: 'id must be a whole number' });
    }
  });
});
