// /customernetworks/v1 and its GraphQL operations, black box over HTTP: every
// endpoint's happy path, bad input (412 naming the field, nothing changed),
// a caller without permission (403), a missing network (404) and a caller
// of another customer; bulk in both modes; search with containment and CSV;
// statement counts of the search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../../src/domains/identity/api-keys.ts';
import { envelopeError, startTestApp, type TestApp, COUNTING_STATEMENTS } from '../support/app.ts';

let t: TestApp;
/** A user of acme with no permission at all. */
let nobody: string;
const BASE = '/customernetworks/v1/network';

beforeAll(async () => {
  t = await startTestApp({ env: COUNTING_STATEMENTS });
  const acme = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
  const user = await t.database.prisma.user.create({ data: { shortName: 'cn-nobody', name: 'No Rights', customerId: acme.id, domainId: acme.domainId } });
  nobody = (await issueApiKey(t.database.prisma, t.config, { userId: user.id })).key;
});
afterAll(async () => {
  await t?.close();
});

async function idOf(customer: string, network: string): Promise<number> {
  const c = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: customer } });
  return (await t.database.prisma.customerNetwork.findFirstOrThrow({ where: { customerId: c.id, network } })).id;
}

async function networkCount(): Promise<number> {
  return t.database.prisma.customerNetwork.count();
}

const add = (as: string, body: unknown) => t.request('POST', `${BASE}/`, { as, body });
const prefixes = (res: { body: { data: { networkAddress: { prefix: string } }[] } }) => res.body.data.map((n) => n.networkAddress.prefix);

function expectFieldError(res: { status: number; body: any }, field: string) {
  expect(res.status).toBe(412);
  expect(res.body).toMatchObject({ responseCode: 412, data: null });
  expect(envelopeError(res as never)).toMatchObject({ type: 'FIELD_ERROR', field });
}

describe('GET /network/{id}', () => {
  it('answers a network of the caller\'s customer with address, mask bits and info objects', async () => {
    const id = await idOf('acme', '10.10.0.0/16');
    const res = await t.get(`${BASE}/${id}`, { as: 'acme-user' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ responseCode: 200, count: 0, size: 0 });
    expect(res.body.data).toMatchObject({
      id,
      customer: { shortName: 'acme', name: 'ACME Corporation' },
      networkAddress: { address: '10.10.0.0', maskBits: 16, prefix: '10.10.0.0/16' },
      description: 'ACME head office LAN',
      zone: 'INTERNAL',
      location: null,
      flags: ['CLIENT'],
      verified: true,
      verifiedBy: { shortName: 'admin' },
      createdBy: { shortName: 'admin' },
    });
    expect(res.body.data.createdTimestamp).toBeGreaterThan(1_600_000_000_000);
  });

  it('shows a single host with its full mask', async () => {
    const res = await t.get(`${BASE}/${await idOf('acme', '192.0.2.53/32')}`, { as: 'analyst' });
    expect(res.body.data.networkAddress).toEqual({ address: '192.0.2.53', maskBits: 32, prefix: '192.0.2.53/32' });
    expect(res.body.data.flags).toEqual(['DNS', 'UNVERIFIED']);
    expect(res.body.data.verified).toBe(false);
  });

  it('answers 412 naming id for a non-numeric id', async () => {
    expectFieldError(await t.get(`${BASE}/abc`, { as: 'analyst' }), 'id');
  });

  it('answers 404 for a missing network', async () => {
    const res = await t.get(`${BASE}/999999`, { as: 'admin' });
    expect(res.status).toBe(404);
    expect(envelopeError(res)).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'object.not.found' });
  });

  it('answers 404 (not the data) to a caller of another customer', async () => {
    const res = await t.get(`${BASE}/${await idOf('acme', '10.10.0.0/16')}`, { as: 'globex-user' });
    expect(res.status).toBe(404);
    expect(res.body.data).toBeNull();
  });

  it('answers 403 to a caller who may view no networks, 401 without a key', async () => {
    const id = await idOf('acme', '10.10.0.0/16');
    expect((await t.get(`${BASE}/${id}`, { as: nobody })).status).toBe(403);
    expect((await t.get(`${BASE}/${id}`)).status).toBe(401);
  });
});

