// Bad input to the document uploads changes nothing: a media type that is not
// an RFC 9110 media type in visible ASCII is 412 naming mimeType through every
// door (REST JSON, REST raw, PUT, GraphQL) and stores nothing; a type stored
// before that rule downloads with a fallback type instead of a 500; and an
// update or overwrite refused for its lock, its stale revision or its name
// leaves no content behind (no blob, no chunk). Over a real socket where the
// raw Content-Type carries bytes above 0x7F.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';
import { V1, addFolder, addText, rootId, storedCounts } from './support.ts';

let t: TestApp;
let base: string;
let dir: number;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  dir = await addFolder(t, await rootId(t), 'bad-input');
});
afterAll(async () => {
  t?.app.server.closeAllConnections();
  await t?.close();
});

/** Everything an upload could leave behind. */
const stored = () => storedCounts(t);

/** A document as its metadata and its current content read. */
async function snapshot(id: number) {
  const meta = await t.get(`${V1}/document/${id}`, { as: 'acme-user' });
  expect(meta.status).toBe(200);
  const content = await t.get(`${V1}/document/${id}/content`, { as: 'acme-user' });
  expect(content.status).toBe(200);
  const { revision, name, mimeType, size, sha256 } = meta.body.data;
  return { revision, name, mimeType, size, sha256, text: content.text, type: content.headers['content-type'] };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
  raw: Buffer;
}

/**
 * Over the socket: `type` is sent as Latin-1, one byte per character, so
 * '\u00e2\u0098\u0083' arrives as the UTF-8 bytes of U+2603 (what a client
 * sending a snowman in the header sends).
 */
