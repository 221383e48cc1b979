// The HTTP parser's refusals (Fastify's `clientErrorHandler`): a request line
// or headers Node cannot parse, headers too large, a request (its body
// included) not received within REQUEST_TIMEOUT_MS, a body that ends before
// its Content-Length. They come before any routing, so the answer cannot depend
// on the path: the REST envelope with 412 (request invalid), then the
// connection closes, as Node itself does after such an error. When an answer to
// the request has already begun (a refusal sent before the body was read), no
// second one is written: the connection just closes.
//
// An Expect header other than 100-continue (Node's `checkExpectation`): 417
// Expectation Failed, in the envelope (a GraphQL error body on /graphql), with
// `Connection: close`, instead of Node's empty 417.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { errorEnvelope, type EnvelopeMessage } from './envelope.ts';
import { isGraphQLPath } from './graphql-path.ts';
import { REQUEST_ID_HEADER, requestId } from './request-id.ts';

interface ClientError extends Error {
  code?: string;
}

interface Exchange {
  request: IncomingMessage;
  response: ServerResponse;
}

/** The request each connection is answering (or last answered). */
const exchanges = new WeakMap<Socket, Exchange>();

/** Follows the request each connection of `server` is answering, for the answers below. */
export function watchExchanges(server: Server): void {
  const note = (request: IncomingMessage, response: ServerResponse) => exchanges.set(request.socket, { request, response });
  server.on('request', note);
  server.on('checkExpectation', note);
}

type Described = Pick<EnvelopeMessage, 'message' | 'messageTemplate' | 'field'>;

function describe(error: ClientError, exchange: Exchange | undefined): Described {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { message: 'The request was not received in time', messageTemplate: 'request.timeout', field: null };
    case 'HPE_HEADER_OVERFLOW':
      return { message: 'The request headers are too large', messageTemplate: 'request.headers.too.large', field: null };
    // The connection ended (the client closed its side) in the middle of a request.
    case 'HPE_INVALID_EOF_STATE': {
      const request = exchange?.request;
      if (request && !request.complete && request.headers['content-length'] !== undefined) {
        return { message: 'The body is not as long as the Content-Length header says', messageTemplate: 'invalid.content.length', field: 'Content-Length' };
      }
      if (request && !request.complete) return { message: 'The request body ended before its last chunk', messageTemplate: 'invalid.request', field: null };
      return { message: 'The request is not valid HTTP', messageTemplate: 'invalid.request', field: null };
    }
    default:
      return { message: 'The request is not valid HTTP', messageTemplate: 'invalid.request', field: null };
  }
}

export function clientErrors(error: ClientError, socket: Socket): void {
  // A reset connection, or one already gone: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const exchange = exchanges.get(socket);
  // An answer on this connection has begun and is not through: a second one would corrupt it.
  const answering = exchange !== undefined && exchange.response.headersSent && !exchange.response.writableFinished;
  if (socket.writable && !answering) {
    const { message, messageTemplate, field } = describe(error, exchange);
    const type = field ? 'FIELD_ERROR' : 'ACTION_ERROR';
    const body = JSON.stringify(errorEnvelope(412, [{ message, messageTemplate, type, field, parameter: null, timestamp: Date.now() }]));
    // end(), not destroy(): the answer is flushed before the connection closes.
    socket.end(
      `HTTP/1.1 412 Precondition Failed\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    setTimeout(() => socket.destroy(), 2000).unref();
    return;
  }
  socket.destroy();
}

/**
 * Node's `checkExpectation`: a request whose Expect is not 100-continue (Node answers
 * that one itself). Answered 417 in the path's error shape; `Connection: close`, so a
 * body the client sends anyway is read and dropped within the lingering-close bounds
 * (src/http/lingering-close.ts) rather than read through.
 */
export function expectationFailed(request: IncomingMessage, response: ServerResponse): void {
  const expect = [request.headers.expect ?? ''].flat().join(', ');
  const message = `Unsupported Expect header ${JSON.stringify(expect)}: the only expectation supported is 100-continue; send the request without it`;
  const messageTemplate = 'expectation.failed';
  const body = isGraphQLPath(request.url)
    ? { errors: [{ message, extensions: { code: 'BAD_REQUEST', messageTemplate, parameter: expect } }] }
    : errorEnvelope(417, [{ message, messageTemplate, type: 'ACTION_ERROR', field: null, parameter: expect, timestamp: Date.now() }]);
  const text = JSON.stringify(body);
  response.writeHead(417, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    [REQUEST_ID_HEADER]: requestId(request),
    connection: 'close',
  });
  response.end(text);
}