describe('POST /network/', () => {
  it('adds an IPv4 network (201, UNVERIFIED, created by the caller)', async () => {
    const res = await add('acme-admin', { customer: 'acme', networkAddress: '172.16.0.0/12', description: 'ACME VPN pool', zone: 'INTERNAL', flags: ['NAT'] });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      customer: { shortName: 'acme' },
      networkAddress: { address: '172.16.0.0', maskBits: 12 },
      description: 'ACME VPN pool',
      zone: 'INTERNAL',
      flags: ['NAT', 'UNVERIFIED'],
      verified: false,
      verifiedBy: null,
      createdBy: { shortName: 'acme-admin' },
    });
    expect(typeof res.body.data.id).toBe('number');
  });

  it('adds an IPv6 network normalised to lower case, and a host by customer id', async () => {
    const six = await add('acme-admin', { customer: 'acme', networkAddress: '2001:DB8:AC:FF00::/56' });
    expect(six.status).toBe(201);
    expect(six.body.data.networkAddress).toEqual({ address: '2001:db8:ac:ff00::', maskBits: 56, prefix: '2001:db8:ac:ff00::/56' });
    expect(six.body.data.zone).toBe('UNKNOWN');
    const acme = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
    const host = await add('admin', { customer: acme.id, networkAddress: '203.0.113.9' });
    expect(host.status).toBe(201);
    expect(host.body.data.networkAddress).toMatchObject({ address: '203.0.113.9', maskBits: 32 });
  });

  it.each([
    ['networkAddress', { networkAddress: '10.0.0.300/8' }, 'invalid.network.address'],
    ['networkAddress', { networkAddress: 'not-an-ip' }, 'invalid.network.address'],
    ['networkAddress', { networkAddress: '10.0.0.0/33' }, 'invalid.prefix.length'],
    ['networkAddress', { networkAddress: '2001:db8::/129' }, 'invalid.prefix.length'],
    ['networkAddress', { networkAddress: '10.0.0.1/8' }, 'invalid.network.host.bits'],
    ['customer', { customer: 'no-such-customer' }, 'unknown.customer'],
    ['networkAddress', { networkAddress: '10.10.0.0/16' }, 'network.exists'],
    ['flags', { flags: ['NOPE'] }, undefined],
    ['flags', { flags: ['DELETED'] }, undefined],
    ['location', { location: 424242 }, 'invalid.field.value'],
    // Another customer's location, one acme-admin cannot reach: exactly a location that does not exist.
    ['location', { location: 'globex-hq' }, 'invalid.field.value'],
    ['description', { description: 'x'.repeat(1001) }, 'invalid.field.max'],
    ['zone', { zone: 'MOON' }, undefined],
    ['networkAddress', { networkAddress: undefined }, undefined],
  ])('answers 412 naming %s for %j, adding nothing', async (field, override, template) => {
    const before = await networkCount();
    const res = await add('acme-admin', { customer: 'acme', networkAddress: '10.99.0.0/16', ...override });
    expectFieldError(res, field);
    if (template) expect(envelopeError(res).messageTemplate).toBe(template);
    expect(await networkCount()).toBe(before);
  });

  it("names another customer's location as such only to a caller who reaches that customer", async () => {
    const before = await networkCount();
    const res = await add('admin', { customer: 'acme', networkAddress: '10.97.0.0/16', location: 'globex-hq' });
    expectFieldError(res, 'location');
    expect(envelopeError(res)).toMatchObject({ messageTemplate: 'invalid.field.reference' });
    expect(envelopeError(res).message).toMatch(/belongs to another customer/);
    const hidden = await add('acme-admin', { customer: 'acme', networkAddress: '10.97.0.0/16', location: 'globex-hq' });
    const missing = await add('acme-admin', { customer: 'acme', networkAddress: '10.97.0.0/16', location: 'globex-nowhere' });
    const strip = (body: unknown, name: string) => JSON.parse(JSON.stringify(body).replaceAll(name, 'X').replace(/"timestamp":\d+/g, '"timestamp":0'));
    expect([hidden.status, strip(hidden.body, 'globex-hq')]).toEqual([missing.status, strip(missing.body, 'globex-nowhere')]);
    expect(await networkCount()).toBe(before);
  });

  it('answers 403 to a user without add; acme-admin naming globex gets what an unknown customer gets (412 unknown.customer)', async () => {
    const before = await networkCount();
    expect((await add('acme-user', { customer: 'globex', networkAddress: '10.98.0.0/16' })).status).toBe(403);
    expect((await add('acme-user', { customer: 'acme', networkAddress: '10.98.0.0/16' })).status).toBe(403);
    const hidden = await add('acme-admin', { customer: 'globex', networkAddress: '10.98.0.0/16' });
    const unknown = await add('acme-admin', { customer: 'no-such-customer', networkAddress: '10.98.0.0/16' });
    expectFieldError(hidden, 'customer');
    expectFieldError(unknown, 'customer');
    expect(hidden.body.messages[0]).toMatchObject({ messageTemplate: 'unknown.customer', message: 'Unknown customer "globex"', parameter: 'globex' });
    expect(unknown.body.messages[0]).toMatchObject({ messageTemplate: 'unknown.customer', message: 'Unknown customer "no-such-customer"' });
    expect(await networkCount()).toBe(before);
  });

  it('reactivates a deleted network when it is added again (same id, fresh UNVERIFIED state)', async () => {
    const created = await add('acme-admin', { customer: 'acme', networkAddress: '10.97.0.0/16', description: 'old' });
    const id = created.body.data.id;
    await t.request('PUT', `${BASE}/${id}/verify`, { as: 'admin' });
    expect((await t.request('DELETE', `${BASE}/${id}`, { as: 'acme-admin' })).body.data.flags).toContain('DELETED');
    const again = await add('acme-admin', { customer: 'acme', networkAddress: '10.97.0.0/16', description: 'new' });
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ id, description: 'new', flags: ['UNVERIFIED'], verified: false, verifiedBy: null });
  });
});

