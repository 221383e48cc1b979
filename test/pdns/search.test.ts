// Searching like DNSDB: left- and right-hand wildcards, an address range on
// the answer side, time fences (DNSDB's four, and dnsdbq's loose or strict
// window), type and class sets, sorting by first or last seen, COF output of
// all of them; in POST /pdns/v3/search, GraphQL and GET /pdns/v3/cof.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const T0 = 1_700_000_000_000;
const DAY = 86_400_000;
const at = (days: number) => T0 + days * DAY;

const rec = (query: string, answer: string, recordType: string, first: number, last: number, tlp = 'white') => ({
  query, answer, recordType, tlp, firstSeen: at(first), lastSeen: at(last), times: 1, minTtl: 60, maxTtl: 60,
});

beforeAll(async () => {
  t = await startTestApp({ env: { PDNS_PUBLIC_PER_MINUTE: '0', PDNS_PUBLIC_PER_DAY: '0', PDNS_SEARCH_MAX_MATCHES: '50' } });
  const records = [
    rec('www.corp.example', '192.0.2.10', 'A', 0, 10),
    rec('mail.corp.example', '192.0.2.20', 'A', 5, 6),
    rec('a.b.corp.example', '2001:db8::5', 'AAAA', 20, 30),
    rec('corp.example', '192.0.2.30', 'A', 1, 2),
    rec('corp.example', '10 mx.corp.example.', 'MX', 1, 2),
    rec('alias.other.example', 'www.corp.example', 'CNAME', 3, 4),
    rec('notcorp.example', '192.0.2.40', 'A', 1, 2),
    rec('www.corp.net', '198.51.100.1', 'A', 1, 2),
    rec('www.corp.co.uk', '198.51.100.2', 'A', 1, 2),
    rec('wwwcorp.com', '198.51.100.3', 'A', 1, 2),
    rec('www.corp.example', 'txt value', 'TXT', 1, 2),
    ...Array.from({ length: 60 }, (_, i) => rec(`h${i}.many.example`, `203.0.113.${i}`, 'A', i, i + 1)),
  ];
  expect((await t.request('POST', '/pdns/v3/record', { as: 'admin', body: { records, customer: 'operator' } })).status).toBe(201);
  const secret = [rec('secret.corp.example', '192.0.2.99', 'A', 1, 2, 'amber')];
  expect((await t.request('POST', '/pdns/v3/record', { as: 'acme-admin', body: { records: secret } })).status).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

const search = (body: Record<string, unknown>, as?: string) => t.request('POST', '/pdns/v3/search', { as, body: { limit: 100, ...body } });
const pairs = (r: { body: { data: { query: string; answer: string }[] } }) => r.body.data.map((d) => `${d.query} ${d.answer}`).sort();

describe('wildcards', () => {
  it('*.corp.example: every name below corp.example, on the query or the answer side, not corp.example itself nor notcorp.example', async () => {
    const r = await search({ query: '*.corp.example' });
    expect(r.status).toBe(200);
    expect(pairs(r)).toEqual([
      'a.b.corp.example. 2001:db8::5',
      'alias.other.example. www.corp.example.',
      'corp.example. 10 mx.corp.example.',
      'mail.corp.example. 192.0.2.20',
      'www.corp.example. 192.0.2.10',
      'www.corp.example. txt value',
    ]);
    expect(r.body).toMatchObject({ count: 6, size: 6 });
    expect(r.body.metaData).toMatchObject({ truncated: false, partial: false });
    // case and a trailing period do not matter
    expect(pairs(await search({ query: '*.CORP.Example.' }))).toEqual(pairs(r));
  });

  it('private records stay private in a wildcard search', async () => {
    expect(pairs(await search({ query: '*.corp.example' }))).not.toContain('secret.corp.example. 192.0.2.99');
    expect(pairs(await search({ query: '*.corp.example' }, 'acme-user'))).toContain('secret.corp.example. 192.0.2.99');
    expect(pairs(await search({ query: '*.corp.example' }, 'globex-user'))).not.toContain('secret.corp.example. 192.0.2.99');
  });

  it('www.corp.*: names starting with the labels www.corp, not wwwcorp.com', async () => {
    const r = await search({ query: 'www.corp.*' });
    expect(pairs(r)).toEqual([
      'alias.other.example. www.corp.example.',
      'www.corp.co.uk. 198.51.100.2',
      'www.corp.example. 192.0.2.10',
      'www.corp.example. txt value',
      'www.corp.net. 198.51.100.1',
    ]);
  });

  it('412 naming query for a pattern that is none: * alone, both ends, a bad label', async () => {
    for (const query of ['*', '*.corp.*', 'www.*.*', '*.bad_label!.com', '**.example']) {
      const r = await search({ query });
      expect(r.status, query).toBe(412);
      expect(envelopeError(r)).toMatchObject({ type: 'FIELD_ERROR', field: 'query' });
    }
  });
});

describe('address ranges on the answer side', () => {
  it('192.0.2.0/24, 192.0.2.0/28, the DNSDB spelling 192.0.2.0,24 and IPv6 2001:db8::/32', async () => {
    const all = await search({ query: '192.0.2.0/24' });
    expect(pairs(all)).toEqual(['corp.example. 192.0.2.30', 'mail.corp.example. 192.0.2.20', 'notcorp.example. 192.0.2.40', 'www.corp.example. 192.0.2.10']);
    expect(pairs(await search({ query: '192.0.2.0/28' }))).toEqual(['www.corp.example. 192.0.2.10']);
    expect(pairs(await search({ query: '192.0.2.0,24' }))).toEqual(pairs(all));
    expect(pairs(await search({ query: '2001:db8::/32' }))).toEqual(['a.b.corp.example. 2001:db8::5']);
    // host bits set: the range of the prefix
    expect(pairs(await search({ query: '192.0.2.17/28' }))).toEqual(['corp.example. 192.0.2.30', 'mail.corp.example. 192.0.2.20']);
  });

  it('412 for a bad range', async () => {
    for (const query of ['192.0.2.0/33', '2001:db8::/129', '192.0.2/24', '300.0.2.0/24']) {
      const r = await search({ query });
      expect(r.status, query).toBe(412);
      expect(envelopeError(r)).toMatchObject({ field: 'query' });
    }
  });
});

describe('time fences', () => {
  const names = (r: { body: { data: { query: string }[] } }) => [...new Set(r.body.data.map((d) => d.query))].sort();
  const wild = { query: '*.corp.example', rrType: ['a', 'aaaa'] };

  it('DNSDB\'s four fences, inclusive', async () => {
    expect(names(await search({ ...wild, firstSeenAfter: at(5) }))).toEqual(['a.b.corp.example.', 'mail.corp.example.']);
    expect(names(await search({ ...wild, firstSeenBefore: at(5) }))).toEqual(['mail.corp.example.', 'www.corp.example.']);
    expect(names(await search({ ...wild, lastSeenAfter: at(10) }))).toEqual(['a.b.corp.example.', 'www.corp.example.']);
    expect(names(await search({ ...wild, lastSeenBefore: at(6) }))).toEqual(['mail.corp.example.']);
    // ISO 8601 too
    expect(names(await search({ ...wild, firstSeenAfter: new Date(at(5)).toISOString() }))).toEqual(['a.b.corp.example.', 'mail.corp.example.']);
  });

  it('a window: loose matches records overlapping it, strict only those inside it (dnsdbq -A -B [-c])', async () => {
    const window = { seenAfter: at(4), seenBefore: at(7) };
    expect(names(await search({ ...wild, ...window }))).toEqual(['mail.corp.example.', 'www.corp.example.']);
    expect(names(await search({ ...wild, ...window, strictTimeFence: true }))).toEqual(['mail.corp.example.']);
    expect(names(await search({ ...wild, seenAfter: at(11) }))).toEqual(['a.b.corp.example.']);
    expect(names(await search({ ...wild, seenAfter: at(11), strictTimeFence: true }))).toEqual(['a.b.corp.example.']);
    expect(names(await search({ ...wild, seenBefore: at(3), strictTimeFence: true }))).toEqual([]);
  });

  it('apply to exact lookups too, and 412 for a bad time or a window the wrong way round', async () => {
    // the TXT record, and the CNAME whose answer is www.corp.example (last seen on days 2 and 4; the A record on day 10)
    expect((await search({ query: 'www.corp.example', lastSeenBefore: at(5) })).body.data.map((d: { rrtype: string }) => d.rrtype).sort()).toEqual(['cname', 'txt']);
    expect(envelopeError(await search({ query: 'www.corp.example', lastSeenBefore: 'yesterday' }))).toMatchObject({ field: 'lastSeenBefore' });
    expect(envelopeError(await search({ query: 'www.corp.example', seenAfter: at(5), seenBefore: at(4) }))).toMatchObject({ field: 'seenBefore' });
  });
});

describe('type and class sets, sorting', () => {
  it('rrType and rrClass lists, any case; ANY means every type', async () => {
    expect(pairs(await search({ query: '*.corp.example', rrType: ['MX', 'cname'] }))).toEqual(['alias.other.example. www.corp.example.', 'corp.example. 10 mx.corp.example.']);
    expect((await search({ query: '*.corp.example', rrType: ['ANY'] })).body.count).toBe(6);
    expect((await search({ query: '*.corp.example', rrClass: ['CH', 'HS'] })).body.count).toBe(0);
    expect((await search({ query: '*.corp.example', rrClass: ['IN', 'CH'] })).body.count).toBe(6);
  });

  it('sortBy first or last seen, ascending or descending; default last seen descending', async () => {
    const order = async (sortBy?: string[]) => (await search({ query: '*.corp.example', rrType: ['a', 'aaaa'], ...(sortBy ? { sortBy } : {}) })).body.data.map((d: { query: string }) => d.query.split('.')[0]);
    expect(await order()).toEqual(['a', 'www', 'mail']);
    expect(await order(['lastSeenTimestamp'])).toEqual(['mail', 'www', 'a']);
    expect(await order(['firstSeenTimestamp'])).toEqual(['www', 'mail', 'a']);
    expect(await order(['-firstSeenTimestamp'])).toEqual(['a', 'mail', 'www']);
    expect(envelopeError(await search({ query: '*.corp.example', sortBy: ['color'] }))).toMatchObject({ field: 'sortBy' });
  });
});

describe('a page is whole records', () => {
  // A search groups every match with only the sort key first and aggregates
  // the page's records afterwards, from their rows read again (search-sql.ts):
  // what the page shows must be the same as aggregating everything at once.
  it('times summed across customers, the strictest TLP, the owner only when it is one visible customer; sorted by times, per customer too, and paged', async () => {
    const shared = (query: string, answer: string, tlp: string, times: number) => ({ ...rec(query, answer, 'A', 1, 2, tlp), times });
    expect((await t.request('POST', '/pdns/v3/record', { as: 'admin', body: { records: [shared('s1.shared.example', '198.18.0.1', 'white', 3), shared('s2.shared.example', '198.18.0.2', 'green', 1)], customer: 'acme' } })).status).toBe(201);
    expect((await t.request('POST', '/pdns/v3/record', { as: 'admin', body: { records: [shared('s1.shared.example', '198.18.0.1', 'amber', 4)], customer: 'globex' } })).status).toBe(201);
    const view = (r: { body: { data: { query: string; times: number; tlp: string; customer: { shortName: string | null } | null }[] } }) =>
      r.body.data.map((d) => `${d.query.split('.')[0]} ${d.times} ${d.tlp} ${d.customer?.shortName ?? '-'}`);

    const admin = await search({ query: '*.shared.example', sortBy: ['-times'] }, 'admin');
    expect(view(admin)).toEqual(['s1 7 amber -', 's2 1 green acme']);
    expect(admin.body.count).toBe(2);

    const separate = await search({ query: '*.shared.example', sortBy: ['-times'], aggregateResult: false }, 'admin');
    expect(view(separate)).toEqual(['s1 4 amber globex', 's1 3 white acme', 's2 1 green acme']);
    const second = await search({ query: '*.shared.example', sortBy: ['-times'], aggregateResult: false, limit: 1, offset: 1 }, 'admin');
    expect(view(second)).toEqual(['s1 3 white acme']);
    expect(second.body).toMatchObject({ count: 3 });
    expect(second.body.metaData).toMatchObject({ truncated: true, nextOffset: 2 });

    // acme-user sees acme, not globex: globex's amber row is not there at all.
    expect(view(await search({ query: '*.shared.example', sortBy: ['-times'] }, 'acme-user'))).toEqual(['s1 3 white acme', 's2 1 green acme']);
    // Anonymous: white only, and its owner anonymised.
    expect(view(await search({ query: '*.shared.example', sortBy: ['-times'] }))).toEqual(['s1 3 white -']);
  });

  // The answer side of a left-hand wildcard is grouped apart from the query
  // side, in its index's order (search-sql.ts, ANSWER_SIDE): the same records,
  // counts, owners and visibility as on the query side, and a record matching
  // on both sides once.
  it('on the answer side too: records of several customers merged, per customer, visible only to whom may see them, and a record matching both sides once', async () => {
    const cname = (query: string, answer: string, tlp: string, times: number) => ({ ...rec(query, answer, 'CNAME', 1, 2, tlp), times });
    expect((await t.request('POST', '/pdns/v3/record', { as: 'admin', body: { records: [cname('c1.users.example', 'e1.edge.example', 'white', 3), cname('c2.users.example', 'e2.edge.example', 'green', 1), cname('in.edge.example', 'e3.edge.example', 'white', 5)], customer: 'acme' } })).status).toBe(201);
    expect((await t.request('POST', '/pdns/v3/record', { as: 'admin', body: { records: [cname('c1.users.example', 'e1.edge.example', 'amber', 4)], customer: 'globex' } })).status).toBe(201);
    const view = (r: { body: { data: { query: string; answer: string; times: number; tlp: string; customer: { shortName: string | null } | null }[] } }) =>
      r.body.data.map((d) => `${d.query.split('.')[0]}>${d.answer.split('.')[0]} ${d.times} ${d.tlp} ${d.customer?.shortName ?? '-'}`);

    const admin = await search({ query: '*.edge.example', sortBy: ['-times'] }, 'admin');
    expect(view(admin)).toEqual(['c1>e1 7 amber -', 'in>e3 5 white acme', 'c2>e2 1 green acme']);
    expect(admin.body).toMatchObject({ count: 3 });
    expect(admin.body.metaData).toMatchObject({ truncated: false, partial: false });
    const separate = await search({ query: '*.edge.example', sortBy: ['-times'], aggregateResult: false }, 'admin');
    expect(view(separate)).toEqual(['in>e3 5 white acme', 'c1>e1 4 amber globex', 'c1>e1 3 white acme', 'c2>e2 1 green acme']);
    const second = await search({ query: '*.edge.example', sortBy: ['-times'], aggregateResult: false, limit: 2, offset: 1 }, 'admin');
    expect(view(second)).toEqual(['c1>e1 4 amber globex', 'c1>e1 3 white acme']);
    expect(second.body).toMatchObject({ count: 4 });
    expect((await search({ query: '*.edge.example', sortBy: ['lastSeenTimestamp'], lastSeenAfter: at(3) }, 'admin')).body).toMatchObject({ count: 0 });

    expect(view(await search({ query: '*.edge.example', sortBy: ['-times'] }, 'acme-user'))).toEqual(['in>e3 5 white acme', 'c1>e1 3 white acme', 'c2>e2 1 green acme']);
    expect(view(await search({ query: '*.edge.example', sortBy: ['-times'] }))).toEqual(['in>e3 5 white -', 'c1>e1 3 white -']);
    // The query side alone: in.edge.example is one record, matched once.
    expect((await search({ query: '*.edge.example', rrType: ['cname'] }, 'admin')).body).toMatchObject({ count: 3, size: 3 });
  });
});

describe('every answer says whether it was truncated', () => {
  it('a page shorter than the matches is truncated; beyond PDNS_SEARCH_MAX_MATCHES rows the answer is partial (count -1)', async () => {
    const page = await search({ query: '*.many.example', limit: 5 });
    expect(page.body).toMatchObject({ count: -1, size: 5 });
    expect(page.body.metaData).toMatchObject({ truncated: true, partial: true, maxMatches: 50 });
    const exact = await search({ query: 'www.corp.example', limit: 1 });
    expect(exact.body).toMatchObject({ count: 3, size: 1 });
    expect(exact.body.metaData).toMatchObject({ truncated: true, partial: false, nextOffset: 1 });
    const narrow = await search({ query: '*.many.example', seenAfter: at(55) });
    expect(narrow.body.metaData).toMatchObject({ partial: true });
    const fine = await search({ query: 'h1.many.*' });
    expect(fine.body).toMatchObject({ count: 1 });
    expect(fine.body.metaData).toMatchObject({ truncated: false, partial: false, nextOffset: null });
  });
});

describe('GraphQL and COF', () => {
  it('pdnsSearch takes the same input and answers truncated, partial, nextOffset and the COF lines', async () => {
    const r = await t.graphql(
      'query($input: PdnsSearchInput!) { pdnsSearch(input: $input) { totalCount truncated partial nextOffset nodes { query answer } cof } }',
      { input: { query: '*.corp.example', rrType: ['a'], seenAfter: new Date(at(4)).toISOString(), seenBefore: at(7), orderBy: [{ field: 'FIRST_SEEN_TIMESTAMP' }], limit: 1 } },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.pdnsSearch).toMatchObject({ totalCount: 2, truncated: true, partial: false, nextOffset: 1, nodes: [{ query: 'www.corp.example.' }] });
    expect(JSON.parse(r.body.data.pdnsSearch.cof)).toMatchObject({ rrname: 'www.corp.example.', rrtype: 'A', rdata: ['192.0.2.10'] });
  });

  it('GET /pdns/v3/cof takes wildcards and ranges in the path, DNSDB\'s time fences in seconds, sortBy', async () => {
    const lines = (text: string) => text.trimEnd().split('\n').filter(Boolean).map((l) => JSON.parse(l));
    const wild = await t.get('/pdns/v3/cof/*.corp.example?rrType=a');
    expect(lines(wild.text).map((l) => l.rrname).sort()).toEqual(['mail.corp.example.', 'www.corp.example.']);
    const range = await t.get('/pdns/v3/cof/192.0.2.0,28');
    expect(lines(range.text)).toMatchObject([{ rrname: 'www.corp.example.', rdata: ['192.0.2.10'] }]);
    expect(lines((await t.get('/pdns/v3/cof/192.0.2.0%2F28')).text)).toHaveLength(1);
    const fenced = await t.get(`/pdns/v3/cof/*.corp.example?rrType=a&time_first_after=${at(5) / 1000}`);
    expect(lines(fenced.text).map((l) => l.rrname)).toEqual(['mail.corp.example.']);
    const sorted = await t.get('/pdns/v3/cof/*.corp.example?rrType=a&rrType=aaaa&sortBy=firstSeenTimestamp');
    expect(lines(sorted.text).map((l) => l.rrname)).toEqual(['www.corp.example.', 'mail.corp.example.', 'a.b.corp.example.']);
    const bad = await t.get('/pdns/v3/cof/*.corp.example?time_last_before=soon');
    expect(bad.status).toBe(412);
    expect(envelopeError(bad)).toMatchObject({ field: 'time_last_before' });
    // relative (negative) seconds: the last 10 years
    expect(lines((await t.get('/pdns/v3/cof/*.corp.example?rrType=a&time_last_after=-315360000')).text)).toHaveLength(2);
  });

  it('GET /pdns/v3/{query} takes the same query forms', async () => {
    expect((await t.get('/pdns/v3/*.corp.example?rrType=a')).body.count).toBe(2);
    expect((await t.get('/pdns/v3/192.0.2.0,24')).body.count).toBe(4);
  });
});
