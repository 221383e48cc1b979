// SIGTERM as clients see it: a request in flight is answered (with
// `Connection: close`), a request arriving on a kept-alive connection is
// answered 503 SERVICE_UNAVAILABLE in the envelope with `Connection: close`,
// an idle kept-alive connection is ended (not reset), and the process exits 0
// (issue 17, item 9).
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useCliTarget } from '../support/cli.ts';
import { serve } from '../support/serve.ts';

const cli = useCliTarget();

interface Conn {
  socket: Socket;
  /** Everything received so far. */
  received: () => string;
  /** Resolves when the server closes the connection: 'end' (FIN) or the error code (a reset). */
  closed: Promise<string>;
}

function open(port: number): Promise<Conn> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    const closed = new Promise<string>((done) => {
      socket.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
      socket.on('end', () => done('end'));
    });
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    socket.once('error', reject);
  });
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (condition()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function parse(text: string) {
  const [head, ...rest] = text.split('\r\n\r\n');
  const lines = (head ?? '').split('\r\n');
  const headers = Object.fromEntries(lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(lines[0]?.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

describe('shutdown on SIGTERM', () => {
  it('answers in flight, refuses new requests on kept-alive connections with 503 and Connection: close, never resets', async () => {
    const server = await serve(cli().env);
    const port = Number(new URL(server.url).port);

    // An idle kept-alive connection: one request answered, then nothing.
    const idle = await open(port);
    idle.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => idle.received().includes('"status":"ok"'), 'the first answer');

    // A request whose headers are half sent.
    const late = await open(port);
    late.socket.write('GET /customers/v1/customer HTTP/1.1\r\nHost: x\r\n');

    // A request in flight: headers sent, half the body.
    const body = JSON.stringify({ query: '{ __typename }' });
    const inFlight = await open(port);
    inFlight.socket.write(`POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`);
    await new Promise((r) => setTimeout(r, 300));

    server.child.kill('SIGTERM');
    await until(() => server.stdout().includes('shutting down: finishing in-flight requests'), 'the shutdown log line');

    late.socket.write('\r\n');
    expect(await late.closed).toBe('end');
    const refused = parse(late.received());
    expect(refused.status).toBe(503);
    expect(refused.headers['connection']).toBe('close');
    const envelope = JSON.parse(refused.body);
    expect(envelope).toMatchObject({ responseCode: 503, data: null });
    expect(envelope.messages[0]).toMatchObject({ messageTemplate: 'service.shutting.down', type: 'ACTION_ERROR' });

    inFlight.socket.write(body.slice(5));
    expect(await inFlight.closed).toBe('end');
    const answered = parse(inFlight.received());
    expect(answered.status).toBe(200);
    expect(answered.headers['connection']).toBe('close');
    expect(JSON.parse(answered.body)).toEqual({ data: { __typename: 'Query' } });

    expect(await idle.closed).toBe('end');
    expect(await server.exited).toBe(0);
  });
});
