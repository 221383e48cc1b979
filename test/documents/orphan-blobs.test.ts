// Content left by uploads whose process died: while a body arrives (and until
// its revision's transaction) the content is a placeholder row (sha256 null)
// with its chunks. The request removes it when refused or cut off; a process
// that dies cannot, so uploads sweep placeholders older than a day (longer
// than any upload) that no revision points at. Also: uploads of the same bytes
// at once store one copy and all succeed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { V1, addFolder, rootId } from './support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A placeholder as an upload leaves it, `hoursAgo` old, with one chunk; its id. */
async function placeholder(hoursAgo: number): Promise<number> {
  const p = t.database.prisma;
  const [row] = await p.$queryRawUnsafe<{ id: number }[]>(`INSERT INTO document_blob (created_at) VALUES (now() - $1::int * interval '1 hour') RETURNING id`, hoursAgo);
  await p.$executeRawUnsafe(`INSERT INTO document_blob_chunk (blob_id, seq, data) VALUES ($1, 0, '\\x00010203'::bytea)`, row!.id);
  return row!.id;
}

async function exists(id: number) {
  const p = t.database.prisma;
  return { blob: (await p.documentBlob.count({ where: { id } })) === 1, chunks: await p.documentBlobChunk.count({ where: { blobId: id } }) };
}

describe('orphan placeholders', () => {
  it('the first upload removes placeholders older than a day that no revision points at, and nothing else; then not again within the hour', async () => {
    const orphan = await placeholder(25);
    const recent = await placeholder(23);
    const referenced = await placeholder(48);
    // A revision pointing at a placeholder cannot happen (content is committed with its revision); the sweep still never takes one.
    const p = t.database.prisma;
    const revision = await p.documentRevision.findFirstOrThrow({ orderBy: { id: 'asc' } });
    await p.documentRevision.update({ where: { id: revision.id }, data: { blobId: referenced } });
    const blobsBefore = await p.documentBlob.count();

    const res = await t.request('POST', `${V1}/folder/${await rootId(t)}/documents`, { as: 'acme-user', body: { name: 'after-a-crash.txt', text: 'fresh' } });
    expect(res.status).toBe(201);

    expect(await exists(orphan)).toEqual({ blob: false, chunks: 0 });
    expect(await exists(recent)).toEqual({ blob: true, chunks: 1 });
    expect(await exists(referenced)).toEqual({ blob: true, chunks: 1 });
    expect(await p.documentBlob.count()).toBe(blobsBefore); // the orphan gone, the new content added
    expect((await t.get(`${V1}/document/${res.body.data.id}/content`, { as: 'acme-user' })).text).toBe('fresh');

    // At most hourly per process: the next uploads do not sweep again.
    const later = await placeholder(30);
    const next = await t.request('POST', `${V1}/folder/${await rootId(t)}/documents`, { as: 'acme-user', body: { name: 'soon-after.txt', text: 'soon' } });
    expect(next.status).toBe(201);
    expect(await exists(later)).toEqual({ blob: true, chunks: 1 });
  });
});

describe('the same bytes uploaded at once', () => {
  it('all succeed and share one blob', async () => {
    const dir = await addFolder(t, await rootId(t), 'same-bytes');
    const p = t.database.prisma;
    const before = { blobs: await p.documentBlob.count(), chunks: await p.documentBlobChunk.count() };
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? t.request('POST', `${V1}/folder/${dir}/documents`, { as: 'acme-user', body: { name: `json-${i}.txt`, text: 'the same bytes at once' } })
          : t.request('POST', `${V1}/folder/${dir}/documents?name=raw-${i}.txt`, { as: 'acme-user', payload: 'the same bytes at once', headers: { 'content-type': 'text/plain' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.sha256)).size).toBe(1);
    expect({ blobs: await p.documentBlob.count(), chunks: await p.documentBlobChunk.count() }).toEqual({ blobs: before.blobs + 1, chunks: before.chunks + 1 });
    for (const a of answers) expect((await t.get(`${V1}/document/${a.body.data.id}/content`, { as: 'acme-user' })).text).toBe('the same bytes at once');
  });
});
