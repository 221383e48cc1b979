// Request ids: taken from an incoming X-Request-Id when it looks like one (a
// load balancer's), otherwise new. Logged with every line and answered in the
// X-Request-Id header and in 500 responses.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTABLE = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && ACCEPTABLE.test(incoming) ? incoming : randomUUID();
}
