// Passive DNS request limits: 10 per minute and 1000 per day per client
// address for unauthenticated callers (402 resource.limit.exceeded with
// metaData.millisUntilResourcesAvailable and Retry-After), per-user limits
// set by administrators, counters in Redis (REDIS_URL), GraphQL counting the
// same. Each test uses its own client address (X-Forwarded-For with
// TRUST_PROXY) and this file its own Redis key prefix.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const prefix = `vigil-test-pdns-${randomBytes(6).toString('hex')}`;
let t: TestApp;
let redis: Redis;

beforeAll(async () => {
  t = await startTestApp({ env: { REDIS_URL, TRUST_PROXY: 'true', PDNS_RATE_LIMIT_PREFIX: prefix } });
  redis = new Redis(REDIS_URL, { lazyConnect: true });
  await redis.connect();
});
afterAll(async () => {
  await t?.close();
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
});

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe('public limits', () => {
  it('the 11th unauthenticated request in a minute gets 402 with the wait in metaData and Retry-After', async () => {
    const ip = '198.51.100.11';
    for (let i = 0; i < 10; i += 1) {
      const ok = await t.get('/pdns/v3/www.example.com', from(ip));
      expect(ok.status, `request ${i + 1}`).toBe(200);
      expect(ok.body.metaData.rateLimit).toMatchObject({ limitPerMinute: 10, remainingPerMinute: 9 - i, limitPerDay: 1000 });
    }
    const over = await t.get('/pdns/v3/www.example.com', from(ip));
    expect(over.status).toBe(402);
    expect(over.body).toMatchObject({ responseCode: 402, data: null });
    expect(envelopeError(over)).toMatchObject({ messageTemplate: 'resource.limit.exceeded', type: 'ACTION_ERROR' });
    const wait = over.body.metaData.millisUntilResourcesAvailable;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(Number(over.headers['retry-after'])).toBe(Math.ceil(wait / 1000));
    // every passive DNS endpoint counts, and GraphQL counts the same
    expect((await t.get('/pdns/v3/www.example.com/seen', from(ip))).status).toBe(402);
    expect((await t.get('/pdns/v3/cof/www.example.com', from(ip))).status).toBe(402);
    const gql = await t.graphql('{ pdnsSeen(query: "www.example.com") { exists } }', {}, from(ip));
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'RESOURCE_LIMIT', metaData: { millisUntilResourcesAvailable: expect.any(Number) } });
    // another address is not affected; an API key has its own, higher limit
    expect((await t.get('/pdns/v3/www.example.com', from('198.51.100.12'))).status).toBe(200);
    expect((await t.get('/pdns/v3/www.example.com', { ...from(ip), as: 'acme-user' })).status).toBe(200);
  });

  it('GraphQL requests use up the same quota as REST', async () => {
    const ip = '198.51.100.21';
    for (let i = 0; i < 10; i += 1) {
      const r = await t.graphql('{ pdnsSearch(input: { query: "www.example.com" }) { totalCount } }', {}, from(ip));
      expect(r.body.errors, `request ${i + 1}`).toBeUndefined();
    }
    expect((await t.get('/pdns/v3/www.example.com', from(ip))).status).toBe(402);
  });

  it('keeps the counters in Redis under the configured prefix (shared by every instance)', async () => {
    const keys = await redis.keys(`${prefix}:ip:minute:*`);
    expect(keys).toEqual(expect.arrayContaining([`${prefix}:ip:minute:198.51.100.11`]));
    expect(Number(await redis.get(`${prefix}:ip:minute:198.51.100.11`))).toBeGreaterThanOrEqual(11);
  });
});

describe('per-user limits set by administrators', () => {
  const setLimit = (input: Record<string, unknown>, as: string) =>
    t.graphql('mutation($input: SetPdnsRateLimitInput!) { setPdnsRateLimit(input: $input) { limits { userId perMinute perDay } } }', { input }, { as });

  it('an administrator sets a user\'s limits; over the daily one the user gets 402 for up to a day', async () => {
    const set = await setLimit({ user: { shortName: 'globex-user' }, perMinute: 100, perDay: 3 }, 'admin');
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data.setPdnsRateLimit).toMatchObject({ limits: { perMinute: 100, perDay: 3 } });
    for (let i = 0; i < 3; i += 1) {
      const r = await t.get('/pdns/v3/www.example.com', { as: 'globex-user' });
      expect(r.status).toBe(200);
      expect(r.body.metaData.rateLimit).toMatchObject({ limitPerDay: 3, remainingPerDay: 2 - i, limitPerMinute: 100 });
    }
    const over = await t.get('/pdns/v3/www.example.com', { as: 'globex-user' });
    expect(over.status).toBe(402);
    expect(over.body.metaData.millisUntilResourcesAvailable).toBeGreaterThan(60_000);
    expect(over.body.metaData.millisUntilResourcesAvailable).toBeLessThanOrEqual(86_400_000);
    // raising the limit lets the user in again at once
    expect((await setLimit({ user: { shortName: 'globex-user' }, perMinute: 100, perDay: 50 }, 'admin')).body.errors).toBeUndefined();
    expect((await t.get('/pdns/v3/www.example.com', { as: 'globex-user' })).status).toBe(200);
  });

  it('403 without managePassiveDNSLimits, 404 for an unknown user, 412 for a negative limit', async () => {
    expect((await setLimit({ user: { shortName: 'acme-user' }, perMinute: 1, perDay: 1 }, 'acme-admin')).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await setLimit({ user: { shortName: 'nobody' }, perMinute: 1, perDay: 1 }, 'admin')).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await setLimit({ user: { shortName: 'acme-user' }, perMinute: -1, perDay: 1 }, 'admin')).body.errors[0].extensions).toMatchObject({ code: 'INVALID_FIELD', field: 'perMinute' });
    expect((await t.graphql('mutation { setPdnsRateLimit(input: { user: { shortName: "acme-user" }, perMinute: 1, perDay: 1 }) { limits { userId } } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('a user\'s limits belong to their database', () => {
  // One process may serve several databases (the test suites do; so would a
  // tool holding two apps). User ids repeat across databases, so what a
  // process keeps of a user's limits must not cross from one to the other.
  it('a second app on another database answers with its own defaults for the same user id', async () => {
    const other = await startTestApp({ env: { PDNS_USER_PER_MINUTE: '7', PDNS_USER_PER_DAY: '70', PDNS_RATE_LIMIT_PREFIX: `${prefix}-other` } });
    try {
      const id = async (app: TestApp) => (await app.graphql('{ currentUser { databaseId } }', {}, { as: 'acme-user' })).body.data.currentUser.databaseId;
      expect(await id(other)).toBe(await id(t));
      const here = await t.get('/pdns/v3/www.example.com', { as: 'acme-user', ...from('198.51.100.31') });
      expect(here.status).toBe(200);
      expect(here.body.metaData.rateLimit).toMatchObject({ limitPerMinute: t.config.pdns.userLimits.perMinute });
      expect(t.config.pdns.userLimits.perMinute).not.toBe(7);
      const there = await other.get('/pdns/v3/www.example.com', { as: 'acme-user' });
      expect(there.status).toBe(200);
      expect(there.body.metaData.rateLimit).toMatchObject({ limitPerMinute: 7, remainingPerMinute: 6, limitPerDay: 70 });
    } finally {
      await other.close();
    }
  });
});