describe('PUT /network/{id}', () => {
  let id: number;
  beforeAll(async () => {
    id = (await add('acme-admin', { customer: 'acme', networkAddress: '10.96.0.0/16', description: 'to update', flags: ['CLIENT'] })).body.data.id;
  });

  it('changes only the fields given and adds/removes flags', async () => {
    const res = await t.request('PUT', `${BASE}/${id}`, { as: 'acme-admin', body: { description: 'updated', flagsToEnable: ['UNASSIGNED', 'GUEST'], flagsToDisable: ['CLIENT'] } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, description: 'updated', zone: 'UNKNOWN', flags: ['GUEST', 'UNASSIGNED', 'UNVERIFIED'], lastUpdatedBy: { shortName: 'acme-admin' } });
    const zone = await t.request('PUT', `${BASE}/${id}`, { as: 'acme-admin', body: { zone: 'DMZ' } });
    expect(zone.body.data).toMatchObject({ description: 'updated', zone: 'DMZ' });
  });

  it('applies concurrent flag updates atomically: none is lost', async () => {
    const flags = ['CLIENT', 'PROXY', 'NAT', 'SCANNER', 'DNS'];
    const results = await Promise.all(flags.map((flag) => t.request('PUT', `${BASE}/${id}`, { as: 'acme-admin', body: { flagsToEnable: [flag] } })));
    expect(results.map((r) => r.status)).toEqual(flags.map(() => 200));
    const res = await t.get(`${BASE}/${id}`, { as: 'acme-admin' });
    expect(res.body.data.flags).toEqual(expect.arrayContaining([...flags, 'GUEST', 'UNASSIGNED', 'UNVERIFIED']));
    const removals = await Promise.all(flags.map((flag) => t.request('PUT', `${BASE}/${id}`, { as: 'acme-admin', body: { flagsToDisable: [flag] } })));
    expect(removals.every((r) => r.status === 200)).toBe(true);
    expect((await t.get(`${BASE}/${id}`, { as: 'acme-admin' })).body.data.flags).toEqual(['GUEST', 'UNASSIGNED', 'UNVERIFIED']);
  });

  it.each([
    ['body', {}],
    ['body', { flagsToEnable: [] }],
    ['flagsToEnable', { flagsToEnable: ['NOPE'] }],
    ['flagsToEnable', { flagsToEnable: ['DELETED'] }],
    ['flagsToDisable', { flagsToDisable: ['UNVERIFIED'] }],
    ['flagsToDisable', { flagsToEnable: ['NAT'], flagsToDisable: ['NAT'] }],
    ['location', { location: 424242 }],
    ['location', { location: 'globex-hq' }],
    ['zone', { zone: null }],
    ['networkAddress', { networkAddress: '10.0.0.0/8' }],
  ])('answers 412 naming %s for %j, changing nothing', async (field, body) => {
    const before = await t.database.prisma.customerNetwork.findUniqueOrThrow({ where: { id } });
    expectFieldError(await t.request('PUT', `${BASE}/${id}`, { as: 'acme-admin', body }), field);
    expect(await t.database.prisma.customerNetwork.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it('answers 403 to a viewer without update, 404 for missing or another customer\'s network', async () => {
    expect((await t.request('PUT', `${BASE}/${id}`, { as: 'acme-user', body: { description: 'x' } })).status).toBe(403);
    expect((await t.request('PUT', `${BASE}/999999`, { as: 'admin', body: { description: 'x' } })).status).toBe(404);
    expect((await t.request('PUT', `${BASE}/${id}`, { as: 'globex-user', body: { description: 'x' } })).status).toBe(404);
    expect((await t.get(`${BASE}/${id}`, { as: 'acme-user' })).body.data.description).toBe('updated');
  });

  it('refuses to update a deleted network (412 ACTION_ERROR)', async () => {
    const other = (await add('acme-admin', { customer: 'acme', networkAddress: '10.95.0.0/16' })).body.data.id;
    await t.request('DELETE', `${BASE}/${other}`, { as: 'acme-admin' });
    const res = await t.request('PUT', `${BASE}/${other}`, { as: 'acme-admin', body: { description: 'x' } });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'network.deleted' });
  });
});

describe('PUT /network/{id}/verify and /unverify', () => {
  let id: number;
  beforeAll(async () => {
    id = (await add('acme-admin', { customer: 'acme', networkAddress: '10.94.0.0/16' })).body.data.id;
  });

  it('verifies (admin) and unverifies, answering the updated network', async () => {
    const verified = await t.request('PUT', `${BASE}/${id}/verify`, { as: 'admin' });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ id, verified: true, flags: [], verifiedBy: { shortName: 'admin' } });
    expect(verified.body.data.verifiedTimestamp).toBeGreaterThan(0);
    const again = await t.request('PUT', `${BASE}/${id}/verify`, { as: 'admin' });
    expect(again.body.data.verifiedTimestamp).toBe(verified.body.data.verifiedTimestamp);
    const unverified = await t.request('PUT', `${BASE}/${id}/unverify`, { as: 'admin' });
    expect(unverified.status).toBe(200);
    expect(unverified.body.data).toMatchObject({ verified: false, flags: ['UNVERIFIED'], verifiedBy: null, verifiedTimestamp: null });
  });

  it('answers 403 to acme-admin (verification is a separate permission) and to acme-user', async () => {
    for (const op of ['verify', 'unverify']) {
      expect((await t.request('PUT', `${BASE}/${id}/${op}`, { as: 'acme-admin' })).status).toBe(403);
      expect((await t.request('PUT', `${BASE}/${id}/${op}`, { as: 'acme-user' })).status).toBe(403);
    }
  });

  it('answers 404 for a missing network or another customer\'s, 412 for a bad id', async () => {
    for (const op of ['verify', 'unverify']) {
      expect((await t.request('PUT', `${BASE}/999999/${op}`, { as: 'admin' })).status).toBe(404);
      expect((await t.request('PUT', `${BASE}/${id}/${op}`, { as: 'globex-user' })).status).toBe(404);
      expectFieldError(await t.request('PUT', `${BASE}/x1/${op}`, { as: 'admin' }), 'id');
    }
  });
});

describe('DELETE /network/{id}', () => {
  it('soft-deletes: the row stays, flagged DELETED, left out of searches unless includeDeleted', async () => {
    const id = (await add('acme-admin', { customer: 'acme', networkAddress: '10.93.0.0/16', description: 'doomed' })).body.data.id;
    const res = await t.request('DELETE', `${BASE}/${id}`, { as: 'acme-admin' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, description: 'doomed' });
    expect(res.body.data.flags).toContain('DELETED');
    expect((await t.get(`${BASE}/${id}`, { as: 'acme-user' })).body.data.flags).toContain('DELETED');
    const search = await t.request('POST', `${BASE}/search`, { as: 'acme-user', body: { addresses: ['10.93.1.1'] } });
    expect(search.body.count).toBe(0);
    const withDeleted = await t.request('POST', `${BASE}/search`, { as: 'acme-user', body: { addresses: ['10.93.1.1'], includeDeleted: true } });
    expect(prefixes(withDeleted)).toEqual(['10.93.0.0/16']);
    expect((await t.request('DELETE', `${BASE}/${id}`, { as: 'acme-admin' })).status).toBe(200);
  });

  it('answers 403 to acme-user, 404 to globex-user and for a missing network, 412 for a bad id', async () => {
    const id = await idOf('acme', '192.0.2.0/24');
    expect((await t.request('DELETE', `${BASE}/${id}`, { as: 'acme-user' })).status).toBe(403);
    expect((await t.request('DELETE', `${BASE}/${id}`, { as: 'globex-user' })).status).toBe(404);
    expect((await t.request('DELETE', `${BASE}/999999`, { as: 'admin' })).status).toBe(404);
    expectFieldError(await t.request('DELETE', `${BASE}/abc`, { as: 'admin' }), 'id');
    expect((await t.get(`${BASE}/${id}`, { as: 'acme-user' })).body.data.flags).not.toContain('DELETED');
  });
});