function send(method: string, path: string, options: { type?: string; body?: Buffer; as?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'service-api-key': t.keys[options.as ?? 'acme-user'] ?? options.as!, connection: 'close' };
    if (options.type !== undefined) headers['content-type'] = options.type;
    if (options.body) headers['content-length'] = String(options.body.length);
    const req = http.request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => {
        const raw = Buffer.concat(parts);
        let body: unknown = raw.toString('utf8');
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          // content, not an envelope
        }
        resolve({ status: res.statusCode!, headers: res.headers, body, raw });
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Accepted before the media-type rule (anything went after a semicolon). */
const BAD_TYPES = [
  'text/plain; x=☃',
  'text/html; charset=üĀ',
  'text/plain; q=中',
  'text/plain; charset=ü', // obs-text (U+00FC): Node would send it, as a Latin-1 byte no client reads alike
  'text/plain; charset="ü"',
  'text/plain; a',
  'text/plain; a=b c',
  'text/plain; a = b',
  'text/plain; a="unterminated',
  'text/plain; a="x"y',
];

/** Refused before the rule as well (a guard: they stay refused). */
const STILL_BAD = ['text /plain', 'text/plain, text/html', 'text/plain; a=b\tc', 'text/plain;\ta=b', 'text', '/plain', 'text/', 'Text/Plain\u0000'];

describe('mimeType refused (412 naming it, nothing stored)', () => {
  async function refusedOnAdd(mimeType: string, name: string) {
    const before = await stored();
    const res = await t.request('POST', `${V1}/folder/${dir}/documents`, { as: 'acme-user', body: { name, text: `abc ${mimeType}`, mimeType } });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field: 'mimeType' });
    expect(await stored()).toEqual(before);
    expect((await t.get(`${V1}/folder/path/meta/bad-input/${name}`, { as: 'acme-user' })).status).toBe(404);
  }

  it.each(BAD_TYPES)('REST JSON POST /folder/{id}/documents with %j', async (mimeType) => {
    await refusedOnAdd(mimeType, `snow-${BAD_TYPES.indexOf(mimeType)}.txt`);
  });

  it('types refused before the rule stay refused, adding and updating', async () => {
    const id = await addText(t, dir, 'still-bad.txt', 'kept as it was');
    const was = await snapshot(id);
    for (const [n, mimeType] of STILL_BAD.entries()) {
      await refusedOnAdd(mimeType, `still-bad-${n}.txt`);
      const res = await t.request('PUT', `${V1}/document/${id}`, { as: 'acme-user', body: { mimeType, text: 'not stored' } });
      expect(res.status).toBe(412);
      expect(envelopeError(res)).toMatchObject({ field: 'mimeType' });
    }
    expect(await snapshot(id)).toEqual(was);
  });

  it.each([
    ['a snowman as UTF-8 bytes', 'text/plain; x=\u00e2\u0098\u0083'],
    ['obs-text', 'text/html; charset=\u00fc'],
    ['a quoted obs-text', 'text/plain; name="\u00e9t\u00e9"'],
    ['a parameter without value', 'text/plain; x'],
  ])('REST raw POST /folder/{id}/documents with %s in Content-Type', async (_label, type) => {
    const before = await stored();
    const res = await send('POST', `${V1}/folder/${dir}/documents?name=raw-snow.txt`, { type, body: Buffer.from(`raw ${type}`, 'latin1') });
    expect(res.status).toBe(412);
    expect(envelopeError(res as never)).toMatchObject({ type: 'FIELD_ERROR', field: 'mimeType' });
    expect(await stored()).toEqual(before);
    expect((await t.get(`${V1}/folder/path/meta/bad-input/raw-snow.txt`, { as: 'acme-user' })).status).toBe(404);
  });

  it('REST raw POST /document/path/{path}?createMissing=true: 412, no folder created', async () => {
    const before = await stored();
    const res = await send('POST', `${V1}/document/path/snow-new/deeper/x.txt?createMissing=true`, { type: 'text/plain; x=\u00e2\u0098\u0083', body: Buffer.from('raw by path') });
    expect(res.status).toBe(412);
    expect(envelopeError(res as never)).toMatchObject({ type: 'FIELD_ERROR', field: 'mimeType' });
    expect(await stored()).toEqual(before);
    expect((await t.get(`${V1}/folder/path/meta/snow-new`, { as: 'acme-user' })).status).toBe(404);
  });

  it.each(BAD_TYPES)('PUT /document/{id} with %j, also with new content', async (mimeType) => {
    const id = await addText(t, dir, `put-${BAD_TYPES.indexOf(mimeType)}.txt`, 'kept as it was');
    const was = await snapshot(id);
    const before = await stored();
    for (const body of [{ mimeType }, { mimeType, text: `new content ${mimeType}` }]) {
      const res = await t.request('PUT', `${V1}/document/${id}`, { as: 'acme-user', body });
      expect(res.status).toBe(412);
      expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field: 'mimeType' });
    }
    expect(await stored()).toEqual(before);
    expect(await snapshot(id)).toEqual(was);
  });

  it('GraphQL addDocument and updateDocument', async () => {
    const id = await addText(t, dir, 'gql-kept.txt', 'kept by GraphQL');
    const was = await snapshot(id);
    const before = await stored();
    const add = await t.graphql(
      'mutation($p: ID!, $m: String) { addDocument(input: { parent: { id: $p }, name: "gql-snow.txt", text: "abc gql", mimeType: $m }) { document { id } } }',
      { p: String(dir), m: 'text/plain; q=中' },
      { as: 'acme-user' },
    );
    expect(add.body.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'mimeType' });
    const update = await t.graphql(
      'mutation($d: ID!, $m: String) { updateDocument(input: { ref: { id: $d }, text: "new by gql", mimeType: $m }) { document { id } } }',
      { d: String(id), m: 'text/html; charset=üĀ' },
      { as: 'acme-user' },
    );
    expect(update.body.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'mimeType' });
    expect(await stored()).toEqual(before);
    expect(await snapshot(id)).toEqual(was);
    expect((await t.get(`${V1}/folder/path/meta/bad-input/gql-snow.txt`, { as: 'acme-user' })).status).toBe(404);
  });

  it('GraphQL addDocument by path with createMissing: a refused document leaves no folder behind; an accepted one creates them', async () => {
    const before = await stored();
    const add = (name: string, mimeType: string | null) => t.graphql(
      'mutation($r: DocumentElementRef!, $n: String!, $m: String) { addDocument(input: { parent: $r, name: $n, text: "by path", mimeType: $m, createMissing: true }) { document { id } } }',
      { r: { path: { names: ['bad-input', 'made-by-gql', 'deeper'] } }, n: name, m: mimeType },
      { as: 'acme-user' },
    );
    // Before: the folders were created first, then the document refused.
    const refused = await add('x.txt', 'text/plain; q=中');
    expect(refused.body.errors?.[0]?.extensions, JSON.stringify(refused.body)).toMatchObject({ code: 'INVALID_FIELD', field: 'mimeType' });
    expect((await add('..', null)).body.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'name' });
    expect(await stored()).toEqual(before);
    expect((await t.get(`${V1}/folder/path/meta/bad-input/made-by-gql`, { as: 'acme-user' })).status).toBe(404);
    const ok = await add('fine.txt', null);
    expect(ok.body.errors).toBeUndefined();
    expect((await t.get(`${V1}/folder/path/meta/bad-input/made-by-gql/deeper/fine.txt`, { as: 'acme-user' })).status).toBe(200);
  });
});

