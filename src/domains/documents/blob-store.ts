// Content storage behind a small interface, so object storage can replace the
// database later. Content is stored once per distinct SHA-256: revisions and
// documents with the same bytes share one blob. The database store writes and
// reads 1 MiB chunks, so neither an upload nor a download holds a whole file.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { InvalidFieldError } from '../../errors.ts';

export interface StoredBlob {
  blobId: number;
  sha256: string;
  size: number;
}

export interface BlobStore {
  /** Stores the bytes (deduplicated); 412 naming `field` above `maxBytes`. */
  put(source: AsyncIterable<Uint8Array>, maxBytes: number, field: string): Promise<StoredBlob>;
  /** The bytes of a stored blob, streamed. */
  read(blobId: number): Readable;
}

const CHUNK = 1024 * 1024;

export class TooLargeError extends InvalidFieldError {
  constructor(field: string, maxBytes: number) {
    super(field, `Content is larger than the limit of ${maxBytes} bytes`, 'invalid.field.max', String(maxBytes));
  }
}

export function databaseBlobStore(db: PrismaClient): BlobStore {
  return {
    async put(source, maxBytes, field) {
      const hash = createHash('sha256');
      const blob = await db.documentBlob.create({ data: {}, select: { id: true } });
      let size = 0;
      let seq = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async (all: boolean) => {
        while (pendingBytes >= CHUNK || (all && pendingBytes > 0)) {
          const joined = Buffer.concat(pending);
          const take = Math.min(CHUNK, joined.length);
          await db.documentBlobChunk.create({ data: { blobId: blob.id, seq: seq++, data: new Uint8Array(joined.subarray(0, take)) } });
          const rest = joined.subarray(take);
          pending = rest.length > 0 ? [rest] : [];
          pendingBytes = rest.length;
        }
      };
      try {
        for await (const part of source) {
          const bytes = Buffer.isBuffer(part) ? part : Buffer.from(part);
          size += bytes.length;
          if (size > maxBytes) throw new TooLargeError(field, maxBytes);
          hash.update(bytes);
          pending.push(bytes);
          pendingBytes += bytes.length;
          if (pendingBytes >= CHUNK) await flush(false);
        }
        await flush(true);
      } catch (error) {
        await db.documentBlob.delete({ where: { id: blob.id } });
        throw error;
      }
      const sha256 = hash.digest('hex');
      const existing = await db.documentBlob.findUnique({ where: { sha256 }, select: { id: true } });
      if (existing) {
        // Same bytes stored before: keep one copy.
        await db.documentBlob.delete({ where: { id: blob.id } });
        return { blobId: existing.id, sha256, size };
      }
      try {
        await db.documentBlob.update({ where: { id: blob.id }, data: { sha256, size: BigInt(size) } });
        return { blobId: blob.id, sha256, size };
      } catch {
        // A concurrent upload of the same bytes won the unique sha256: use its copy.
        await db.documentBlob.delete({ where: { id: blob.id } });
        const winner = await db.documentBlob.findUniqueOrThrow({ where: { sha256 }, select: { id: true } });
        return { blobId: winner.id, sha256, size };
      }
    },
    read(blobId) {
      let seq = 0;
      return new Readable({
        async read() {
          try {
            const chunk = await db.documentBlobChunk.findUnique({ where: { blobId_seq: { blobId, seq } }, select: { data: true } });
            seq += 1;
            this.push(chunk ? Buffer.from(chunk.data) : null);
          } catch (error) {
            this.destroy(error as Error);
          }
        },
      });
    },
  };
}

/** The store in use: the database (object storage would be chosen here from the configuration). */
export function blobStore(db: PrismaClient): BlobStore {
  return databaseBlobStore(db);
}

/** Bytes already in memory (JSON text or base64 bodies) as a source. */
export async function* bytesSource(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}
