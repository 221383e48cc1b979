// The Service-API-Key header: `{userID}/{keyID}/{secret}`. Only the secret's
// SHA-256 is stored.
//
// A refusal must not tell which key ids exist, so a credential is looked up
// whole: the kept answers are keyed by user id, key id and the secret's
// hash, and the database is asked for the key with that id, user and hash.
// An unknown key id, a wrong secret for a key that exists and a key id
// named with another user's id are then the same case, with the same work
// (a kept refusal, or one primary-key probe that returns nothing) and the
// same 401; only a caller who holds the secret reaches the checks that
// answer otherwise (revoked, expired, source address, disabled).
import { LAST_USED_STAMP } from '../db/statement-counter.ts';
import type { SqlRunner } from '../db/sql.ts';
import { UnauthenticatedError } from '../errors.ts';
import { sameHash, sha256 } from './secrets.ts';
import { addressAllowed } from './source-networks.ts';
import type { ViewerCache } from './viewer-cache.ts';
import { accountOf, accountProblem, VIEWER_COLUMNS, VIEWER_JOINS, viewerFromRow, type Viewer, type ViewerRow } from './viewer.ts';
import { idRangeProblem } from '../domains/common/input-policy.ts';

export const API_KEY_HEADER = 'service-api-key';

export interface ParsedApiKey {
  userId: number;
  keyId: number;
  secret: string;
}

const FORMAT = /^(\d{1,10})\/(\d{1,10})\/([A-Za-z0-9_-]{32,256})$/;

export function parseApiKey(value: string): ParsedApiKey {
  const match = FORMAT.exec(value.trim());
  if (!match) {
    throw new UnauthenticatedError('Malformed API key: expected {userID}/{keyID}/{secret}', 'authentication.apikey.malformed');
  }
  return { userId: Number(match[1]), keyId: Number(match[2]), secret: match[3]! };
}

export function formatApiKey(key: ParsedApiKey): string {
  return `${key.userId}/${key.keyId}/${key.secret}`;
}

export interface KeyRow extends ViewerRow {
  key_id: number;
  secret_hash: Uint8Array;
  expires_at: Date | null;
  revoked_at: Date | null;
  source_networks: string[] | null;
  last_used_at: Date | null;
}

const INVALID = () => new UnauthenticatedError('Invalid API key', 'authentication.apikey.invalid');

/** A key as read, with the Viewer built from it once (its grants parsed). */
export interface KnownKey {
  row: KeyRow;
  viewer: Viewer;
}

export type ApiKeyCache = ViewerCache<KnownKey>;

/** The key this whole credential names (ids and secret), or null when it names none. */
async function lookUpKey(sql: SqlRunner, key: ParsedApiKey, secretHash: Buffer, cache: ApiKeyCache | undefined, now: Date): Promise<KnownKey | null> {
  // Ids beyond the largest (the one id rule) name no key: unknown, like any other (the columns could not even compare them).
  if (idRangeProblem(String(key.keyId)) || idRangeProblem(String(key.userId))) return null;
  const credential = `${key.userId}/${key.keyId}/${secretHash.toString('base64url')}`;
  const kept = cache?.get(credential, now.getTime());
  if (kept !== undefined) return kept;
  const version = cache?.version ?? 0;
  const rows = await sql.query<KeyRow>(
    `/* vigil:apikey */ SELECT s.id AS key_id, s.secret_hash, s.expires_at, s.revoked_at, s.source_networks, s.last_used_at, ${VIEWER_COLUMNS}
       FROM api_key s ${VIEWER_JOINS}
      WHERE s.id = $1 AND s.user_id = $2 AND s.secret_hash = $3`,
    [key.keyId, key.userId, secretHash],
  );
  const row = rows[0];
  const known = row ? { row, viewer: viewerFromRow(row, { kind: 'apiKey', apiKeyId: row.key_id }) } : null;
  // Kept whatever the checks below decide: they run again on every request.
  cache?.store(credential, known, version, now.getTime());
  return known;
}

/** Checks the key and answers its user as the Viewer; throws 401 saying why it is refused. */
export async function authenticateApiKey(sql: SqlRunner, headerValue: string, clientIp: string, options: { now?: Date; cache?: ApiKeyCache } = {}): Promise<Viewer> {
  const now = options.now ?? new Date();
  const key = parseApiKey(headerValue);
  const presented = sha256(key.secret);
  const known = await lookUpKey(sql, key, presented, options.cache, now);
  // The look-up matched the hash already; the constant-time comparison stays as a second lock.
  if (!known || !sameHash(presented, Buffer.from(known.row.secret_hash))) throw INVALID();
  const row = known.row;
  if (row.revoked_at) throw new UnauthenticatedError('API key has been revoked', 'authentication.apikey.revoked');
  if (row.expires_at && row.expires_at.getTime() <= now.getTime()) {
    throw new UnauthenticatedError(`API key expired at ${row.expires_at.toISOString()}`, 'authentication.apikey.expired');
  }
  if (!addressAllowed(clientIp, row.source_networks ?? [])) {
    throw new UnauthenticatedError(`API key is not valid from address ${clientIp}`, 'authentication.apikey.source.denied');
  }
  const problem = accountProblem(accountOf(row));
  if (problem) throw new UnauthenticatedError(problem, 'authentication.account.disabled');
  // Record use at most once a minute per key: a write per request would cost more than the read.
  // (A kept row remembers the stamp, so kept keys are stamped once a minute too.)
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > 60_000) {
    row.last_used_at = now;
    void sql.query(`${LAST_USED_STAMP} UPDATE api_key SET last_used_at = now() WHERE id = $1`, [row.key_id]).catch(() => undefined);
  }
  // A copy per request: the kept Viewer is shared by every request with this key.
  return { ...known.viewer };
}
