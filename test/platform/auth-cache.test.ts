// API keys' authentication answers are kept in memory (src/auth/viewer-cache.ts)
// and must never outlive a change to what they were read from: this process's
// own changes take effect before it answers the caller who made them, other
// processes' changes as soon as their notification arrives, and nothing is
// kept while notifications cannot arrive.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TABLES, writesAuthData } from '../../src/auth/viewer-cache.ts';
import { issueApiKey } from '../../src/domains/identity/api-keys.ts';
import { envelopeError, startTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let acmeUserId: number;
beforeAll(async () => {
  t = await startTestApp();
  acmeUserId = (await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'acme-user' } })).id;
});
afterAll(async () => {
  await t?.close();
});

const AUTH_STATEMENT = '/* vigil:apikey */';

async function authStatements(key: string, url = '/currentuser/v1/user') {
  const { result, statements } = await t.database.statements.capture(() => t.get(url, { as: key }));
  return { status: result.status, body: result.body, looked: statements.filter((s) => s.startsWith(AUTH_STATEMENT)).length };
}

async function newKey(userId = acmeUserId, options: { expiresAt?: Date } = {}) {
  const issued = await issueApiKey(t.database.prisma, t.config, { userId });
  if (options.expiresAt) await t.database.prisma.apiKey.update({ where: { id: issued.id }, data: { expiresAt: options.expiresAt } });
  return issued;
}

/**
 * A change the write watch cannot recognise, as if another instance made it: the statement is
 * put together at run time from `before` and `after`, split inside the table's name, so only
 * the database's notification tells this process.
 */
async function changeUnseen(before: string, after: string) {
  const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
  await t.database.prisma.$executeRawUnsafe(`DO $$ BEGIN EXECUTE ${quoted(before)} || ${quoted(after)}; END $$`);
}

/** Until the key's answer is kept: notifications of earlier writes (the key's own creation) arrive a moment later and drop it. */
async function kept(key: string, url?: string) {
  expect(await eventually(async () => (await authStatements(key, url)).looked === 0)).toBe(true);
}

