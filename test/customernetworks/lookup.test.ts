// "Which networks contain this address" answered in one read
// (src/domains/customernetworks/lookup.ts): every search here is sent as is
// (the one-read lookup) and again with sortBy id, which leaves the order
// unchanged but sends it down the general search; both answers must be the
// same, for callers of different customers, with flags, zones, deleted
// networks, IPv6 and paging. Statement counts show which way each went.
import ipaddr from 'ipaddr.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupPrefixes } from '../../src/domains/customernetworks/lookup.ts';
import { startTestApp, type TestApp, COUNTING_STATEMENTS } from '../support/app.ts';
import { requestStatements } from '../support/statements.ts';

let t: TestApp;
const SEARCH = '/customernetworks/v1/network/search';
let acmeId = 0;

beforeAll(async () => {
  t = await startTestApp({ env: COUNTING_STATEMENTS });
  const id = async (shortName: string) => (await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName } })).id;
  acmeId = await id('acme');
  const globex = await id('globex');
  const rows: [number, string, string, string[]][] = [
    [acmeId, '10.77.0.0/16', 'INTERNAL', ['CLIENT']],
    [acmeId, '10.77.1.0/24', 'EXTERNAL', []],
    [acmeId, '10.77.1.0/25', 'DMZ', ['NAT']],
    [acmeId, '10.77.1.5/32', 'INTERNAL', ['CLIENT']],
    [acmeId, '10.0.0.0/8', 'UNKNOWN', ['DELETED']],
    [globex, '10.77.0.0/16', 'INTERNAL', []],
    [globex, '10.77.1.0/24', 'INTERNAL', ['DELETED', 'CLIENT']],
    [globex, '10.77.1.4/30', 'EXTERNAL', ['PROXY']],
    [acmeId, '2001:db8:77::/48', 'INTERNAL', []],
    [globex, '2001:db8:77:1::/64', 'DMZ', ['CLIENT']],
  ];
  for (const [customer, network, zone, flags] of rows) {
    await t.database.prisma.$executeRawUnsafe(
      `INSERT INTO customer_network (customer_id, network, description, zone, flags) VALUES ($1, $2::inet, $3, $4, $5::text[])`,
      customer,
      network,
      `lookup ${network}`,
      zone,
      flags,
    );
  }
});
afterAll(async () => {
  await t?.close();
});

// The key's last-use stamp is written without waiting for it: on a busy machine the
// warm-up's stamp can land inside either capture.
const counted = (statements: string[]) => requestStatements(statements).length;

async function both(as: string, body: Record<string, unknown>) {
  // A key's first request also stamps its last use: not part of either count.
  await t.get('/currentuser/v1/user', { as });
  const lookup = await t.database.statements.capture(() => t.request('POST', SEARCH, { as, body }));
  const general = await t.database.statements.capture(() => t.request('POST', SEARCH, { as, body: { ...body, sortBy: ['id'] } }));
  return { lookup: lookup.result, general: general.result, statements: { lookup: counted(lookup.statements), general: counted(general.statements) } };
}

const prefixes = (body: { data: { networkAddress: { prefix: string } }[] }) => body.data.map((n) => n.networkAddress.prefix);

