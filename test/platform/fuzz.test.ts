// Property-based fuzzing over the route table and the GraphQL schema (issue
// 17): malformed paths, query strings and bodies for every REST route, and
// malformed variables for every GraphQL root field, as an anonymous caller, a
// customer's user and the operator's admin. Every answer: no 5xx; on REST the
// envelope with a spec status, field errors naming their field, no internal or
// GraphQL wording; on GraphQL every error coded; nothing stored by a refused
// write. A fixed seed and a bounded number of runs; `npm run fuzz` runs longer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLSchema } from 'graphql';
import { startTestApp, type TestApp } from '../support/app.ts';
import { runFuzz, type FuzzReport } from '../support/fuzz/run.ts';
import { injectTransport } from '../support/fuzz/inject-transport.ts';

const SEED = 17_2026;
/** Enough for every route to see several kinds of breakage in about a minute on a loaded machine. */
const RUNS_PER_ROUTE = 6;
const RUNS_PER_FIELD = 4;

let t: TestApp;
let schema: GraphQLSchema;
beforeAll(async () => {
  t = await startTestApp();
  schema = t.yoga.getEnveloped().schema;
});
afterAll(async () => {
  await t?.close();
});

describe('fuzzing every route and root field with malformed input', () => {
  let report: FuzzReport;

  it('answers every malformed request without a 5xx, in the envelope, storing nothing when refused', { timeout: 300_000 }, async () => {
    report = await runFuzz({ schema, sql: t.database.sql, transport: injectTransport(t), seed: SEED, runsPerRoute: RUNS_PER_ROUTE, runsPerField: RUNS_PER_FIELD });
    console.info(`fuzz: ${JSON.stringify({ ...report, failures: report.failures.length })}`);
    expect(report.failures).toEqual([]);
    // The run reached what it claims to cover (a generator that stops producing cases fails here).
    expect(report.restRoutes).toBeGreaterThan(100);
    expect(report.restRequests).toBeGreaterThanOrEqual(report.restRoutes * RUNS_PER_ROUTE);
    expect(report.graphqlFields).toBeGreaterThan(100);
    expect(report.graphqlRequests).toBeGreaterThanOrEqual(report.graphqlFields * RUNS_PER_FIELD);
    expect(report.refusedWrites).toBeGreaterThan(100);
    expect(report.statuses['412'] ?? 0).toBeGreaterThan(100);
  });
});

describe('what the fuzzer found', () => {
  it('an object with a toString key where an enum (list) is expected: 412 naming the field (it was a 500: String() of it throws)', async () => {
    const payload = '{"offset":"prototype","minimumSecurityLevel":{"toString":{"\\\\":{"2epG":"r>"}}}}';
    const res = await t.request('POST', '/useradmin/v2/function/search', { as: 'acme-user', payload, headers: { 'content-type': 'application/json' } });
    expect(res.status, res.text).toBe(412);
    expect(res.body).toMatchObject({ responseCode: 412, data: null });
    expect(res.body.messages).toHaveLength(1);
    expect(res.body.messages[0]).toMatchObject({ type: 'FIELD_ERROR', field: 'minimumSecurityLevel', messageTemplate: 'invalid.field.value' });
    expect(res.body.messages[0].message).toMatch(/^\{"toString":.* is not one of /);
    for (const value of ['{"toString":1}', '{"valueOf":{},"toString":{}}', '[{"toString":[]}]']) {
      const single = await t.request('PUT', '/documents/v1/folder/path/access', { as: 'admin', payload: `{"accessMode":${value}}`, headers: { 'content-type': 'application/json' } });
      expect(single.status, `${value}: ${single.text}`).toBe(412);
      expect(single.body.messages[0]).toMatchObject({ type: 'FIELD_ERROR', field: 'accessMode', messageTemplate: 'invalid.field.value' });
    }
  });

  it('an unknown body field named like a prototype property (toString) is named in the 412, on a route that renames error fields', async () => {
    const res = await t.request('PUT', '/documents/v1/folder/path/access', { as: 'acme-user', payload: '{"toString": 1}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(412);
    expect(res.body.messages[0]).toMatchObject({ type: 'FIELD_ERROR', field: 'toString', messageTemplate: 'invalid.field.value' });
  });
});

