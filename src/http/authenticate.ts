// Resolves the caller once per HTTP request (API key first, then session
// cookie) and remembers the answer for the rest of the request, so hooks,
// GraphQL and REST all see the same Viewer.
import type { FastifyRequest } from 'fastify';
import { API_KEY_HEADER, authenticateApiKey } from '../auth/api-key.ts';
import { authenticateSession, CSRF_HEADER, SESSION_COOKIE } from '../auth/session.ts';
import type { Viewer } from '../auth/viewer.ts';
import { UnauthenticatedError } from '../errors.ts';
import type { SqlRunner } from '../db/sql.ts';

const resolved = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

function single(value: string | string[] | undefined, name: string): string | undefined {
  if (Array.isArray(value)) {
    throw new UnauthenticatedError(`Send one ${name} header, not ${value.length}`, 'authentication.header.repeated');
  }
  return value;
}

async function resolveViewer(sql: SqlRunner, req: FastifyRequest): Promise<Viewer | null> {
  const apiKey = single(req.headers[API_KEY_HEADER], 'Service-API-Key');
  if (apiKey !== undefined) return authenticateApiKey(sql, apiKey, req.ip);
  const sessionToken = req.cookies?.[SESSION_COOKIE];
  if (sessionToken) {
    return authenticateSession(sql, sessionToken, { method: req.method, csrfHeader: single(req.headers[CSRF_HEADER], 'X-CSRF-Token') });
  }
  return null;
}

/** The request's Viewer (null: anonymous). Rejects with a 401 DomainError for a bad key or session. */
export function authenticateRequest(sql: SqlRunner, req: FastifyRequest): Promise<Viewer | null> {
  let viewer = resolved.get(req);
  if (!viewer) {
    viewer = resolveViewer(sql, req);
    resolved.set(req, viewer);
  }
  return viewer;
}
