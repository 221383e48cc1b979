// Who may read /metrics: it tells how Vigil is used (routes, rates, errors,
// memory), so it is closed unless the operator opens it. METRICS_ALLOW lists
// client networks (the address Fastify sees, so behind a proxy set
// TRUST_PROXY), METRICS_TOKEN a bearer token; a request passes when its
// address is listed or it carries the token. Neither set: nobody passes.
// Everyone else gets the answer of a path that does not exist (404).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { addressAllowed } from '../auth/source-networks.ts';
import type { Config } from '../config.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function metricsAccess(settings: Config['metrics']): (request: FastifyRequest) => boolean {
  const token = settings.token === undefined ? null : digest(settings.token);
  return (request) => {
    if (settings.allow.length > 0 && addressAllowed(request.ip, settings.allow)) return true;
    if (token === null) return false;
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    // Digests compared in constant time: the token's length and prefix do not leak.
    return match !== null && timingSafeEqual(digest(match[1]!), token);
  };
}