describe('valid media types with parameters', () => {
  const GOOD = [
    'text/plain; charset=utf-8',
    'text/plain;charset=UTF-8',
    'text/plain; charset="utf-8"',
    'application/x-custom; name="a \\"quoted\\" b; c=d"; v=1',
    'application/x-mixed; boundary="AbC dEf"',
    "application/vnd.a+b; x=!#$%&'*+-.^_`|~09Az",
    'text/plain; name=""',
    'text/plain ; a=b ;',
  ];

  it.each(GOOD)('%j is accepted and served byte-exact (JSON, PUT and raw)', async (mimeType) => {
    const n = GOOD.indexOf(mimeType);
    const added = await t.request('POST', `${V1}/folder/${dir}/documents`, { as: 'acme-user', body: { name: `good-${n}.txt`, text: `good ${n}`, mimeType } });
    expect(added.status).toBe(201);
    expect(added.body.data.mimeType).toBe(mimeType);
    const content = await t.get(`${V1}/document/${added.body.data.id}/content`, { as: 'acme-user' });
    expect(content.status).toBe(200);
    expect(content.headers['content-type']).toBe(mimeType);
    expect(content.text).toBe(`good ${n}`);

    const put = await t.request('PUT', `${V1}/document/${added.body.data.id}`, { as: 'acme-user', body: { mimeType } });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ mimeType, revision: 2 });

    const raw = await send('POST', `${V1}/folder/${dir}/documents?name=good-raw-${n}.bin`, { type: mimeType, body: Buffer.from([0, 1, 2, 255, n]) });
    expect(raw.status).toBe(201);
    expect(raw.body.data.mimeType).toBe(mimeType);
    const back = await send('GET', `${V1}/document/${raw.body.data.id}/content`);
    expect(back.status).toBe(200);
    expect(back.headers['content-type']).toBe(mimeType);
    expect(back.raw.equals(Buffer.from([0, 1, 2, 255, n]))).toBe(true);
  });

  it('type, subtype and parameter names are case-insensitive and stored lower-case; values are kept as sent', async () => {
    const res = await t.request('POST', `${V1}/folder/${dir}/documents`, { as: 'acme-user', body: { name: 'case.txt', text: 'case', mimeType: 'Text/Plain; Charset=UTF-8; Name="Mixed Case"' } });
    expect(res.status).toBe(201);
    expect(res.body.data.mimeType).toBe('text/plain; charset=UTF-8; name="Mixed Case"');
  });
});

