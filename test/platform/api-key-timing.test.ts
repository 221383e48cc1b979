// An API key refusal must not tell which key ids exist: an unknown key id, a
// wrong secret for a key that exists, and a key id named with another user's
// id answer the same 401 after the same work (src/auth/api-key.ts). Shown by
// the answers (identical) and by the time they take: medians over a few
// hundred interleaved tries, through the whole HTTP stack, with the answer
// cache on (its default), where the difference was largest (0.7 ms against
// 2.6 ms before: a known key's row was kept in memory, an unknown one was
// looked up every time).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let userId: number;
let keyId: number;
let otherUserId: number;

beforeAll(async () => {
  t = await startTestApp();
  [userId, keyId] = t.keys['acme-user']!.split('/').map(Number) as [number, number];
  otherUserId = Number(t.keys['globex-user']!.split('/')[0]);
  // the real key is in use, so its answer is kept in memory (as in production)
  expect((await t.get('/currentuser/v1/user', { as: 'acme-user' })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const secret = () => randomBytes(32).toString('base64url');
const KINDS = {
  wrongSecret: () => `${userId}/${keyId}/${secret()}`,
  unknownKeyId: () => `${userId}/${keyId + 1_000_000}/${secret()}`,
  otherUsersId: () => `${otherUserId}/${keyId}/${secret()}`,
};
type Kind = keyof typeof KINDS;

async function timed(key: string): Promise<{ ms: number; status: number; body: unknown }> {
  const started = process.hrtime.bigint();
  const res = await t.get('/currentuser/v1/user', { as: key });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return { ms, status: res.status, body: { ...envelopeError(res), timestamp: 0 } };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Medians per kind over `rounds` rounds; each round tries every kind once, in
 * an order that rotates, so load on the machine (other test files, other
 * work) falls on every kind alike. `key(kind, round)` gives the header.
 */
async function measure(rounds: number, key: (kind: Kind, round: number) => string) {
  const kinds = Object.keys(KINDS) as Kind[];
  const times = Object.fromEntries(kinds.map((k) => [k, [] as number[]])) as Record<Kind, number[]>;
  const answers = new Set<string>();
  for (let round = -20; round < rounds; round += 1) {
    for (let i = 0; i < kinds.length; i += 1) {
      const kind = kinds[(Math.abs(round) + i) % kinds.length]!;
      const { ms, status, body } = await timed(key(kind, round));
      answers.add(JSON.stringify({ status, body }));
      if (round >= 0) times[kind].push(ms); // the first 20 rounds warm up (JIT, caches, prepared statements)
    }
  }
  return { medians: Object.fromEntries(kinds.map((k) => [k, median(times[k])])) as Record<Kind, number>, answers };
}

/*
 * The tolerance. The old difference was 1.9 ms (a 3.7x ratio) on this
 * stack; what is left after the fix is the database's primary-key probe
 * finding a row that then fails the secret's comparison, or finding none:
 * microseconds. The medians of a few hundred tries through Fastify's inject
 * still move by some tenths of a millisecond between runs on a loaded
 * two-core machine, alike for every kind since they are interleaved. So: the
 * medians may differ by at most 0.25 ms or 20 % of the smaller one,
 * whichever is larger. That is well under the difference being guarded
 * against, and well over run-to-run noise.
 */
function expectSameTime(medians: Record<Kind, number>) {
  const values = Object.values(medians);
  const low = Math.min(...values);
  const high = Math.max(...values);
  expect(high - low, `medians ${JSON.stringify(medians)}`).toBeLessThanOrEqual(Math.max(0.25, 0.2 * low));
}

describe('refusing a key does not tell which key ids exist', () => {
  it('a new secret every try: the same answer and the same time for each kind', async () => {
    const { medians, answers } = await measure(300, (kind) => KINDS[kind]());
    expect([...answers]).toHaveLength(1);
    expect(JSON.parse([...answers][0]!)).toMatchObject({ status: 401, body: { messageTemplate: 'authentication.apikey.invalid', message: 'Invalid API key' } });
    expectSameTime(medians);
  });

  it('the same wrong header over and over: the same answer and the same time for each kind', async () => {
    const fixed = Object.fromEntries((Object.keys(KINDS) as Kind[]).map((k) => [k, KINDS[k]()])) as Record<Kind, string>;
    const { medians, answers } = await measure(300, (kind) => fixed[kind]);
    expect([...answers]).toHaveLength(1);
    expectSameTime(medians);
  });

  it('the real key still works, and a session cookie guess answers like any unknown session', async () => {
    expect((await t.get('/currentuser/v1/user', { as: 'acme-user' })).status).toBe(200);
    const unknown = await t.get('/currentuser/v1/user', { cookies: { vigil_session: secret() } });
    expect(unknown.status).toBe(401);
    expect(envelopeError(unknown).messageTemplate).toBe('authentication.session.invalid');
  });
});
