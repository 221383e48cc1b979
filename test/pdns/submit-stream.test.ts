// POST /pdns/v3/record with an NDJSON body (application/x-ndjson): one
// submission record per line, read as it arrives, all or nothing unless
// ignoreOnFailed, limits on lines and line length, the same permissions and
// answer as the JSON form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PDNS_PUBLIC_PER_MINUTE: '0', PDNS_PUBLIC_PER_DAY: '0', PDNS_STREAM_MAX_RECORDS: '30000', PDNS_STREAM_MAX_LINE_BYTES: '1024', PDNS_STREAM_MAX_FAILURES: '3' } });
});
afterAll(async () => {
  await t?.close();
});

const record = (i: number, over: Record<string, unknown> = {}) => ({
  query: `s${i}.stream.example`, answer: `192.0.2.${i % 250}`, firstSeen: 1_700_000_000_000 + i, lastSeen: 1_700_000_600_000 + i,
  times: 2, minTtl: 30, maxTtl: 300, tlp: 'green', recordType: 'A', ...over,
});
const ndjson = (lines: unknown[]) => `${lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n')}\n`;
const send = (body: string, as: string | null = 'acme-admin', query = '', type = 'application/x-ndjson') =>
  t.app.inject({ method: 'POST', url: `/pdns/v3/record${query}`, headers: { 'content-type': type, ...(as !== null ? { 'service-api-key': t.keys[as] ?? as } : {}) }, payload: body }).then((r) => ({ status: r.statusCode, headers: r.headers, body: JSON.parse(r.body) }));
const stored = async (like: string) =>
  (await t.database.prisma.$queryRawUnsafe<{ n: number; times: number }[]>(`SELECT count(*)::int AS n, COALESCE(sum(times), 0)::int AS times FROM pdns_record WHERE query LIKE $1`, like))[0]!;

describe('POST /pdns/v3/record, NDJSON', () => {
  it('stores every line for the caller\'s customer and answers as the JSON form (201, counts, customer, rateLimit)', async () => {
    const r = await send(ndjson([record(1), record(2), '', record(1)]));
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ responseCode: 201, data: { submitted: 3, accepted: 3, failed: 0, failedRecords: [], failedRecordsTruncated: false, customer: { shortName: 'acme' } } });
    expect(r.body.metaData.rateLimit).toMatchObject({ limitPerMinute: 600 });
    // the repeated line merged into one observation, its times added
    expect(await stored('s_.stream.example.')).toEqual({ n: 2, times: 6 });
    const found = await t.get('/pdns/v3/s1.stream.example', { as: 'acme-user' });
    expect(found.body.data[0]).toMatchObject({ answer: '192.0.2.1', tlp: 'green', times: 4, customer: { shortName: 'acme' } });
  });

  it('reads a large body (12 000 lines; the server reads it line by line as it arrives)', { timeout: 120_000 }, async () => {
    const lines = Array.from({ length: 12_000 }, (_, i) => `${JSON.stringify(record(i, { query: `big${i}.stream.example` }))}\n`);
    const r = await send(lines.join(''), 'acme-admin', '?customer=acme-emea');
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ submitted: 12_000, accepted: 12_000, customer: { shortName: 'acme-emea' } });
    expect(await stored('big%.stream.example.')).toEqual({ n: 12_000, times: 24_000 });
  });

  it('one invalid line fails the request: 412 naming it, every failure counted, nothing stored', async () => {
    const r = await send(ndjson([record(100), record(101, { answer: 'not-an-ip' }), '{"query":', record(102, { tlp: 'blue' }), record(103)]));
    expect(r.status).toBe(412);
    expect(envelopeError(r as never)).toMatchObject({ type: 'FIELD_ERROR', field: 'records[1].answer' });
    expect(r.body.metaData).toMatchObject({ failed: 3, failedRecordsTruncated: false });
    expect(r.body.metaData.failedRecords.map((f: { field: string }) => f.field)).toEqual(['records[1].answer', 'records[2]', 'records[3].tlp']);
    expect(await stored('s10_.stream.example.')).toEqual({ n: 0, times: 0 });
  });

  it('ignoreOnFailed stores the valid lines and lists the failed ones (the first PDNS_STREAM_MAX_FAILURES)', async () => {
    const bad = (i: number) => record(i, { times: 0 });
    const r = await send(ndjson([record(200), bad(201), bad(202), bad(203), bad(204), record(205)]), 'acme-admin', '?ignoreOnFailed=true');
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ submitted: 6, accepted: 2, failed: 4, failedRecordsTruncated: true });
    expect(r.body.data.failedRecords).toHaveLength(3);
    expect(r.body.data.failedRecords[0]).toMatchObject({ index: 1, field: 'records[1].times' });
    expect(await stored('s20_.stream.example.')).toEqual({ n: 2, times: 4 });
  });

  it('limits: a line longer than the maximum, more lines than the maximum, an empty body: 412, nothing stored', async () => {
    const long = await send(ndjson([record(300), record(301, { answer: 'x'.repeat(2000), recordType: 'TXT' })]));
    expect(long.status).toBe(412);
    expect(envelopeError(long as never)).toMatchObject({ field: 'records[1]', messageTemplate: 'invalid.field.max' });
    const many = await send(ndjson(Array.from({ length: 30_001 }, (_, i) => record(i, { query: `many${i}.stream.example` }))));
    expect(many.status).toBe(412);
    expect(envelopeError(many as never)).toMatchObject({ field: 'records', messageTemplate: 'invalid.field.max' });
    expect(await stored('many%.stream.example.')).toEqual({ n: 0, times: 0 });
    expect(await stored('s30_.stream.example.')).toEqual({ n: 0, times: 0 });
    const empty = await send('\n\n');
    expect(empty.status).toBe(412);
    expect(envelopeError(empty as never)).toMatchObject({ field: 'records' });
  });

  it('the same permissions as the JSON form: 401 anonymous, 403 without submitPassiveDNS, 404 unknown customer, 405 other types', async () => {
    expect((await send(ndjson([record(400)]), null)).status).toBe(401);
    expect((await send(ndjson([record(400)]), 'acme-user')).status).toBe(403);
    // another tenant's customer answers as an unknown one (invisible is nonexistent)
    expect((await send(ndjson([record(400)]), 'acme-admin', '?customer=globex')).status).toBe(404);
    expect((await send(ndjson([record(400)]), 'acme-admin', '?customer=initech')).status).toBe(404);
    expect((await send(ndjson([record(400)]), 'acme-admin', '', 'text/csv')).status).toBe(405);
    expect(envelopeError((await send(ndjson([record(400)]), 'acme-admin', '?ignoreOnFailed=maybe')) as never)).toMatchObject({ field: 'ignoreOnFailed' });
    expect(await stored('s400.stream.example.')).toEqual({ n: 0, times: 0 });
    // the JSON form still works on the same path
    const json = await t.request('POST', '/pdns/v3/record', { as: 'acme-admin', body: { records: [record(401)] } });
    expect(json.status).toBe(201);
    expect(json.body.data).toMatchObject({ submitted: 1, accepted: 1 });
  });
});
