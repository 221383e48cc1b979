// Lingering close, as nginx does it: when Vigil answers a request before
// reading its whole body (a body over BODY_LIMIT_BYTES, a refused upload, a
// Content-Type no route takes), the answer goes out with `Connection: close`
// and the connection keeps reading, and dropping, what the client still
// sends, for at most LINGERING_CLOSE_MS and LINGERING_CLOSE_MAX_BYTES. Then
// it closes.
//
// Why: Node's HTTP server destroys the socket as soon as a `Connection: close`
// answer is written (socket.destroySoon). Closing a TCP socket with unread
// bytes in its receive buffer makes the kernel send a reset, and a reset
// throws away the answer still waiting in the client's receive buffer: a
// client that writes its whole body before reading saw only "connection reset
// by peer", never the 412. Without `Connection: close` (an error answered by
// a route, on a kept-alive connection) Node would instead read the rest of
// the body however long it is.
import type { Socket } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface LingerLimits {
  /** How long the connection keeps reading after the answer, at most. */
  ms: number;
  /** How many bytes it reads and drops after the answer, at most. */
  maxBytes: number;
}

/** How often the bytes read while lingering are compared with the bound. */
const CHECK_EVERY_MS = 25;

export function registerLingeringClose(app: FastifyInstance, limits: LingerLimits): void {
  // The request each connection is currently answering.
  const current = new WeakMap<Socket, IncomingMessage>();
  app.server.on('request', (request: IncomingMessage) => current.set(request.socket, request));
  // A request refused for its Expect header (src/http/client-errors.ts) never reaches 'request'.
  app.server.on('checkExpectation', (request: IncomingMessage) => current.set(request.socket, request));
  app.server.on('connection', (socket: Socket) => {
    const destroySoon = socket.destroySoon.bind(socket);
    // Node calls destroySoon once a `Connection: close` answer is written.
    socket.destroySoon = () => {
      const request = current.get(socket);
      if (!request || request.complete || socket.destroyed) return destroySoon();
      linger(socket, request, limits);
    };
  });
  // An answer sent before the body is read through closes the connection
  // (bounded), instead of Node reading an unbounded rest to keep it alive.
  app.addHook('onSend', async (request, reply) => {
    // (`complete` is false while body bytes are still due; injected requests lack it.)
    if (request.raw.complete === false) reply.header('connection', 'close');
  });
}

function linger(socket: Socket, request: IncomingMessage, limits: LingerLimits): void {
  // The answer is written: send FIN after it, keep the reading side open
  // (Node's HTTP server allows half-open connections).
  socket.end();
  const start = socket.bytesRead;
  let done = false;
  const close = (why?: unknown) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    clearInterval(check);
    socket.destroy();
  };
  const timer = setTimeout(close, limits.ms);
  const check = setInterval(() => {
    if (socket.bytesRead - start > limits.maxBytes) close();
  }, CHECK_EVERY_MS);
  socket.once('close', close);
  // Nothing left unread once the body has ended: closing sends no reset.
  request.once('end', close);
  request.once('error', close);
  // Drop the rest of the body (a request nobody reads would stall the socket);
  // a body Node already dumps emits no data, the interval above covers it.
  request.on('data', () => {
    if (socket.bytesRead - start > limits.maxBytes) close();
  });
  request.resume();
}
