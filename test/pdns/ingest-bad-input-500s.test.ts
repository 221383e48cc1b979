// Bad input to POST /pdns/v3/record that once answered 500 (found by a probe):
// - an NDJSON line whose free-form answer holds a NUL (the COPY into the
//   staging table failed), and other characters the JSON form refuses
//   (lone surrogates, U+000B, U+001F) but the NDJSON form stored;
// - an IPv6 address with a zone id (fe80::1%eth0) as an AAAA answer
//   (PostgreSQL's inet refused it) or as a PTR-style query;
// - counts (`times`) whose sum overflows the bigint column: they saturate.
// Each refusal is a 412 in the REST envelope naming the field, nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PDNS_PUBLIC_PER_MINUTE: '0', PDNS_PUBLIC_PER_DAY: '0' } });
});
afterAll(async () => {
  await t?.close();
});

const record = (over: Record<string, unknown> = {}) => ({
  query: 'bad.ingest.example', answer: 'v=spf1 -all', firstSeen: 1_700_000_000_000, lastSeen: 1_700_000_600_000,
  times: 1, minTtl: 60, maxTtl: 60, tlp: 'white', recordType: 'txt', ...over,
});
const ndjson = (lines: unknown[]) => `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`;
const sendNdjson = (lines: unknown[], query = '') =>
  t.request('POST', `/pdns/v3/record${query}`, { as: 'admin', payload: ndjson(lines), headers: { 'content-type': 'application/x-ndjson' } });
const sendJson = (records: unknown[], query = '') => t.request('POST', `/pdns/v3/record${query}`, { as: 'admin', body: { records } });
const stored = async (query: string) =>
  (await t.database.prisma.$queryRawUnsafe<{ n: number }[]>('SELECT count(*)::int AS n FROM pdns_record WHERE query = $1', query))[0]!.n;
const storedTimes = async (query: string) =>
  (await t.database.prisma.$queryRawUnsafe<{ times: string }[]>('SELECT times::text AS times FROM pdns_record WHERE query = $1', query)).map((r) => r.times);

const BAD_TEXT: [string, string, RegExp][] = [
  ['NUL', 'a\u0000b', /control characters other than tab and line breaks \(U\+0000 at character 2\)/],
  ['a lone surrogate', 'a\ud800b', /lone UTF-16 surrogate \(U\+D800 at character 2\)/],
  ['U+000B', 'a\u000bb', /control characters other than tab and line breaks \(U\+000B at character 2\)/],
  ['U+001F', 'a\u001fb', /control characters other than tab and line breaks \(U\+001F at character 2\)/],
];

describe('NDJSON records meet the JSON form\'s text policy', () => {
  it.each(BAD_TEXT)('a txt answer with %s: 412 naming records[i].answer on both forms, nothing stored', async (_name, answer, why) => {
    const query = `t${BAD_TEXT.findIndex((b) => b[1] === answer)}.text.ingest.example`;
    const bad = record({ query, answer });
    const json = await sendJson([bad]);
    expect(json.status).toBe(412);
    expect(envelopeError(json)).toMatchObject({ type: 'FIELD_ERROR', messageTemplate: 'invalid.field.characters' });
    expect(envelopeError(json).message).toMatch(/^records\[0\]\.answer must not contain /);
    expect(envelopeError(json).message).toMatch(why);

    // A valid line before it is not stored either: the whole body is refused.
    const nd = await sendNdjson([record({ query: `ok.${query}` }), bad]);
    expect(nd.status).toBe(412);
    expect(nd.body).toMatchObject({ responseCode: 412, data: null });
    expect(envelopeError(nd)).toMatchObject({ type: 'FIELD_ERROR', field: 'records[1].answer', messageTemplate: 'invalid.field.value' });
    expect(envelopeError(nd).message).toMatch(/^1 of 2 records are invalid, nothing was stored \(first: records\[1\]\.answer: answer must not contain /);
    expect(envelopeError(nd).message).toMatch(why);
    expect(nd.body.metaData).toMatchObject({ failed: 1, failedRecords: [{ index: 1, field: 'records[1].answer' }] });
    expect(await stored(`${query}.`)).toBe(0);
    expect(await stored(`ok.${query}.`)).toBe(0);
  });

  it('ignoreOnFailed: the valid lines are stored, the refused one listed', async () => {
    const r = await sendNdjson([record({ query: 'kept.text.ingest.example' }), record({ query: 'nul.text.ingest.example', answer: 'x\u0000' })], '?ignoreOnFailed=true');
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ submitted: 2, accepted: 1, failed: 1, failedRecords: [{ index: 1, field: 'records[1].answer' }] });
    expect(await stored('kept.text.ingest.example.')).toBe(1);
    expect(await stored('nul.text.ingest.example.')).toBe(0);
  });

  it('a refused key or another field is named as on the JSON form', async () => {
    const r = await sendNdjson([record({ query: 'q\u0000.text.ingest.example' })]);
    expect(r.status).toBe(412);
    expect(envelopeError(r)).toMatchObject({ field: 'records[0].query' });
    const key = await sendNdjson([{ ...record({ query: 'key.text.ingest.example' }), 'x\u0000': 1 }]);
    expect(key.status).toBe(412);
    expect(envelopeError(key)).toMatchObject({ field: 'records[0]' });
    expect(await stored('key.text.ingest.example.')).toBe(0);
  });

  it('tab, line breaks and other Unicode are still accepted in a free-form answer', async () => {
    const r = await sendNdjson([record({ query: 'tab.text.ingest.example', answer: 'a\tb\u202ec é' })]);
    expect(r.status).toBe(201);
    expect(await stored('tab.text.ingest.example.')).toBe(1);
  });
});

