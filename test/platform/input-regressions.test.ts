// The malformed requests issue 17 found answered wrongly, each as a test over
// HTTP: numeric ids refused, 500s on sort keys, NUL bytes, 64-bit integers and
// document path elements, GraphQL wording in REST messages, unbounded text and
// lists, and keywords whose % and _ matched everything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type Response, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** 412, the envelope, a FIELD_ERROR naming `field`; returns the message. */
function expectFieldError(res: Response, field: string, template?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(412);
  expect(res.body).toMatchObject({ responseCode: 412, data: null, limit: 0, offset: 0, count: 0, size: 0 });
  const message = envelopeError(res);
  expect(message).toMatchObject({ type: 'FIELD_ERROR', field, ...(template ? { messageTemplate: template } : {}) });
  return message;
}

/** A GraphQL field error: null data for the field, INVALID_FIELD naming `field`. */
function expectGraphQLFieldError(res: Response, root: string, field: string) {
  expect(res.status).toBe(200);
  expect(res.body.data?.[root] ?? null).toBeNull();
  expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_FIELD', type: 'FIELD_ERROR', field });
}

const idOf = async (url: string) => (await t.get(url, { as: 'admin' })).body.data.id as number;

describe('numeric ids where the spec says id or short name', () => {
  it('POST /useradmin/v2/group takes customer as a JSON number', async () => {
    const acme = await idOf('/customers/v1/customer/acme');
    const res = await t.request('POST', '/useradmin/v2/group', { as: 'acme-admin', body: { customer: acme, shortName: 'numeric-customer', name: 'By number' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ shortName: 'numeric-customer', customer: { id: acme, shortName: 'acme' } });
  });

  it('POST /cases/v2/case/{id}/access takes subjectID as a JSON number', async () => {
    const caseId = (await t.request('POST', '/cases/v2/case', { as: 'acme-user', body: { customer: 'acme', service: 'support', subject: 'numeric subject', type: 'change', priority: 'low' } })).body.data.id;
    const subject = await idOf('/useradmin/v2/user/acme-admin');
    const res = await t.request('POST', `/cases/v2/case/${caseId}/access`, { as: 'acme-user', body: { subjectID: subject, level: 'read' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ level: 'read', subject: { id: subject, shortName: 'acme-admin' } });
  });

  it('GraphQL id arguments and input fields take an Int or a String', async () => {
    const acme = await idOf('/customers/v1/customer/acme');
    const literal = await t.graphql(`{ customer(ref: { id: ${acme} }) { shortName } }`, {}, { as: 'admin' });
    expect(literal.body).toEqual({ data: { customer: { shortName: 'acme' } } });
    const variable = await t.graphql('query($c: ID!) { customer(ref: { id: $c }) { shortName } }', { c: acme }, { as: 'admin' });
    expect(variable.body).toEqual({ data: { customer: { shortName: 'acme' } } });
    const added = await t.graphql('mutation($c: ID!) { addGroup(input: { customer: { id: $c }, shortName: "gql-numeric", name: "N" }) { group { customer { shortName } } } }', { c: acme }, { as: 'admin' });
    expect(added.body).toEqual({ data: { addGroup: { group: { customer: { shortName: 'acme' } } } } });
  });

  it('a fractional number is no id: 412 naming the field, nothing stored', async () => {
    const res = await t.request('POST', '/useradmin/v2/group', { as: 'admin', body: { customer: 4.5, shortName: 'fractional', name: 'F' } });
    const message = expectFieldError(res, 'customer');
    expect(message.message).toBe('customer must be an id or a short name (a string, or a whole number)');
    expect((await t.get('/useradmin/v2/group/fractional', { as: 'admin' })).status).toBe(404);
  });
});

/** The REST list routes that take sortBy (a query parameter on GET, a body field on POST). */
const SORTED_LIST_ROUTES: Array<[string, 'GET' | 'POST']> = [
  ['/customers/v1/customer', 'GET'],
  ['/useradmin/v2/group', 'GET'],
  ['/useradmin/v2/group/search', 'POST'],
  ['/useradmin/v2/user', 'GET'],
  ['/useradmin/v2/user/search', 'POST'],
  ['/useradmin/v2/function', 'GET'],
  ['/useradmin/v2/function/search', 'POST'],
  ['/sensors/v1/type', 'GET'],
  ['/sensors/v1/location', 'GET'],
  ['/sensors/v1/sensor', 'GET'],
  ['/sensors/v1/sensor/acme-sensor-1/interface', 'GET'],
  ['/cases/v2/case/search', 'POST'],
  ['/customernetworks/v1/network', 'GET'],
  ['/customernetworks/v1/network/search', 'POST'],
];

describe('sortBy=__proto__ and constructor on every list route that sorts', () => {
  const routes = SORTED_LIST_ROUTES;
  for (const [url, method] of routes) {
    for (const key of ['__proto__', 'constructor', '-__proto__', 'toString']) {
      it(`${method} ${url} sortBy=${key}: 412 naming sortBy`, async () => {
        const res = method === 'GET' ? await t.get(url, { as: 'admin', query: { sortBy: key } }) : await t.request('POST', url, { as: 'admin', body: { sortBy: [key] } });
        expectFieldError(res, 'sortBy', 'invalid.field.value');
      });
    }
  }
});

describe('REST sortBy meets the input policy (a REST-only value, checked in its place among the arguments)', () => {
  const routes: Array<[string, 'GET' | 'POST']> = [...SORTED_LIST_ROUTES, ['/pdns/v3/search', 'POST']];
  const send = (url: string, method: 'GET' | 'POST', values: Record<string, string>) =>
    method === 'GET' ? t.get(url, { as: 'admin', query: values }) : t.request('POST', url, { as: 'admin', body: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, [v]])) });
  for (const [url, method] of routes) {
    it(`${method} ${url}: a control character is invalid.field.characters, an over-long key invalid.field.max`, async () => {
      const body = url.startsWith('/pdns') ? { query: 'example.com' } : {};
      const control = method === 'GET' ? await t.get(url, { as: 'admin', query: { sortBy: '\u0001' } }) : await t.request('POST', url, { as: 'admin', body: { ...body, sortBy: ['\u0001'] } });
      expect(expectFieldError(control, 'sortBy', 'invalid.field.characters').parameter).toBe('U+0001');
      const long = 'x'.repeat(300);
      const tooLong = method === 'GET' ? await t.get(url, { as: 'admin', query: { sortBy: long } }) : await t.request('POST', url, { as: 'admin', body: { ...body, sortBy: [long] } });
      expectFieldError(tooLong, 'sortBy', 'invalid.field.max');
    });
  }
  it('a bad keyword and a bad sortBy are named together, in the order of their places', async () => {
    for (const [url, method] of [['/customers/v1/customer', 'GET'], ['/useradmin/v2/user/search', 'POST']] as const) {
      const res = method === 'GET' ? await t.get(url, { as: 'admin', query: { keyword: '\u0001', sortBy: '\u0002' } }) : await send(url, method, { keywords: '\u0001', sortBy: '\u0002' });
      expect(res.status, url).toBe(412);
      expect(res.body.messages.map((m: { field: string; parameter: string }) => [m.field, m.parameter]), url).toEqual([[method === 'GET' ? 'keyword' : 'keywords', 'U+0001'], ['sortBy', 'U+0002']]);
    }
  });
  it('passive DNS refuses a bad sortBy before it counts against the rate limit', async () => {
    const remaining = async () => (await t.request('POST', '/pdns/v3/search', { as: 'acme-user', body: { query: 'example.com' } })).body.metaData.rateLimit.remainingPerMinute as number;
    const before = await remaining();
    for (let i = 0; i < 3; i += 1) expectFieldError(await t.request('POST', '/pdns/v3/search', { as: 'acme-user', body: { query: 'example.com', sortBy: ['\u0001'] } }), 'sortBy', 'invalid.field.characters');
    expect(await remaining()).toBe(before - 1);
  });
});

