// Passive DNS lookups: GET /pdns/v3/{query}, POST /pdns/v3/search,
// GET /pdns/v3/cof/{query}, GET /pdns/v3/{query}/seen and GraphQL, on the
// demo records (src/seed/pdns-demo.ts). Rate limits are lifted here
// (rate-limit.test.ts covers them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp, COUNTING_STATEMENTS } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ...COUNTING_STATEMENTS, PDNS_PUBLIC_PER_MINUTE: '0', PDNS_PUBLIC_PER_DAY: '0' } });
});
afterAll(async () => {
  await t?.close();
});

const answers = (body: { data: { answer: string }[] }) => body.data.map((r) => r.answer).sort();

describe('GET /pdns/v3/{query}', () => {
  it('answers public records to an unauthenticated caller, newest first, with the record model', async () => {
    const r = await t.get('/pdns/v3/www.example.com');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ responseCode: 200, limit: 25, offset: 0, count: 3, size: 3, currentPage: 0 });
    expect(r.body.data[0]).toEqual({
      rrclass: 'in', rrtype: 'a', query: 'www.example.com.', answer: '93.184.216.34',
      firstSeenTimestamp: expect.any(Number), lastSeenTimestamp: expect.any(Number),
      maxTtl: 3600, minTtl: 60, times: 120, tlp: 'white', customer: null, createdTimestamp: 0, lastUpdatedTimestamp: 0,
    });
    const last = r.body.data.map((d: { lastSeenTimestamp: number }) => d.lastSeenTimestamp);
    expect([...last].sort((a, b) => b - a)).toEqual(last);
    // Matches the answer part too: the CNAME whose answer is www.example.com.
    expect(r.body.data.map((d: { rrtype: string }) => d.rrtype).sort()).toEqual(['a', 'aaaa', 'cname']);
    expect(r.body.metaData).toMatchObject({ truncated: false, maxLimit: 1000, aggregated: true, includeAnonymous: true });
  });

  it('is case-insensitive, exact, and takes the trailing period or not', async () => {
    const a = await t.get('/pdns/v3/WWW.Example.COM.');
    expect(a.body.count).toBe(3);
    const sub = await t.get('/pdns/v3/example.com');
    expect(sub.status).toBe(200);
    expect(sub.body).toMatchObject({ count: 0, size: 0, data: [] });
  });

  it('looks up IPv4 and IPv6 addresses in any spelling', async () => {
    const v4 = await t.get('/pdns/v3/93.184.216.34');
    expect(v4.body.data.map((d: { query: string }) => d.query)).toEqual(['www.example.com.']);
    const v6 = await t.get('/pdns/v3/2606:2800:0220:0001:0248:1893:25C8:1946');
    expect(v6.body.count).toBe(1);
    expect(v6.body.data[0].answer).toBe('2606:2800:220:1:248:1893:25c8:1946');
  });

  it('aggregates across customers by default and separates visible customers with aggregate=false', async () => {
    const pub = await t.get('/pdns/v3/shared.example');
    expect(pub.body.data).toHaveLength(1);
    // anonymous 5 + acme's white 3; globex's amber is not public
    expect(pub.body.data[0]).toMatchObject({ times: 8, tlp: 'white', customer: null });

    const admin = await t.get('/pdns/v3/shared.example', { as: 'admin' });
    expect(admin.body.data[0]).toMatchObject({ times: 10, tlp: 'amber', customer: null });

    const split = await t.get('/pdns/v3/shared.example?aggregate=false', { as: 'admin' });
    expect(split.body.count).toBe(3);
    expect(split.body.data.map((d: { customer: { shortName: string } | null; times: number }) => [d.customer?.shortName ?? null, d.times])).toEqual(
      expect.arrayContaining([[null, 5], ['acme', 3], ['globex', 2]]),
    );
  });

  it('never attributes another customer\'s white record: it shows as anonymous', async () => {
    const r = await t.get('/pdns/v3/shared.example?aggregate=false', { as: 'globex-user' });
    const rows = r.body.data.map((d: { customer: { shortName: string } | null; times: number }) => [d.customer?.shortName ?? null, d.times]);
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(expect.arrayContaining([['globex', 2], [null, 8]]));
  });

  it('shows private records only to callers holding viewPassiveDNS for their customer (and parents)', async () => {
    expect((await t.get('/pdns/v3/intranet.acme.example')).body.count).toBe(0);
    expect((await t.get('/pdns/v3/intranet.acme.example', { as: 'globex-user' })).body.count).toBe(0);
    const acme = await t.get('/pdns/v3/intranet.acme.example', { as: 'acme-user' });
    expect(acme.body.data[0]).toMatchObject({ tlp: 'amber', customer: { shortName: 'acme' }, answer: '10.1.2.3' });
    // acme's grant reaches acme-emea
    expect((await t.get('/pdns/v3/emea.acme.example', { as: 'acme-user' })).body.count).toBe(1);
    expect((await t.get('/pdns/v3/vpn.globex.example', { as: 'acme-admin' })).body.count).toBe(0);
    expect((await t.get('/pdns/v3/vpn.globex.example', { as: 'globex-user' })).body.count).toBe(1);
    expect((await t.get('/pdns/v3/vpn.globex.example', { as: 'analyst' })).body.count).toBe(1);
  });

  it('filters by rrType and rrClass (repeatable, case-insensitive) and by tlp', async () => {
    const types = await t.get('/pdns/v3/www.example.com?rrType=A&rrType=cname');
    expect(types.body.data.map((d: { rrtype: string }) => d.rrtype).sort()).toEqual(['a', 'cname']);
    expect((await t.get('/pdns/v3/www.example.com?rrClass=IN')).body.count).toBe(3);
    expect((await t.get('/pdns/v3/www.example.com?rrClass=ch')).body.count).toBe(0);
    const amber = await t.get('/pdns/v3/shared.example?tlp=amber&aggregate=false', { as: 'admin' });
    expect(amber.body.data.map((d: { customer: { shortName: string } }) => d.customer.shortName)).toEqual(['globex']);
  });

  it('narrows private data with customerID and leaves out anonymous data with includeAnonymous=false', async () => {
    const customers = await t.get('/customers/v1/customer?limit=0', { as: 'admin' });
    const id = (s: string) => customers.body.data.find((c: { shortName: string }) => c.shortName === s).id;
    const onlyAcme = await t.get(`/pdns/v3/shared.example?aggregate=false&customerID=${id('acme')}`, { as: 'admin' });
    expect(onlyAcme.body.data.map((d: { customer: { shortName: string } | null }) => d.customer?.shortName ?? null).sort()).toEqual(['acme', null]);
    const noAnon = await t.get(`/pdns/v3/shared.example?aggregate=false&includeAnonymous=false&customerID=${id('acme')}`, { as: 'admin' });
    expect(noAnon.body.data.map((d: { customer: { shortName: string } }) => d.customer.shortName)).toEqual(['acme']);
    // customerID of a customer the caller may not see changes nothing for it
    const probe = await t.get(`/pdns/v3/vpn.globex.example?customerID=${id('globex')}`, { as: 'acme-user' });
    expect(probe.body.count).toBe(0);
    const noAnonPublic = await t.get('/pdns/v3/www.example.com?includeAnonymous=false');
    expect(noAnonPublic.body.count).toBe(0);
  });

  it('pages with limit and offset, count is the true total, limit=0 gives all up to the maximum', async () => {
    const first = await t.get('/pdns/v3/203.0.113.7?limit=5', { as: 'admin' });
    expect(first.body).toMatchObject({ limit: 5, offset: 0, size: 5, count: 12 });
    expect(first.body.metaData.truncated).toBe(true);
    const second = await t.get('/pdns/v3/203.0.113.7?limit=5&offset=10', { as: 'admin' });
    expect(second.body).toMatchObject({ size: 2, count: 12, currentPage: 2 });
    expect(second.body.metaData.truncated).toBe(false);
    const beyond = await t.get('/pdns/v3/203.0.113.7?limit=5&offset=50', { as: 'admin' });
    expect(beyond.body).toMatchObject({ size: 0, count: 12, data: [] });
    const all = await t.get('/pdns/v3/203.0.113.7?limit=0', { as: 'admin' });
    expect(all.body).toMatchObject({ size: 12, count: 12, limit: 0 });
    const ids = new Set([...first.body.data, ...(await t.get('/pdns/v3/203.0.113.7?limit=5&offset=5', { as: 'admin' })).body.data, ...second.body.data].map((d: { query: string }) => d.query));
    expect(ids.size).toBe(12);
  });

  it('412 naming the field: limit above the maximum (public 1000, authenticated 10000), negative offset, bad tlp, bad name', async () => {
    const over = await t.get('/pdns/v3/www.example.com?limit=1001');
    expect(over.status).toBe(412);
    expect(envelopeError(over)).toMatchObject({ type: 'FIELD_ERROR', field: 'limit' });
    expect((await t.get('/pdns/v3/www.example.com?limit=1001', { as: 'acme-user' })).status).toBe(200);
    expect(envelopeError(await t.get('/pdns/v3/www.example.com?limit=10001', { as: 'acme-user' }))).toMatchObject({ field: 'limit' });
    expect(envelopeError(await t.get('/pdns/v3/www.example.com?offset=-1'))).toMatchObject({ field: 'offset' });
    const tlp = await t.get('/pdns/v3/www.example.com?tlp=purple');
    expect(tlp.status).toBe(412);
    expect(envelopeError(tlp)).toMatchObject({ field: 'tlp' });
    for (const bad of ['bad_name!', '999.1.1.1', '1.2.3', 'a..b', `${'x'.repeat(64)}.com`]) {
      const r = await t.get(`/pdns/v3/${encodeURIComponent(bad)}`);
      expect(r.status, bad).toBe(412);
      expect(envelopeError(r)).toMatchObject({ field: 'query', type: 'FIELD_ERROR' });
    }
    // Named as the caller wrote them: the GET parameters, and the search body's own names.
    expect(envelopeError(await t.get('/pdns/v3/www.example.com?aggregate=maybe'))).toMatchObject({ field: 'aggregate', type: 'FIELD_ERROR' });
    expect(envelopeError(await t.get('/pdns/v3/www.example.com?includeAnonymous=perhaps'))).toMatchObject({ field: 'includeAnonymous' });
    expect(envelopeError(await t.get('/pdns/v3/cof/www.example.com?aggregate=maybe'))).toMatchObject({ field: 'aggregate' });
    const body = await t.request('POST', '/pdns/v3/search', { body: { query: 'www.example.com', aggregateResult: 'maybe' } });
    expect(body.status).toBe(412);
    expect(envelopeError(body)).toMatchObject({ field: 'aggregateResult' });
    expect(envelopeError(await t.get('/pdns/v3/www.example.com?rrType=a%20b'))).toMatchObject({ field: 'rrType' });
  });

  it('401 for an invalid API key (public does not mean any key goes)', async () => {
    const r = await t.get('/pdns/v3/www.example.com', { as: 'not/a/key' });
    expect(r.status).toBe(401);
  });
});

