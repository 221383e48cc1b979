// A refused upload by path with createMissing=true leaves nothing behind
// (issue 17, item 7): the missing folders are created only once the content
// is accepted. Over a real socket, chunked and with Content-Length.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';
import { V1, storedCounts, userWith } from './support.ts';

const MAX_BYTES = 64 * 1024;
let t: TestApp;
let base: string;
let reader: string;

beforeAll(async () => {
  t = await startTestApp({ env: { DOCUMENT_MAX_BYTES: String(MAX_BYTES) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  reader = (await userWith(t, 'acme-reader', 'acme', ['viewDocuments'])).key;
});
afterAll(async () => {
  t?.app.server.closeAllConnections();
  await t?.close();
});

interface Answer {
  status: number;
  body: any;
}

/** POSTs `size` bytes, in 16 KiB writes; chunked unless `withLength`. */
function upload(path: string, size: number, options: { as?: string; withLength?: boolean; type?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': options.type ?? 'application/octet-stream', 'service-api-key': options.as ?? t.keys['acme-user']!, connection: 'close' };
    if (options.withLength) headers['content-length'] = String(size);
    const req = http.request(`${base}${path}`, { method: 'POST', headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    const part = Buffer.alloc(16 * 1024, 'z');
    void (async () => {
      for (let sent = 0; sent < size; sent += part.length) {
        const slice = part.subarray(0, Math.min(part.length, size - sent));
        if (!req.write(slice)) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    })().catch(() => undefined); // the server may cut the rest off after answering
  });
}

/** Everything an upload could leave behind. */
const stored = () => storedCounts(t);

async function meta(path: string, as = t.keys['acme-user']!): Promise<number> {
  const res = await fetch(`${base}${V1}/folder/path/meta/${path}?customer=acme`, { headers: { 'service-api-key': as } });
  await res.arrayBuffer();
  return res.status;
}

describe('POST /document/path/{path}?createMissing=true refused', () => {
  it('chunked above DOCUMENT_MAX_BYTES: 412 naming the body, no folder created, nothing stored', async () => {
    const before = await stored();
    const res = await upload(`${V1}/document/path/chunked-new/deeper/big.bin?createMissing=true`, 4 * MAX_BYTES);
    expect(res.status).toBe(412);
    expect(envelopeError(res as never)).toMatchObject({ type: 'FIELD_ERROR', field: 'body', messageTemplate: 'invalid.field.max', parameter: String(MAX_BYTES) });
    expect(await meta('chunked-new')).toBe(404);
    expect(await meta('chunked-new/deeper')).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('with a Content-Length above DOCUMENT_MAX_BYTES: 412, no folder created, nothing stored', async () => {
    const before = await stored();
    const res = await upload(`${V1}/document/path/length-new/big.bin?createMissing=true`, 4 * MAX_BYTES, { withLength: true });
    expect(res.status).toBe(412);
    expect(envelopeError(res as never)).toMatchObject({ field: 'body', messageTemplate: 'invalid.field.max' });
    expect(await meta('length-new')).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('one byte above the limit, under an existing folder: the new folders below it are not created', async () => {
    const before = await stored();
    const res = await upload(`${V1}/document/path/Runbooks/edge-new/x.bin?createMissing=true`, MAX_BYTES + 1);
    expect(res.status).toBe(412);
    expect(await meta('Runbooks')).toBe(200);
    expect(await meta('Runbooks/edge-new')).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('with a media type longer than 255 characters: 412 naming it, no folder created', async () => {
    const before = await stored();
    const res = await upload(`${V1}/document/path/type-new/x.bin?createMissing=true`, 1024, { type: `application/${'x'.repeat(300)}` });
    expect(res.status).toBe(412);
    expect(envelopeError(res as never)).toMatchObject({ type: 'FIELD_ERROR', field: 'mimeType' });
    expect(await meta('type-new')).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('by a caller without write access: 403 before the content is read, no folder created', async () => {
    const before = await stored();
    const res = await upload(`${V1}/document/path/reader-new/x.bin?createMissing=true`, 1024, { as: reader });
    expect(res.status).toBe(403);
    expect(await meta('reader-new')).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it("into another customer's space: 404, nothing created there", async () => {
    const before = await stored();
    const res = await upload(`${V1}/document/path/globex-new/x.bin?customer=acme&createMissing=true`, 1024, { as: t.keys['globex-user']! });
    expect(res.status).toBe(404);
    expect(await meta('globex-new')).toBe(404);
    expect(await stored()).toEqual(before);
  });
});

describe('POST /document/path/{path}?createMissing=true accepted', () => {
  it('at the limit exactly: 201, the folders and the document exist', async () => {
    const res = await upload(`${V1}/document/path/fits-new/deeper/ok.bin?createMissing=true`, MAX_BYTES);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'ok.bin', size: MAX_BYTES });
    expect(res.body.data.parentElements.map((p: { name: string }) => p.name)).toEqual(['deeper', 'fits-new', 'acme']);
    expect(await meta('fits-new/deeper')).toBe(200);
  });
});