describe('POST /network/bulk/lenient', () => {
  const url = `${BASE}/bulk/lenient`;
  let deletedId: number;
  beforeAll(async () => {
    deletedId = (await add('acme-admin', { customer: 'acme', networkAddress: '10.92.0.0/16' })).body.data.id;
    await t.request('DELETE', `${BASE}/${deletedId}`, { as: 'acme-admin' });
  });
  const mixed = () => [
    { networkAddress: '10.91.0.0/16', description: 'good one' },
    { networkAddress: '10.10.0.0/16', description: 'exists' },
    { networkAddress: '10.91.0.1/16', description: 'host bits' },
    { networkAddress: 'garbage' },
    { networkAddress: '2001:db8:91::/48', description: 'good six' },
    { networkAddress: '10.91.0.0/16', description: 'twice' },
    { networkAddress: '10.92.0.0/16', description: 'was deleted' },
  ];

  it('with ignoreOnFailed false adds nothing and names every failed network', async () => {
    const before = await networkCount();
    const res = await t.request('POST', url, { as: 'acme-admin', body: { customer: 'acme', ignoreOnFailed: false, networks: mixed() } });
    expect(res.status).toBe(412);
    expect(res.body.data).toBeNull();
    const [summary, ...perNetwork] = res.body.messages;
    expect(summary).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'bulk.rejected' });
    expect(perNetwork.map((m: { field: string; messageTemplate: string }) => [m.field, m.messageTemplate])).toEqual([
      ['networks[1].networkAddress', 'network.exists'],
      ['networks[2].networkAddress', 'invalid.network.host.bits'],
      ['networks[3].networkAddress', 'invalid.network.address'],
      ['networks[5].networkAddress', 'network.duplicate.in.request'],
    ]);
    expect(await networkCount()).toBe(before);
    expect((await t.get(`${BASE}/${deletedId}`, { as: 'acme-admin' })).body.data.flags).toContain('DELETED');
  });

  it('with ignoreOnFailed true adds every network it can (reactivating deleted ones) and lists the rest', async () => {
    const res = await t.request('POST', url, { as: 'acme-admin', body: { customer: 'acme', ignoreOnFailed: true, networks: mixed() } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ acceptedCount: 3, createdCount: 2, reactivatedCount: 1, overwrittenCount: 0, failedCount: 4 });
    expect(res.body.data.failures.map((f: { index: number }) => f.index)).toEqual([1, 2, 3, 5]);
    expect(res.body.data.acceptedIds).toHaveLength(3);
    expect(res.body.data.acceptedIds[2]).toBe(deletedId);
    const back = await t.get(`${BASE}/${deletedId}`, { as: 'acme-admin' });
    expect(back.body.data).toMatchObject({ description: 'was deleted', flags: ['UNVERIFIED'] });
  });

  it('with overwrite true replaces the description of an active network', async () => {
    const res = await t.request('POST', url, { as: 'acme-admin', body: { customer: 'acme', overwrite: true, networks: [{ networkAddress: '10.91.0.0/16', description: 'overwritten' }] } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ acceptedCount: 1, overwrittenCount: 1, failedCount: 0 });
    expect((await t.get(`${BASE}/${res.body.data.acceptedIds[0]}`, { as: 'acme-admin' })).body.data.description).toBe('overwritten');
    const zone = await t.request('POST', url, { as: 'acme-admin', body: { customer: 'acme', overwrite: true, ignoreOnFailed: true, networks: [{ networkAddress: '10.91.0.0/16', description: 'again', zone: 'DMZ' }, { networkAddress: '10.91.0.0/16' }] } });
    expect(zone.body.data).toMatchObject({ acceptedCount: 1, overwrittenCount: 1, failedCount: 1 });
    expect((await t.get(`${BASE}/${zone.body.data.acceptedIds[0]}`, { as: 'acme-admin' })).body.data).toMatchObject({ description: 'again', zone: 'DMZ' });
  });

  it('answers 412 naming the field for bad requests and another customer (as for an unknown one), 403 without add permission', async () => {
    expectFieldError(await t.request('POST', url, { as: 'acme-admin', body: { customer: 'acme', networks: [] } }), 'networks');
    expectFieldError(await t.request('POST', url, { as: 'acme-admin', body: { customer: 'acme' } }), 'networks');
    expectFieldError(await t.request('POST', url, { as: 'acme-admin', body: { customer: 'nope', networks: [{ networkAddress: '10.1.0.0/16' }] } }), 'customer');
    expectFieldError(await t.request('POST', url, { as: 'acme-admin', body: { customer: 'acme', ignoreOnFailed: 'yes', networks: [{ networkAddress: '10.1.0.0/16' }] } }), 'ignoreOnFailed');
    expectFieldError(await t.request('POST', url, { as: 'acme-admin', body: { customer: 'globex', networks: [{ networkAddress: '10.1.0.0/16' }] } }), 'customer');
    expect((await t.request('POST', url, { as: 'acme-user', body: { customer: 'acme', networks: [{ networkAddress: '10.1.0.0/16' }] } })).status).toBe(403);
  });

  it('handles 10 000 networks in one request', async () => {
    const networks = Array.from({ length: 10_000 }, (_, i) => ({ networkAddress: `100.${64 + (i >> 8)}.${i & 255}.0/24`, description: `bulk ${i}` }));
    const res = await t.request('POST', url, { as: 'admin', body: { customer: 'globex', ignoreOnFailed: false, networks } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ acceptedCount: 10_000, failedCount: 0 });
    await t.database.prisma.customerNetwork.deleteMany({ where: { description: { startsWith: 'bulk ' } } });
  }, 120_000);
});

