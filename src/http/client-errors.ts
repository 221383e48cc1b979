// The HTTP parser's refusals (Fastify's `clientErrorHandler`): a request line
// or headers Node cannot parse, headers too large, a request not received in
// time. They come before any routing, so the answer cannot depend on the path:
// the REST envelope with 412 (request invalid), then the connection closes, as
// Node itself does after such an error.
import type { Socket } from 'node:net';
import { errorEnvelope } from './envelope.ts';

interface ClientError extends Error {
  code?: string;
}

function describe(error: ClientError): { message: string; template: string } {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { message: 'The request was not received in time', template: 'request.timeout' };
    case 'HPE_HEADER_OVERFLOW':
      return { message: 'The request headers are too large', template: 'request.headers.too.large' };
    default:
      return { message: 'The request is not valid HTTP', template: 'invalid.request' };
  }
}

export function clientErrors(error: ClientError, socket: Socket): void {
  // A reset connection, or one already gone: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { message, template } = describe(error);
    const body = JSON.stringify(
      errorEnvelope(412, [{ message, messageTemplate: template, type: 'ACTION_ERROR', field: null, parameter: null, timestamp: Date.now() }]),
    );
    // end(), not destroy(): the answer is flushed before the connection closes.
    socket.end(
      `HTTP/1.1 412 Precondition Failed\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    setTimeout(() => socket.destroy(), 2000).unref();
    return;
  }
  socket.destroy();
}
