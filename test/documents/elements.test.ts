// /documents/v1 folders and documents, black box over HTTP: reading by id and
// by path, listing, adding, updating (revisions, locks) and deleting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';
import { addFolder, addText, rootId, userWith, V1 } from './support.ts';

let t: TestApp;
let acmeRoot: number;
let runbooks: number;
let incident: number;
let reader: string;
let nobody: string;

beforeAll(async () => {
  t = await startTestApp();
  acmeRoot = await rootId(t);
  runbooks = (await t.get(`${V1}/folder/path/meta/Runbooks`, { as: 'acme-user' })).body.data.id;
  incident = (await t.get(`${V1}/document/path/meta/Runbooks/Incident%20response.md`, { as: 'acme-user' })).body.data.id;
  reader = (await userWith(t, 'acme-reader', 'acme', ['viewDocuments'])).key;
  nobody = (await userWith(t, 'acme-nobody', 'acme', [])).key;
});
afterAll(async () => {
  await t?.close();
});

describe('GET /folder/{id}, /document/{id}, /customer/{id}', () => {
  it('answers a folder element with the spec fields', async () => {
    const res = await t.get(`${V1}/folder/${runbooks}`, { as: 'acme-user' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ responseCode: 200, size: 0, count: 0 });
    expect(res.body.data).toMatchObject({
      id: runbooks,
      name: 'Runbooks',
      parentElements: [{ id: acmeRoot, name: 'acme' }],
      customer: { shortName: 'acme' },
      accessMode: 'roleBased',
      effectiveAccessMode: 'roleBased',
      currentUserAccessLevel: 'write',
      elementType: 'folder',
      flags: [],
    });
  });

  it('answers a document element with mimeType, size, revision', async () => {
    const res = await t.get(`${V1}/document/${incident}`, { as: 'acme-user' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ elementType: 'document', mimeType: 'text/markdown; charset=utf-8', revision: 1, lock: null });
    expect(res.body.data.parentElements.map((p: { name: string }) => p.name)).toEqual(['Runbooks', 'acme']);
  });

  it('answers the root folder with ROOT_FOLDER by customer id and short name', async () => {
    const acme = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
    for (const key of [String(acme.id), 'acme']) {
      const res = await t.get(`${V1}/customer/${key}`, { as: 'analyst' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: acmeRoot, flags: ['ROOT_FOLDER'], parentElements: [] });
    }
  });

  it('answers 404 for a missing element, and for a folder asked as a document', async () => {
    expect((await t.get(`${V1}/folder/99999999`, { as: 'acme-user' })).status).toBe(404);
    expect((await t.get(`${V1}/document/${runbooks}`, { as: 'acme-user' })).status).toBe(404);
    expect((await t.get(`${V1}/folder/${incident}`, { as: 'acme-user' })).status).toBe(404);
  });

  it('answers 412 naming the field for a bad id', async () => {
    const res = await t.get(`${V1}/folder/abc`, { as: 'acme-user' });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field: 'id' });
  });

  it('answers 404 (never data) to another customer, the same as for a missing element', async () => {
    const res = await t.get(`${V1}/document/${incident}`, { as: 'globex-user' });
    expect(res.status).toBe(404);
    expect(res.body.data).toBeNull();
    expect((await t.get(`${V1}/customer/acme`, { as: 'globex-user' })).status).toBe(404);
    expect((await t.get(`${V1}/folder/${acmeRoot}/content`, { as: 'globex-user' })).status).toBe(404);
  });

  it('answers 404 to a user of the customer without any document permission, 401 without a key', async () => {
    expect((await t.get(`${V1}/folder/${runbooks}`, { as: nobody })).status).toBe(404);
    expect((await t.get(`${V1}/folder/${runbooks}`)).status).toBe(401);
  });
});

