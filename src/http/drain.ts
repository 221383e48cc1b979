// Shutdown as clients see it. Once Vigil is closing: a request still in
// flight is answered, with `Connection: close`; a new request on a kept-alive
// connection is answered 503 SERVICE_UNAVAILABLE with `Connection: close`
// (the client retries elsewhere) instead of finding its connection reset.
//
// Node's server.close() destroys every connection without a request in
// progress at once, including one whose next request is half received, which
// the client sees as a reset. So idle connections get a short grace instead:
// one that receives a request in it is answered 503; one that stays quiet is
// ended (FIN, not RST) when the grace runs out.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ServiceUnavailableError } from '../errors.ts';
import { sendError } from './error-handler.ts';

/** How long an idle kept-alive connection may still bring a request after shutdown starts. */
const IDLE_GRACE_MS = 2_000;

export function registerDrain(app: FastifyInstance): void {
  let closing = false;
  // Requests in progress per connection.
  const busy = new Map<Socket, number>();
  app.server.on('connection', (socket: Socket) => {
    busy.set(socket, 0);
    socket.once('close', () => busy.delete(socket));
  });
  app.server.on('request', (request, response) => {
    const socket = request.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (busy.get(socket) ?? 1) - 1;
      busy.set(socket, left);
      if (closing && left === 0) socket.end();
    });
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    const error = new ServiceUnavailableError('Vigil is shutting down; send the request again (to another instance)', 'service.shutting.down');
    return sendError(request, reply, 503, error, error.message);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
    // Instead of Node's immediate destruction of idle connections (see above).
    app.server.closeIdleConnections = () => undefined;
    for (const socket of busy.keys()) {
      setTimeout(() => {
        if (!socket.destroyed && (busy.get(socket) ?? 0) === 0) socket.end();
      }, IDLE_GRACE_MS);
    }
  });
}