describe('POST /network/bulk (deprecated)', () => {
  const url = `${BASE}/bulk`;
  it('adds all networks and answers them, with a Deprecation header', async () => {
    const res = await t.request('POST', url, { as: 'acme-admin', body: { customer: 'acme', networks: [{ networkAddress: '10.90.0.0/16', description: 'a' }, { networkAddress: '10.90.1.7' }] } });
    expect(res.status).toBe(201);
    expect(res.headers['deprecation']).toBe('true');
    expect(String(res.headers['link'])).toContain('/bulk/lenient');
    expect(res.body).toMatchObject({ responseCode: 201, size: 2 });
    expect(prefixes(res)).toEqual(['10.90.0.0/16', '10.90.1.7/32']);
  });

  it('handles 10 000 networks in one request', async () => {
    const networks = Array.from({ length: 10_000 }, (_, i) => ({ networkAddress: `100.${64 + (i >> 8)}.${i & 255}.0/24`, description: `old bulk ${i}` }));
    const res = await t.request('POST', url, { as: 'admin', body: { customer: 'globex', networks } });
    expect(res.status).toBe(201);
    expect(res.body.size).toBe(10_000);
    expect(res.body.data[9_999].networkAddress.prefix).toBe('100.103.15.0/24');
    await t.database.prisma.customerNetwork.deleteMany({ where: { description: { startsWith: 'old bulk ' } } });
  }, 120_000);

  it('adds nothing if any network fails', async () => {
    const before = await networkCount();
    const res = await t.request('POST', url, { as: 'acme-admin', body: { customer: 'acme', networks: [{ networkAddress: '10.89.0.0/16' }, { networkAddress: '10.90.0.0/16' }] } });
    expect(res.status).toBe(412);
    expect(res.headers['deprecation']).toBe('true');
    expect(res.body.messages[1]).toMatchObject({ field: 'networks[1].networkAddress', messageTemplate: 'network.exists' });
    expect(await networkCount()).toBe(before);
  });

  it('takes no lenient options: a body naming one is refused as an unknown field, as it always was', async () => {
    for (const key of ['ignoreOnFailed', 'overwrite']) {
      const res = await t.request('POST', url, { as: 'acme-admin', body: { customer: 'acme', [key]: true, networks: [{ networkAddress: '10.88.7.0/24' }] } });
      expect(res.status).toBe(412);
      expect(res.body.messages).toEqual([expect.objectContaining({ type: 'FIELD_ERROR', field: key, message: `Unknown field "${key}"; expected one of customer, networks` })]);
    }
  });

  it('answers 403 to acme-user; 412 for globex, the same as for an unknown customer', async () => {
    expect((await t.request('POST', url, { as: 'acme-user', body: { customer: 'acme', networks: [{ networkAddress: '10.88.0.0/16' }] } })).status).toBe(403);
    expectFieldError(await t.request('POST', url, { as: 'acme-admin', body: { customer: 'globex', networks: [{ networkAddress: '10.88.0.0/16' }] } }), 'customer');
    expectFieldError(await t.request('POST', url, { as: 'acme-admin', body: { customer: '12345678', networks: [{ networkAddress: '10.88.0.0/16' }] } }), 'customer');
  });
});

describe('search: POST /network/search and GET /network', () => {
  it('finds the networks containing an IP (supernets) for the caller\'s customers only', async () => {
    const res = await t.request('POST', `${BASE}/search`, { as: 'analyst', body: { addresses: ['10.10.7.7'] } });
    expect(res.status).toBe(200);
    expect(prefixes(res)).toEqual(['10.10.0.0/16']);
    expect(res.body).toMatchObject({ count: 1, size: 1, limit: 25, offset: 0 });
    const six = await t.get(BASE, { as: 'globex-user', query: { addresses: '2001:db8:61:1::5' } });
    expect(prefixes(six)).toEqual(['2001:db8:61::/48']);
  });

  it('finds subnets of a prefix, and honours includeSupernet / includeSubnet', async () => {
    const sub = await t.request('POST', `${BASE}/search`, { as: 'analyst', body: { addresses: ['10.0.0.0/8'], customerID: [], sortBy: ['networkAddress'] } });
    expect(prefixes(sub)).toEqual(expect.arrayContaining(['10.10.0.0/16', '10.20.0.0/16', '10.30.0.0/16']));
    const noSub = await t.request('POST', `${BASE}/search`, { as: 'analyst', body: { addresses: ['10.0.0.0/8'], includeSubnet: false } });
    expect(noSub.body.count).toBe(0);
    const noSuper = await t.request('POST', `${BASE}/search`, { as: 'analyst', body: { addresses: ['10.10.7.7'], includeSupernet: false } });
    expect(noSuper.body.count).toBe(0);
    const exact = await t.request('POST', `${BASE}/search`, { as: 'analyst', body: { addresses: ['10.10.0.0/16'], includeSupernet: false, includeSubnet: false } });
    expect(prefixes(exact)).toEqual(['10.10.0.0/16']);
  });

  it('never shows globex-user acme networks, whatever the criteria', async () => {
    const acmeId = (await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } })).id;
    for (const body of [{}, { addresses: ['10.10.7.7'] }, { customerID: [acmeId] }, { keywords: ['ACME'] }, { includeDeleted: true, limit: 0 }]) {
      const res = await t.request('POST', `${BASE}/search`, { as: 'globex-user', body });
      expect(res.status).toBe(200);
      expect(res.body.data.every((n: { customer: { shortName: string } }) => n.customer.shortName === 'globex')).toBe(true);
      // Without criteria it lists globex's own networks: the search answers, it does not just come back empty.
      if (Object.keys(body).length === 0) expect(res.body.data.length).toBeGreaterThan(0);
    }
  });

  it('filters by customer, keywords, flags, zone; sorts and pages', async () => {
    const acmeId = (await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } })).id;
    const kw = await t.get(BASE, { as: 'analyst', query: { keywords: 'head office' } });
    expect(prefixes(kw)).toEqual(['10.10.0.0/16']);
    const flags = await t.get(BASE, { as: 'analyst', query: { includeFlags: 'DNS' } });
    expect(prefixes(flags)).toEqual(['192.0.2.53/32']);
    const excl = await t.get(BASE, { as: 'globex-user', query: { excludeFlags: 'UNVERIFIED' } });
    expect(prefixes(excl)).toEqual(['10.30.0.0/16']);
    const zone = await t.get(BASE, { as: 'globex-user', query: { zone: ['DMZ', 'EXTERNAL'], sortBy: '-networkAddress' } });
    expect(prefixes(zone)).toEqual(['2001:db8:61::/48', '198.51.100.0/24']);
    const mine = await t.get(BASE, { as: 'analyst', query: { customerID: String(acmeId), limit: '2', offset: '1', sortBy: 'id' } });
    expect(mine.body).toMatchObject({ limit: 2, offset: 1, size: 2, currentPage: 0 });
    expect(mine.body.count).toBeGreaterThan(3);
    expect(mine.body.data.every((n: { customer: { id: number } }) => n.customer.id === acmeId)).toBe(true);
  });

  it.each([
    ['addresses', { addresses: ['10.0.0.300'] }],
    ['addresses', { addresses: ['10.0.0.0/40'] }],
    ['sortBy', { sortBy: ['color'] }],
    ['limit', { limit: -1 }],
    ['includeFlags', { includeFlags: ['NOPE'] }],
    ['colour', { colour: 'red' }],
  ])('answers 412 naming %s', async (field, body) => {
    expectFieldError(await t.request('POST', `${BASE}/search`, { as: 'analyst', body }), field);
  });

  it('answers 403 to a caller who may view no networks', async () => {
    expect((await t.request('POST', `${BASE}/search`, { as: nobody, body: {} })).status).toBe(403);
    expect((await t.get(BASE, { as: nobody })).status).toBe(403);
  });

  it('answers CSV when asked (all matches by default), JSON errors stay envelopes', async () => {
    const csv = await t.request('POST', `${BASE}/search`, { as: 'globex-user', body: { sortBy: ['networkAddress'] }, headers: { accept: 'text/csv' } });
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('id,customerId,customerShortName,networkAddress,address,maskBits,description,zone,locationId,flags,verified,createdTimestamp,lastUpdatedTimestamp');
    expect(lines.slice(1).map((l) => l.split(',')[3])).toEqual(['10.30.0.0/16', '198.51.100.0/24', '2001:db8:61::/48']);
    const get = await t.get(BASE, { as: 'globex-user', headers: { accept: 'text/csv' }, query: { keywords: 'campus' } });
    expect(get.text).toContain('Globex campus');
    const bad = await t.get(BASE, { as: 'globex-user', headers: { accept: 'text/csv' }, query: { sortBy: 'x' } });
    expect(bad.status).toBe(412);
    expect(bad.body.responseCode).toBe(412);
  });

  it('runs the same statements for a page of 3 and of 60 networks (no N+1)', async () => {
    const search = () => t.request('POST', `${BASE}/search`, { as: 'globex-user', body: { limit: 100 } });
    await search();
    const small = await t.database.statements.capture(search);
    expect(small.result.body.size).toBe(3);
    await t.request('POST', `${BASE}/bulk/lenient`, { as: 'admin', body: { customer: 'globex', networks: Array.from({ length: 57 }, (_, i) => ({ networkAddress: `100.100.${i}.0/24` })) } });
    await t.request('PUT', `${BASE}/${await idOf('globex', '100.100.3.0/24')}/verify`, { as: 'admin' });
    const large = await t.database.statements.capture(search);
    expect(large.result.body.size).toBe(60);
    expect(large.statements.length).toBe(small.statements.length);
  });
});

