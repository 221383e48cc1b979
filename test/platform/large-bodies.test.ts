// Bodies above the limit over a real socket (issue 17, item 7): Vigil answers
// 412 in the envelope, then keeps reading and dropping the rest for a bounded
// time and amount before closing (lingering close), so a client that writes
// its whole body before reading gets the answer instead of a reset; a client
// that keeps writing past the bound is cut off.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

const BODY_LIMIT = 4096;
/** A body larger than both sockets' kernel buffers on loopback (up to 32 MiB + 4 MiB here), so part of it is still unsent when the answer comes. */
const BIG_FRAMES = 768; // 48 MiB
/** The second server's bounds, for clients that write on or go quiet. */
const SHORT_LINGER_MAX_BYTES = 1024 * 1024;
const SHORT_LINGER_MS = 3000;
const LOGIN = '/authentication/v1/password/authenticate';
const CHUNK = Buffer.alloc(64 * 1024, 'a');

let t: TestApp;
let port: number;
let short: TestApp;
let shortPort: number;
beforeAll(async () => {
  // The default bounds (5 s, 256 MiB).
  t = await startTestApp({ demo: false, env: { BODY_LIMIT_BYTES: String(BODY_LIMIT) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  short = await startTestApp({
    demo: false,
    env: { BODY_LIMIT_BYTES: String(BODY_LIMIT), LINGERING_CLOSE_MAX_BYTES: String(SHORT_LINGER_MAX_BYTES), LINGERING_CLOSE_MS: String(SHORT_LINGER_MS) },
  });
  await short.app.listen({ port: 0, host: '127.0.0.1' });
  shortPort = (short.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t?.close();
  await short?.close();
});

interface Outcome {
  status: number;
  headers: string;
  body: any;
  /** The socket error the client saw, if any (ECONNRESET, EPIPE). */
  error: string | null;
  written: number;
}

function parse(bytes: Buffer, error: string | null, written: number): Outcome {
  const text = bytes.toString('utf8');
  const end = text.indexOf('\r\n\r\n');
  const headers = end < 0 ? text : text.slice(0, end);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0);
  let body: any = null;
  try {
    body = JSON.parse(text.slice(end + 4));
  } catch {
    body = text.slice(end + 4);
  }
  return { status, headers, body, error, written };
}

function write(socket: Socket, bytes: Buffer | string): Promise<void> {
  return new Promise((resolve, reject) => socket.write(bytes, (error) => (error ? reject(error) : resolve())));
}

/**
 * A client that does not read before it has written everything: its socket
 * is paused (nothing is read from the kernel) until the last byte is written,
 * as a simple blocking client behaves. Returns what it reads afterwards.
 */
function writeAllThenRead(head: string, body: Buffer[], trailer = ''): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    const chunks: Buffer[] = [];
    let error: string | null = null;
    let written = 0;
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    socket.on('close', () => resolve(parse(Buffer.concat(chunks), error, written)));
    void (async () => {
      try {
        await write(socket, head);
        for (const part of body) {
          await write(socket, part);
          written += part.length;
        }
        if (trailer) await write(socket, trailer);
      } catch {
        // the error event records it
      }
      socket.resume();
    })();
  });
}

const FRAME = Buffer.concat([Buffer.from(`${CHUNK.length.toString(16)}\r\n`), CHUNK, Buffer.from('\r\n')]);

function chunked(parts: number): Buffer[] {
  return Array.from({ length: parts }, () => FRAME);
}

function expectTooLarge(res: Outcome) {
  expect(res.error).toBeNull();
  expect(res.status).toBe(412);
  expect(res.headers.toLowerCase()).toContain('connection: close');
  expect(res.body).toMatchObject({ responseCode: 412, data: null });
  expect(res.body.messages).toHaveLength(1);
  expect(res.body.messages[0]).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'request.body.too.large' });
}