describe('IPv6 zone ids are not addresses', () => {
  const zoned = record({ query: 'zone.ingest.example', answer: 'fe80::1%eth0', recordType: 'aaaa' });

  it('an AAAA answer with a zone id: 412 naming records[0].answer on both forms, nothing stored', async () => {
    const json = await sendJson([zoned]);
    expect(json.status).toBe(412);
    expect(envelopeError(json)).toMatchObject({ type: 'FIELD_ERROR', field: 'records[0].answer' });
    expect(envelopeError(json).message).toContain('is not an IPv6 address (rrtype aaaa)');
    const nd = await sendNdjson([zoned]);
    expect(nd.status).toBe(412);
    expect(envelopeError(nd)).toMatchObject({ type: 'FIELD_ERROR', field: 'records[0].answer' });
    expect(envelopeError(nd).message).toContain('is not an IPv6 address (rrtype aaaa)');
    expect(await stored('zone.ingest.example.')).toBe(0);
  });

  it('a PTR-style query with a zone id: 412 naming records[0].query on both forms, nothing stored', async () => {
    const ptr = record({ query: 'fe80::1%eth0', answer: 'host.zone.ingest.example', recordType: 'ptr' });
    for (const r of [await sendJson([ptr]), await sendNdjson([ptr])]) {
      expect(r.status).toBe(412);
      expect(envelopeError(r)).toMatchObject({ type: 'FIELD_ERROR', field: 'records[0].query' });
      expect(envelopeError(r).message).toContain('is neither an IP address nor a domain name');
    }
    expect(await stored('fe80::1%eth0')).toBe(0);
    expect(await stored('fe80::1')).toBe(0);
  });

  it('a lookup of an address with a zone id: 412 naming query', async () => {
    const r = await t.get('/pdns/v3/fe80::1%25eth0', { as: 'admin' });
    expect(r.status).toBe(412);
    expect(envelopeError(r)).toMatchObject({ type: 'FIELD_ERROR', field: 'query' });
  });

  it('the same address without a zone id is stored, canonical', async () => {
    const r = await sendJson([record({ query: 'nozone.ingest.example', answer: 'FE80:0::1', recordType: 'aaaa' })]);
    expect(r.status).toBe(201);
    const found = await t.get('/pdns/v3/nozone.ingest.example', { as: 'admin' });
    expect(found.body.data[0]).toMatchObject({ answer: 'fe80::1', rrtype: 'aaaa' });
  });
});

describe('times saturates at the bigint maximum', () => {
  const MAX = Number.MAX_SAFE_INTEGER;
  // 9223372036854775807 read as a JSON number: the nearest double, 2^63, as every count beyond 2^53 is shown.
  const SATURATED = 2 ** 63;

  it('within one NDJSON body: 1 100 identical records of MAX_SAFE_INTEGER each', async () => {
    const big = record({ query: 'nd.overflow.ingest.example', answer: '192.0.2.1', recordType: 'a', times: MAX });
    const r = await sendNdjson(Array(1100).fill(big));
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ submitted: 1100, accepted: 1100, failed: 0 });
    expect(await storedTimes('nd.overflow.ingest.example.')).toEqual(['9223372036854775807']);
    const found = await t.get('/pdns/v3/nd.overflow.ingest.example?aggregate=false', { as: 'admin' });
    expect(found.status).toBe(200);
    expect(found.body.data[0].times).toBe(SATURATED);
    expect(found.text).toContain('"times":9223372036854776000');
  });

  it('within one JSON body, and merged into the existing row across requests (3 x 400)', async () => {
    const big = record({ query: 'json.overflow.ingest.example', answer: '192.0.2.2', recordType: 'a', times: MAX });
    const one = await sendJson(Array(1100).fill(big));
    expect(one.status).toBe(201);
    expect(await storedTimes('json.overflow.ingest.example.')).toEqual(['9223372036854775807']);

    const merged = record({ query: 'merge.overflow.ingest.example', answer: '192.0.2.3', recordType: 'a', times: MAX });
    for (let i = 0; i < 3; i += 1) {
      const r = await sendJson(Array(400).fill(merged));
      expect(r.status).toBe(201);
    }
    expect(await storedTimes('merge.overflow.ingest.example.')).toEqual(['9223372036854775807']);
    // Saturated stays saturated: a later submission (either form) neither fails nor wraps.
    expect((await sendNdjson([merged])).status).toBe(201);
    expect((await sendJson([merged])).status).toBe(201);
    expect(await storedTimes('merge.overflow.ingest.example.')).toEqual(['9223372036854775807']);
    const found = await t.get('/pdns/v3/merge.overflow.ingest.example?aggregate=false', { as: 'admin' });
    expect(found.status).toBe(200);
    expect(found.body.data[0].times).toBe(SATURATED);
  });

  it('below the maximum, counts are still added exactly', async () => {
    const r = await sendJson([record({ query: 'exact.overflow.ingest.example', times: MAX }), record({ query: 'exact.overflow.ingest.example', times: 5 })]);
    expect(r.status).toBe(201);
    expect((await sendNdjson([record({ query: 'exact.overflow.ingest.example', times: 2 })])).status).toBe(201);
    expect(await storedTimes('exact.overflow.ingest.example.')).toEqual(['9007199254740998']);
  });
});