describe('paths', () => {
  it('finds elements by URL-encoded path with spaces, unicode, % and / in names', async () => {
    const dir = await addFolder(t, acmeRoot, 'Ünïcode 100% a/b');
    await addText(t, dir, 'rapport été.txt', 'bonjour');
    const path = `${encodeURIComponent('Ünïcode 100% a/b')}/${encodeURIComponent('rapport été.txt')}`;
    const meta = await t.get(`${V1}/document/path/meta/${path}`, { as: 'acme-user' });
    expect(meta.status).toBe(200);
    expect(meta.body.data).toMatchObject({ name: 'rapport été.txt', parentElements: [{ id: dir, name: 'Ünïcode 100% a/b' }, { id: acmeRoot }] });
    const folderMeta = await t.get(`${V1}/folder/path/meta/${encodeURIComponent('Ünïcode 100% a/b')}`, { as: 'acme-user' });
    expect(folderMeta.body.data).toMatchObject({ id: dir, elementType: 'folder' });
    const asDocument = await t.get(`${V1}/folder/path/meta/${path}`, { as: 'acme-user' });
    expect(asDocument.body.data).toMatchObject({ elementType: 'document' });
    const content = await t.get(`${V1}/document/path/content/${path}`, { as: 'acme-user' });
    expect(content.text).toBe('bonjour');
    const list = await t.get(`${V1}/folder/path/content/${encodeURIComponent('Ünïcode 100% a/b')}`, { as: 'acme-user' });
    expect(list.body.data.map((e: { name: string }) => e.name)).toEqual(['rapport été.txt']);
  });

  it('selects the space with the customer parameter (id or short name)', async () => {
    const globexRoot = await rootId(t, 'analyst', 'globex');
    const res = await t.get(`${V1}/folder/path/meta/Runbooks?customer=globex`, { as: 'analyst' });
    expect(res.body.data).toMatchObject({ customer: { shortName: 'globex' }, parentElements: [{ id: globexRoot }] });
    const own = await t.get(`${V1}/folder/path/meta/Runbooks`, { as: 'globex-user' });
    expect(own.body.data.id).toBe(res.body.data.id);
  });

  it('answers 404 for a missing path, another customer\'s space, an unknown customer; 412 for a bad customer', async () => {
    expect((await t.get(`${V1}/folder/path/meta/Nope`, { as: 'acme-user' })).status).toBe(404);
    expect((await t.get(`${V1}/folder/path/meta/Runbooks?customer=acme`, { as: 'globex-user' })).status).toBe(404);
    expect((await t.get(`${V1}/folder/path/meta/?customer=no-such`, { as: 'acme-user' })).status).toBe(404);
    const bad = await t.get(`${V1}/folder/path/meta/?customer=a%20b`, { as: 'acme-user' });
    expect(bad.status).toBe(412);
    expect(envelopeError(bad)).toMatchObject({ field: 'customer' });
    expect((await t.get(`${V1}/document/path/meta/Runbooks`, { as: 'acme-user' })).status).toBe(404);
  });
});

describe('GET /folder/{id}/content', () => {
  it('lists folders first, then documents by name', async () => {
    const res = await t.get(`${V1}/folder/${acmeRoot}/content`, { as: 'acme-user' });
    expect(res.status).toBe(200);
    const names = res.body.data.map((e: { name: string }) => e.name);
    expect(names.slice(0, 3)).toEqual(['Evidence', 'Reports', 'Runbooks']);
    expect(res.body.size).toBe(names.length);
  });

  it('pages with limit and offset (default: the whole folder); 412 naming a bad limit', async () => {
    const all = await t.get(`${V1}/folder/${acmeRoot}/content`, { as: 'acme-user' });
    const page = await t.get(`${V1}/folder/${acmeRoot}/content?limit=2&offset=1`, { as: 'acme-user' });
    expect(page.body).toMatchObject({ limit: 2, offset: 1, size: 2, count: all.body.count });
    expect(page.body.data.map((e: { id: number }) => e.id)).toEqual(all.body.data.slice(1, 3).map((e: { id: number }) => e.id));
    const bad = await t.get(`${V1}/folder/${acmeRoot}/content?limit=-1`, { as: 'acme-user' });
    expect(bad.status).toBe(412);
    expect(envelopeError(bad).field).toBe('limit');
  });

  it('lists for a read-only user; answers 404 on a document id', async () => {
    expect((await t.get(`${V1}/folder/${runbooks}/content`, { as: reader })).body.data).toHaveLength(1);
    expect((await t.get(`${V1}/folder/${incident}/content`, { as: 'acme-user' })).status).toBe(404);
  });
});

describe('content download', () => {
  it('returns the exact bytes with type, length and file name', async () => {
    const res = await t.get(`${V1}/document/${incident}/content`, { as: reader });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.text)));
    expect(res.headers['content-disposition']).toContain('filename="Incident response.md"');
    expect(res.text).toContain('# Incident response');
  });

  it('answers 404 to another customer and to a missing document', async () => {
    expect((await t.get(`${V1}/document/${incident}/content`, { as: 'globex-user' })).status).toBe(404);
    expect((await t.get(`${V1}/document/99999999/content`, { as: 'acme-user' })).status).toBe(404);
    expect((await t.get(`${V1}/document/x/content`, { as: 'acme-user' })).status).toBe(412);
  });
});

