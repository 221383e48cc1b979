// Times as clients write them are read by one parser
// (src/domains/common/timestamps.ts) at every door: a case timestamp field,
// the GraphQL Timestamp scalar (here a case search's startTimestamp) and a
// passive DNS record. JavaScript's Date.parse stored "2024-02-30" as March 1
// and read "2024-01-01T10:00" in the server's own time zone; a case field
// took any whole number, beyond what a date can be.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';
import { makeCase, user } from '../cases/helpers.ts';

let t: TestApp;
let caseId: number;

beforeAll(async () => {
  t = await startTestApp({ env: { PDNS_PUBLIC_PER_MINUTE: '0', PDNS_PUBLIC_PER_DAY: '0' } });
  const reporter = await user(t, 'acme-user');
  caseId = await makeCase(t, { customer: 'acme', service: 'support', reporterId: reporter.id });
  const res = await t.request('POST', '/cases/v2/field', { as: 'admin', body: { name: 'detectedAt', valueType: 'timestampType' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

const put = (value: unknown) => t.request('PUT', `/cases/v2/case/${caseId}/field/detectedAt`, { as: 'acme-admin', body: { value } });
const stored = async () => JSON.stringify((await t.get(`/cases/v2/case/${caseId}/fields/detectedAt`, { as: 'acme-admin' })).body.data);

const NOT_A_TIME = ['2024-02-30', '2023-02-29', '2024-04-31', '2024-13-01', '2024-01-01T24:00Z', '2024-01-01T10:60Z', '2024-01-01T10:00+25:00', '2024-01-01 foo', 'yesterday', 1.5, 1e20, 8_640_000_000_000_001, '99999999999999999', true];

describe('a time', () => {
  it('a case timestamp field stores a calendar day as UTC milliseconds; an offset-less date-time is UTC', async () => {
    expect((await put('2024-02-29')).status).toBe(200);
    expect(await stored()).toContain(String(Date.UTC(2024, 1, 29)));
    expect((await put('2024-01-01T10:00')).status).toBe(200);
    expect(await stored()).toContain(String(Date.UTC(2024, 0, 1, 10)));
    expect((await put('2024-01-01T10:00:00.5+01:30')).status).toBe(200);
    expect(await stored()).toContain(String(Date.UTC(2024, 0, 1, 8, 30, 0, 500)));
    expect((await put(-62_167_219_200_000)).status).toBe(200); // 0000-01-01, the first time there is
  });

  it.each(NOT_A_TIME.map((v) => [JSON.stringify(v), v]))('a case timestamp field refuses %s with 412 naming the field, keeping the stored value', async (_, value) => {
    expect((await put(1_700_000_000_000)).status).toBe(200);
    const res = await put(value);
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field: 'detectedAt' });
    expect(envelopeError(res).message).toContain('ISO 8601');
    expect(await stored()).toContain('1700000000000');
  });

  it.each(NOT_A_TIME.filter((v) => typeof v !== 'boolean').map((v) => [JSON.stringify(v), v]))('the Timestamp scalar (a case search startTimestamp) refuses %s with 412 naming it', async (_, value) => {
    const res = await t.request('POST', '/cases/v2/case/search', { as: 'admin', body: { startTimestamp: value } });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ field: 'startTimestamp' });
    expect(envelopeError(res).message).toContain('between the years 0000 and 9999');
  });

  it('the Timestamp scalar takes a calendar day, and the same instant written three ways finds the same cases', async () => {
    const counts: unknown[] = [];
    for (const startTimestamp of ['2024-02-29', '2024-02-29T00:00', '2024-02-29T01:00+01:00', Date.UTC(2024, 1, 29)]) {
      const res = await t.request('POST', '/cases/v2/case/search', { as: 'admin', body: { startTimestamp } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      counts.push(res.body.count);
    }
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeGreaterThan(0);
  });

  it.each(['2023-02-29', '2024-02-30T10:00:00Z', -1, '1969-12-31'])('a passive DNS record refuses firstSeen %s with 412 naming it, storing nothing', async (firstSeen) => {
    const res = await t.request('POST', '/pdns/v3/record', { as: 'acme-admin', body: { records: [{ query: 'when.timestamps.example', answer: '192.0.2.7', firstSeen, times: 1, minTtl: 1, maxTtl: 1, tlp: 'amber', recordType: 'A' }] } });
    expect(res.status).toBe(412);
    expect(JSON.stringify(res.body)).toContain('firstSeen');
    expect((await t.get('/pdns/v3/when.timestamps.example?aggregate=false', { as: 'admin' })).body.data ?? []).toEqual([]);
  });
});
