// A COF client speaking PyPDNS's HTTP conventions (pypdns 2.3: the API key
// as `auth_token` -> `Authorization: <token>` or `basic_auth` -> HTTP Basic;
// iter_query's paging by `dribble-paginate-count` / `dribble-paginate-cursor`
// with the cursor read from `x-dribble-cursor`; `dribble-filter-rrtype`;
// errors in the `x-dribble-errors` JSON header), against a real listening
// Vigil at /pdns/v3/cof. The client is written here after PyPDNS's documented
// behaviour; it checks every line the way PyPDNS's PDNSRecord does.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

class PdnsHttpError extends Error {
  constructor(readonly status: number, readonly headers: Headers) {
    super(`HTTP ${status}`);
  }
}

interface CofRecord {
  rrname: string;
  rrtype: string;
  rdata: string | string[];
  time_first: number;
  time_last: number;
  count?: number;
}

/** PDNSRecord's checks: string rrname/rrtype (an upper-case type name), string or list rdata, integer times and count. */
function checkedRecord(line: string): CofRecord {
  const o = JSON.parse(line) as Record<string, unknown>;
  if (typeof o['rrname'] !== 'string') throw new Error(`rrname: ${line}`);
  if (typeof o['rrtype'] !== 'string' || !/^[A-Z][A-Z0-9]*$/.test(o['rrtype'])) throw new Error(`rrtype: ${line}`);
  if (typeof o['rdata'] !== 'string' && !Array.isArray(o['rdata'])) throw new Error(`rdata: ${line}`);
  for (const k of ['time_first', 'time_last']) if (!Number.isInteger(o[k])) throw new Error(`${k}: ${line}`);
  if ('count' in o && !Number.isInteger(o['count'])) throw new Error(`count: ${line}`);
  return o as unknown as CofRecord;
}

class CofClient {
  requests = 0;
  private readonly headers: Record<string, string> = { 'user-agent': 'PyPDNS-like test client' };
  constructor(private readonly url: string, auth?: { basic: [string, string] } | { token: string }) {
    if (auth && 'basic' in auth) this.headers['authorization'] = `Basic ${Buffer.from(auth.basic.join(':')).toString('base64')}`;
    else if (auth) this.headers['authorization'] = auth.token;
  }

  private async get(q: string, headers: Record<string, string>): Promise<Response> {
    this.requests += 1;
    const response = await fetch(`${this.url}/${q}`, { headers: { ...this.headers, ...headers } });
    if (response.status !== 200) throw new PdnsHttpError(response.status, response.headers);
    return response;
  }

  private static errors(response: Response): Record<string, unknown> {
    const header = response.headers.get('x-dribble-errors');
    return header ? (JSON.parse(header) as Record<string, unknown>) : {};
  }

  private static async records(response: Response): Promise<CofRecord[]> {
    return (await response.text()).split('\n').filter((l) => l.length > 0).map(checkedRecord);
  }

  /** iter_query: pages of `pageSize` until no cursor comes back; the cursor is sent only when positive. */
  async iterQuery(q: string, options: { filterRrtype?: string; breakOnErrors?: boolean; pageSize?: number } = {}) {
    const out: CofRecord[] = [];
    let cursor = -1;
    const headers: Record<string, string> = { 'dribble-paginate-count': String(options.pageSize ?? 50) };
    if (options.filterRrtype) headers['dribble-filter-rrtype'] = options.filterRrtype;
    for (;;) {
      if (cursor > 0) headers['dribble-paginate-cursor'] = String(cursor);
      const response = await this.get(q, headers);
      if (options.breakOnErrors && Object.keys(CofClient.errors(response)).length > 0) return { records: out, errors: CofClient.errors(response) };
      out.push(...(await CofClient.records(response)));
      const next = response.headers.get('x-dribble-cursor');
      if (next === null) return { records: out, errors: {} };
      cursor = Number.parseInt(next, 10);
      if (!Number.isInteger(cursor)) throw new Error(`x-dribble-cursor is not an integer: ${next}`);
      if (this.requests > 100) throw new Error('the cursor never ends');
    }
  }

  /** rfc_query: one request, no paging; the dribble errors beside the records. */
  async rfcQuery(q: string, filterRrtype?: string) {
    const response = await this.get(q, filterRrtype ? { 'dribble-filter-rrtype': filterRrtype } : {});
    return { records: await CofClient.records(response), errors: CofClient.errors(response), headers: response.headers };
  }
}