describe('a stored type the media-type rule refuses (stored before it)', () => {
  it.each([
    ['above U+00FF', 'text/plain; x=☃'],
    ['obs-text', 'text/html; charset=ü'],
    ['not a media type', 'text/plain; charset = utf-8'],
  ])('%s: every download answers 200 application/octet-stream with the exact bytes; the metadata keeps the stored type', async (_label, bad) => {
    const name = `stored-${bad.length}-${bad.codePointAt(bad.length - 1)}.txt`;
    const id = await addText(t, dir, name, `stored before the rule: ${bad}`);
    const p = t.database.prisma;
    await p.$executeRawUnsafe('UPDATE document_revision SET mime_type = $1 WHERE element_id = $2', bad, id);
    await p.$executeRawUnsafe('UPDATE document_element SET mime_type = $1 WHERE id = $2', bad, id);
    for (const path of [`${V1}/document/${id}/content`, `${V1}/document/${id}/revisions/1/content`, `${V1}/document/path/content/bad-input/${name}`]) {
      const res = await send('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.raw.toString('utf8')).toBe(`stored before the rule: ${bad}`);
    }
    expect((await t.get(`${V1}/document/${id}`, { as: 'acme-user' })).body.data.mimeType).toBe(bad);
    // A later revision with a valid type is served with it; the old one still falls back.
    expect((await t.request('PUT', `${V1}/document/${id}`, { as: 'acme-user', body: { mimeType: 'text/plain; charset=utf-8' } })).status).toBe(200);
    expect((await send('GET', `${V1}/document/${id}/content`)).headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await send('GET', `${V1}/document/${id}/revisions/1/content`)).headers['content-type']).toBe('application/octet-stream');
  });
});

