// The one id rule (docs/spec-decisions.md, "Ids out of range"): an all-digit
// id above 2 147 483 647 is a 412 naming the field wherever it stands, in a
// path or an argument that names the object as in a body or a filter, through
// either door; an id within range that names nothing is 404 where it names
// the object. Nothing is read or changed for a refused id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type Response, type TestApp } from '../support/app.ts';

const BEYOND = '99999999999';
const LARGEST = '2147483647';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

function expectFieldError(res: Response, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(412);
  expect(res.body).toMatchObject({ responseCode: 412, data: null });
  expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field, messageTemplate: 'invalid.field.value' });
}

function expectNotFound(res: Response) {
  expect(res.status, JSON.stringify(res.body)).toBe(404);
  expect(envelopeError(res)).toMatchObject({ type: 'ACTION_ERROR' });
}

describe('an id beyond the largest in a path or an argument naming the object: 412 naming it', () => {
  it.each([
    [`/cases/v2/case/${BEYOND}`, 'id'],
    [`/customers/v1/customer/${BEYOND}`, 'idOrShortName'],
    [`/sensors/v1/sensor/acme-sensor-1/interface/${BEYOND}`, 'idOrName'],
    [`/documents/v1/document/${BEYOND}/content`, 'id'],
    [`/documents/v1/document/1/revisions/${BEYOND}/content`, 'number'],
  ])('GET %s names %s', async (url, field) => {
    expectFieldError(await t.get(url, { as: 'admin' }), field);
  });

  it('a raw upload into a folder id beyond the largest is 412 naming id, and stores nothing', async () => {
    const before = await t.database.prisma.documentElement.count();
    const res = await t.request('POST', `/documents/v1/folder/${BEYOND}/documents?name=x.bin`, { as: 'admin', payload: Buffer.from('x'), headers: { 'content-type': 'application/octet-stream' } });
    expectFieldError(res, 'id');
    expect(await t.database.prisma.documentElement.count()).toBe(before);
  });

  it('through GraphQL: the argument naming the case is INVALID_FIELD naming id', async () => {
    const res = await t.graphql('query($id: ID!) { case(id: $id) { id } }', { id: BEYOND }, { as: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.data?.case ?? null).toBeNull();
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_FIELD', type: 'FIELD_ERROR', field: 'id' });
  });
});

describe('an id beyond the largest in a body or a filter: 412 naming the field, nothing changed', () => {
  it('POST /useradmin/v2/group with customer beyond the largest id', async () => {
    const before = await t.database.prisma.group.count();
    expectFieldError(await t.request('POST', '/useradmin/v2/group', { as: 'admin', body: { customer: Number(BEYOND), shortName: 'beyond', name: 'Beyond' } }), 'customer');
    expect(await t.database.prisma.group.count()).toBe(before);
  });

  it('GET /useradmin/v2/group?customer= beyond the largest id', async () => {
    expectFieldError(await t.get(`/useradmin/v2/group?customer=${BEYOND}`, { as: 'admin' }), 'customer');
  });
});

describe('an id within range that names nothing: 404 where it names the object', () => {
  it.each([`/cases/v2/case/${LARGEST}`, `/customers/v1/customer/${LARGEST}`, `/documents/v1/document/${LARGEST}/content`, '/documents/v1/document/0/content'])('GET %s', async (url) => {
    expectNotFound(await t.get(url, { as: 'admin' }));
  });
});

describe('an API key whose ids are beyond the largest', () => {
  it('is 401 like a key that does not exist (not a 500)', async () => {
    const secret = 'a'.repeat(40);
    const unknown = await t.get('/customers/v1/customer/acme', { headers: { 'service-api-key': `2147483647/2147483647/${secret}` } });
    expect(unknown.status).toBe(401);
    // Ten digits: the shape of a key; beyond the largest id (eleven digits are a malformed key).
    for (const ids of [`2147483648/1`, `1/4294967295`, `9999999999/9999999999`]) {
      const res = await t.get('/customers/v1/customer/acme', { headers: { 'service-api-key': `${ids}/${secret}` } });
      expect(res.status, ids).toBe(401);
      expect(envelopeError(res).messageTemplate).toBe(envelopeError(unknown).messageTemplate);
    }
  });
});
