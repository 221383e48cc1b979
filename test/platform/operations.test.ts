// What operators rely on: probes, metrics, GraphiQL, the GraphQL armour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { GRAPHQL_MAX_DEPTH: '4', GRAPHQL_MAX_ALIASES: '3', METRICS_ALLOW: '127.0.0.1' } });
});
afterAll(async () => {
  await t?.close();
});

describe('probes', () => {
  it('/healthz answers while the process is up', async () => {
    const res = await t.get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('/readyz answers when the database does', async () => {
    const res = await t.get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ready' });
  });
});

describe('/metrics', () => {
  it('counts requests per route pattern and GraphQL operations per transport', async () => {
    await t.get('/customers/v1/customer/acme', { as: 'analyst' });
    await t.get('/customers/v1/customer/globex', { as: 'analyst' });
    await t.graphql('query Dashboard { customers { totalCount } }', {}, { as: 'analyst' });
    const res = await t.get('/metrics');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/plain');
    expect(res.text).toMatch(/vigil_http_requests_total\{method="GET",route="\/customers\/v1\/customer\/:idOrShortName",status="200"\} 2/);
    expect(res.text).toContain('vigil_http_request_duration_seconds_bucket');
    expect(res.text).toMatch(/vigil_graphql_operations_total\{operation="RestGetCustomer",type="query",transport="rest",outcome="ok"\} 2/);
    // /graphql operations are labelled by their root field, never by the client's own name.
    expect(res.text).toMatch(/vigil_graphql_operations_total\{operation="customers",type="query",transport="graphql",outcome="ok"\} 1/);
    expect(res.text).not.toContain('Dashboard');
    expect(res.text).toContain('vigil_graphql_operation_duration_seconds_bucket');
    expect(res.text).toMatch(/vigil_db_statements_total \d+/);
    expect(res.text).toContain('vigil_process_cpu_seconds_total');
  });

  it('labels failed operations and never uses raw URLs as labels', async () => {
    await t.get('/customers/v1/customer/does-not-exist-123', { as: 'analyst' });
    const res = await t.get('/metrics');
    expect(res.text).toMatch(/operation="RestGetCustomer",type="query",transport="rest",outcome="error"/);
    expect(res.text).not.toContain('does-not-exist-123');
  });
});

describe('GraphiQL', () => {
  it('is served from bundled assets with the CSRF helper', async () => {
    const res = await t.get('/graphql', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/html');
    expect(res.text).toContain('Vigil GraphiQL');
    expect(res.text).toContain('x-csrf-token');
    expect(res.text).toContain('Service-API-Key');
    expect(res.text).not.toMatch(/<script[^>]+src="https?:\/\//);
  });

  it('is compressed for clients that accept it', async () => {
    const res = await t.get('/graphql', { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('GraphQL armour', () => {
  // Validation failures answer 400 to clients that accept application/graphql-response+json
  // and 200 to plain application/json clients (GraphQL over HTTP); the body says why either way.
  const strict = { headers: { accept: 'application/graphql-response+json' } };

  it('refuses a query deeper than GRAPHQL_MAX_DEPTH, with a code', async () => {
    const res = await t.graphql('{ customers { nodes { parent { domain { name } } } } }', {}, { as: 'analyst', ...strict });
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].message).toMatch(/depth limit of 4 exceeded/i);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', messageTemplate: 'graphql.limit.exceeded' });
    const within = await t.graphql('{ customers { nodes { parent { name } } } }', {}, { as: 'analyst' });
    expect(within.body.errors).toBeUndefined();
  });

  it('refuses more aliases than GRAPHQL_MAX_ALIASES', async () => {
    const res = await t.graphql('{ a: currentUser { id } b: currentUser { id } c: currentUser { id } d: currentUser { id } }', {}, { as: 'analyst', ...strict });
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].message).toMatch(/aliases/i);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers introspection by default (GraphiQL needs it)', async () => {
    const res = await t.graphql('{ __schema { queryType { name } } }');
    expect(res.body.data.__schema.queryType.name).toBe('Query');
  });
});

describe('GraphQL without introspection', () => {
  let closed: TestApp;
  beforeAll(async () => {
    closed = await startTestApp({ demo: false, env: { GRAPHQL_INTROSPECTION: 'false' } });
  });
  afterAll(async () => {
    await closed?.close();
  });

  it('refuses introspection and does not suggest field names', async () => {
    const strict = { headers: { accept: 'application/graphql-response+json' } };
    const intro = await closed.graphql('{ __schema { queryType { name } } }', {}, strict);
    expect(intro.status).toBe(400);
    expect(intro.body.errors[0].message).toMatch(/introspection has been disabled/);
    const typo = await closed.graphql('{ customerz { totalCount } }', {}, strict);
    expect(typo.status).toBe(400);
    expect(JSON.stringify(typo.body)).not.toMatch(/Did you mean/);
  });
});

describe('CORS', () => {
  it('gives a page from another origin no CORS headers, on GraphQL and REST, preflight included', async () => {
    const origin = { origin: 'https://evil.example' };
    const gql = await t.graphql('{ __typename }', {}, { headers: origin });
    expect(gql.headers['access-control-allow-origin']).toBeUndefined();
    expect(gql.headers['access-control-allow-credentials']).toBeUndefined();
    const rest = await t.get('/customers/v1/customer', { as: 'analyst', headers: origin });
    expect(rest.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.request('OPTIONS', '/graphql', {
      headers: { ...origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-csrf-token' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });
});

describe('CORS with allowed origins', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await startTestApp({ demo: false, env: { CORS_ORIGINS: 'https://dash.example, https://soc.example' } });
  });
  afterAll(async () => {
    await open?.close();
  });

  it('answers an allowed origin with credentials, and still not another one', async () => {
    const preflight = await open.request('OPTIONS', '/customers/v1/customer', {
      headers: { origin: 'https://soc.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'service-api-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://soc.example');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('service-api-key');
    const other = await open.graphql('{ __typename }', {}, { headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
