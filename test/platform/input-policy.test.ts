// The input policy's rules (docs/spec-decisions.md, "Input limits"), black box
// through both doors: characters, lengths, list sizes, JSON values and the
// settings that change them. Every refusal is a 412 naming the field, and
// nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type Response, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

function expectFieldError(res: Response, field: string, template: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(412);
  expect(res.body).toMatchObject({ responseCode: 412, data: null });
  const message = envelopeError(res);
  expect(message).toMatchObject({ type: 'FIELD_ERROR', field, messageTemplate: template });
  return message;
}

function expectGraphQLFieldError(res: Response, root: string, field: string, template: string) {
  expect(res.status).toBe(200);
  expect(res.body.data?.[root] ?? null).toBeNull();
  expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_FIELD', type: 'FIELD_ERROR', field, messageTemplate: template });
  return res.body.errors[0];
}

const G = '/useradmin/v2/group';
const groupExists = async (shortName: string) => (await t.get(`${G}/${encodeURIComponent(shortName)}`, { as: 'admin' })).status === 200;

describe('characters', () => {
  it.each([
    ['NUL', '\u0000'],
    ['a line feed', '\n'],
    ['a tab', '\t'],
    ['ESC', '\u001b'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
  ])('a name with %s: 412 naming name, nothing stored', async (_label, ch) => {
    const res = await t.request('POST', G, { as: 'admin', body: { customer: 'acme', shortName: 'ctl-group', name: `Bad${ch}Name` } });
    const message = expectFieldError(res, 'name', 'invalid.field.characters');
    expect(message.parameter).toBe(`U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
    expect(await groupExists('ctl-group')).toBe(false);
  });

  it('a lone UTF-16 surrogate in a name: 412, nothing stored; a surrogate pair (emoji) is fine', async () => {
    const lone = await t.request('POST', G, { as: 'admin', body: { customer: 'acme', shortName: 'surrogate', name: 'x\ud800y' } });
    expect(expectFieldError(lone, 'name', 'invalid.field.characters').parameter).toBe('U+D800');
    expect(await groupExists('surrogate')).toBe(false);
    const pair = await t.request('POST', G, { as: 'admin', body: { customer: 'acme', shortName: 'emoji', name: 'Team \u{1F680}' } });
    expect(pair.status).toBe(201);
    expect(pair.body.data.name).toBe('Team \u{1F680}');
  });

  it('descriptions may hold tabs and line breaks, not other control characters', async () => {
    const ok = await t.request('POST', '/useradmin/v2/user/acme-user/apikey', { as: 'acme-user', body: { description: 'line one\r\nline two\tcolumn' } });
    expect(ok.status).toBe(201);
    expect(ok.body.data.description).toBe('line one\r\nline two\tcolumn');
    const before = (await t.get('/useradmin/v2/user/acme-user/apikey', { as: 'acme-user' })).body.count;
    expectFieldError(await t.request('POST', '/useradmin/v2/user/acme-user/apikey', { as: 'acme-user', body: { description: 'bell\u0007' } }), 'description', 'invalid.field.characters');
    expect((await t.get('/useradmin/v2/user/acme-user/apikey', { as: 'acme-user' })).body.count).toBe(before);
  });

  it('a path parameter with a control character', async () => {
    expectFieldError(await t.get(`${G}/a%01b`, { as: 'admin' }), 'idOrShortName', 'invalid.field.characters');
  });

  it('GraphQL: the same rule, INVALID_FIELD naming the input field', async () => {
    const res = await t.graphql('mutation($n: String) { addGroup(input: { customer: { shortName: "acme" }, shortName: "gql-ctl", name: $n }) { group { id } } }', { n: 'a\u0000b' }, { as: 'admin' });
    expectGraphQLFieldError(res, 'addGroup', 'name', 'invalid.field.characters');
    expect(await groupExists('gql-ctl')).toBe(false);
    const literal = await t.graphql('{ users(keywords: ["\\u0001"]) { totalCount } }', {}, { as: 'admin' });
    expectGraphQLFieldError(literal, 'users', 'keywords', 'invalid.field.characters');
  });

  it('JSON values: strings and keys follow the long-text rule (no NUL: jsonb cannot hold one)', async () => {
    const value = await t.request('POST', '/cases/v2/field', { as: 'admin', body: { name: 'nulJson', valueType: 'jsonType', defaultValue: { a: 'x\u0000' } } });
    expect(expectFieldError(value, 'defaultValue', 'invalid.field.characters').message).toBe('defaultValue.a must not contain control characters other than tab and line breaks (U+0000 at character 2)');
    expectFieldError(await t.request('POST', '/cases/v2/field', { as: 'admin', body: { name: 'nulKey', valueType: 'jsonType', defaultValue: { 'k\u0000': 1 } } }), 'defaultValue', 'invalid.field.characters');
    expect((await t.get('/cases/v2/field/nulJson', { as: 'admin' })).status).toBe(404);
  });

  it('passwords may hold any character but NUL', async () => {
    const ok = await t.request('POST', '/useradmin/v2/user', { as: 'admin', body: { customer: 'acme', shortName: 'tabby', name: 'Tabby', password: 'pass\tword with tab' } });
    expect(ok.status).toBe(201);
    expectFieldError(await t.request('POST', '/useradmin/v2/user', { as: 'admin', body: { customer: 'acme', shortName: 'nully', name: 'Nully', password: 'pass\u0000word' } }), 'password', 'invalid.field.characters');
    expect((await t.get('/useradmin/v2/user/nully', { as: 'admin' })).status).toBe(404);
  });
});

describe('lengths', () => {
  it('names: 255 characters, counted as characters (an emoji is one)', async () => {
    const name = '\u{1F680}'.repeat(255);
    const ok = await t.request('POST', G, { as: 'admin', body: { customer: 'acme', shortName: 'long-ok', name } });
    expect(ok.status).toBe(201);
    const long = await t.request('POST', G, { as: 'admin', body: { customer: 'acme', shortName: 'long-bad', name: 'x'.repeat(256) } });
    expect(expectFieldError(long, 'name', 'invalid.field.max').message).toBe('name must be at most 255 characters long');
    expect(await groupExists('long-bad')).toBe(false);
  });

  it('an id or short name: 255 characters', async () => {
    expectFieldError(await t.get(`${G}/${'g'.repeat(256)}`, { as: 'admin' }), 'idOrShortName', 'invalid.field.max');
  });

  it('a field that declares its own maximum: a case subject holds 500', async () => {
    const body = (subject: string) => ({ customer: 'acme', service: 'support', subject, type: 'change', priority: 'low' });
    expect((await t.request('POST', '/cases/v2/case', { as: 'admin', body: body('s'.repeat(500)) })).status).toBe(201);
    const before = (await t.request('POST', '/cases/v2/case/search', { as: 'admin', body: { limit: 0 } })).body.count;
    expectFieldError(await t.request('POST', '/cases/v2/case', { as: 'admin', body: body('s'.repeat(501)) }), 'subject', 'invalid.field.max');
    expect((await t.request('POST', '/cases/v2/case/search', { as: 'admin', body: { limit: 0 } })).body.count).toBe(before);
  });

  it('a JSON value: INPUT_MAX_JSON_BYTES', async () => {
    const big = Array.from({ length: 20 }, () => 'y'.repeat(60_000));
    const message = expectFieldError(await t.request('POST', '/cases/v2/field', { as: 'admin', body: { name: 'bigJson', valueType: 'stringType', rendererOptions: { big } } }), 'rendererOptions', 'invalid.field.max');
    expect(message.message).toBe('rendererOptions is larger than 1048576 bytes as JSON');
  });

  it('a JSON value nests at most 32 levels deep', async () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 40; i += 1) deep = [deep];
    expectFieldError(await t.request('POST', '/cases/v2/field', { as: 'admin', body: { name: 'deepJson', valueType: 'stringType', rendererOptions: { deep } } }), 'rendererOptions', 'invalid.field.max');
  });

  it('document content is bounded by DOCUMENT_MAX_BYTES, not by the text limits', async () => {
    const text = 'line\n'.repeat(30_000);
    const res = await t.request('POST', '/documents/v1/folder/path?customer=acme', { as: 'admin', body: { name: 'notes' } });
    expect(res.status).toBe(201);
    const doc = await t.request('POST', `/documents/v1/folder/${res.body.data.id}/documents`, { as: 'admin', body: { name: 'long.txt', text } });
    expect(doc.status, JSON.stringify(doc.body)).toBe(201);
    expect(doc.body.data.size).toBe(text.length);
  });
});

describe('lists', () => {
  it('at most INPUT_MAX_LIST_ITEMS (1000) values in a list; 412 naming it', async () => {
    const customers = Array.from({ length: 1001 }, (_, i) => `c${i}`);
    const res = await t.get(G, { as: 'admin', query: { customer: customers } });
    expect(expectFieldError(res, 'customer', 'invalid.field.max').parameter).toBe('1001');
  });

  it('keywords: at most 100, in every keyword list (subCriteria too)', async () => {
    const k = (n: number) => Array.from({ length: n }, (_, i) => `kw${i}`);
    expect((await t.request('POST', '/useradmin/v2/user/search', { as: 'admin', body: { keywords: k(100) } })).status).toBe(200);
    expectFieldError(await t.request('POST', '/useradmin/v2/user/search', { as: 'admin', body: { keywords: k(101) } }), 'keywords', 'invalid.field.max');
    const sub = await t.request('POST', '/useradmin/v2/user/search', { as: 'admin', body: { subCriteria: [{ keywords: ['a'] }, { keywords: k(101) }] } });
    expect(expectFieldError(sub, 'subCriteria.keywords', 'invalid.field.max').message).toBe('subCriteria[1].keywords holds 101 items; at most 100 are allowed');
  });

  it('a list that declares its own maximum: bulk networks take 10 000', async () => {
    const networks = Array.from({ length: 10_001 }, (_, i) => ({ networkAddress: `10.${100 + (i >> 8)}.${i & 255}.0/24` }));
    const res = await t.request('POST', '/customernetworks/v1/network/bulk/lenient', { as: 'admin', body: { customer: 'acme', networks } });
    expect(expectFieldError(res, 'networks', 'invalid.field.max').message).toBe('networks holds 10001 items; at most 10000 are allowed');
  });
});

describe('settings', () => {
  let wide: TestApp;
  beforeAll(async () => {
    wide = await startTestApp({ env: { INPUT_MAX_DESCRIPTION_LENGTH: '10', INPUT_MAX_LIST_ITEMS: '3', INPUT_MAX_JSON_BYTES: '2048', INPUT_MAX_TEXT_LENGTH: '20' } });
  });
  afterAll(async () => {
    await wide?.close();
  });

  it('INPUT_MAX_DESCRIPTION_LENGTH bounds descriptions', async () => {
    expect((await wide.request('POST', '/useradmin/v2/user/acme-user/apikey', { as: 'acme-user', body: { description: '0123456789' } })).status).toBe(201);
    const res = await wide.request('POST', '/useradmin/v2/user/acme-user/apikey', { as: 'acme-user', body: { description: '0123456789x' } });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ field: 'description', messageTemplate: 'invalid.field.max', message: 'description must be at most 10 characters long' });
  });

  it('INPUT_MAX_LIST_ITEMS bounds lists without a maximum of their own', async () => {
    const res = await wide.get(G, { as: 'admin', query: { customer: ['a', 'b', 'c', 'd'] } });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ field: 'customer', messageTemplate: 'invalid.field.max' });
  });

  it('INPUT_MAX_TEXT_LENGTH bounds comments and text inside JSON; INPUT_MAX_JSON_BYTES a JSON value', async () => {
    const caseId = (await wide.request('POST', '/cases/v2/case', { as: 'admin', body: { customer: 'acme', service: 'support', subject: 's', type: 'change', priority: 'low' } })).body.data.id;
    const comment = await wide.request('POST', `/cases/v2/case/${caseId}/comments`, { as: 'admin', body: { comment: 'c'.repeat(21) } });
    expect(comment.status).toBe(412);
    expect(envelopeError(comment)).toMatchObject({ field: 'comment', messageTemplate: 'invalid.field.max' });
    const json = await wide.request('POST', '/cases/v2/field', { as: 'admin', body: { name: 'wideJson', valueType: 'stringType', rendererOptions: Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`k${i}`, i])) } });
    expect(json.status).toBe(412);
    expect(envelopeError(json)).toMatchObject({ field: 'rendererOptions', message: 'rendererOptions is larger than 2048 bytes as JSON' });
  });
});