describe('a body above the limit, written whole before reading', () => {
  it('answers 412 in the envelope for a chunked JSON body of 48 MiB (no reset)', async () => {
    const res = await writeAllThenRead(
      `POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      chunked(BIG_FRAMES),
      '0\r\n\r\n',
    );
    expect(res.written).toBe(BIG_FRAMES * FRAME.length);
    expectTooLarge(res);
  });

  it('answers 412 in the envelope for a 48 MiB body with Content-Length', async () => {
    const body = Array.from({ length: BIG_FRAMES }, () => CHUNK);
    const res = await writeAllThenRead(`POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${BIG_FRAMES * CHUNK.length}\r\n\r\n`, body);
    expect(res.written).toBe(BIG_FRAMES * CHUNK.length);
    expectTooLarge(res);
  });

  it('answers in the envelope a body whose Content-Type no route takes, read whole', async () => {
    const body = Array.from({ length: BIG_FRAMES }, () => CHUNK);
    const res = await writeAllThenRead(`POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nContent-Type: text/csv\r\nContent-Length: ${BIG_FRAMES * CHUNK.length}\r\n\r\n`, body);
    expect(res.error).toBeNull();
    expect(res.status).toBe(405);
    expect(res.body).toMatchObject({ responseCode: 405, data: null });
  });
});

describe('the bound on what is read after the answer', () => {
  it('cuts off a client that keeps writing past LINGERING_CLOSE_MAX_BYTES, after answering', async () => {
    const res = await new Promise<Outcome>((resolve) => {
      // Half-open allowed: it keeps writing after the server's FIN, as a client
      // busy sending its body does (Node's default would end its side then).
      const socket = connect({ port: shortPort, host: '127.0.0.1', allowHalfOpen: true });
      const chunks: Buffer[] = [];
      let error: string | null = null;
      let written = 0;
      let stopped = false;
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
      socket.on('close', () => {
        stopped = true;
        resolve(parse(Buffer.concat(chunks), error, written));
      });
      void (async () => {
        try {
          await write(socket, `POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`);
          // Never ends the body: only the server's bound stops it.
          for (const frame of chunked(10_000)) {
            if (stopped) break;
            await write(socket, frame);
            written += frame.length;
          }
        } catch {
          // the error event records it
        }
      })();
    });
    // Cut off: the connection closed while the client still had body to send.
    // (`written` counts writes the kernel took; the last one may be in flight.)
    expect(res.written).toBeGreaterThan(SHORT_LINGER_MAX_BYTES - FRAME.length);
    expect(res.written).toBeLessThan(10_000 * FRAME.length);
    expect(res.status).toBe(412);
    expect(res.body.messages[0]).toMatchObject({ messageTemplate: 'request.body.too.large' });
  });

  it('closes a connection whose client stops sending without ending the body, after LINGERING_CLOSE_MS', async () => {
    const res = await new Promise<Outcome>((resolve) => {
      const socket = connect(shortPort, '127.0.0.1');
      const chunks: Buffer[] = [];
      let error: string | null = null;
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
      socket.on('close', () => resolve(parse(Buffer.concat(chunks), error, 0)));
      // The body announced is 10 MiB; 512 KiB come (under the byte bound), then silence.
      socket.write(`POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n`);
      for (let i = 0; i < 8; i++) socket.write(CHUNK);
    });
    // The connection closed (the test would time out otherwise), after the answer, without a reset.
    expect(res.error).toBeNull();
    expectTooLarge(res);
  });

  it('keeps the connection alive after an answer that read the whole body', async () => {
    const body = JSON.stringify({ userName: 'nobody', password: 'wrong' });
    const request = `POST ${LOGIN} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let seen = '';
      socket.on('error', reject);
      socket.on('data', (chunk) => {
        seen += chunk.toString('utf8');
        // Both answers on the one connection: it was kept alive after the first.
        if ((seen.match(/HTTP\/1\.1 401/g) ?? []).length === 2) {
          socket.end();
          resolve(seen);
        }
      });
      socket.on('close', () => resolve(seen));
      socket.write(request + request);
    });
    expect(text.match(/HTTP\/1\.1 401/g)).toHaveLength(2);
    expect(text.toLowerCase()).not.toContain('connection: close');
  });
});
