// The once-seen 500 of a fuzz soak on the documents access routes (issue 17)
// and the inputs seen around it: an enum value that is an object with a
// `toString` key (the fuzzer's prototype-key objects) was a 500 for every
// caller, since the REST layer turned it into text with String(), which
// throws for such an object (rest-compat/variables.ts); and a 64-deep JSON
// body, an `elementType` list holding a NUL, integers past 64 bits for the
// customer and the subject. On every access route (by path, by document path,
// by id, the root) as an admin, a customer's user and an anonymous caller,
// one at a time and all at once: a 412 naming the field, in the envelope,
// before authentication (the input policy runs first), and nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Response, type TestApp } from '../support/app.ts';
import { deepJson } from '../support/fuzz/values.ts';
import { addFolder, addText, rootId, V1 } from './support.ts';

let t: TestApp;
let folder: number;
let document: number;
beforeAll(async () => {
  t = await startTestApp();
  folder = await addFolder(t, await rootId(t), 'Shared', 'admin');
  document = await addText(t, folder, 'notes.txt', 'notes', 'admin');
});
afterAll(async () => {
  await t?.close();
});

const DEEP_OBJECT = JSON.stringify(deepJson(64, 'object'));
const DEEP_ARRAY = JSON.stringify(deepJson(64, 'array'));
const HUGE = '18446744073709551616';

/** The access routes of one element, by every way of naming it. */
const ELEMENTS: Array<[string, () => string]> = [
  ['a folder by path', () => `${V1}/folder/path/access/Shared?customer=acme`],
  ['a document by path', () => `${V1}/document/path/access/Shared/notes.txt?customer=acme`],
  ['a folder by id', () => `${V1}/folder/${folder}/access`],
  ['a document by id', () => `${V1}/document/${document}/access`],
  ['the root folder', () => `${V1}/folder/path/access?customer=acme`],
];

interface Expected {
  field: string;
  message: string;
  parameter?: string | null;
}

const unknown = (field: string, expected: string): Expected => ({ field, message: `Unknown field "${field}"; expected one of ${expected}`, parameter: null });
const PUT_FIELDS = 'accessMode';
const POST_FIELDS = 'level, subjectID, subjectType';
const notAnObject: Expected = { field: 'body', message: 'The body must be a JSON object', parameter: null };
const fromUrl = (field: string): Expected => ({ field, message: `Unknown field "${field}": the URL names the element`, parameter: null });

/** [what, method, body, the 412's message] */
const INPUTS: Array<[string, 'PUT' | 'POST', string, Expected]> = [
  ['a 64-deep JSON object', 'PUT', DEEP_OBJECT, unknown('a', PUT_FIELDS)],
  ['a 64-deep JSON array', 'PUT', DEEP_ARRAY, notAnObject],
  ['accessMode 64 deep', 'PUT', `{"accessMode":${DEEP_OBJECT}}`, { field: 'accessMode', message: `${JSON.stringify(JSON.parse(DEEP_OBJECT)).slice(0, 77)}... is not one of explicit, roleBased` }],
  ['an elementType list holding a NUL', 'PUT', '{"accessMode":"explicit","elementType":["\\u0000"]}', fromUrl('elementType')],
  ['a ref of its own, 64 deep', 'PUT', `{"accessMode":"explicit","ref":${DEEP_OBJECT}}`, fromUrl('ref')],
  ['a customer past 64 bits in the body', 'PUT', `{"accessMode":"explicit","customer":${HUGE}}`, unknown('customer', PUT_FIELDS)],
  ['accessMode an object with a toString key (the 500)', 'PUT', '{"accessMode":{"toString":1}}', { field: 'accessMode', message: '{"toString":1} is not one of explicit, roleBased', parameter: '{"toString":1}' }],
  ['a 64-deep JSON object', 'POST', DEEP_OBJECT, unknown('a', POST_FIELDS)],
  ['level an object with toString and valueOf keys (the 500)', 'POST', '{"level":{"toString":{},"valueOf":{}},"subjectID":4}', { field: 'level', message: '{"toString":{},"valueOf":{}} is not one of folder, read, write' }],
  ['a 64-deep JSON array', 'POST', DEEP_ARRAY, notAnObject],
  ['an elementType list holding a NUL', 'POST', '{"level":"read","subjectID":4,"elementType":["\\u0000"]}', fromUrl('elementType')],
  ['a subjectID past 64 bits', 'POST', `{"level":"read","subjectID":${HUGE}}`, { field: 'subjectID', message: 'subjectID must be a whole number from -2147483648 to 2147483647', parameter: '18446744073709552000' }],
  ['a subjectID 64 deep', 'POST', `{"level":"read","subjectID":${DEEP_ARRAY}}`, { field: 'subjectID', message: 'subjectID must be a whole number' }],
];