describe('GraphQL', () => {
  it('answers the same network and search as REST', async () => {
    const id = await idOf('globex', '10.30.0.0/16');
    const res = await t.graphql(
      'query($id: ID!) { customerNetwork(id: $id) { id databaseId networkAddress { address maskBits } zone flags customer { shortName } } customerNetworks(criteria: { addresses: ["10.30.1.1"] }) { totalCount nodes { id databaseId } } }',
      { id },
      { as: 'globex-user' },
    );
    expect(res.body.errors).toBeUndefined();
    const gid = `gid://vigil/CustomerNetwork/${id}`;
    expect(res.body.data.customerNetwork).toEqual({ id: gid, databaseId: id, networkAddress: { address: '10.30.0.0', maskBits: 16 }, zone: 'INTERNAL', flags: ['CLIENT'], customer: { shortName: 'globex' } });
    expect(res.body.data.customerNetworks).toEqual({ totalCount: 1, nodes: [{ id: gid, databaseId: id }] });
  });

  it('bulk-adds through addCustomerNetworksLenient, listing the failures', async () => {
    const res = await t.graphql(
      'mutation($input: AddCustomerNetworksLenientInput!) { addCustomerNetworksLenient(input: $input) { report { acceptedCount failedCount failures { index field messageTemplate } } } }',
      { input: { customer: { shortName: 'globex' }, ignoreOnFailed: true, networks: [{ networkAddress: '10.86.0.0/16', zone: 'DMZ' }, { networkAddress: '10.30.0.0/16' }] } },
      { as: 'admin' },
    );
    expect(res.body.data.addCustomerNetworksLenient).toEqual({ report: { acceptedCount: 1, failedCount: 1, failures: [{ index: 1, field: 'networks[1].networkAddress', messageTemplate: 'network.exists' }] } });
    const strict = await t.graphql(
      'mutation($input: AddCustomerNetworksLenientInput!) { addCustomerNetworksLenient(input: $input) { report { acceptedCount } } }',
      { input: { customer: { shortName: 'globex' }, networks: [{ networkAddress: '10.85.0.0/16' }, { networkAddress: '10.30.0.0/16' }] } },
      { as: 'admin' },
    );
    expect(strict.body.errors[0].extensions).toMatchObject({ code: 'CONSTRAINT', messageTemplate: 'bulk.rejected' });
    expect(strict.body.errors[0].extensions.messages).toHaveLength(1);
  });

  it('adds and updates through mutations, with coded errors', async () => {
    const added = await t.graphql('mutation { addCustomerNetwork(input: { customer: { shortName: "globex" }, networkAddress: "10.87.0.0/16" }) { network { id flags } } }', {}, { as: 'admin' });
    expect(added.body.data.addCustomerNetwork.network.flags).toEqual(['UNVERIFIED']);
    const denied = await t.graphql('mutation($id: ID!) { verifyCustomerNetwork(input: { network: $id }) { network { id } } }', { id: added.body.data.addCustomerNetwork.network.id }, { as: 'globex-user' });
    expect(denied.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const bad = await t.graphql('mutation { addCustomerNetwork(input: { customer: { shortName: "globex" }, networkAddress: "10.87.0.1/16" }) { network { id } } }', {}, { as: 'admin' });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'networkAddress' });
  });
});