describe('NUL bytes', () => {
  it('in a keyword: GET /customernetworks/v1/network?keywords=%00', async () => {
    const message = expectFieldError(await t.get('/customernetworks/v1/network?keywords=%00', { as: 'admin' }), 'keywords', 'invalid.field.characters');
    expect(message.parameter).toBe('U+0000');
  });

  it('in a description: nothing is stored', async () => {
    const body = { customer: 'acme', networkAddress: '10.201.0.0/16', description: 'a\u0000b' };
    expectFieldError(await t.request('POST', '/customernetworks/v1/network', { as: 'admin', body }), 'description', 'invalid.field.characters');
    const search = await t.request('POST', '/customernetworks/v1/network/search', { as: 'admin', body: { addresses: ['10.201.0.0/16'], includeSupernet: false, includeDeleted: true } });
    expect(search.body.count).toBe(0);
  });

  it('in a path element: GET /documents/v1/folder/path/meta/%00?customer=acme', async () => {
    expectFieldError(await t.get('/documents/v1/folder/path/meta/%00?customer=acme', { as: 'admin' }), 'path', 'invalid.field.characters');
    expectFieldError(await t.get('/documents/v1/document/path/content/a%00b?customer=acme', { as: 'admin' }), 'path', 'invalid.field.characters');
  });

  it('in a raw upload path: nothing is created', async () => {
    const res = await t.request('POST', '/documents/v1/document/path/new-folder%00/doc.txt?customer=acme&createMissing=true', {
      as: 'admin',
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expectFieldError(res, 'path', 'invalid.field.characters');
    const root = await t.get('/documents/v1/folder/path/content?customer=acme', { as: 'admin' });
    expect(root.body.data.map((e: { name: string }) => e.name)).not.toContain('new-folder\u0000');
  });
});

describe('integers past 32 and 64 bits in a query', () => {
  it('GET /cases/v2/field?domain=9223372036854775808 is 412 naming domain', async () => {
    expectFieldError(await t.get('/cases/v2/field?domain=9223372036854775808', { as: 'admin' }), 'domain', 'invalid.field.value');
  });

  it('an id path parameter past the largest id is 412 naming it', async () => {
    expectFieldError(await t.get('/useradmin/v2/group/9223372036854775808', { as: 'admin' }), 'idOrShortName');
    expectFieldError(await t.get('/cases/v2/case/99999999999999999999', { as: 'admin' }), 'id');
  });

  it('limit past 32 bits says the range, in REST words', async () => {
    const message = expectFieldError(await t.get('/useradmin/v2/group?limit=9223372036854775808', { as: 'admin' }), 'limit');
    expect(message.message).toBe('limit must be a whole number from -2147483648 to 2147483647');
  });

  it('a timestamp past the year 9999 is 412, not 500', async () => {
    expectFieldError(await t.request('POST', '/cases/v2/case/search', { as: 'admin', body: { startTimestamp: 1e20 } }), 'startTimestamp');
  });
});

describe('document path elements through GraphQL documentElement', () => {
  const element = (path: string[]) => t.graphql('query($p: [String!]!) { documentElement(ref: { path: { customer: { shortName: "acme" }, names: $p } }) { id name } }', { p: path }, { as: 'admin' });

  it('".." and "." can never be names: 412 naming path', async () => {
    expectGraphQLFieldError(await element(['..']), 'documentElement', 'path');
    expectGraphQLFieldError(await element(['.']), 'documentElement', 'path');
    expectGraphQLFieldError(await element(['']), 'documentElement', 'path');
  });

  it('" " is a name that names nothing here: 404 (NOT_FOUND)', async () => {
    const res = await element([' ']);
    expect(res.body.data.documentElement).toBeNull();
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('creating a folder named ".." is refused and nothing is stored', async () => {
    const res = await t.request('POST', '/documents/v1/folder/path?customer=acme', { as: 'admin', body: { name: '..' } });
    expectFieldError(res, 'name', 'invalid.field.value');
    const root = await t.get('/documents/v1/folder/path/content?customer=acme', { as: 'admin' });
    expect(root.body.data.map((e: { name: string }) => e.name)).not.toContain('..');
  });
});

describe('REST messages in REST terms', () => {
  const graphqlWords = /GraphQL|cannot represent|\bInt\b|\bString\b|\bID\b|\bBoolean\b|Variable "\$/;

  it.each([
    ['/useradmin/v2/group?limit=abc', 'limit', 'limit must be a whole number'],
    ['/useradmin/v2/group?limit=1.5', 'limit', 'limit must be a whole number'],
    ['/useradmin/v2/group?includeDisabled=maybe', 'includeDisabled', 'includeDisabled must be true or false'],
  ])('GET %s', async (url, field, text) => {
    const message = expectFieldError(await t.get(url, { as: 'admin' }), field);
    expect(message.message).toBe(text);
    expect(message.message).not.toMatch(graphqlWords);
  });

  it('a body field of the wrong JSON type', async () => {
    const res = await t.request('POST', '/useradmin/v2/group', { as: 'admin', body: { customer: 'acme', shortName: 'typed', name: 5 } });
    const message = expectFieldError(res, 'name');
    expect(message.message).toBe('name must be a string');
    expect(message.message).not.toMatch(graphqlWords);
  });
});

describe('unbounded input', () => {
  const mb = 'x'.repeat(1 << 20);

  it('a 1 MB API key description: 412 naming description, no key issued', async () => {
    const before = (await t.get('/useradmin/v2/user/acme-user/apikey', { as: 'acme-user' })).body.count;
    const message = expectFieldError(await t.request('POST', '/useradmin/v2/user/acme-user/apikey', { as: 'acme-user', body: { description: mb } }), 'description', 'invalid.field.max');
    expect(message.message).toBe('description must be at most 4000 characters long');
    expect((await t.get('/useradmin/v2/user/acme-user/apikey', { as: 'acme-user' })).body.count).toBe(before);
  });

  it('a 1 MB string in a case field default value or renderer options: 412, no field', async () => {
    expectFieldError(await t.request('POST', '/cases/v2/field', { as: 'admin', body: { name: 'bigDefault', valueType: 'textType', defaultValue: mb } }), 'defaultValue', 'invalid.field.max');
    expectFieldError(await t.request('POST', '/cases/v2/field', { as: 'admin', body: { name: 'bigRender', valueType: 'stringType', rendererOptions: { a: mb } } }), 'rendererOptions', 'invalid.field.max');
    expect((await t.get('/cases/v2/field/bigDefault', { as: 'admin' })).status).toBe(404);
    expect((await t.get('/cases/v2/field/bigRender', { as: 'admin' })).status).toBe(404);
  });

  it('a 1 MB network description in a lenient bulk, even with ignoreOnFailed: 412, nothing added', async () => {
    const body = { customer: 'acme', ignoreOnFailed: true, networks: [{ networkAddress: '10.202.0.0/16' }, { networkAddress: '10.203.0.0/16', description: mb }] };
    const message = expectFieldError(await t.request('POST', '/customernetworks/v1/network/bulk/lenient', { as: 'admin', body }), 'networks.description', 'invalid.field.max');
    expect(message.message).toBe('networks[1].description must be at most 1000 characters long');
    const search = await t.request('POST', '/customernetworks/v1/network/search', { as: 'admin', body: { addresses: ['10.202.0.0/15'], includeSupernet: false } });
    expect(search.body.count).toBe(0);
  });

  it('10 000 keywords in one user search: 412 naming keywords, before any work', async () => {
    const keywords = Array.from({ length: 10_000 }, (_, i) => `k${i}`);
    const message = expectFieldError(await t.request('POST', '/useradmin/v2/user/search', { as: 'admin', body: { keywords } }), 'keywords', 'invalid.field.max');
    expect(message.message).toBe('keywords holds 10000 items; at most 100 are allowed');
  });
});

describe('keywords match % and _ literally', () => {
  beforeAll(async () => {
    for (const [shortName, name] of [['under_score', 'Under Score'], ['percent', '100% sure']]) {
      const res = await t.request('POST', '/useradmin/v2/user', { as: 'admin', body: { customer: 'acme', shortName, name } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });

  it('GET /useradmin/v2/user?keyword=_ finds the user with an underscore, not everyone', async () => {
    const res = await t.get('/useradmin/v2/user?keyword=_', { as: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((u: { shortName: string }) => u.shortName)).toEqual(['under_score']);
    const percent = await t.get('/useradmin/v2/user?keyword=%25', { as: 'admin' });
    expect(percent.body.data.map((u: { shortName: string }) => u.shortName)).toEqual(['percent']);
  });

  it.each([
    ['/customers/v1/customer', 'keyword'],
    ['/useradmin/v2/group', 'keyword'],
    ['/useradmin/v2/function', 'keyword'],
    ['/sensors/v1/type', 'keyword'],
    ['/sensors/v1/location', 'keyword'],
    ['/sensors/v1/sensor', 'keyword'],
    ['/cases/v2/field', 'keywords'],
    ['/customernetworks/v1/network', 'keywords'],
  ])('GET %s (%s): a percent sign or underscore matches only text holding one (none in the demo data)', async (url, name) => {
    if (url === '/cases/v2/field') {
      const made = await t.request('POST', url, { as: 'admin', body: { name: 'plainField', valueType: 'stringType' } });
      expect(made.status).toBe(201);
    }
    const all = await t.get(url, { as: 'admin' });
    expect(all.status).toBe(200);
    expect(all.body.count).toBeGreaterThan(0);
    for (const keyword of ['%', '_', '%%', '\\']) {
      const res = await t.get(url, { as: 'admin', query: { [name]: keyword } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.count, keyword).toBe(0);
    }
  });

  it('case search keywords and network keywords: a literal % matches only text holding one', async () => {
    const made = await t.request('POST', '/cases/v2/case', { as: 'admin', body: { customer: 'acme', service: 'support', subject: '50% packet loss', type: 'change', priority: 'low' } });
    expect(made.status).toBe(201);
    const cases = await t.request('POST', '/cases/v2/case/search', { as: 'admin', body: { keywords: ['%'] } });
    expect(cases.body.data.map((c: { subject: string }) => c.subject)).toEqual(['50% packet loss']);
    const added = await t.request('POST', '/customernetworks/v1/network', { as: 'admin', body: { customer: 'acme', networkAddress: '10.204.0.0/16', description: 'under_score lan' } });
    expect(added.status).toBe(201);
    const nets = await t.get('/customernetworks/v1/network?keywords=_', { as: 'admin' });
    expect(nets.body.data.map((n: { description: string }) => n.description)).toEqual(['under_score lan']);
  });
});