describe('POST /folder/{id}/documents', () => {
  it('adds a text document (201) and a base64 one; both round-trip', async () => {
    const dir = await addFolder(t, acmeRoot, 'uploads');
    const text = await t.request('POST', `${V1}/folder/${dir}/documents`, { as: 'acme-user', body: { name: 'a.txt', text: 'hello' } });
    expect(text.status).toBe(201);
    expect(text.body.data).toMatchObject({ name: 'a.txt', revision: 1, size: 5, mimeType: 'text/plain; charset=utf-8', createdBy: { shortName: 'acme-user' } });
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    const data = await t.request('POST', `${V1}/folder/${dir}/documents`, { as: 'acme-user', body: { name: 'b.bin', data: bytes.toString('base64'), mimeType: 'application/x-test' } });
    expect(data.status).toBe(201);
    const back = await t.app.inject({ method: 'GET', url: `${V1}/document/${data.body.data.id}/content`, headers: { 'service-api-key': t.keys['acme-user']! } });
    expect(back.rawPayload.equals(bytes)).toBe(true);
    expect(back.headers['content-type']).toBe('application/x-test');
  });

  it('adds a raw binary body with its own Content-Type, also on the /document/{id}/documents alias', async () => {
    const bytes = Buffer.from('%PDF-1.4 fake');
    for (const [path, name] of [['folder', 'raw.pdf'], ['document', 'alias.pdf']]) {
      const res = await t.request('POST', `${V1}/${path}/${runbooks}/documents?name=${name}`, { as: 'acme-user', payload: bytes, headers: { 'content-type': 'application/pdf' } });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ name, mimeType: 'application/pdf', size: bytes.length });
    }
  });

  it.each([
    [{ name: 'x.txt', text: 'a', data: 'YQ==' }, 'data'],
    [{ name: 'x.txt', data: 'not base64!' }, 'data'],
    [{ text: 'a' }, 'name'],
    [{ name: 'x.txt' }, 'text'],
    [{ name: 'x.txt', text: 'a', accessMode: 'sometimes' }, 'accessMode'],
    [{ name: 'x.txt', text: 'a', mimeType: 'nonsense' }, 'mimeType'],
  ])('answers 412 naming the field for %j', async (body, field) => {
    const res = await t.request('POST', `${V1}/folder/${runbooks}/documents`, { as: 'acme-user', body });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field });
    expect((await t.get(`${V1}/folder/path/meta/Runbooks/x.txt`, { as: 'acme-user' })).status).toBe(404);
  });

  it('answers 412 for an existing name, nothing changed', async () => {
    const res = await t.request('POST', `${V1}/folder/${runbooks}/documents`, { as: 'acme-user', body: { name: 'Incident response.md', text: 'x' } });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'document.element.exists' });
    expect((await t.get(`${V1}/document/${incident}`, { as: 'acme-user' })).body.data.revision).toBe(1);
  });

  it('answers 405 for a form body, 403 for a read-only user, 404 for another customer', async () => {
    const form = await t.request('POST', `${V1}/folder/${runbooks}/documents?name=f`, { as: 'acme-user', payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(405);
    const ro = await t.request('POST', `${V1}/folder/${runbooks}/documents`, { as: reader, body: { name: 'r.txt', text: 'a' } });
    expect(ro.status).toBe(403);
    const other = await t.request('POST', `${V1}/folder/${runbooks}/documents`, { as: 'globex-user', body: { name: 'g.txt', text: 'a' } });
    expect(other.status).toBe(404);
  });
});

