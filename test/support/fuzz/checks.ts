// What every answer to a malformed request must be, as lists of problems (an
// empty list: the answer is right), so the test, the long run and the soak
// judge answers alike.

/** The statuses the spec's Errors table gives (200, 201, 401-405, 412). */
export const SPEC_STATUSES = new Set([200, 201, 401, 402, 403, 404, 405, 412]);

/**
 * Wording that betrays internals: stack frames, the ORM, SQL, JavaScript's
 * own errors, `undefined`. Checked after the caller's own input is removed
 * from the message (an echoed value is not a leak).
 */
const INTERNAL_WORDING = [
  /\bat \S+ \(.*:\d+:\d+\)/,
  /\.ts:\d+/,
  /prisma/i,
  /\bSQL\b/,
  /\bundefined\b/,
  /\b(TypeError|ReferenceError|RangeError|SyntaxError)\b/,
  /Cannot read propert/,
  /invalid input syntax|violates .* constraint|relation "|column "|duplicate key/,
  /\bP\d{4}\b/,
];

/** GraphQL vocabulary a REST caller must never read. */
const GRAPHQL_WORDING = [
  /(Int|Float|String|Boolean|ID) cannot represent/,
  /Enum "[^"]*" cannot represent/,
  /Variable "\$/,
  /\bGraphQL\b/i,
  /Cannot query field/,
  /Expected type/,
  /Syntax Error/,
  /of required type/,
  /\bnon-nullable\b/,
];

/** Removes the texts the caller sent from a message, so what is left is the server's own wording. */
function withoutEchoes(message: string, sent: readonly string[]): string {
  let text = message;
  for (const s of sent) if (s.length >= 3) text = text.split(s).join(' ');
  return text;
}

/** Every string the caller sent: decoded path and query texts and the body's strings. */
export function sentTexts(url: string, body: string | undefined): string[] {
  const out: string[] = [];
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      return s;
    }
  };
  const [path = '', query = ''] = url.split('?', 2);
  for (const segment of path.split('/')) out.push(decode(segment));
  for (const pair of query.split('&')) for (const part of pair.split('=')) out.push(decode(part));
  if (body !== undefined) {
    try {
      collectStrings(JSON.parse(body), out);
    } catch {
      out.push(body);
    }
  }
  return out.sort((a, b) => b.length - a.length);
}

export function collectStrings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number' || typeof value === 'bigint') out.push(String(value));
  else if (Array.isArray(value)) for (const v of value) collectStrings(v, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) (out.push(k), collectStrings(v, out));
}

export interface Answer {
  status: number;
  body: unknown;
  text: string;
}

/** Problems with a REST answer: a 5xx, a status the spec does not list, no envelope, an unnamed field error, internal or GraphQL wording. */
export function restProblems(answer: Answer, sent: readonly string[]): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  else if (!SPEC_STATUSES.has(answer.status)) problems.push(`status ${answer.status} not in the spec`);
  if (answer.status < 300) return problems; // a success: its body is the route's data (JSON, CSV, NDJSON, bytes)
  const body = answer.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [...problems, `no envelope: ${answer.text.slice(0, 200)}`];
  if (body['responseCode'] !== answer.status) problems.push(`responseCode ${String(body['responseCode'])} beside status ${answer.status}`);
  if (body['data'] !== null) problems.push('an error with data');
  for (const key of ['limit', 'offset', 'count', 'size']) if (typeof body[key] !== 'number') problems.push(`envelope without ${key}`);
  const messages = body['messages'];
  if (!Array.isArray(messages) || messages.length === 0) return [...problems, 'an error without messages'];
  for (const m of messages as Array<Record<string, unknown>>) {
    if (typeof m['message'] !== 'string' || typeof m['messageTemplate'] !== 'string') problems.push(`malformed message ${JSON.stringify(m).slice(0, 200)}`);
    if (m['type'] !== 'FIELD_ERROR' && m['type'] !== 'ACTION_ERROR') problems.push(`message type ${String(m['type'])}`);
    if (m['type'] === 'FIELD_ERROR' && (typeof m['field'] !== 'string' || m['field'] === '')) problems.push('a field error naming no field');
    if (answer.status === 412 && m === messages[0] && m['type'] === 'FIELD_ERROR' && !m['field']) problems.push('412 field error without a field');
    const own = withoutEchoes(String(m['message'] ?? ''), sent);
    for (const pattern of [...INTERNAL_WORDING, ...GRAPHQL_WORDING]) if (pattern.test(own)) problems.push(`wording ${pattern}: ${String(m['message']).slice(0, 200)}`);
  }
  return problems;
}

/** Problems with a GraphQL answer: a 5xx, an error without a code, an internal error, internal wording. */
export function graphqlProblems(answer: Answer, sent: readonly string[]): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  const body = answer.body as { errors?: Array<{ message?: unknown; extensions?: Record<string, unknown> }> } | null;
  if (!body || typeof body !== 'object') return [...problems, `not JSON: ${answer.text.slice(0, 200)}`];
  for (const error of body.errors ?? []) {
    const code = error.extensions?.['code'];
    if (typeof code !== 'string') problems.push(`an error without extensions.code: ${String(error.message).slice(0, 200)}`);
    if (code === 'INTERNAL' || code === 'INTERNAL_SERVER_ERROR') problems.push(`internal error: ${String(error.message).slice(0, 200)}`);
    const own = withoutEchoes(String(error.message ?? ''), sent);
    for (const pattern of INTERNAL_WORDING) if (pattern.test(own)) problems.push(`wording ${pattern}: ${String(error.message).slice(0, 200)}`);
  }
  return problems;
}