describe('a lookup in one read answers as the general search does', () => {
  it.each([
    ['analyst', { addresses: ['10.77.1.5'] }],
    ['acme-user', { addresses: ['10.77.1.5'] }],
    ['globex-user', { addresses: ['10.77.1.5'] }],
    ['analyst', { addresses: ['10.77.1.200'] }],
    ['analyst', { addresses: ['10.77.9.9'] }],
    ['analyst', { addresses: ['10.77.1.0/24'], includeSubnet: false }],
    ['analyst', { addresses: ['10.77.1.77/25'], includeSubnet: false }],
    ['analyst', { addresses: ['10.77.1.5'], includeDeleted: true }],
    ['analyst', { addresses: ['10.77.1.5'], includeFlags: ['CLIENT'] }],
    ['analyst', { addresses: ['10.77.1.5'], excludeFlags: ['CLIENT'] }],
    ['analyst', { addresses: ['10.77.1.5'], includeFlags: ['CLIENT'], includeDeleted: true }],
    ['analyst', { addresses: ['10.77.1.5'], zone: ['INTERNAL', 'DMZ'] }],
    ['analyst', { addresses: ['10.77.1.5'], customerID: [-1] }],
    ['analyst', { addresses: ['2001:db8:77:1::5'] }],
    ['globex-user', { addresses: ['2001:db8:77:1::5'] }],
    ['analyst', { addresses: ['::ffff:10.77.1.5'] }],
    ['analyst', { addresses: ['99.99.99.99'] }],
  ])('%s %j', async (as, body) => {
    const { lookup, general, statements } = await both(as, body);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual(general.body);
    // One statement fewer: the search and the page are one read (the general search
    // reads no page when nothing matched).
    expect(statements.lookup).toBe(statements.general - (general.body.data.length > 0 ? 1 : 0));
  });

  it('needs the customer filter to match by id', async () => {
    const { lookup, general } = await both('analyst', { addresses: ['10.77.1.5'], customerID: [acmeId] });
    expect(lookup.body).toEqual(general.body);
    expect(prefixes(lookup.body)).toEqual(['10.77.0.0/16', '10.77.1.0/24', '10.77.1.0/25', '10.77.1.5/32']);
  });

  it('shows a caller the networks of its own customers only', async () => {
    const { lookup } = await both('globex-user', { addresses: ['10.77.1.5'] });
    expect(lookup.body.data.map((n: { customer: { shortName: string } }) => n.customer.shortName)).toEqual(['globex', 'globex']);
    expect(prefixes(lookup.body)).toEqual(['10.77.0.0/16', '10.77.1.4/30']);
    expect(lookup.body.count).toBe(2);
  });

  it.each([
    [{ limit: 2 }, 6],
    [{ limit: 2, offset: 2 }, 6],
    [{ limit: 2, offset: 4 }, 6],
    [{ limit: 5, offset: 4 }, 6],
    [{ limit: 2, offset: 6 }, 6],
    [{ limit: 2, offset: 40 }, 6],
    [{ limit: 0 }, 6],
    [{ limit: 0, offset: 3 }, 6],
  ])('pages %j and counts all matches', async (paging, total) => {
    const { lookup, general } = await both('analyst', { addresses: ['10.77.1.5'], ...paging });
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual(general.body);
    expect(lookup.body.count).toBe(total);
  });

  it('refuses limit=0 past the maximum page as the general search does', async () => {
    const small = await startTestApp({ env: { ...COUNTING_STATEMENTS, MAX_PAGE_SIZE: '3', DEFAULT_PAGE_SIZE: '3' } });
    try {
      const ask = (body: Record<string, unknown>) => small.request('POST', SEARCH, { as: 'analyst', body });
      await small.database.prisma.$executeRawUnsafe(
        `INSERT INTO customer_network (customer_id, network) SELECT c.id, n::inet FROM customer c, unnest(ARRAY['10.88.0.0/16', '10.88.1.0/24', '10.88.1.0/25', '10.88.1.1/32']) AS n WHERE c.short_name = 'acme'`,
      );
      const lookup = await ask({ addresses: ['10.88.1.1'], limit: 0 });
      const general = await ask({ addresses: ['10.88.1.1'], limit: 0, sortBy: ['id'] });
      expect(lookup.status).toBe(412);
      expect(lookup.body).toEqual({ ...general.body, messages: general.body.messages.map((m: object) => ({ ...m, timestamp: expect.any(Number) })) });
      expect((await ask({ addresses: ['10.88.1.1'], limit: 0, offset: 1 })).body.count).toBe(4);
    } finally {
      await small.close();
    }
  });
});

describe('the prefixes of an address', () => {
  it.each([['10.77.1.5'], ['0.0.0.0'], ['255.255.255.255'], ['10.77.1.77/25'], ['2001:db8:77:1::5'], ['::'], ['ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], ['2001:db8::1/61']])(
    '%s: every length from 0, as ipaddr.js computes each network',
    (raw) => {
      const [address, bits] = raw.includes('/') ? [raw.split('/')[0]!, Number(raw.split('/')[1])] : [raw, raw.includes(':') ? 128 : 32];
      const family = raw.includes(':') ? ipaddr.IPv6 : ipaddr.IPv4;
      const expected = Array.from({ length: bits + 1 }, (_, l) => `${family.networkAddressFromCIDR(`${address}/${l}`).toString()}/${l}`);
      expect(lookupPrefixes({ addresses: [raw], includeSubnet: false })).toEqual(expected);
    },
  );
});

describe('what the general search still answers', () => {
  it.each([
    ['two addresses', { addresses: ['10.77.1.5', '10.77.1.6'] }],
    ['a prefix with its subnets', { addresses: ['10.77.1.0/24'] }],
    ['subnets only', { addresses: ['10.77.1.0/24'], includeSupernet: false }],
    ['keywords', { addresses: ['10.77.1.5'], keywords: ['lookup'] }],
    ['another order', { addresses: ['10.77.1.5'], sortBy: ['-id'] }],
  ])('%s', async (_name, body) => {
    const counted = await t.database.statements.capture(() => t.request('POST', SEARCH, { as: 'analyst', body }));
    const lookupLike = await t.database.statements.capture(() => t.request('POST', SEARCH, { as: 'analyst', body: { addresses: ['10.77.1.5'] } }));
    expect(counted.result.status).toBe(200);
    expect(counted.statements.length).toBe(lookupLike.statements.length + 1);
  });

  it('refuses a malformed address in both, naming the field', async () => {
    const res = await t.request('POST', SEARCH, { as: 'analyst', body: { addresses: ['10.77.1.300'] } });
    expect(res.status).toBe(412);
    expect(res.body.messages[0]).toMatchObject({ field: 'addresses' });
  });
});
