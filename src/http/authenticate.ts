// Resolves the caller once per HTTP request (API key first, then session
// cookie) and remembers the answer for the rest of the request, so hooks,
// GraphQL and REST all see the same Viewer.
import type { FastifyRequest } from 'fastify';
import { API_KEY_HEADER, authenticateApiKey, type ApiKeyCache } from '../auth/api-key.ts';
import { authenticateSession, CSRF_HEADER, SESSION_COOKIE } from '../auth/session.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { SqlRunner } from '../db/sql.ts';

const resolved = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

/** Node joins a repeated header into one value ("a, b"), which no key or token matches; keep that behaviour for lists. */
function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

async function resolveViewer(sql: SqlRunner, req: FastifyRequest, keys: ApiKeyCache | undefined): Promise<Viewer | null> {
  const apiKey = single(req.headers[API_KEY_HEADER]);
  if (apiKey !== undefined) return authenticateApiKey(sql, apiKey, req.ip, { cache: keys });
  const sessionToken = req.cookies?.[SESSION_COOKIE];
  if (sessionToken) {
    return authenticateSession(sql, sessionToken, { method: req.method, csrfHeader: single(req.headers[CSRF_HEADER]) });
  }
  return null;
}

/** The request's Viewer (null: anonymous). Rejects with a 401 DomainError for a bad key or session. */
export function authenticateRequest(sql: SqlRunner, req: FastifyRequest, keys?: ApiKeyCache): Promise<Viewer | null> {
  let viewer = resolved.get(req);
  if (!viewer) {
    viewer = resolveViewer(sql, req, keys);
    resolved.set(req, viewer);
  }
  return viewer;
}
