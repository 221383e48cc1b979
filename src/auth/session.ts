// Browser sessions: an HttpOnly cookie holding a random token (stored as its
// SHA-256) and a CSRF token that unsafe requests must echo in a header.
import type { SqlRunner } from '../db/sql.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { UnauthenticatedError } from '../errors.ts';
import { newSecret, sameHash, sha256 } from './secrets.ts';
import { accountOf, accountProblem, VIEWER_COLUMNS, VIEWER_JOINS, viewerFromRow, type Viewer, type ViewerRow } from './viewer.ts';

export const SESSION_COOKIE = 'vigil_session';
/** Readable by the page's script (not HttpOnly), so it can send it back as the CSRF header. */
export const CSRF_COOKIE = 'vigil_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface NewSession {
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

export async function createSession(
  db: PrismaClient,
  input: { userId: number; ttlHours: number; userAgent: string; clientIp: string; replaces?: string | undefined },
): Promise<NewSession> {
  const token = newSecret();
  const csrfToken = newSecret();
  const expiresAt = new Date(Date.now() + input.ttlHours * 3_600_000);
  await db.$transaction([
    // Housekeeping: expired sessions are useless, drop them as new ones come;
    // and the session this browser held until now, which the new cookie replaces.
    db.session.deleteMany({
      where: input.replaces ? { OR: [{ expiresAt: { lt: new Date() } }, { id: sha256(input.replaces).toString('hex') }] } : { expiresAt: { lt: new Date() } },
    }),
    db.session.create({
      data: {
        id: sha256(token).toString('hex'),
        userId: input.userId,
        csrfToken,
        expiresAt,
        userAgent: input.userAgent.slice(0, 512),
        clientIp: input.clientIp,
      },
    }),
  ]);
  return { token, csrfToken, expiresAt };
}

interface SessionRow extends ViewerRow {
  session_id: string;
  csrf_token: string;
  expires_at: Date;
}

/** The session's user as the Viewer; 401 for an unknown or expired session or a disabled account, 403-free. */
export async function authenticateSession(
  sql: SqlRunner,
  token: string,
  request: { method: string; csrfHeader: string | undefined },
  now = new Date(),
): Promise<Viewer> {
  const id = sha256(token).toString('hex');
  const rows = await sql.query<SessionRow>(
    `/* vigil:session */ SELECT s.id AS session_id, s.csrf_token, s.expires_at, ${VIEWER_COLUMNS} FROM session s ${VIEWER_JOINS} WHERE s.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new UnauthenticatedError('Session unknown or logged out: log in again', 'authentication.session.invalid');
  if (row.expires_at.getTime() <= now.getTime()) {
    throw new UnauthenticatedError('Session expired: log in again', 'authentication.session.expired');
  }
  const problem = accountProblem(accountOf(row));
  if (problem) throw new UnauthenticatedError(problem, 'authentication.account.disabled');
  if (!SAFE_METHODS.has(request.method.toUpperCase())) {
    const presented = request.csrfHeader ?? '';
    if (!sameHash(sha256(presented), sha256(row.csrf_token))) {
      throw new UnauthenticatedError(
        `Missing or wrong ${CSRF_HEADER} header: a request with a session cookie that changes data must send the CSRF token`,
        'authentication.csrf.invalid',
      );
    }
  }
  return viewerFromRow(row, { kind: 'session', sessionId: row.session_id, csrfToken: row.csrf_token });
}

export async function destroySession(db: PrismaClient, sessionId: string): Promise<void> {
  await db.session.deleteMany({ where: { id: sessionId } });
}