describe('refused updates and overwrites store no content', () => {
  let lockedId: number;
  let lockedWas: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    lockedId = await addText(t, dir, 'locked.txt', 'locked content');
    const lock = await t.request('PUT', `${V1}/document/${lockedId}/lock`, { as: 'acme-admin', body: { seconds: 3600 } });
    expect(lock.status).toBe(200);
    lockedWas = await snapshot(lockedId);
  });

  async function refusedLeavesNothing(id: number, attempt: () => Promise<{ status: number; body: any }>, template: string) {
    const was = await snapshot(id);
    const before = await stored();
    const res = await attempt();
    if ('errors' in (res.body ?? {})) {
      expect(res.body.errors[0].extensions).toMatchObject({ messageTemplate: template });
    } else {
      expect(res.status).toBe(412);
      expect(envelopeError(res as never)).toMatchObject({ messageTemplate: template });
    }
    expect(await stored()).toEqual(before);
    expect(await snapshot(id)).toEqual(was);
  }

  it('PUT with a stale If-Match', async () => {
    const id = await addText(t, dir, 'stale-if-match.txt', 'v1');
    await refusedLeavesNothing(id, () => t.request('PUT', `${V1}/document/${id}`, { as: 'acme-user', headers: { 'if-match': '"99"' }, body: { text: 'unique: stale if-match' } }), 'document.revision.stale');
  });

  it('PUT with a stale body revision', async () => {
    const id = await addText(t, dir, 'stale-body.txt', 'v1');
    await refusedLeavesNothing(id, () => t.request('PUT', `${V1}/document/${id}`, { as: 'acme-user', body: { data: Buffer.from('unique: stale body').toString('base64'), revision: 99 } }), 'document.revision.stale');
  });

  it('PUT on a document locked by another user', async () => {
    await refusedLeavesNothing(lockedId, () => t.request('PUT', `${V1}/document/${lockedId}`, { as: 'acme-user', body: { text: 'unique: put on locked' } }), 'document.locked');
  });

  it('PUT renaming to a name taken in the folder, with new content', async () => {
    const id = await addText(t, dir, 'rename-me.txt', 'v1');
    await addText(t, dir, 'taken.txt', 'taken');
    await refusedLeavesNothing(id, () => t.request('PUT', `${V1}/document/${id}`, { as: 'acme-user', body: { name: 'taken.txt', text: 'unique: rename to taken' } }), 'document.element.exists');
  });

  it('raw overwrite of a locked document into its folder', async () => {
    await refusedLeavesNothing(lockedId, () => send('POST', `${V1}/folder/${dir}/documents?name=locked.txt&overwriteExisting=true`, { type: 'application/octet-stream', body: Buffer.from('unique: raw overwrite') }), 'document.locked');
  });

  it('raw overwrite of a locked document by path', async () => {
    await refusedLeavesNothing(lockedId, () => send('POST', `${V1}/document/path/bad-input/locked.txt?overwriteExisting=true`, { type: 'text/plain', body: Buffer.from('unique: raw overwrite by path') }), 'document.locked');
  });

  it('a raw overwrite of a locked document is refused before its body is read: the answer comes while the body is still on its way', async () => {
    const before = await stored();
    const answer = await new Promise<Answer>((resolve, reject) => {
      const headers = { 'service-api-key': t.keys['acme-user']!, 'content-type': 'application/octet-stream', 'content-length': String(1024 * 1024), connection: 'close' };
      const req = http.request(`${base}${V1}/folder/${dir}/documents?name=locked.txt&overwriteExisting=true`, { method: 'POST', headers, agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text), raw: Buffer.from(text) });
        });
      });
      req.on('error', reject);
      req.write(Buffer.alloc(1024, 'x')); // and nothing more: the body stalls
      setTimeout(() => {
        req.destroy();
        reject(new Error('no answer while the body stalls'));
      }, 5000).unref();
    });
    expect(answer.status).toBe(412);
    expect(envelopeError(answer as never)).toMatchObject({ messageTemplate: 'document.locked' });
    expect(await stored()).toEqual(before);
    expect(await snapshot(lockedId)).toEqual(lockedWas);
  });

  it('JSON overwrite of a locked document', async () => {
    await refusedLeavesNothing(lockedId, () => t.request('POST', `${V1}/folder/${dir}/documents`, { as: 'acme-user', body: { name: 'locked.txt', text: 'unique: json overwrite', overwriteExisting: true } }), 'document.locked');
  });

  it('GraphQL updateDocument with a stale revision, and addDocument overwriting a locked document', async () => {
    const id = await addText(t, dir, 'gql-stale.txt', 'v1');
    await refusedLeavesNothing(
      id,
      () => t.graphql('mutation($d: ID!) { updateDocument(input: { ref: { id: $d }, text: "unique: gql stale", revision: 7 }) { document { id } } }', { d: String(id) }, { as: 'acme-user' }),
      'document.revision.stale',
    );
    await refusedLeavesNothing(
      lockedId,
      () => t.graphql('mutation($p: ID!) { addDocument(input: { parent: { id: $p }, name: "locked.txt", data: "dW5pcXVlOiBncWwgb3ZlcndyaXRl", overwriteExisting: true }) { document { id } } }', { p: String(dir) }, { as: 'acme-user' }),
      'document.locked',
    );
  });

  it('a refused update whose bytes another document already holds leaves that content in place', async () => {
    const other = await addText(t, dir, 'shared-bytes.txt', 'shared bytes');
    const otherWas = await snapshot(other);
    await refusedLeavesNothing(lockedId, () => t.request('PUT', `${V1}/document/${lockedId}`, { as: 'acme-user', body: { text: 'shared bytes' } }), 'document.locked');
    expect(await snapshot(other)).toEqual(otherWas);
  });

  it('the locked document is as it was; its holder may still update it, and the same bytes twice share one blob', async () => {
    expect(await snapshot(lockedId)).toEqual(lockedWas);
    const before = await stored();
    const res = await t.request('PUT', `${V1}/document/${lockedId}`, { as: 'acme-admin', body: { text: 'by the holder' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ revision: 2 });
    const again = await addText(t, dir, 'same-as-holder.txt', 'by the holder');
    expect((await t.get(`${V1}/document/${again}/content`, { as: 'acme-user' })).text).toBe('by the holder');
    expect(await stored()).toEqual({ ...before, elements: before.elements + 1, revisions: before.revisions + 2, blobs: before.blobs + 1, chunks: before.chunks + 1 });
  });
});