const CALLERS = ['admin', 'acme-user', undefined] as const;

interface Case {
  label: string;
  method: 'PUT' | 'POST' | 'GET';
  url: () => string;
  payload?: string;
  expected: Expected;
  as: (typeof CALLERS)[number];
}

const CASES: Case[] = [
  ...ELEMENTS.flatMap(([element, url]) =>
    INPUTS.flatMap(([what, method, payload, expected]) => CALLERS.map((as) => ({ label: `${method} on ${element}, ${what}, as ${as ?? 'anonymous'}`, method, url, payload, expected, as }))),
  ),
  // A customer past 64 bits in the query, on every method and element named by path.
  ...ELEMENTS.filter(([element]) => element.includes('path') || element.includes('root')).flatMap(([element, url]) =>
    (['PUT', 'POST', 'GET'] as const).flatMap((method) =>
      CALLERS.map((as) => ({
        label: `${method} on ${element}, customer=${HUGE}, as ${as ?? 'anonymous'}`,
        method,
        url: () => url().replace('customer=acme', `customer=${HUGE}`),
        ...(method === 'GET' ? {} : { payload: method === 'PUT' ? '{"accessMode":"explicit"}' : '{"level":"read","subjectID":4}' }),
        expected: { field: 'customer', message: 'customer is beyond the largest id (2147483647)', parameter: HUGE },
        as,
      })),
    ),
  ),
];

function send(c: Case): Promise<Response> {
  return t.request(c.method, c.url(), { ...(c.as ? { as: c.as } : {}), ...(c.payload !== undefined ? { payload: c.payload, headers: { 'content-type': 'application/json' } } : {}) });
}

function expectRefusal(res: Response, expected: Expected, label: string) {
  expect(res.status, `${label}: ${res.text.slice(0, 300)}`).toBe(412);
  expect(res.body).toMatchObject({ responseCode: 412, data: null, limit: 0, offset: 0, count: 0, size: 0 });
  expect(res.body.messages, label).toHaveLength(1);
  expect(res.body.messages[0], label).toMatchObject({ type: 'FIELD_ERROR', messageTemplate: 'invalid.field.value', ...expected });
}

async function nothingChanged() {
  for (const [kind, id] of [['folder', folder], ['document', document]] as const) {
    const meta = await t.get(`${V1}/${kind}/${id}`, { as: 'admin' });
    expect(meta.status).toBe(200);
    expect(meta.body.data.accessMode).toBe('roleBased');
    const entries = await t.get(`${V1}/${kind}/${id}/access`, { as: 'admin' });
    expect(entries.status).toBe(200);
    expect(entries.body.data).toEqual([]);
  }
  const root = await t.get(`${V1}/folder/path/access?customer=acme`, { as: 'admin' });
  expect(root.body.data).toEqual([]);
}

describe('the documents access routes with the inputs around the once-seen 500', () => {
  it('covers every element, input and caller', () => {
    expect(CASES).toHaveLength(ELEMENTS.length * INPUTS.length * CALLERS.length + 3 * 3 * CALLERS.length);
  });

  it.each(CASES.map((c) => [c.label, c] as const))('%s: 412 naming the field', async (label, c) => {
    expectRefusal(await send(c), c.expected, label);
  });

  it('all at once, three times over: the same answers, nothing changed', async () => {
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(CASES.map(send));
      answers.forEach((res, i) => expectRefusal(res, CASES[i]!.expected, `round ${round}: ${CASES[i]!.label}`));
    }
    await nothingChanged();
  });

  it('a well-formed body on the same routes still works (the refusals are the inputs, not the routes)', async () => {
    const put = await t.request('PUT', `${V1}/folder/path/access/Shared?customer=acme`, { as: 'admin', body: { accessMode: 'explicit' } });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ id: folder, accessMode: 'explicit' });
    const back = await t.request('PUT', `${V1}/folder/${folder}/access`, { as: 'admin', body: { accessMode: 'roleBased' } });
    expect(back.status).toBe(200);
    expect(back.body.data.accessMode).toBe('roleBased');
    const empty = await t.request('PUT', `${V1}/document/${document}/access`, { as: 'admin' });
    expect(empty.status).toBe(412);
    expect(empty.body.messages[0]).toMatchObject({ type: 'FIELD_ERROR', field: 'accessMode', message: 'accessMode is required' });
    await nothingChanged();
  });
});
