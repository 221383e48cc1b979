// Resolves the caller once per HTTP request (an API key in any of the forms
// src/auth/credentials.ts accepts, then the session cookie) and remembers
// the answer for the rest of the request, so hooks, GraphQL and REST all see
// the same Viewer. A credential that is presented but cannot be used is a
// 401, here, for every route: it never becomes an anonymous request.
import type { FastifyRequest } from 'fastify';
import { authenticateApiKey, type ApiKeyCache } from '../auth/api-key.ts';
import { basicUserMatches, presentedKey } from '../auth/credentials.ts';
import { authenticateSession, CSRF_HEADER, SESSION_COOKIE } from '../auth/session.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { SqlRunner } from '../db/sql.ts';
import { isDomainError, UnauthenticatedError, type DomainError } from '../errors.ts';

const resolved = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

/** Node joins a repeated header into one value ("a, b"), which no key or token matches; keep that behaviour for lists. */
function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

export interface AuthenticateOptions {
  keys?: ApiKeyCache | undefined;
  /**
   * Asked only when the session cookie is refused (unknown, expired, disabled
   * account, missing CSRF header), with the refusal: true when the request
   * needs no session (it signs in, or signs out of a dead one), so the cookie
   * is ignored (anonymous) instead of 401.
   */
  ignoresRefusedCookie?: (refusal: DomainError) => boolean;
}

async function resolveViewer(sql: SqlRunner, req: FastifyRequest, options: AuthenticateOptions): Promise<Viewer | null> {
  const presented = presentedKey(req.headers);
  if (presented) {
    const viewer = await authenticateApiKey(sql, presented.key, req.ip, { cache: options.keys });
    if (!basicUserMatches(presented.basicUser, viewer)) {
      throw new UnauthenticatedError('HTTP Basic user does not match the API key\'s user (send it empty, or the user\'s id or short name)', 'authentication.basic.mismatch');
    }
    return viewer;
  }
  const sessionToken = req.cookies?.[SESSION_COOKIE];
  if (sessionToken) {
    try {
      return await authenticateSession(sql, sessionToken, { method: req.method, csrfHeader: single(req.headers[CSRF_HEADER]) });
    } catch (error) {
      if (isDomainError(error) && options.ignoresRefusedCookie?.(error)) return null;
      throw error;
    }
  }
  return null;
}

/** The request's Viewer (null: anonymous). Rejects with a 401 DomainError for a bad key or session. */
export function authenticateRequest(sql: SqlRunner, req: FastifyRequest, options: AuthenticateOptions = {}): Promise<Viewer | null> {
  let viewer = resolved.get(req);
  if (!viewer) {
    viewer = resolveViewer(sql, req, options);
    resolved.set(req, viewer);
  }
  return viewer;
}
