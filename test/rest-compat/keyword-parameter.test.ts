// The spec's `keyword` query parameter of the simple list searches reads the
// `keywords` argument of the GraphQL list fields (docs/graphql.md, "Naming"):
// REST callers keep the spec's name, in answers and in errors. Black box.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SEARCHES = [
  '/customers/v1/customer',
  '/sensors/v1/type',
  '/sensors/v1/location',
  '/sensors/v1/sensor',
  '/useradmin/v2/group',
  '/useradmin/v2/function',
  '/useradmin/v2/user',
];

describe('GET ...?keyword=', () => {
  it('filters by the parameter the spec names', async () => {
    const expected: Record<string, string> = {
      '/customers/v1/customer': 'globex',
      '/sensors/v1/type': 'no-such-keyword-x',
      '/sensors/v1/location': 'globex-hq',
      '/sensors/v1/sensor': 'acme-sensor-3',
      '/useradmin/v2/group': 'globex-staff',
      '/useradmin/v2/function': 'viewGroups',
      '/useradmin/v2/user': 'globex-user',
    };
    for (const path of SEARCHES) {
      const all = await t.get(`${path}?limit=0`, { as: 'admin' });
      const some = await t.get(`${path}?limit=0&keyword=${encodeURIComponent(expected[path]!)}`, { as: 'admin' });
      expect(all.status, path).toBe(200);
      expect(some.status, path).toBe(200);
      expect(some.body.data.length, path).toBeLessThan(all.body.data.length);
    }
  });

  it('names the parameter `keyword` in a 412, as the caller spelled it', async () => {
    for (const path of SEARCHES) {
      const control = await t.get(`${path}?keyword=a%01b`, { as: 'admin' });
      expect(control.status, path).toBe(412);
      expect(envelopeError(control), path).toMatchObject({ type: 'FIELD_ERROR', field: 'keyword' });
      expect(envelopeError(control)!.message, path).toMatch(/^keyword\b/);
      const many = await t.get(`${path}?${Array.from({ length: 101 }, (_, i) => `keyword=k${i}`).join('&')}`, { as: 'admin' });
      expect(many.status, path).toBe(412);
      expect(envelopeError(many), path).toMatchObject({ type: 'FIELD_ERROR', field: 'keyword' });
    }
  });
});
