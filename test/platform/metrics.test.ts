// /metrics: closed unless the operator opens it (METRICS_ALLOW, METRICS_TOKEN),
// answering like a path that does not exist when closed; and a label set
// clients cannot grow (issue 17, item 11).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';

const TOKEN = 'scrape-token-0123456789abcdef';

let closed: TestApp;
let open: TestApp;
beforeAll(async () => {
  closed = await startTestApp({ demo: false });
  open = await startTestApp({ env: { METRICS_ALLOW: '10.1.0.0/16, 192.0.2.7', METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await closed?.close();
  await open?.close();
});

async function scrape(t: TestApp, remoteAddress: string, authorization?: string) {
  return t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers: authorization ? { authorization } : {} });
}

/** The body of a 404 without what differs between any two answers. */
const shape = (body: string) => JSON.parse(body.replace(/"timestamp":\d+/g, '"timestamp":0').replaceAll('/metrics-nonexistent', '/metrics'));

describe('who may read /metrics', () => {
  it('is closed by default: 404, the same answer as a path that does not exist', async () => {
    const res = await scrape(closed, '127.0.0.1');
    expect(res.statusCode).toBe(404);
    const none = await closed.app.inject({ method: 'GET', url: '/metrics-nonexistent', remoteAddress: '127.0.0.1' });
    expect(none.statusCode).toBe(404);
    expect(shape(res.body)).toEqual(shape(none.body));
    expect(JSON.parse(res.body).messages[0]).toMatchObject({ messageTemplate: 'endpoint.not.found' });
    expect(res.body).not.toContain('vigil_');
  });

  it('is closed by default even with a bearer token', async () => {
    expect((await scrape(closed, '127.0.0.1', `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('answers a listed address and one inside a listed network', async () => {
    for (const address of ['192.0.2.7', '10.1.200.3', '::ffff:10.1.0.9']) {
      const res = await scrape(open, address);
      expect(res.statusCode, address).toBe(200);
      expect(res.body).toContain('vigil_http_requests_total');
    }
  });

  it('refuses other addresses with 404', async () => {
    for (const address of ['192.0.2.8', '10.2.0.1', '127.0.0.1', '::1']) {
      expect((await scrape(open, address)).statusCode, address).toBe(404);
    }
  });

  it('answers the bearer token from any address, and refuses a wrong or malformed one', async () => {
    expect((await scrape(open, '203.0.113.1', `Bearer ${TOKEN}`)).statusCode).toBe(200);
    for (const header of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, `Basic ${TOKEN}`, 'Bearer ']) {
      expect((await scrape(open, '203.0.113.1', header)).statusCode, header).toBe(404);
    }
  });

  it('refuses malformed settings at start, naming the variable', () => {
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/8, prometheus.local' })).toThrow(/METRICS_ALLOW/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_ALLOW: '10.1.2.3/16' }).metrics.allow).toEqual(['10.1.0.0/16']);
  });
});

describe('the label set', () => {
  it('labels /graphql operations by root field, never by the name the client gives', async () => {
    const names = Array.from({ length: 40 }, (_, i) => `Client${i}Operation${Math.random().toString(36).slice(2, 8)}`);
    for (const name of names) {
      const res = await open.graphql(`query ${name} { customers { totalCount } }`, {}, { as: 'analyst' });
      expect(res.status).toBe(200);
    }
    await open.graphql('query Two { customers { totalCount } currentUser { shortName } }', {}, { as: 'analyst' });
    await open.graphql('query Aliased { a: customers { totalCount } b: customers { totalCount } }', {}, { as: 'analyst' });
    const text = (await scrape(open, '192.0.2.7')).body;
    for (const name of names) expect(text).not.toContain(name);
    expect(text).toMatch(/vigil_graphql_operations_total\{operation="customers",type="query",transport="graphql",outcome="ok"\} 41/);
    expect(text).toMatch(/vigil_graphql_operations_total\{operation="multiple",type="query",transport="graphql",outcome="ok"\} 1/);
    const series = text.split('\n').filter((line) => line.startsWith('vigil_graphql_operations_total{') && line.includes('transport="graphql"'));
    expect(series.length).toBeGreaterThan(0);
    expect(series.length).toBeLessThanOrEqual(2);
  });

  it('labels REST operations by their route document and HTTP requests by route pattern', async () => {
    await open.get('/customers/v1/customer/some-unknown-name', { as: 'analyst' });
    const text = (await scrape(open, '192.0.2.7')).body;
    expect(text).toMatch(/operation="RestGetCustomer",type="query",transport="rest"/);
    expect(text).toContain('route="/customers/v1/customer/:idOrShortName"');
    expect(text).not.toContain('some-unknown-name');
  });
});

describe('envelope of the refusal', () => {
  it('is the REST envelope', async () => {
    const res = await closed.get('/metrics');
    expect(res.status).toBe(404);
    expect(envelopeError(res)).toMatchObject({ type: 'ACTION_ERROR', field: null });
  });
});