describe('POST /document/path/{path}', () => {
  const raw = (path: string, body: string, as = 'acme-user') =>
    t.request('POST', `${V1}/document/path/${path}`, { as, payload: Buffer.from(body), headers: { 'content-type': 'text/csv' } });

  it('rule 1: fails on a missing parent without createMissing, creates it with', async () => {
    const missing = await raw('new%20dir/deep/a.csv', 'a,b');
    expect(missing.status).toBe(404);
    expect((await t.get(`${V1}/folder/path/meta/new%20dir`, { as: 'acme-user' })).status).toBe(404);
    const created = await raw('new%20dir/deep/a.csv?createMissing=true', 'a,b');
    expect(created.status).toBe(201);
    expect(created.body.data.parentElements.map((p: { name: string }) => p.name)).toEqual(['deep', 'new dir', 'acme']);
  });

  it('rule 2: existing name fails, overwriteExisting adds a revision, never over a folder or without write access', async () => {
    await raw('r2.csv', 'one');
    expect((await raw('r2.csv', 'two')).status).toBe(412);
    const over = await raw('r2.csv?overwriteExisting=true', 'two');
    expect(over.status).toBe(200);
    expect(over.body.data.revision).toBe(2);
    expect((await t.get(`${V1}/document/path/content/r2.csv`, { as: 'acme-user' })).text).toBe('two');
    const folder = await raw('Runbooks?overwriteExisting=true', 'x');
    expect(folder.status).toBe(412);
    expect(envelopeError(folder).messageTemplate).toBe('document.overwrite.folder');
    expect((await raw('r2.csv?overwriteExisting=true', 'three', reader)).status).toBe(403);
  });

  it('refuses a bad upload before creating any missing folder (nothing changed)', async () => {
    const folders = () => t.database.prisma.documentElement.count({ where: { elementType: 'FOLDER' } });
    const before = await folders();
    const json = await t.request('POST', `${V1}/document/path/refused/a/b.json?createMissing=true`, { as: 'acme-user', body: { text: 'x' } });
    expect(json.status).toBe(405);
    const form = await t.request('POST', `${V1}/document/path/refused/a/b.txt?createMissing=true`, {
      as: 'acme-user', payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(405);
    const mode = await raw('refused/a/b.csv?createMissing=true&accessMode=sometimes', 'a');
    expect(mode.status).toBe(412);
    expect(envelopeError(mode).field).toBe('accessMode');
    expect(await folders()).toBe(before);
    expect((await t.get(`${V1}/folder/path/meta/refused`, { as: 'acme-user' })).status).toBe(404);
  });

  it('answers 412 naming a bad flag, 404 to another customer', async () => {
    const bad = await raw('x.csv?createMissing=maybe', 'a');
    expect(bad.status).toBe(412);
    expect(envelopeError(bad).field).toBe('createMissing');
    expect((await raw('Runbooks/g.csv?customer=acme', 'a', 'globex-user')).status).toBe(404);
  });
});

describe('PUT /document/{id}', () => {
  it('adds a revision with the fields given; If-Match or revision in the body guard against stale updates', async () => {
    const id = await addText(t, runbooks, 'put.txt', 'v1');
    const ok = await t.request('PUT', `${V1}/document/${id}`, { as: 'acme-user', body: { text: 'v2' }, headers: { 'if-match': '"1"' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ revision: 2, name: 'put.txt', updatedBy: { shortName: 'acme-user' } });
    const stale = await t.request('PUT', `${V1}/document/${id}`, { as: 'acme-user', body: { text: 'lost' }, headers: { 'if-match': '"1"' } });
    expect(stale.status).toBe(412);
    expect(envelopeError(stale).messageTemplate).toBe('document.revision.stale');
    const staleBody = await t.request('PUT', `${V1}/document/${id}`, { as: 'acme-user', body: { text: 'lost', revision: 1 } });
    expect(staleBody.status).toBe(412);
    const renamed = await t.request('PUT', `${V1}/document/${id}`, { as: 'acme-user', body: { name: 'renamed.txt' } });
    expect(renamed.body.data).toMatchObject({ name: 'renamed.txt', revision: 3 });
    expect((await t.get(`${V1}/document/${id}/content`, { as: 'acme-user' })).text).toBe('v2');
  });

  it('answers 412 for a name taken, bad base64 and a bad If-Match; 403 read-only; 404 other customer', async () => {
    const id = await addText(t, runbooks, 'put2.txt', 'v1');
    expect((await t.request('PUT', `${V1}/document/${id}`, { as: 'acme-user', body: { name: 'Incident response.md' } })).status).toBe(412);
    const b64 = await t.request('PUT', `${V1}/document/${id}`, { as: 'acme-user', body: { data: '@@' } });
    expect(envelopeError(b64)).toMatchObject({ field: 'data' });
    const im = await t.request('PUT', `${V1}/document/${id}`, { as: 'acme-user', body: { text: 'a' }, headers: { 'if-match': 'soon' } });
    expect(envelopeError(im)).toMatchObject({ field: 'If-Match' });
    expect((await t.request('PUT', `${V1}/document/${id}`, { as: reader, body: { text: 'a' } })).status).toBe(403);
    expect((await t.request('PUT', `${V1}/document/${id}`, { as: 'globex-user', body: { text: 'a' } })).status).toBe(404);
    expect((await t.get(`${V1}/document/${id}`, { as: 'acme-user' })).body.data.revision).toBe(1);
  });

  it('two concurrent updates make two revisions and lose neither', async () => {
    const id = await addText(t, runbooks, 'race.txt', 'v1');
    const [a, b] = await Promise.all([
      t.request('PUT', `${V1}/document/${id}`, { as: 'acme-user', body: { text: 'A' } }),
      t.request('PUT', `${V1}/document/${id}`, { as: 'acme-admin', body: { text: 'B' } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const revisions = await t.get(`${V1}/document/${id}/revisions`, { as: 'acme-user' });
    expect(revisions.body.data.map((r: { number: number }) => r.number)).toEqual([3, 2, 1]);
    const contents = await Promise.all([2, 3].map((n) => t.get(`${V1}/document/${id}/revisions/${n}/content`, { as: 'acme-user' })));
    expect(contents.map((c) => c.text).sort()).toEqual(['A', 'B']);
  });
});

describe('revisions', () => {
  it('lists, fetches, downloads and restores revisions; content is stored once per SHA-256', async () => {
    const id = await addText(t, runbooks, 'rev.txt', 'same');
    await t.request('PUT', `${V1}/document/${id}`, { as: 'acme-user', body: { text: 'other' } });
    const one = await t.get(`${V1}/document/${id}/revisions/1`, { as: reader });
    expect(one.body.data).toMatchObject({ number: 1, documentID: id, size: 4, createdBy: { shortName: 'acme-user' } });
    const restored = await t.request('POST', `${V1}/document/${id}/revisions/1/restore`, { as: 'acme-user' });
    expect(restored.status).toBe(201);
    expect(restored.body.data.revision).toBe(3);
    expect((await t.get(`${V1}/document/${id}/content`, { as: 'acme-user' })).text).toBe('same');
    const three = await t.get(`${V1}/document/${id}/revisions/3`, { as: 'acme-user' });
    expect(three.body.data).toMatchObject({ restoredFrom: 1, sha256: one.body.data.sha256 });
    const blobs = await t.database.prisma.documentRevision.findMany({ where: { elementId: id }, select: { blobId: true } });
    expect(new Set(blobs.map((b) => b.blobId)).size).toBe(2);
  });

  it('answers 404 for a missing revision or another customer, 403 restore for read-only', async () => {
    expect((await t.get(`${V1}/document/${incident}/revisions/99`, { as: 'acme-user' })).status).toBe(404);
    expect((await t.get(`${V1}/document/${incident}/revisions`, { as: 'globex-user' })).status).toBe(404);
    expect((await t.request('POST', `${V1}/document/${incident}/revisions/1/restore`, { as: reader })).status).toBe(403);
    expect((await t.get(`${V1}/document/${incident}/revisions/x`, { as: 'acme-user' })).status).toBe(412);
  });
});

describe('locks', () => {
  it('a lock makes others\' updates and deletes fail with 412 naming the holder and expiry', async () => {
    const id = await addText(t, runbooks, 'locked.txt', 'v1');
    const lock = await t.request('PUT', `${V1}/document/${id}/lock`, { as: 'acme-user', body: { seconds: 600 } });
    expect(lock.status).toBe(200);
    expect(lock.body.data.lock).toMatchObject({ lockedBy: { shortName: 'acme-user' } });
    const other = await t.request('PUT', `${V1}/document/${id}`, { as: 'acme-admin', body: { text: 'x' } });
    expect(other.status).toBe(412);
    expect(envelopeError(other).message).toContain('acme-user');
    expect(envelopeError(other).messageTemplate).toBe('document.locked');
    expect((await t.request('DELETE', `${V1}/document/${id}`, { as: 'acme-admin' })).status).toBe(412);
    expect((await t.request('PUT', `${V1}/document/${id}/lock`, { as: 'acme-admin', body: { seconds: 60 } })).status).toBe(412);
    // The holder may still update.
    expect((await t.request('PUT', `${V1}/document/${id}`, { as: 'acme-user', body: { text: 'mine' } })).status).toBe(200);
    // A document manager breaks it.
    const broken = await t.request('DELETE', `${V1}/document/${id}/lock`, { as: 'acme-admin' });
    expect(broken.status).toBe(200);
    expect(broken.body.data.lock).toBeNull();
  });

  it('expires by itself', async () => {
    const id = await addText(t, runbooks, 'expiring.txt', 'v1');
    await t.request('PUT', `${V1}/document/${id}/lock`, { as: 'acme-user', body: { seconds: 60 } });
    await t.database.prisma.documentElement.update({ where: { id }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect((await t.get(`${V1}/document/${id}`, { as: 'acme-admin' })).body.data.lock).toBeNull();
    expect((await t.request('PUT', `${V1}/document/${id}`, { as: 'acme-admin', body: { text: 'x' } })).status).toBe(200);
  });

  it('only the holder or a manager unlocks; bad seconds 412; read-only 403; other customer 404', async () => {
    const id = await addText(t, runbooks, 'lock2.txt', 'v1', 'acme-admin');
    await t.request('PUT', `${V1}/document/${id}/lock`, { as: 'acme-admin', body: { seconds: 60 } });
    expect((await t.request('DELETE', `${V1}/document/${id}/lock`, { as: 'acme-user' })).status).toBe(403);
    const bad = await t.request('PUT', `${V1}/document/${id}/lock`, { as: 'acme-admin', body: { seconds: 0 } });
    expect(envelopeError(bad)).toMatchObject({ field: 'seconds' });
    expect((await t.request('PUT', `${V1}/document/${id}/lock`, { as: reader, body: {} })).status).toBe(403);
    expect((await t.request('PUT', `${V1}/document/${id}/lock`, { as: 'globex-user', body: {} })).status).toBe(404);
  });
});

describe('downloads: bad input, missing objects, other customers', () => {
  it('a revision\'s content: 412 naming number, 404 for a missing revision, a missing document or another customer', async () => {
    const id = await addText(t, runbooks, 'rev-errors.txt', 'one');
    expect((await t.get(`${V1}/document/${id}/revisions/1/content`, { as: reader })).text).toBe('one');
    const bad = await t.get(`${V1}/document/${id}/revisions/first/content`, { as: 'acme-user' });
    expect(bad.status).toBe(412);
    expect(envelopeError(bad).field).toBe('number');
    expect((await t.get(`${V1}/document/${id}/revisions/9/content`, { as: 'acme-user' })).status).toBe(404);
    expect((await t.get(`${V1}/document/999999/revisions/1/content`, { as: 'acme-user' })).status).toBe(404);
    expect((await t.get(`${V1}/document/${id}/revisions/1/content`, { as: 'globex-user' })).status).toBe(404);
  });

  it('content by path: 404 for a missing document and for another customer\'s', async () => {
    await addText(t, runbooks, 'by-path.txt', 'p');
    expect((await t.get(`${V1}/document/path/content/Runbooks/by-path.txt`, { as: 'acme-user' })).text).toBe('p');
    expect((await t.get(`${V1}/document/path/content/Runbooks/none.txt`, { as: 'acme-user' })).status).toBe(404);
    expect((await t.get(`${V1}/document/path/content/Runbooks/by-path.txt?customer=acme`, { as: 'globex-user' })).status).toBe(404);
  });
});

describe('DELETE', () => {
  it('folders and paths: 403 for a read-only user, 404 for missing ones and another customer\'s; nothing deleted', async () => {
    const dir = await addFolder(t, acmeRoot, 'keep-dir');
    await addText(t, dir, 'keep.txt', 'k');
    expect((await t.request('DELETE', `${V1}/folder/${dir}?mode=DELETE_CASCADE`, { as: reader })).status).toBe(403);
    expect((await t.request('DELETE', `${V1}/folder/${dir}?mode=DELETE_CASCADE`, { as: 'globex-user' })).status).toBe(404);
    expect((await t.request('DELETE', `${V1}/folder/999999`, { as: 'acme-user' })).status).toBe(404);
    expect((await t.request('DELETE', `${V1}/folder/path/keep-dir?mode=DELETE_CASCADE`, { as: reader })).status).toBe(403);
    expect((await t.request('DELETE', `${V1}/folder/path/no-such-dir`, { as: 'acme-user' })).status).toBe(404);
    expect((await t.request('DELETE', `${V1}/document/path/keep-dir/keep.txt`, { as: reader })).status).toBe(403);
    expect((await t.request('DELETE', `${V1}/document/path/keep-dir/none.txt`, { as: 'acme-user' })).status).toBe(404);
    expect((await t.request('DELETE', `${V1}/document/path/keep-dir/keep.txt?customer=acme`, { as: 'globex-user' })).status).toBe(404);
    expect((await t.get(`${V1}/document/path/content/keep-dir/keep.txt`, { as: 'acme-user' })).text).toBe('k');
  });


  it('rule 3: DELETE_IF_EMPTY refuses a folder with entries; DELETE_CASCADE deletes the subtree softly, revisions kept', async () => {
    const dir = await addFolder(t, acmeRoot, 'to-delete');
    const sub = await addFolder(t, dir, 'sub');
    const doc = await addText(t, sub, 'd.txt', 'keep me');
    const refused = await t.request('DELETE', `${V1}/folder/${dir}`, { as: 'acme-user' });
    expect(refused.status).toBe(412);
    expect(envelopeError(refused).messageTemplate).toBe('document.folder.not.empty');
    const bad = await t.request('DELETE', `${V1}/folder/${dir}?mode=SOMETIMES`, { as: 'acme-user' });
    expect(bad.status).toBe(412);
    expect(envelopeError(bad).field).toBe('mode');
    const ok = await t.request('DELETE', `${V1}/folder/path/to-delete?mode=DELETE_CASCADE`, { as: 'acme-user' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toBeNull();
    for (const url of [`${V1}/folder/${dir}`, `${V1}/folder/${sub}`, `${V1}/document/${doc}`]) expect((await t.get(url, { as: 'acme-user' })).status).toBe(404);
    expect(await t.database.prisma.documentRevision.count({ where: { elementId: doc } })).toBe(1);
    // The name is free again.
    await addFolder(t, acmeRoot, 'to-delete');
  });

  it('deletes documents by id and path; refuses the root; 403 read-only; 404 other customer', async () => {
    const a = await addText(t, runbooks, 'del-a.txt', 'a');
    await addText(t, runbooks, 'del-b.txt', 'b');
    expect((await t.request('DELETE', `${V1}/document/${a}`, { as: reader })).status).toBe(403);
    expect((await t.request('DELETE', `${V1}/document/${a}`, { as: 'globex-user' })).status).toBe(404);
    expect((await t.request('DELETE', `${V1}/document/${a}`, { as: 'acme-user' })).status).toBe(200);
    expect((await t.request('DELETE', `${V1}/document/path/Runbooks/del-b.txt`, { as: 'acme-user' })).status).toBe(200);
    expect((await t.request('DELETE', `${V1}/document/${a}`, { as: 'acme-user' })).status).toBe(404);
    expect((await t.request('DELETE', `${V1}/folder/${acmeRoot}`, { as: 'admin' })).status).toBe(412);
  });
});

describe('POST /folder/{id} and /folder/path/{path}', () => {
  it('adds subfolders by id and by path', async () => {
    const res = await t.request('POST', `${V1}/folder/path/Reports`, { as: 'acme-user', body: { name: '2026' } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: '2026', elementType: 'folder', parentElements: [{ name: 'Reports' }, { name: 'acme' }] });
    const root = await t.request('POST', `${V1}/folder/path`, { as: 'acme-user', body: { name: 'top' } });
    expect(root.status).toBe(201);
  });

  it('answers 412 for a duplicate or empty name, 403 read-only, 404 other customer', async () => {
    expect((await t.request('POST', `${V1}/folder/${acmeRoot}`, { as: 'acme-user', body: { name: 'Runbooks' } })).status).toBe(412);
    const empty = await t.request('POST', `${V1}/folder/${acmeRoot}`, { as: 'acme-user', body: { name: '' } });
    expect(envelopeError(empty)).toMatchObject({ field: 'name' });
    expect((await t.request('POST', `${V1}/folder/${acmeRoot}`, { as: reader, body: { name: 'r' } })).status).toBe(403);
    expect((await t.request('POST', `${V1}/folder/${acmeRoot}`, { as: 'globex-user', body: { name: 'g' } })).status).toBe(404);
  });
});

describe('GraphQL', () => {
  it('browses the tree and a revision history', async () => {
    const res = await t.graphql(
      `{ documentRootFolder { name children { nodes { name elementType children { nodes { name revision revisions { nodes { number } } } } } } } }`,
      {},
      { as: 'acme-user' },
    );
    expect(res.body.errors).toBeUndefined();
    const runbooksNode = res.body.data.documentRootFolder.children.nodes.find((c: { name: string }) => c.name === 'Runbooks');
    const doc = runbooksNode.children.nodes.find((c: { name: string }) => c.name === 'Incident response.md');
    expect(doc.revisions).toEqual({ nodes: [{ number: 1 }] });
  });
});

describe('GraphQL mutations: one input, a payload', () => {
  const gql = (query: string, variables: Record<string, unknown> = {}, as = 'acme-user') => t.graphql(query, variables, { as });

  it('answer the folder, document, element or access entry under the payload field named for it', async () => {
    const folder = await gql('mutation($p: ID!) { addDocumentFolder(input: { parent: { id: $p }, name: "gql-payloads" }) { folder { databaseId name elementType parentElements { name } } } }', { p: String(acmeRoot) });
    expect(folder.body.errors).toBeUndefined();
    const folderId = folder.body.data.addDocumentFolder.folder.databaseId as number;
    expect(folder.body.data).toEqual({ addDocumentFolder: { folder: { databaseId: folderId, name: 'gql-payloads', elementType: 'FOLDER', parentElements: [{ name: 'acme' }] } } });

    const added = await gql('mutation($p: ID!) { addDocument(input: { parent: { id: $p }, name: "p.txt", text: "one" }) { document { id databaseId name revision size } } }', { p: String(folderId) });
    const doc = added.body.data.addDocument.document as { id: string; databaseId: number };
    expect(added.body.data.addDocument.document).toEqual({ id: doc.id, databaseId: doc.databaseId, name: 'p.txt', revision: 1, size: 3 });
    const ref = { id: doc.id };

    const updated = await gql('mutation($r: DocumentElementRef!) { updateDocument(input: { ref: $r, text: "two" }) { document { revision latestRevision { number } } } }', { r: ref });
    expect(updated.body).toEqual({ data: { updateDocument: { document: { revision: 2, latestRevision: { number: 2 } } } } });
    const locked = await gql('mutation($r: DocumentElementRef!) { lockDocument(input: { ref: $r, seconds: 60 }) { document { lock { lockedBy { shortName } } } } }', { r: ref });
    expect(locked.body).toEqual({ data: { lockDocument: { document: { lock: { lockedBy: { shortName: 'acme-user' } } } } } });
    const unlocked = await gql('mutation($r: DocumentElementRef!) { unlockDocument(input: { ref: $r }) { document { lock { lockedUntil } } } }', { r: ref });
    expect(unlocked.body).toEqual({ data: { unlockDocument: { document: { lock: null } } } });
    const restored = await gql('mutation($r: DocumentElementRef!) { restoreDocumentRevision(input: { ref: $r, number: 1 }) { document { revision } } }', { r: ref });
    expect(restored.body).toEqual({ data: { restoreDocumentRevision: { document: { revision: 3 } } } });

    const mode = await gql('mutation($r: DocumentElementRef!) { setDocumentAccessMode(input: { ref: $r, accessMode: EXPLICIT }) { element { name accessMode } } }', { r: ref });
    expect(mode.body).toEqual({ data: { setDocumentAccessMode: { element: { name: 'p.txt', accessMode: 'EXPLICIT' } } } });
    const granted = await gql(
      'mutation($r: DocumentElementRef!, $s: ID!) { grantDocumentAccess(input: { ref: $r, subjectID: $s, subjectType: USER, level: READ }) { accessEntry { id databaseId level subjectType implied } } }',
      { r: ref, s: String((await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'acme-reader' } })).id) },
    );
    const entry = granted.body.data.grantDocumentAccess.accessEntry as { id: string; databaseId: number };
    expect(entry).toEqual({ id: entry.id, databaseId: entry.databaseId, level: 'READ', subjectType: 'USER', implied: false });
    const revoked = await gql('mutation($r: DocumentElementRef!, $e: ID!) { revokeDocumentAccess(input: { ref: $r, accessEntryID: $e }) { revoked } }', { r: ref, e: entry.id });
    expect(revoked.body).toEqual({ data: { revokeDocumentAccess: { revoked: true } } });
    const deleted = await gql('mutation($r: DocumentElementRef!) { deleteDocumentElement(input: { ref: $r, elementType: DOCUMENT }) { deleted } }', { r: ref });
    expect(deleted.body).toEqual({ data: { deleteDocumentElement: { deleted: true } } });
    expect((await t.get(`${V1}/document/${doc.databaseId}`, { as: 'acme-user' })).status).toBe(404);
  });

  it('name the input field at fault, and answer null with the error', async () => {
    const bad = await gql('mutation($p: ID!) { addDocumentFolder(input: { parent: { id: $p }, name: ".." }) { folder { id } } }', { p: String(acmeRoot) });
    expect(bad.body.data).toEqual({ addDocumentFolder: null });
    expect(bad.body.errors[0]).toMatchObject({ path: ['addDocumentFolder'], extensions: { code: 'INVALID_FIELD', field: 'name' } });
    const entry = await gql('mutation($r: DocumentElementRef!) { revokeDocumentAccess(input: { ref: $r, accessEntryID: "abc" }) { revoked } }', { r: { id: String(runbooks) } });
    expect(entry.body.data).toEqual({ revokeDocumentAccess: null });
    expect(entry.body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'accessEntryID' });
    // unlockDocument's own input has no lock period.
    const seconds = await gql('mutation($r: DocumentElementRef!) { unlockDocument(input: { ref: $r, seconds: 5 }) { document { id } } }', { r: { id: String(incident) } });
    expect(seconds.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answer another customer\'s document NOT_FOUND, as a missing one, and change nothing', async () => {
    const globexRoot = await rootId(t, 'admin', 'globex');
    const made = await gql('mutation($p: ID!) { addDocument(input: { parent: { id: $p }, name: "globex-gql.txt", text: "globex" }) { document { databaseId revision } } }', { p: String(globexRoot) }, 'admin');
    const globexDoc = made.body.data.addDocument.document.databaseId as number;
    for (const [mutation, extra, selection] of [
      ['updateDocument', ', text: "hijack"', 'document { id }'],
      ['lockDocument', '', 'document { id }'],
      ['deleteDocumentElement', ', elementType: DOCUMENT', 'deleted'],
    ] as const) {
      const run = (id: number) => gql(`mutation($r: DocumentElementRef!) { ${mutation}(input: { ref: $r${extra} }) { ${selection} } }`, { r: { id: String(id) } });
      const hidden = await run(globexDoc);
      const missing = await run(2_000_000_000);
      expect(hidden.body.data, mutation).toEqual({ [mutation]: null });
      expect(hidden.body.errors[0].extensions, mutation).toMatchObject({ code: 'NOT_FOUND', messageTemplate: 'object.not.found' });
      expect(missing.body.errors[0].extensions, mutation).toMatchObject({ code: 'NOT_FOUND', messageTemplate: 'object.not.found' });
      expect(hidden.body.errors[0].message.replace(String(globexDoc), 'X'), mutation).toBe(missing.body.errors[0].message.replace('2000000000', 'X'));
    }
    const after = await t.get(`${V1}/document/${globexDoc}`, { as: 'admin' });
    expect(after.body.data).toMatchObject({ revision: 1, lock: null, name: 'globex-gql.txt' });
  });
});