describe('POST /pdns/v3/search', () => {
  it('takes the JSON body with the same parameters', async () => {
    const r = await t.request('POST', '/pdns/v3/search', {
      as: 'admin',
      body: { query: 'shared.example.', rrType: ['A'], rrClass: ['in'], tlp: ['white', 'amber'], aggregateResult: false, includeAnonymousResults: false, limit: 10, offset: 0 },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ count: 2, size: 2, limit: 10 });
    expect(r.body.metaData).toMatchObject({ aggregated: false, includeAnonymous: false, maxLimit: 10000 });
  });

  it('412: missing query, unknown field, limit over the maximum, body not JSON', async () => {
    expect(envelopeError(await t.request('POST', '/pdns/v3/search', { body: {} }))).toMatchObject({ field: 'query' });
    expect(envelopeError(await t.request('POST', '/pdns/v3/search', { body: { query: 'a.example', sort: 'x' } }))).toMatchObject({ field: 'sort' });
    expect(envelopeError(await t.request('POST', '/pdns/v3/search', { body: { query: 'a.example', limit: 5000 } }))).toMatchObject({ field: 'limit' });
    const notJson = await t.request('POST', '/pdns/v3/search', { payload: '{"query":', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(412);
    expect(envelopeError(notJson)).toMatchObject({ field: 'body' });
  });
});

describe('GET /pdns/v3/cof/{query}', () => {
  it('answers NDJSON in the common output format', async () => {
    const r = await t.get('/pdns/v3/cof/www.example.com');
    expect(r.status).toBe(200);
    expect(String(r.headers['content-type'])).toMatch(/^application\/x-ndjson/);
    const lines = r.text.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    const a = lines.find((l) => l.rrtype === 'A');
    expect(a).toEqual({
      rrname: 'www.example.com.', rrtype: 'A', rdata: ['93.184.216.34'],
      time_first: expect.any(Number), time_last: expect.any(Number), count: 120,
      time_first_ms: expect.any(Number), time_last_ms: expect.any(Number),
    });
    expect(Number.isInteger(a.time_first) && a.time_first > 1_700_000_000 && a.time_first < 2_000_000_000).toBe(true);
    expect(a.time_first).toBe(Math.floor(a.time_first_ms / 1000));
    for (const l of lines) expect(l.rrtype).toBe(l.rrtype.toUpperCase());
  });

  it('takes the same parameters, answers errors as the JSON envelope, and nothing for no match', async () => {
    const r = await t.get('/pdns/v3/cof/www.example.com?rrType=aaaa');
    expect(r.text.trimEnd().split('\n')).toHaveLength(1);
    const none = await t.get('/pdns/v3/cof/nothing.example');
    expect(none.status).toBe(200);
    expect(none.text).toBe('');
    const bad = await t.get('/pdns/v3/cof/www.example.com?limit=5000');
    expect(bad.status).toBe(412);
    expect(envelopeError(bad)).toMatchObject({ field: 'limit' });
    expect((await t.get('/pdns/v3/cof/intranet.acme.example')).text).toBe('');
    expect((await t.get('/pdns/v3/cof/intranet.acme.example', { as: 'acme-user' })).text).toContain('"rdata":["10.1.2.3"]');
  });
});

describe('GET /pdns/v3/{query}/seen', () => {
  it('is public and answers exists with count and limit 0', async () => {
    const r = await t.get('/pdns/v3/www.example.com/seen');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ responseCode: 200, count: 0, limit: 0, data: { exists: true } });
    expect((await t.get('/pdns/v3/nothing.example/seen')).body.data).toEqual({ exists: false });
    expect((await t.get('/pdns/v3/10.1.2.3/seen')).body.data).toEqual({ exists: false });
  });

  it('tlp (repeatable, default white) within what the caller may see; ignoreOwnRecords (default true)', async () => {
    // acme-user's own customer is acme: its amber record is ignored by default
    expect((await t.get('/pdns/v3/10.1.2.3/seen?tlp=amber', { as: 'acme-user' })).body.data.exists).toBe(false);
    expect((await t.get('/pdns/v3/10.1.2.3/seen?tlp=amber&ignoreOwnRecords=false', { as: 'acme-user' })).body.data.exists).toBe(true);
    expect((await t.get('/pdns/v3/10.1.2.3/seen?tlp=amber&tlp=red&ignoreOwnRecords=false', { as: 'globex-user' })).body.data.exists).toBe(false);
    expect((await t.get('/pdns/v3/10.1.2.3/seen?tlp=amber', { as: 'analyst' })).body.data.exists).toBe(true);
    expect((await t.get('/pdns/v3/10.1.2.3/seen?tlp=amber')).body.data.exists).toBe(false);
    // the white default with an own white record only: acme's white shared.example is joined by anonymous data
    expect((await t.get('/pdns/v3/shared.example/seen', { as: 'acme-user' })).body.data.exists).toBe(true);
  });

  it('412 for a bad tlp or a malformed query', async () => {
    expect(envelopeError(await t.get('/pdns/v3/www.example.com/seen?tlp=blue'))).toMatchObject({ field: 'tlp' });
    expect(envelopeError(await t.get('/pdns/v3/bad!name/seen'))).toMatchObject({ field: 'query' });
    expect(envelopeError(await t.get('/pdns/v3/www.example.com/seen?ignoreOwnRecords=perhaps'))).toMatchObject({ field: 'ignoreOwnRecords' });
  });
});

