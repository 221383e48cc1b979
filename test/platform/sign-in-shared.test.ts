// Sign-in counters are shared by every instance when REDIS_URL is set: two
// app instances (each its own server, Redis connection and in-memory
// insurance limiter) on the machine's Redis with a key prefix of this run.
// Without Redis each instance counts alone, which the control case shows (so
// the shared case cannot pass by accident of one process).
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/identity-demo.ts';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const prefix = `vigil-test-signin-${randomBytes(6).toString('hex')}`;
const LIMITS = { SIGNIN_MAX_FAILURES: '3', SIGNIN_FAILURE_WINDOW_SECONDS: '600', SIGNIN_RATE_LIMIT_PREFIX: prefix };
const started: TestApp[] = [];

async function twoInstances(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  const first = await startTestApp({ env });
  started.push(first);
  const second = await startTestApp({ env });
  started.push(second);
  return [first, second];
}

afterAll(async () => {
  await Promise.all(started.map((t) => t.close()));
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  try {
    await redis.connect();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
});

const signIn = (t: TestApp, password: string, userName = 'acme-user') =>
  t.request('POST', '/authentication/v1/password/authenticate', { body: { userName, password } });

describe('sign-in counters across instances', () => {
  let shared: [TestApp, TestApp];
  beforeAll(async () => {
    shared = await twoInstances({ ...LIMITS, REDIS_URL });
  });

  it('with REDIS_URL, failures counted by one instance refuse sign-in on the other', async () => {
    const [a, b] = shared;
    expect((await signIn(a, 'wrong-password-1')).status).toBe(401);
    expect((await signIn(b, 'wrong-password-2')).status).toBe(401);
    expect((await signIn(a, 'wrong-password-3')).status).toBe(401);
    const refused = await signIn(b, DEMO_PASSWORD);
    expect(refused.status).toBe(402);
    expect(envelopeError(refused).messageTemplate).toBe('resource.limit.exceeded');
    expect(refused.body.metaData.millisUntilResourcesAvailable).toBeGreaterThan(0);

    // the counters are in Redis under the prefix, keyed by a hash of the name (no user names in Redis)
    const redis = new Redis(REDIS_URL, { lazyConnect: true });
    try {
      await redis.connect();
      const keys = await redis.keys(`${prefix}:*`);
      expect(keys.some((k) => k.startsWith(`${prefix}:pair:`))).toBe(true);
      expect(keys.some((k) => k.startsWith(`${prefix}:address:`))).toBe(true);
      expect(keys.some((k) => k.includes('acme-user'))).toBe(false);
    } finally {
      redis.disconnect();
    }
  });

  it('a right password on one instance clears the counters the other sees', async () => {
    const [a, b] = shared;
    expect((await signIn(a, 'wrong-password-1', 'analyst')).status).toBe(401);
    expect((await signIn(b, 'wrong-password-2', 'analyst')).status).toBe(401);
    expect((await signIn(a, DEMO_PASSWORD, 'analyst')).status).toBe(200);
    // without the reset seen by the other instance, the first of these would be the 4th attempt
    for (let i = 0; i < 3; i += 1) expect((await signIn(b, `wrong-password-${i}`, 'analyst')).status).toBe(401);
    expect((await signIn(a, DEMO_PASSWORD, 'analyst')).status).toBe(402);
  });

});

describe('control: without REDIS_URL', () => {
  let apart: [TestApp, TestApp];
  beforeAll(async () => {
    apart = await twoInstances(LIMITS);
  });

  it('each instance counts its own failures', async () => {
    const [a, b] = apart;
    for (let i = 0; i < 3; i += 1) expect((await signIn(a, `wrong-password-${i}`)).status).toBe(401);
    expect((await signIn(a, DEMO_PASSWORD)).status).toBe(402);
    expect((await signIn(b, DEMO_PASSWORD)).status).toBe(200);
  });
});
