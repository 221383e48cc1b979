// Which API key a request presents, and in which form. Besides the spec's
// Service-API-Key header, clients of passive DNS services send the key the
// way their libraries do: `Authorization: Bearer <key>`, a bare
// `Authorization: <key>` (PyPDNS's auth_token), HTTP Basic (PyPDNS's
// basic_auth, dnsdbq's CIRCL_AUTH, curl -u) and `X-API-Key` (DNSDB clients).
// The rule: a credential that is presented is either used or refused with a
// 401 saying why; it never turns into an anonymous request. Basic is only
// another envelope for the key (no password check per request):
//   user `{userID}/{keyID}`, password the secret; or
//   password the whole key `{userID}/{keyID}/{secret}`, user empty, the key's
//   user id or the user's short name (checked once the key is known).
import { UnauthenticatedError } from '../errors.ts';

type Headers = Record<string, string | string[] | undefined>;

export interface PresentedKey {
  /** The key as `{userID}/{keyID}/{secret}` (still to be parsed and checked). */
  key: string;
  /** Where it came from, for messages. */
  source: string;
  /** HTTP Basic with the whole key as password: the user part, to match against the key's user. */
  basicUser?: string;
}

/** Node joins a repeated header into one value ("a, b"), which no key matches: a refused credential, not an ignored one. */
function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

const KEY_SHAPE = /^\d{1,10}\/\d{1,10}\/\S+$/;
const KEY_ID_SHAPE = /^\d{1,10}\/\d{1,10}$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const HOW = 'send the API key as Service-API-Key, Authorization: Bearer <key>, or HTTP Basic (user {userID}/{keyID} and password the secret, or the whole key as password)';

function fromBasic(encoded: string): PresentedKey {
  const malformed = () => new UnauthenticatedError(`Malformed HTTP Basic credentials: ${HOW}`, 'authentication.basic.malformed');
  if (!BASE64.test(encoded) || encoded.length === 0) throw malformed();
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw malformed();
  const user = decoded.slice(0, colon);
  const password = decoded.slice(colon + 1);
  if (KEY_SHAPE.test(password)) return { key: password, source: 'HTTP Basic', basicUser: user };
  if (KEY_ID_SHAPE.test(user) && password.length > 0) return { key: `${user}/${password}`, source: 'HTTP Basic' };
  throw new UnauthenticatedError(`HTTP Basic credentials are not an API key (passwords are not accepted here): ${HOW}`, 'authentication.basic.invalid');
}

function fromAuthorization(value: string): PresentedKey {
  const text = value.trim();
  const space = text.indexOf(' ');
  if (space < 0) {
    if (text.length === 0) throw new UnauthenticatedError(`Empty Authorization header: ${HOW}`, 'authentication.scheme.unsupported');
    // PyPDNS's auth_token: the token itself, no scheme.
    return { key: text, source: 'Authorization' };
  }
  const scheme = text.slice(0, space).toLowerCase();
  const rest = text.slice(space + 1).trim();
  if (scheme === 'bearer') return { key: rest, source: 'Authorization: Bearer' };
  if (scheme === 'basic') return fromBasic(rest);
  throw new UnauthenticatedError(
    `Authorization scheme ${JSON.stringify(text.slice(0, space).slice(0, 40))} is not supported: ${HOW}`,
    'authentication.scheme.unsupported',
  );
}

/**
 * The API key the request presents, or null when it presents none. Throws a
 * 401 for a credential that cannot be used (unknown scheme, Basic that is not
 * a key) and for two credentials naming different keys.
 */
export function presentedKey(headers: Headers): PresentedKey | null {
  const found: PresentedKey[] = [];
  const serviceKey = single(headers['service-api-key']);
  if (serviceKey !== undefined) found.push({ key: serviceKey, source: 'Service-API-Key' });
  const xApiKey = single(headers['x-api-key']);
  if (xApiKey !== undefined) found.push({ key: xApiKey, source: 'X-API-Key' });
  const authorization = single(headers['authorization']);
  if (authorization !== undefined) found.push(fromAuthorization(authorization));
  if (found.length === 0) return null;
  const first = found[0]!;
  const other = found.find((f) => f.key.trim() !== first.key.trim());
  if (other) {
    throw new UnauthenticatedError(
      `Two different credentials were sent (${first.source} and ${other.source}): send one API key`,
      'authentication.credentials.conflict',
    );
  }
  return found.find((f) => f.basicUser !== undefined) ?? first;
}

/** With the whole key as Basic password, the user part must be empty or name the key's user. */
export function basicUserMatches(basicUser: string | undefined, viewer: { userId: number; shortName: string }): boolean {
  if (basicUser === undefined || basicUser === '') return true;
  return basicUser === String(viewer.userId) || basicUser === viewer.shortName;
}