async function eventually(check: () => Promise<boolean>, ms = 3000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

describe('authentication answers kept in memory', () => {
  it('the tables whose changes notify are the tables whose writes this process watches', async () => {
    const rows = await t.database.prisma.$queryRawUnsafe<{ table: string }[]>(
      `SELECT DISTINCT c.relname AS table FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid JOIN pg_proc p ON p.oid = tg.tgfoid WHERE p.proname = 'vigil_auth_changed'`,
    );
    expect(rows.map((r) => r.table).sort()).toEqual([...AUTH_TABLES].sort());
    for (const table of AUTH_TABLES) expect(writesAuthData(`UPDATE "public"."${table}" SET x = 1`), table).toBe(true);
    expect(writesAuthData('/* vigil:apikey-used */ UPDATE api_key SET last_used_at = now() WHERE id = $1')).toBe(false);
    expect(writesAuthData('INSERT INTO pdns_record (query) VALUES ($1) ON CONFLICT DO UPDATE SET times = 1')).toBe(false);
  });

  it('a known key runs no authentication statement; a wrong one runs it once, whichever part is wrong, then its refusal is kept', async () => {
    const { key } = await newKey();
    expect(await authStatements(key)).toMatchObject({ status: 200, looked: 1 });
    await kept(key);
    expect(await authStatements(key)).toMatchObject({ status: 200, looked: 0 });
    const [userId, keyId, secret] = key.split('/');
    const wrong = {
      secret: `${userId}/${keyId}/${'x'.repeat(43)}`,
      user: `${Number(userId) + 1}/${keyId}/${secret}`,
      keyId: `${userId}/${Number(keyId) + 1_000_000}/${secret}`,
    };
    for (const [what, credential] of Object.entries(wrong)) {
      // A kept answer serves only the very credential it was read for: a wrong secret of a kept
      // key is asked of the database like an unknown key id (the same work: no id oracle).
      expect(await authStatements(credential), what).toMatchObject({ status: 401, looked: 1 });
      expect(await authStatements(credential), what).toMatchObject({ status: 401, looked: 0 });
      expect(envelopeError((await t.get('/currentuser/v1/user', { as: credential }))).messageTemplate, what).toBe('authentication.apikey.invalid');
    }
    // kept refusals do not push the real key's answer out
    expect(await authStatements(key)).toMatchObject({ status: 200, looked: 0 });
  });

  it('kept refusals are dropped with everything else when a key is issued', async () => {
    const wrong = `${acmeUserId}/999999/${'y'.repeat(43)}`;
    await authStatements(wrong);
    expect(await eventually(async () => (await authStatements(wrong)).looked === 0)).toBe(true);
    await newKey();
    expect(await authStatements(wrong)).toMatchObject({ status: 401, looked: 1 });
  });

  it('revoking a key through the API refuses it on the very next request', async () => {
    const { key, id } = await newKey();
    expect((await authStatements(key)).status).toBe(200);
    await kept(key);
    const revoked = await t.request('DELETE', `/useradmin/v2/user/acme-user/apikey/${id}`, { as: 'admin' });
    expect(revoked.status).toBe(200);
    const after = await t.get('/currentuser/v1/user', { as: key });
    expect(after.status).toBe(401);
    expect(envelopeError(after).messageTemplate).toBe('authentication.apikey.revoked');
  });

  it('disabling a user through the API refuses every key of the user on the next request, and re-enabling lets them back', async () => {
    const analyst = (await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'analyst' } })).id;
    const { key } = await newKey(analyst);
    expect((await authStatements(key)).status).toBe(200);
    await kept(key);
    expect((await t.request('DELETE', '/useradmin/v2/user/analyst', { as: 'admin' })).status).toBe(200);
    const after = await t.get('/currentuser/v1/user', { as: key });
    expect(after.status).toBe(401);
    expect(envelopeError(after).messageTemplate).toBe('authentication.account.disabled');
    expect((await t.request('PUT', '/useradmin/v2/user/analyst/reenable', { as: 'admin' })).status).toBe(200);
    expect((await t.get('/currentuser/v1/user', { as: key })).status).toBe(200);
  });

  it('a revoked grant stops working on the next request', async () => {
    // globex-user reads its own customer through its grants; take them away and give them back.
    const globexUser = await t.database.prisma.user.findUniqueOrThrow({ where: { shortName: 'globex-user' } });
    const { key } = await newKey(globexUser.id);
    expect((await t.get('/customers/v1/customer/globex', { as: key })).status).toBe(200);
    await kept(key, '/customers/v1/customer/globex');
    const granted = await t.database.prisma.permission.findMany({ where: { userId: globexUser.id } });
    const groups = await t.database.prisma.groupMember.findMany({ where: { userId: globexUser.id } });
    expect(granted.length + groups.length).toBeGreaterThan(0);
    await t.database.prisma.$transaction([
      t.database.prisma.permission.deleteMany({ where: { userId: globexUser.id } }),
      t.database.prisma.groupMember.deleteMany({ where: { userId: globexUser.id } }),
    ]);
    expect((await t.get('/customers/v1/customer/globex', { as: key })).status).not.toBe(200);
    await t.database.prisma.$transaction([
      t.database.prisma.permission.createMany({ data: granted.map(({ id: _id, ...rest }) => rest) }),
      t.database.prisma.groupMember.createMany({ data: groups.map(({ id: _id, ...rest }) => rest) }),
    ]);
    expect((await t.get('/customers/v1/customer/globex', { as: key })).status).toBe(200);
  });

  it('a change made elsewhere (another instance, a tool) reaches it by notification', async () => {
    const { key, id } = await newKey();
    expect((await authStatements(key)).status).toBe(200);
    await kept(key);
    await changeUnseen('UPDATE api_', `key SET revoked_at = now() WHERE id = ${id}`);
    expect(await eventually(async () => (await t.get('/currentuser/v1/user', { as: key })).status === 401)).toBe(true);
  });

  it('checks expiry against the clock on every request, kept or not', async () => {
    const expiresAt = new Date(Date.now() + 4000);
    const { key } = await newKey(acmeUserId, { expiresAt });
    expect((await authStatements(key)).status).toBe(200);
    await kept(key);
    expect((await authStatements(key)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt.getTime() - Date.now() + 50)));
    const after = await authStatements(key);
    expect(after).toMatchObject({ status: 401, looked: 0 });
    expect((after.body as { messages: { messageTemplate: string }[] }).messages[0]!.messageTemplate).toBe('authentication.apikey.expired');
  });

  it('stamps a kept key as used (at most once a minute) without dropping what is kept', async () => {
    const { key, id } = await newKey();
    expect((await authStatements(key)).status).toBe(200);
    await eventually(async () => (await t.database.prisma.apiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt !== null);
    expect((await t.database.prisma.apiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt).not.toBeNull();
    await kept(key);
    expect((await authStatements(key)).looked).toBe(0);
  });
});

describe.runIf(process.env['TEST_DATABASE_URL'])('authentication answers while notifications cannot arrive (PostgreSQL)', () => {
  it('keeps nothing while its listener is down, and keeps again once it is back', async () => {
    const { key, id } = await newKey();
    expect((await authStatements(key)).looked).toBe(1);
    await kept(key);
    const admin = new pg.Client({ connectionString: t.databaseUrl! });
    await admin.connect();
    try {
      const listeners = async () =>
        (await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN vigil_auth_changed'`)).rows;
      expect((await listeners()).length).toBe(1);
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN vigil_auth_changed'`);
      // Down: every request looks the key up again.
      expect(await eventually(async () => (await authStatements(key)).looked === 1)).toBe(true);
      expect((await authStatements(key)).looked).toBe(1);
      // Back (the listener reconnects after a pause): kept again, and changes are heard again.
      expect(await eventually(async () => (await listeners()).length === 1, 5000)).toBe(true);
      expect(await eventually(async () => (await authStatements(key)).looked === 0, 3000)).toBe(true);
      await admin.query('UPDATE api_key SET revoked_at = now() WHERE id = $1', [id]);
      expect(await eventually(async () => (await t.get('/currentuser/v1/user', { as: key })).status === 401)).toBe(true);
    } finally {
      await admin.end();
    }
  });
});

describe('AUTH_CACHE_SECONDS=0', () => {
  it('keeps nothing: every request runs the authentication statement', async () => {
    const other = await startTestApp({ env: { AUTH_CACHE_SECONDS: '0' } });
    try {
      for (let i = 0; i < 3; i += 1) {
        const { result, statements } = await other.database.statements.capture(() => other.get('/currentuser/v1/user', { as: 'acme-user' }));
        expect(result.status).toBe(200);
        expect(statements.filter((s) => s.startsWith(AUTH_STATEMENT))).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
  });
});