let t: TestApp;
let cofUrl: string;
const N = 120;
beforeAll(async () => {
  t = await startTestApp({ env: { PDNS_PUBLIC_PER_MINUTE: '0', PDNS_PUBLIC_PER_DAY: '0', PDNS_MAX_LIMIT_PUBLIC: '100' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  cofUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/pdns/v3/cof`;
  const at = 1_700_000_000_000;
  const records = [
    ...Array.from({ length: N }, (_, i) => ({ query: 'paged.example', answer: `192.0.2.${i}`, recordType: 'A', tlp: 'white', firstSeen: at + i * 1000, lastSeen: at + i * 60_000, times: 1 + i, minTtl: 60, maxTtl: 60 })),
    ...Array.from({ length: 7 }, (_, i) => ({ query: 'paged.example', answer: `2001:db8::${i + 1}`, recordType: 'AAAA', tlp: 'white', firstSeen: at, lastSeen: at, times: 1, minTtl: 60, maxTtl: 60 })),
    { query: 'paged.example', answer: 'secret.acme.example', recordType: 'CNAME', tlp: 'amber', firstSeen: at, lastSeen: at, times: 1, minTtl: 60, maxTtl: 60 },
  ];
  const stored = await t.request('POST', '/pdns/v3/record', { as: 'acme-admin', body: { records } });
  expect(stored.status).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

const acmeKey = () => t.keys['acme-user']!;

describe('PyPDNS conventions on GET /pdns/v3/cof/{query}', () => {
  it('iter_query pages with dribble-paginate-count and the x-dribble-cursor until no cursor comes', async () => {
    const client = new CofClient(cofUrl);
    const { records } = await client.iterQuery('paged.example');
    expect(records).toHaveLength(N + 7);
    expect(new Set(records.map((r) => `${r.rrtype} ${r.rdata}`)).size).toBe(N + 7);
    expect(client.requests).toBe(3);
  });

  it('dribble-filter-rrtype filters (one type or several, any case)', async () => {
    const { records } = await new CofClient(cofUrl).iterQuery('paged.example', { filterRrtype: 'AAAA' });
    expect(records).toHaveLength(7);
    expect(new Set(records.map((r) => r.rrtype))).toEqual(new Set(['AAAA']));
    const both = await new CofClient(cofUrl).rfcQuery('paged.example', 'aaaa,cname');
    expect(both.records).toHaveLength(7);
  });

  it('auth_token (a bare Authorization header) and basic_auth are the API key: private records appear', async () => {
    const key = acmeKey();
    const [userId, keyId, secret] = key.split('/') as [string, string, string];
    const anonymous = await new CofClient(cofUrl).rfcQuery('paged.example', 'CNAME');
    expect(anonymous.records).toHaveLength(0);
    for (const auth of [{ token: key }, { token: `Bearer ${key}` }, { basic: [`${userId}/${keyId}`, secret] as [string, string] }, { basic: ['acme-user', key] as [string, string] }]) {
      const { records } = await new CofClient(cofUrl, auth).rfcQuery('paged.example', 'CNAME');
      expect(records, JSON.stringify(auth).slice(0, 40)).toHaveLength(1);
      expect(records[0]!.rdata).toEqual(['secret.acme.example.']);
    }
  });

  it('credentials that are not a key are 401 (UnauthorizedError in PyPDNS), with the reason in x-dribble-errors', async () => {
    for (const auth of [{ basic: ['username', 'yourpassword'] as [string, string] }, { token: 'not-a-key' }]) {
      const error = await new CofClient(cofUrl, auth).rfcQuery('paged.example').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PdnsHttpError);
      expect((error as PdnsHttpError).status).toBe(401);
      expect(JSON.parse((error as PdnsHttpError).headers.get('x-dribble-errors')!)).toMatchObject({ status: 401, messageTemplate: expect.stringMatching(/^authentication\./) });
    }
  });

  it('an answer cut at the maximum without paging says so: truncation header, cursor, x-dribble-errors', async () => {
    const { records, errors, headers } = await new CofClient(cofUrl).rfcQuery('paged.example');
    expect(records).toHaveLength(100);
    expect(headers.get('x-result-truncated')).toBe('true');
    expect(headers.get('x-result-count')).toBe(String(N + 7));
    expect(headers.get('x-dribble-cursor')).toBe('100');
    expect(errors).toMatchObject({ status: 200, messageTemplate: 'result.truncated', count: N + 7 });
    // Complete answers say so too, without a cursor or errors.
    const small = await new CofClient(cofUrl).rfcQuery('paged.example', 'AAAA');
    expect(small.headers.get('x-result-truncated')).toBe('false');
    expect(small.headers.get('x-dribble-cursor')).toBeNull();
    expect(small.errors).toEqual({});
    // A paging client expects pages: iter_query with break_on_errors reads them all.
    const paged = await new CofClient(cofUrl).iterQuery('paged.example', { breakOnErrors: true });
    expect(paged.records).toHaveLength(N + 7);
  });

  it('bad paging headers are 412 naming the header, in the envelope and in x-dribble-errors', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ 'dribble-paginate-count': 'fifty' }, 'dribble-paginate-count'],
      [{ 'dribble-paginate-count': '101' }, 'dribble-paginate-count'],
      [{ 'dribble-paginate-cursor': '-3' }, 'dribble-paginate-cursor'],
      [{ 'dribble-filter-rrtype': 'A A' }, 'dribble-filter-rrtype'],
    ];
    for (const [headers, field] of cases) {
      const r = await fetch(`${cofUrl}/paged.example`, { headers });
      expect(r.status, JSON.stringify(headers)).toBe(412);
      expect(await r.json()).toMatchObject({ responseCode: 412, messages: [{ type: 'FIELD_ERROR', field }] });
      expect(JSON.parse(r.headers.get('x-dribble-errors')!)).toMatchObject({ status: 412, field });
    }
    const both = await fetch(`${cofUrl}/paged.example?limit=5`, { headers: { 'dribble-paginate-count': '5' } });
    expect(both.status).toBe(412);
    expect(await both.json()).toMatchObject({ messages: [{ field: 'dribble-paginate-count' }] });
  });

  it('402 on the COF answer carries Retry-After and x-dribble-errors', async () => {
    const set = await t.graphql('mutation { setPdnsRateLimit(input: { user: { shortName: "globex-user" }, perMinute: 1, perDay: 100 }) { limits { userId } } }', {}, { as: 'admin' });
    expect(set.body.errors).toBeUndefined();
    const client = new CofClient(cofUrl, { token: `Bearer ${t.keys['globex-user']}` });
    await client.rfcQuery('paged.example');
    const error = (await client.rfcQuery('paged.example').catch((e: unknown) => e)) as PdnsHttpError;
    expect(error.status).toBe(402);
    expect(Number(error.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(error.headers.get('x-dribble-errors')!)).toMatchObject({ status: 402, messageTemplate: 'resource.limit.exceeded' });
  });
});

describe('POST /pdns/v3/search in the common output format', () => {
  it('a refusal quoting a long value still reaches the client: the message is cut in x-dribble-errors, its echo of the value everywhere (issue 17)', async () => {
    const search = cofUrl.replace('/cof', '/search');
    // Both were a 20 KB x-dribble-errors header: HTTP clients (fetch: "Headers Overflow") refused the whole answer.
    const long = await fetch(search, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'paged.example', lastSeenBefore: 'x'.repeat(20_000) }) });
    expect(long.status).toBe(412);
    const body = (await long.json()) as { messages: Array<{ field: string; message: string }> };
    expect(body.messages[0]).toMatchObject({ type: 'FIELD_ERROR', field: 'lastSeenBefore' });
    expect(body.messages[0]!.message).toBe(`lastSeenBefore: must be epoch milliseconds or an ISO 8601 timestamp between the years 0000 and 9999, got "${'x'.repeat(76)}...`);
    expect(JSON.parse(long.headers.get('x-dribble-errors')!)).toEqual({ status: 412, field: 'lastSeenBefore', message: body.messages[0]!.message, messageTemplate: 'invalid.field.value' });

    const key = '\u00e9'.repeat(5_000); // non-ASCII: six characters each in the header
    const unknown = await fetch(search, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"query":"paged.example","${key}":1}` });
    expect(unknown.status).toBe(412);
    const header = JSON.parse(unknown.headers.get('x-dribble-errors')!) as { message: string; field: string };
    expect(header.message).toHaveLength(1000);
    expect(header.message.endsWith('...')).toBe(true);
    expect(header.field).toBe(`${'\u00e9'.repeat(252)}...`);
    expect(unknown.headers.get('x-dribble-errors')!.length).toBeLessThan(8 * 1024);
    expect(((await unknown.json()) as { messages: Array<{ field: string }> }).messages[0]!.field).toBe(key);
  });

  it('answers COF lines with Accept: application/x-ndjson, with the truncation headers', async () => {
    const r = await fetch(cofUrl.replace('/cof', '/search'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
      body: JSON.stringify({ query: 'paged.example', rrType: ['aaaa'], limit: 5 }),
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(r.headers.get('x-result-truncated')).toBe('true');
    expect(r.headers.get('x-dribble-cursor')).toBe('5');
    const lines = (await r.text()).trimEnd().split('\n').map(checkedRecord);
    expect(lines).toHaveLength(5);
    expect(lines.every((l) => l.rrtype === 'AAAA')).toBe(true);
  });
});
