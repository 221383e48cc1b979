// POST /pdns/v3/record (bulk submission) and the submitPdnsRecords mutation.
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
  query: 'Sub.Example', answer: '192.0.2.10', firstSeen: 1_700_000_000_000, lastSeen: 1_700_000_600_000,
  times: 2, minTtl: 30, maxTtl: 300, tlp: 'amber', recordType: 'A', ...over,
});
const submit = (body: unknown, as = 'acme-admin', query = '') => t.request('POST', `/pdns/v3/record${query}`, { as, body });
const lookup = (q: string, as = 'admin') => t.get(`/pdns/v3/${q}?aggregate=false`, { as });

describe('POST /pdns/v3/record', () => {
  it('stores records for the caller\'s customer, normalised (lower case, trailing period), 201 with the outcome', async () => {
    const r = await submit({ records: [record(), record({ query: 'sub.example.', answer: 'other.example', recordType: 'CNAME', recordClass: 'IN', firstSeen: '2023-11-14T22:13:20Z', lastSeen: undefined })] });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ responseCode: 201, data: { submitted: 2, accepted: 2, failed: 0, failedRecords: [], customer: { shortName: 'acme' } } });
    expect(r.body.metaData.rateLimit).toMatchObject({ limitPerMinute: 600 });
    const found = await lookup('sub.example', 'acme-user');
    expect(found.body.count).toBe(2);
    const a = found.body.data.find((d: { rrtype: string }) => d.rrtype === 'a');
    expect(a).toMatchObject({ query: 'sub.example.', answer: '192.0.2.10', rrclass: 'in', tlp: 'amber', times: 2, minTtl: 30, maxTtl: 300, firstSeenTimestamp: 1_700_000_000_000, lastSeenTimestamp: 1_700_000_600_000, customer: { shortName: 'acme' } });
    const cname = found.body.data.find((d: { rrtype: string }) => d.rrtype === 'cname');
    expect(cname).toMatchObject({ answer: 'other.example.', firstSeenTimestamp: 1_700_000_000_000 });
    // lastSeen defaults to the submission time
    expect(Math.abs(cname.lastSeenTimestamp - Date.now())).toBeLessThan(60_000);
    // private to acme: not to globex, nor to the public
    expect((await lookup('sub.example', 'globex-user')).body.count).toBe(0);
    expect((await t.get('/pdns/v3/sub.example')).body.count).toBe(0);
  });

  it('merges a repeated observation: times added, seen and TTL extremes kept, also from concurrent submitters', async () => {
    const base = { query: 'merge.example', answer: '192.0.2.20', tlp: 'green' };
    expect((await submit({ records: [record({ ...base, firstSeen: 2_000, lastSeen: 5_000, minTtl: 50, maxTtl: 60, times: 3 })] })).status).toBe(201);
    expect((await submit({ records: [record({ ...base, firstSeen: 1_000, lastSeen: 4_000, minTtl: 10, maxTtl: 100, times: 4 })] })).status).toBe(201);
    let r = (await lookup('merge.example')).body.data;
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ times: 7, firstSeenTimestamp: 1_000, lastSeenTimestamp: 5_000, minTtl: 10, maxTtl: 100 });
    const same = record({ ...base, firstSeen: 3_000, lastSeen: 3_000, times: 1 });
    const results = await Promise.all(Array.from({ length: 10 }, () => submit({ records: [same, same] })));
    expect(results.map((x) => x.status)).toEqual(Array(10).fill(201));
    r = (await lookup('merge.example')).body.data;
    expect(r[0].times).toBe(27);
  });

  it('one invalid record fails the whole request by default: 412 naming it, every reason in metaData, nothing stored', async () => {
    const r = await submit({ records: [record({ query: 'allornothing.example' }), record({ query: 'allornothing.example', firstSeen: 'yesterday' }), record({ query: 'allornothing.example', tlp: 'purple' })] });
    expect(r.status).toBe(412);
    expect(envelopeError(r)).toMatchObject({ type: 'FIELD_ERROR', field: 'records[1].firstSeen' });
    expect(r.body.data).toBeNull();
    expect(r.body.metaData.failedRecords).toEqual([
      { index: 1, field: 'records[1].firstSeen', message: expect.stringContaining('ISO 8601') },
      { index: 2, field: 'records[2].tlp', message: expect.stringContaining('purple') },
    ]);
    expect((await lookup('allornothing.example')).body.count).toBe(0);
  });

  it('an unknown field makes that record invalid (not the request): with ignoreOnFailed the others are stored', async () => {
    const records = [record({ query: 'unknown.example' }), record({ query: 'unknown.example', answer: '192.0.2.99', colour: 'blue' })];
    const strict = await submit({ records });
    expect(strict.status).toBe(412);
    expect(envelopeError(strict)).toMatchObject({ field: 'records[1].colour' });
    expect(envelopeError(strict).message).toContain('unknown field "colour"');
    expect((await lookup('unknown.example')).body.count).toBe(0);

    const lenient = await submit({ records, ignoreOnFailed: true });
    expect(lenient.status).toBe(201);
    expect(lenient.body.data).toMatchObject({ submitted: 2, accepted: 1, failed: 1, failedRecords: [{ index: 1, field: 'records[1].colour', message: 'unknown field "colour"' }] });
    expect(answersOf(await lookup('unknown.example'))).toEqual(['192.0.2.10']);
  });

  it('accepts ignoreOnFailed as a query parameter too', async () => {
    const r = await submit({ records: [record({ query: 'qparam.example' }), { query: 'qparam.example' }] }, 'acme-admin', '?ignoreOnFailed=true');
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ accepted: 1, failed: 1 });
    expect(r.body.data.failedRecords[0].message).toContain('answer is required');
  });

  it('names every missing required field and bad value', async () => {
    for (const field of ['query', 'answer', 'firstSeen', 'times', 'minTtl', 'maxTtl', 'tlp', 'recordType']) {
      const bad: Record<string, unknown> = record();
      delete bad[field];
      const r = await submit({ records: [bad] });
      expect(r.status, field).toBe(412);
      expect(envelopeError(r).field).toBe(`records[0].${field}`);
      expect(envelopeError(r).message).toContain(`${field} is required`);
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ answer: 'not-an-ip' }, 'answer'],
      [{ query: 'bad name!' }, 'query'],
      [{ times: 0 }, 'times'],
      [{ minTtl: -1 }, 'minTtl'],
      [{ minTtl: 500, maxTtl: 100 }, 'maxTtl'],
      [{ lastSeen: 1 }, 'lastSeen'],
      [{ recordType: 'no type!' }, 'recordType'],
      [{ firstSeen: '2024-13-45T00:00:00Z' }, 'firstSeen'],
    ];
    for (const [over, field] of cases) expect(envelopeError(await submit({ records: [record(over)] })).field, field).toBe(`records[0].${field}`);
  });

  it('412 for a body that is not JSON, records not a list, no records, an unknown top-level field', async () => {
    const notJson = await t.request('POST', '/pdns/v3/record', { as: 'acme-admin', payload: '{"records": [', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(412);
    expect(envelopeError(notJson).field).toBe('body');
    expect(envelopeError(await submit({ records: 5 })).field).toMatch(/^records/);
    expect(envelopeError(await submit({ records: [] })).field).toBe('records');
    expect(envelopeError(await submit({ records: [record()], extra: true })).field).toBe('extra');
    expect(envelopeError(await submit({})).field).toBe('records');
  });

  it('needs submitPassiveDNS for the records\' customer: 401 anonymous, 403 without it, 404 unknown customer', async () => {
    expect((await t.request('POST', '/pdns/v3/record', { body: { records: [record()] } })).status).toBe(401);
    const user = await submit({ records: [record({ query: 'denied.example' })] }, 'acme-user');
    expect(user.status).toBe(403);
    const other = await submit({ records: [record({ query: 'denied.example' })], customer: 'globex' }, 'acme-admin');
    // another tenant's customer answers as an unknown one (invisible is nonexistent)
    expect(other.status).toBe(404);
    expect((await submit({ records: [record()], customer: 'nope' }, 'admin')).status).toBe(404);
    expect((await lookup('denied.example')).body.count).toBe(0);
    // analyst may submit for any customer
    const analyst = await submit({ records: [record({ query: 'globex-sub.example', tlp: 'red' })], customer: 'globex' }, 'analyst');
    expect(analyst.status).toBe(201);
    expect((await lookup('globex-sub.example', 'globex-user')).body.data[0].customer.shortName).toBe('globex');
    expect((await lookup('globex-sub.example', 'acme-user')).body.count).toBe(0);
  });

  it('GraphQL submitPdnsRecords', async () => {
    const r = await t.graphql(
      'mutation($input: SubmitPdnsRecordsInput!) { submitPdnsRecords(input: $input) { report { accepted failed failedRecords { index field message } customer { shortName } } } }',
      { input: { records: [record({ query: 'gql.example' }), record({ nope: 1 })], ignoreOnFailed: true, customer: { shortName: 'acme' } } },
      { as: 'admin' },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.submitPdnsRecords.report).toMatchObject({ accepted: 1, failed: 1, customer: { shortName: 'acme' }, failedRecords: [{ index: 1, field: 'records[1].nope' }] });
  });
});

function answersOf(r: { body: { data: { answer: string }[] } }) {
  return r.body.data.map((d) => d.answer).sort();
}