describe('network mutations: one input, a payload', () => {
  const NETWORK_FIELDS = 'databaseId description zone flags verified customer { shortName }';

  it('take the network in the input and answer it in the payload', async () => {
    const added = await t.graphql(`mutation { addCustomerNetwork(input: { customer: { shortName: "acme" }, networkAddress: "10.88.0.0/16", description: "payload" }) { network { ${NETWORK_FIELDS} } } }`, {}, { as: 'admin' });
    expect(added.body.errors).toBeUndefined();
    const id = added.body.data.addCustomerNetwork.network.databaseId as number;
    expect(added.body.data.addCustomerNetwork.network).toEqual({ databaseId: id, description: 'payload', zone: 'UNKNOWN', flags: ['UNVERIFIED'], verified: false, customer: { shortName: 'acme' } });
    const run = (mutation: string, extra = '') => t.graphql(`mutation($n: ID!) { ${mutation}(input: { network: $n${extra} }) { network { ${NETWORK_FIELDS} } } }`, { n: String(id) }, { as: 'admin' });
    expect((await run('updateCustomerNetwork', ', description: "changed", zone: DMZ')).body).toEqual({
      data: { updateCustomerNetwork: { network: { databaseId: id, description: 'changed', zone: 'DMZ', flags: ['UNVERIFIED'], verified: false, customer: { shortName: 'acme' } } } },
    });
    expect((await run('verifyCustomerNetwork')).body.data.verifyCustomerNetwork.network).toMatchObject({ flags: [], verified: true });
    expect((await run('unverifyCustomerNetwork')).body.data.unverifyCustomerNetwork.network).toMatchObject({ flags: ['UNVERIFIED'], verified: false });
    expect((await run('deleteCustomerNetwork')).body.data.deleteCustomerNetwork.network).toMatchObject({ flags: ['UNVERIFIED', 'DELETED'] });
    // The bulk add answers the networks it accepted in request order (what REST's deprecated POST /network/bulk lists).
    const bulk = await t.graphql(
      'mutation { addCustomerNetworksLenient(input: { customer: { shortName: "acme" }, networks: [{ networkAddress: "10.89.1.0/24" }, { networkAddress: "10.89.0.0/24" }] }) { report { acceptedNetworks { networkAddress { prefix } } } } }',
      {},
      { as: 'admin' },
    );
    expect(bulk.body).toEqual({ data: { addCustomerNetworksLenient: { report: { acceptedNetworks: [{ networkAddress: { prefix: '10.89.1.0/24' } }, { networkAddress: { prefix: '10.89.0.0/24' } }] } } } });
    // The earlier all-or-nothing mutation is gone from the schema (one bulk add; REST's route stays).
    const gone = await t.graphql('mutation { addCustomerNetworksBulk(input: { customer: { shortName: "acme" }, networks: [] }) { networks { id } } }', {}, { as: 'admin' });
    expect(gone.body.errors[0]).toMatchObject({ message: expect.stringMatching(/^Cannot query field "addCustomerNetworksBulk" on type "Mutation"/), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  it('name the input field `network` when its value is no network id; REST names the path parameter id', async () => {
    const user = (await t.graphql('{ user(ref: { shortName: "acme-user" }) { id } }', {}, { as: 'admin' })).body.data.user.id as string;
    for (const value of ['abc', user]) {
      const bad = await t.graphql('mutation($n: ID!) { updateCustomerNetwork(input: { network: $n, description: "x" }) { network { id } } }', { n: value }, { as: 'admin' });
      expect(bad.body.data).toEqual({ updateCustomerNetwork: null });
      expect(bad.body.errors[0].extensions, value).toMatchObject({ code: 'INVALID_FIELD', field: 'network' });
    }
    const rest = await t.request('PUT', `${BASE}/abc/verify`, { as: 'admin' });
    expect(rest.status).toBe(412);
    expect(envelopeError(rest)).toMatchObject({ field: 'id', message: 'id must be a whole number' });
  });

  it('answer another customer\'s network NOT_FOUND, as a missing one, and change nothing', async () => {
    const globex = await idOf('globex', '10.30.0.0/16');
    const before = await t.database.prisma.customerNetwork.findUniqueOrThrow({ where: { id: globex } });
    for (const mutation of ['updateCustomerNetwork', 'deleteCustomerNetwork']) {
      const extra = mutation === 'updateCustomerNetwork' ? ', description: "hijack"' : '';
      const run = (n: number) => t.graphql(`mutation($n: ID!) { ${mutation}(input: { network: $n${extra} }) { network { id } } }`, { n: String(n) }, { as: 'acme-admin' });
      const hidden = await run(globex);
      const missing = await run(2_000_000_000);
      expect(hidden.body.data, mutation).toEqual({ [mutation]: null });
      expect(hidden.body.errors[0].extensions, mutation).toMatchObject({ code: 'NOT_FOUND', messageTemplate: 'object.not.found' });
      expect(hidden.body.errors[0].message).toBe(`Network "${globex}" not found`);
      expect(missing.body.errors[0].extensions, mutation).toMatchObject({ code: 'NOT_FOUND', messageTemplate: 'object.not.found' });
    }
    expect(await t.database.prisma.customerNetwork.findUniqueOrThrow({ where: { id: globex } })).toEqual(before);
  });

  it('REST: a body naming the field the path fills is an unknown field, and changes nothing', async () => {
    const id = await idOf('globex', '10.30.0.0/16');
    const before = await t.database.prisma.customerNetwork.findUniqueOrThrow({ where: { id } });
    const res = await t.request('PUT', `${BASE}/${id}`, { as: 'admin', body: { network: 1, description: 'Hijack' } });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ field: 'network', message: 'Unknown field "network"; expected one of description, flagsToDisable, flagsToEnable, location, zone' });
    expect(await t.database.prisma.customerNetwork.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });

  it('REST: the path id is refused before any body field, as when it was an argument of its own', async () => {
    // Also a body that names the field the path fills, and bodies that are no JSON object.
    for (const body of [{ description: 5 }, { flagsToDisable: ['NOPE'] }, { location: {} }, { nope: 1 }, { network: 1 }, [], 'x', 5]) {
      const res = await t.request('PUT', `${BASE}/abc`, { as: 'admin', body });
      expect(res.status).toBe(412);
      expect(envelopeError(res), JSON.stringify(body)).toMatchObject({ field: 'id', message: 'id must be a whole number' });
    }
  });
});

describe('GraphQL customerID', () => {
  it('takes a customer\'s global id as its numeric id; another type\'s global id is INVALID_FIELD naming customerID', async () => {
    const ids = await t.graphql('{ customer(ref: { shortName: "acme" }) { id databaseId } user(ref: { shortName: "acme-user" }) { id } }', {}, { as: 'analyst' });
    expect(ids.body.errors).toBeUndefined();
    const search = (customerID: unknown[]) =>
      t.graphql('query($c: [ID!]) { customerNetworks(criteria: { customerID: $c, limit: 50 }) { totalCount nodes { databaseId customer { shortName } } } }', { c: customerID }, { as: 'analyst' });
    const byGid = await search([ids.body.data.customer.id]);
    expect(byGid.body.errors).toBeUndefined();
    expect(byGid.body.data.customerNetworks.totalCount).toBeGreaterThan(0);
    expect(byGid.body.data.customerNetworks.nodes.every((n: { customer: { shortName: string } }) => n.customer.shortName === 'acme')).toBe(true);
    expect((await search([ids.body.data.customer.databaseId])).body).toEqual(byGid.body);
    // The same networks as the REST search by the numeric id.
    const rest = await t.request('POST', `${BASE}/search`, { as: 'analyst', body: { customerID: [ids.body.data.customer.databaseId], limit: 50 } });
    expect(rest.body.count).toBe(byGid.body.data.customerNetworks.totalCount);
    expect(byGid.body.data.customerNetworks.nodes.map((n: { databaseId: number }) => n.databaseId)).toEqual(rest.body.data.map((n: { id: number }) => n.id));
    const wrong = await search([ids.body.data.user.id]);
    expect(wrong.body.data).toEqual({ customerNetworks: null });
    expect(wrong.body.errors).toHaveLength(1);
    expect(wrong.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'customerID' });
  });
});

describe('REST customerID stays a whole number', () => {
  // The field is ID in GraphQL now; REST reads it as the Int it was (src/schema/common/rest-int.ts).
  it.each([
    ['a global id', (acme: number) => [`gid://vigil/Customer/${acme}`]],
    ['a fraction', () => [1.5]],
    ['a boolean', () => [true]],
  ])('%s is 412 "customerID must be a whole number", as before', async (_what, value) => {
    const acme = (await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } })).id;
    const res = await t.request('POST', `${BASE}/search`, { as: 'analyst', body: { customerID: value(acme) } });
    expectFieldError(res, 'customerID');
    expect(res.body.messages[0].message).toBe('customerID must be a whole number');
  });

  it('digits with a fraction of zero in a query string are still the id', async () => {
    const acme = (await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } })).id;
    const plain = await t.get(BASE, { as: 'analyst', query: { customerID: String(acme) } });
    const fraction = await t.get(BASE, { as: 'analyst', query: { customerID: `${acme}.0` } });
    expect(plain.body.count).toBeGreaterThan(0);
    expect(fraction.body).toEqual({ ...plain.body, messages: fraction.body.messages });
  });
});