describe('GraphQL', () => {
  it('pdnsSearch and pdnsSeen answer as REST does', async () => {
    const r = await t.graphql(
      'query($input: PdnsSearchInput!) { pdnsSearch(input: $input) { totalCount nodes { query answer tlp times customer { shortName } } metaData } }',
      { input: { query: 'shared.example', aggregateResult: false } },
      { as: 'acme-user' },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.pdnsSearch.totalCount).toBe(2);
    expect(r.body.data.pdnsSearch.nodes.find((i: { customer: unknown }) => i.customer)).toMatchObject({ tlp: 'WHITE', customer: { shortName: 'acme' } });
    const cof = await t.graphql('{ pdnsSearch(input: { query: "www.example.com", rrType: ["a"] }) { cof } }');
    expect(JSON.parse(cof.body.data.pdnsSearch.cof)).toMatchObject({ rrname: 'www.example.com.', rrtype: 'A', rdata: ['93.184.216.34'], count: 120 });
    const seen = await t.graphql('{ pdnsSeen(query: "www.example.com") { exists } }');
    expect(seen.body.data.pdnsSeen.exists).toBe(true);
    const bad = await t.graphql('{ pdnsSearch(input: { query: "x", limit: 20000 }) { totalCount } }', {}, { as: 'admin' });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'limit' });
  });
  it('customerID takes a customer\'s global id as its numeric id; another type\'s global id is INVALID_FIELD naming customerID', async () => {
    const ids = await t.graphql('{ customer(ref: { shortName: "acme" }) { id databaseId } user(ref: { shortName: "acme-user" }) { id } }', {}, { as: 'admin' });
    expect(ids.body.errors).toBeUndefined();
    const search = (customerID: unknown[]) =>
      t.graphql(
        'query($input: PdnsSearchInput!) { pdnsSearch(input: $input) { totalCount nodes { customer { shortName } } } }',
        { input: { query: 'shared.example', aggregateResult: false, includeAnonymousResults: false, customerID } },
        { as: 'admin' },
      );
    const byGid = await search([ids.body.data.customer.id]);
    expect(byGid.body.errors).toBeUndefined();
    expect(byGid.body.data.pdnsSearch.nodes).toEqual([{ customer: { shortName: 'acme' } }]);
    expect((await search([ids.body.data.customer.databaseId])).body).toEqual(byGid.body);
    const wrong = await search([ids.body.data.user.id]);
    expect(wrong.body.data).toEqual({ pdnsSearch: null });
    expect(wrong.body.errors).toHaveLength(1);
    expect(wrong.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'customerID' });
  });
});

describe('statement counts', () => {
  it('a lookup runs the same statements for 1 and for 12 results (REST and GraphQL)', async () => {
    const count = async (work: () => Promise<{ status: number }>) => {
      await work();
      const { statements } = await t.database.statements.capture(work);
      return statements.length;
    };
    const small = await count(() => t.get('/pdns/v3/intranet.acme.example', { as: 'acme-user' }));
    const large = await count(() => t.get('/pdns/v3/203.0.113.7', { as: 'acme-user' }));
    expect(large).toBe(small);
    // authentication and the lookup: visibility is inside the lookup, the user's limits are remembered
    expect(small).toBeLessThanOrEqual(2);
    const gql = (q: string) => () => t.graphql(`{ pdnsSearch(input: { query: "${q}" }) { totalCount nodes { query customer { shortName } } } }`, {}, { as: 'acme-user' });
    expect(await count(gql('203.0.113.7'))).toBe(await count(gql('intranet.acme.example')));
    // public: no authentication statement, no access look-up
    expect(await count(() => t.get('/pdns/v3/203.0.113.7'))).toBe(1);
  });
});
