// Large binary content over a real socket: a 50 MiB upload and download
// round-trip byte-exact, both stream (chunks reach the database while the
// upload is still arriving; the download reads chunks as the client pulls),
// and the size limit answers 412 with nothing stored.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { V1 } from './support.ts';

const MiB = 1024 * 1024;
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await startTestApp({ env: { DOCUMENT_MAX_BYTES: String(52 * MiB) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  // Keep-alive sockets of the test's own clients would hold the close for a minute.
  t?.app.server.closeAllConnections();
  await t?.close();
});

/** Deterministic bytes, generated 1 MiB at a time (never the whole file in memory). */
function* pattern(total: number, seed: number): Generator<Buffer> {
  for (let sent = 0; sent < total; sent += MiB) {
    const chunk = Buffer.alloc(Math.min(MiB, total - sent));
    for (let i = 0; i < chunk.length; i += 4) chunk.writeUInt32LE(((sent + i) * 2654435761 + seed) >>> 0, i);
    yield chunk;
  }
}

function upload(path: string, source: Readable, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/vnd.tcpdump.pcap', 'service-api-key': t.keys['acme-user']!, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    source.pipe(req);
  });
}

it('a 50 MiB upload and download round-trip byte-exact, streaming both ways', async () => {
  const size = 50 * MiB;
  const sent = createHash('sha256');
  let chunksSeenWhileUploading = -1;
  async function* body() {
    let i = 0;
    for (const chunk of pattern(size, 7)) {
      sent.update(chunk);
      yield chunk;
      if (++i === 25) {
        // Half-way: the first MiB chunks are already in the database.
        await new Promise((r) => setTimeout(r, 300));
        chunksSeenWhileUploading = await t.database.prisma.documentBlobChunk.count();
      }
    }
  }
  const chunksBefore = await t.database.prisma.documentBlobChunk.count();
  const res = await upload(`${V1}/document/path/captures/big.pcap?createMissing=true`, Readable.from(body()));
  expect(res.status).toBe(201);
  expect(res.body.data).toMatchObject({ name: 'big.pcap', size, mimeType: 'application/vnd.tcpdump.pcap', sha256: sent.digest('hex') });
  expect(chunksSeenWhileUploading - chunksBefore).toBeGreaterThanOrEqual(10);

  const received = createHash('sha256');
  let length = 0;
  const statementsAtFirstByte = await new Promise<number>((resolve, reject) => {
    http.get(`${base}${V1}/document/${res.body.data.id}/content`, { headers: { 'service-api-key': t.keys['acme-user']! } }, (response) => {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-length']).toBe(String(size));
      expect(response.headers['content-disposition']).toContain('big.pcap');
      let first = -1;
      const start = t.database.statements.total;
      response.on('data', (d: Buffer) => {
        if (first < 0) first = t.database.statements.total - start;
        received.update(d);
        length += d.length;
      });
      response.on('end', () => resolve(first));
      response.on('error', reject);
    });
  });
  expect(length).toBe(size);
  expect(received.digest('hex')).toBe(res.body.data.sha256);
  // Chunks are read as the client pulls: far fewer than 50 reads before the first bytes arrive.
  expect(statementsAtFirstByte).toBeLessThan(10);
}, 240_000);

it('the same bytes uploaded again share the stored content', async () => {
  const blobs = await t.database.prisma.documentBlob.count();
  const again = await upload(`${V1}/document/path/captures/copy.pcap`, Readable.from(pattern(3 * MiB, 1)));
  const twice = await upload(`${V1}/document/path/captures/copy2.pcap`, Readable.from(pattern(3 * MiB, 1)));
  expect([again.status, twice.status]).toEqual([201, 201]);
  expect(await t.database.prisma.documentBlob.count()).toBe(blobs + 1);
});

it('answers 412 above the size limit and stores nothing', async () => {
  const chunks = await t.database.prisma.documentBlobChunk.count();
  const streamed = await upload(`${V1}/document/path/captures/huge.pcap?createMissing=true`, Readable.from(pattern(53 * MiB, 3)));
  expect(streamed.status).toBe(412);
  expect(streamed.body.messages[0]).toMatchObject({ type: 'FIELD_ERROR', field: 'body', messageTemplate: 'invalid.field.max' });
  expect(await t.database.prisma.documentBlobChunk.count()).toBe(chunks);
  const meta = await fetch(`${base}${V1}/document/path/meta/captures/huge.pcap`, { headers: { 'service-api-key': t.keys['acme-user']! } });
  expect(meta.status).toBe(404);
}, 120_000);