describe('location (a sensors-area location)', () => {
  it('takes the customer\'s own location or a global one, by short name or id, and answers it', async () => {
    const own = await add('acme-admin', { customer: 'acme', networkAddress: '10.71.0.0/16', location: 'acme-hq' });
    expect(own.status).toBe(201);
    expect(own.body.data.location).toMatchObject({ shortName: 'acme-hq', name: 'acme headquarters' });
    const global = await t.database.prisma.sensorLocation.findUniqueOrThrow({ where: { shortName: 'global-internet' } });
    const res = await t.request('PUT', `${BASE}/${own.body.data.id}`, { as: 'acme-admin', body: { location: global.id } });
    expect(res.status).toBe(200);
    expect(res.body.data.location).toEqual({ id: global.id, shortName: 'global-internet', name: 'Internet edge (global)' });
    const gql = await t.graphql('query($id: ID!) { customerNetwork(id: $id) { location { shortName } } }', { id: own.body.data.id }, { as: 'acme-user' });
    expect(gql.body).toEqual({ data: { customerNetwork: { location: { shortName: 'global-internet' } } } });
    const cleared = await t.request('PUT', `${BASE}/${own.body.data.id}`, { as: 'acme-admin', body: { location: null } });
    expect(cleared.body.data.location).toBeNull();
  });

  it('keeps a location that networks use from being removed (412), and lets it go once unused', async () => {
    const net = await add('acme-admin', { customer: 'acme', networkAddress: '10.72.0.0/16', location: 'acme-hq' });
    expect(net.status).toBe(201);
    const acme = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
    const location = await t.request('POST', '/sensors/v1/location', {
      as: 'admin',
      body: { shortName: 'cn-loc', name: 'Networks only', networkZone: 'INTERNAL', timeZoneDescription: 'Europe/Oslo', customerID: acme.id },
    });
    expect(location.status).toBe(201);
    await t.request('PUT', `${BASE}/${net.body.data.id}`, { as: 'acme-admin', body: { location: 'cn-loc' } });
    const refused = await t.request('DELETE', '/sensors/v1/location/cn-loc', { as: 'admin' });
    expect(refused.status).toBe(412);
    expect(envelopeError(refused).type).toBe('ACTION_ERROR');
    expect(await t.database.prisma.sensorLocation.count({ where: { shortName: 'cn-loc' } })).toBe(1);
    await t.request('PUT', `${BASE}/${net.body.data.id}`, { as: 'acme-admin', body: { location: null } });
    expect((await t.request('DELETE', '/sensors/v1/location/cn-loc', { as: 'admin' })).status).toBe(200);
  });
});
