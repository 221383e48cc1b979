// Browser sessions: password login, the HttpOnly session cookie, the CSRF
// header on requests that change data, logout, expiry, disabled users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/identity-demo.ts';
import { envelopeError, startTestApp, type Response, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

function setCookies(res: Response): string[] {
  const header = res.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [String(header)] : [];
}

function cookieValue(res: Response, name: string): string {
  const cookie = setCookies(res).find((c) => c.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie in ${JSON.stringify(setCookies(res))}`);
  return cookie.split(';')[0]!.slice(name.length + 1);
}

async function login(userName = 'acme-user', password = DEMO_PASSWORD) {
  const res = await t.request('POST', '/authentication/v1/password/authenticate', { body: { userName, password } });
  expect(res.status).toBe(200);
  return { res, session: cookieValue(res, 'vigil_session'), csrf: res.body.data.csrfToken as string };
}

describe('POST /authentication/v1/password/authenticate', () => {
  it('logs in, answers the session in the envelope and sets the cookies', async () => {
    const { res, csrf } = await login();
    expect(res.body).toMatchObject({ responseCode: 200, data: { user: { shortName: 'acme-user', customer: { shortName: 'acme' } } } });
    expect(res.body.data.expiresTimestamp).toBeGreaterThan(Date.now() + 11 * 3_600_000);
    const cookies = setCookies(res);
    const session = cookies.find((c) => c.startsWith('vigil_session='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Strict/i);
    expect(session).toMatch(/Path=\//);
    const csrfCookie = cookies.find((c) => c.startsWith('vigil_csrf='))!;
    expect(csrfCookie).not.toMatch(/HttpOnly/i);
    expect(cookieValue(res, 'vigil_csrf')).toBe(csrf);
    // The session token is never in the body.
    expect(JSON.stringify(res.body)).not.toContain(cookieValue(res, 'vigil_session'));
  });

  it('stores the session token only as a hash', async () => {
    const { session } = await login();
    const rows = await t.database.prisma.session.findMany({ select: { id: true } });
    expect(rows.some((r) => r.id === session)).toBe(false);
  });

  it('refuses a wrong password and an unknown user with the same 401', async () => {
    const wrong = await t.request('POST', '/authentication/v1/password/authenticate', { body: { userName: 'acme-user', password: 'not-the-password' } });
    const unknown = await t.request('POST', '/authentication/v1/password/authenticate', { body: { userName: 'nobody-here', password: 'whatever-123' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(envelopeError(wrong).message).toBe(envelopeError(unknown).message);
    expect(envelopeError(wrong).messageTemplate).toBe('authentication.password.invalid');
    expect(setCookies(wrong)).toEqual([]);
  });

  it.each([
    [{ password: DEMO_PASSWORD }, 'userName'],
    [{ userName: 'acme-user' }, 'password'],
    [{ userName: '', password: DEMO_PASSWORD }, 'userName'],
    [{ userName: 'acme-user', password: '' }, 'password'],
    [{ userName: 'acme-user', password: DEMO_PASSWORD, remember: true }, 'remember'],
    [{ userName: 42, password: DEMO_PASSWORD }, 'userName'],
  ])('answers 412 naming the field for %j', async (body, field) => {
    const res = await t.request('POST', '/authentication/v1/password/authenticate', { body });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ type: 'FIELD_ERROR', field });
  });

  it('refuses a disabled user even with the right password', async () => {
    await t.database.prisma.user.update({ where: { shortName: 'globex-user' }, data: { flags: ['DISABLED'] } });
    try {
      const res = await t.request('POST', '/authentication/v1/password/authenticate', { body: { userName: 'globex-user', password: DEMO_PASSWORD } });
      expect(res.status).toBe(401);
      expect(envelopeError(res).messageTemplate).toBe('authentication.account.disabled');
    } finally {
      await t.database.prisma.user.update({ where: { shortName: 'globex-user' }, data: { flags: [] } });
    }
  });
});

describe('requests with a session', () => {
  it('reads without a CSRF header', async () => {
    const { session } = await login('analyst');
    const res = await t.get('/currentuser/v1/user', { cookies: { vigil_session: session } });
    expect(res.status).toBe(200);
    expect(res.body.data.shortName).toBe('analyst');
  });

  it('needs the CSRF header for requests that change data, GraphQL included', async () => {
    const { session, csrf } = await login();
    const without = await t.graphql('{ currentUser { shortName } }', {}, { cookies: { vigil_session: session } });
    expect(without.status).toBe(401);
    expect(without.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', messageTemplate: 'authentication.csrf.invalid' });
    const wrong = await t.graphql('{ currentUser { shortName } }', {}, { cookies: { vigil_session: session }, headers: { 'x-csrf-token': 'forged' } });
    expect(wrong.status).toBe(401);
    const right = await t.graphql('{ currentUser { shortName } }', {}, { cookies: { vigil_session: session }, headers: { 'x-csrf-token': csrf } });
    expect(right.status).toBe(200);
    expect(right.body.data.currentUser.shortName).toBe('acme-user');
  });

  it('prefers an API key over a session cookie', async () => {
    const { session } = await login('acme-user');
    const res = await t.get('/currentuser/v1/user', { as: 'globex-user', cookies: { vigil_session: session } });
    expect(res.body.data.shortName).toBe('globex-user');
  });

  it('refuses an unknown session cookie', async () => {
    const res = await t.get('/currentuser/v1/user', { cookies: { vigil_session: 'made-up-token' } });
    expect(res.status).toBe(401);
    expect(envelopeError(res).messageTemplate).toBe('authentication.session.invalid');
  });

  it('refuses an expired session', async () => {
    const { session } = await login();
    await t.database.prisma.session.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await t.get('/currentuser/v1/user', { cookies: { vigil_session: session } });
    expect(res.status).toBe(401);
    expect(envelopeError(res).messageTemplate).toBe('authentication.session.expired');
  });

  it('stops working at once when the user is disabled', async () => {
    const { session } = await login('acme-admin');
    expect((await t.get('/currentuser/v1/user', { cookies: { vigil_session: session } })).status).toBe(200);
    await t.database.prisma.user.update({ where: { shortName: 'acme-admin' }, data: { flags: ['DISABLED'] } });
    try {
      const res = await t.get('/currentuser/v1/user', { cookies: { vigil_session: session } });
      expect(res.status).toBe(401);
      expect(envelopeError(res).messageTemplate).toBe('authentication.account.disabled');
    } finally {
      await t.database.prisma.user.update({ where: { shortName: 'acme-admin' }, data: { flags: [] } });
    }
  });
});

describe('DELETE /authentication/v1/session', () => {
  it('logs out: the session stops working and the cookies are cleared', async () => {
    const { session, csrf } = await login();
    const res = await t.request('DELETE', '/authentication/v1/session', { cookies: { vigil_session: session }, headers: { 'x-csrf-token': csrf } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ responseCode: 200, data: null });
    expect(setCookies(res).find((c) => c.startsWith('vigil_session='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    const after = await t.get('/currentuser/v1/user', { cookies: { vigil_session: session } });
    expect(after.status).toBe(401);
  });

  it('needs the CSRF header', async () => {
    const { session } = await login();
    const res = await t.request('DELETE', '/authentication/v1/session', { cookies: { vigil_session: session } });
    expect(res.status).toBe(401);
    expect((await t.get('/currentuser/v1/user', { cookies: { vigil_session: session } })).status).toBe(200);
  });

  it('with a dead cookie (logged out, expired, made up) succeeds and clears the cookies: logging out is idempotent', async () => {
    const { session, csrf } = await login();
    const logout = (cookie: string, headers: Record<string, string> = {}) => t.request('DELETE', '/authentication/v1/session', { cookies: { vigil_session: cookie, vigil_csrf: csrf }, headers });
    expect((await logout(session, { 'x-csrf-token': csrf })).status).toBe(200);
    // logged out already: a second logout (with or without its CSRF header) succeeds and clears the cookies again
    for (const again of [await logout(session, { 'x-csrf-token': csrf }), await logout(session)]) {
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ responseCode: 200, data: null });
      expect(setCookies(again).find((c) => c.startsWith('vigil_session='))).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(setCookies(again).find((c) => c.startsWith('vigil_csrf='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    }
    const expired = await login('analyst');
    await t.database.prisma.session.updateMany({ where: { user: { shortName: 'analyst' } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await logout(expired.session)).status).toBe(200);
    expect((await logout('made-up-token')).status).toBe(200);
    // the dead cookie is ignored for logging out only
    expect(envelopeError(await t.get('/currentuser/v1/user', { cookies: { vigil_session: session } })).messageTemplate).toBe('authentication.session.invalid');
    // GraphQL alike
    const res = await t.graphql('mutation { logout { loggedOut } }', {}, { cookies: { vigil_session: 'made-up-token' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { logout: { loggedOut: true } } });
    // a document that signs out and does something else is refused for the dead cookie, as before
    const mixed = await t.graphql('mutation($input: LoginInput!) { logout { loggedOut } login(input: $input) { session { csrfToken } } }', { input: { userName: 'acme-user', password: DEMO_PASSWORD } }, { cookies: { vigil_session: 'made-up-token' } });
    expect(mixed.status).toBe(401);
    expect(mixed.body.errors[0].extensions.messageTemplate).toBe('authentication.session.invalid');
  });

  it('a live session without its CSRF header is still refused (it stays alive)', async () => {
    const { session } = await login('acme-admin');
    const res = await t.request('DELETE', '/authentication/v1/session', { cookies: { vigil_session: session } });
    expect(res.status).toBe(401);
    expect(envelopeError(res).messageTemplate).toBe('authentication.csrf.invalid');
    expect((await t.get('/currentuser/v1/user', { cookies: { vigil_session: session } })).status).toBe(200);
  });

  it('answers 200 without any cookie (nothing to end) and 412 to an API key caller', async () => {
    const anonymous = await t.request('DELETE', '/authentication/v1/session');
    expect(anonymous.status).toBe(200);
    expect(setCookies(anonymous).find((c) => c.startsWith('vigil_session='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    const res = await t.request('DELETE', '/authentication/v1/session', { as: 'acme-user' });
    expect(res.status).toBe(412);
    expect(envelopeError(res)).toMatchObject({ type: 'ACTION_ERROR', messageTemplate: 'authentication.session.none' });
  });
});

describe('GraphQL login', () => {
  it('logs in through the login mutation and sets the same cookies', async () => {
    const res = await t.graphql(
      'mutation($input: LoginInput!) { login(input: $input) { session { csrfToken user { shortName } } } }',
      { input: { userName: 'analyst', password: DEMO_PASSWORD } },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.login.session.user.shortName).toBe('analyst');
    const session = cookieValue(res, 'vigil_session');
    const me = await t.get('/currentuser/v1/user', { cookies: { vigil_session: session } });
    expect(me.body.data.shortName).toBe('analyst');
  });
});

describe('signing in with a session cookie still in the browser', () => {
  const authenticate = (userName: string, password: string, options: { cookies?: Record<string, string>; headers?: Record<string, string>; as?: string } = {}) =>
    t.request('POST', '/authentication/v1/password/authenticate', { body: { userName, password }, ...options });

  async function expectSignedInAs(res: Response, userName: string) {
    expect(res.status).toBe(200);
    const session = cookieValue(res, 'vigil_session');
    const me = await t.get('/currentuser/v1/user', { cookies: { vigil_session: session } });
    expect(me.body.data.shortName).toBe(userName);
    return session;
  }

  it('a logged-out cookie is ignored and replaced', async () => {
    const { session, csrf } = await login('acme-user');
    expect((await t.request('DELETE', '/authentication/v1/session', { cookies: { vigil_session: session }, headers: { 'x-csrf-token': csrf } })).status).toBe(200);
    const res = await authenticate('acme-user', DEMO_PASSWORD, { cookies: { vigil_session: session, vigil_csrf: csrf } });
    const fresh = await expectSignedInAs(res, 'acme-user');
    expect(fresh).not.toBe(session);
    expect(setCookies(res).some((c) => c.startsWith('vigil_csrf='))).toBe(true);
    // the dead cookie still answers 401 everywhere else
    expect((await t.get('/currentuser/v1/user', { cookies: { vigil_session: session } })).status).toBe(401);
  });

  it('an expired cookie and a made-up one are ignored too', async () => {
    const { session } = await login('analyst');
    await t.database.prisma.session.updateMany({ where: {}, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(envelopeError(await t.get('/currentuser/v1/user', { cookies: { vigil_session: session } })).messageTemplate).toBe('authentication.session.expired');
    await expectSignedInAs(await authenticate('analyst', DEMO_PASSWORD, { cookies: { vigil_session: session } }), 'analyst');
    await expectSignedInAs(await authenticate('analyst', DEMO_PASSWORD, { cookies: { vigil_session: 'made-up-token' } }), 'analyst');
  });

  it('a wrong password with a dead cookie is the ordinary 401 for the password', async () => {
    const res = await authenticate('acme-user', 'not-the-password', { cookies: { vigil_session: 'made-up-token' } });
    expect(res.status).toBe(401);
    expect(envelopeError(res).messageTemplate).toBe('authentication.password.invalid');
  });

  it("a live session of another user is ended and replaced (no CSRF header needed to sign in)", async () => {
    const before = await login('acme-admin');
    const res = await authenticate('globex-user', DEMO_PASSWORD, { cookies: { vigil_session: before.session } });
    await expectSignedInAs(res, 'globex-user');
    const old = await t.get('/currentuser/v1/user', { cookies: { vigil_session: before.session } });
    expect(old.status).toBe(401);
    expect(envelopeError(old).messageTemplate).toBe('authentication.session.invalid');
  });

  it('a failed sign-in leaves the live session alone', async () => {
    const before = await login('acme-admin');
    const res = await authenticate('globex-user', 'not-the-password', { cookies: { vigil_session: before.session }, headers: { 'x-csrf-token': before.csrf } });
    expect(res.status).toBe(401);
    expect(setCookies(res)).toEqual([]);
    expect((await t.get('/currentuser/v1/user', { cookies: { vigil_session: before.session } })).body.data.shortName).toBe('acme-admin');
  });

  it('a bad API key is still refused: only the cookie is ignored', async () => {
    const res = await authenticate('acme-user', DEMO_PASSWORD, { as: '1/999999/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(res.status).toBe(401);
    expect(envelopeError(res).messageTemplate).toBe('authentication.apikey.invalid');
  });

  describe('GraphQL', () => {
    const mutation = 'mutation($input: LoginInput!) { login(input: $input) { session { user { shortName } } } }';

    it('the login mutation ignores and replaces a dead cookie', async () => {
      const res = await t.graphql(mutation, { input: { userName: 'acme-user', password: DEMO_PASSWORD } }, { cookies: { vigil_session: 'made-up-token' } });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.login.session.user.shortName).toBe('acme-user');
      await expectSignedInAs(res, 'acme-user');
    });

    it('and picks the login operation out of a document by its name', async () => {
      const document = `query Me { currentUser { shortName } } mutation SignIn($input: LoginInput!) { login(input: $input) { session { user { shortName } } } }`;
      const res = await t.request('POST', '/graphql', {
        body: { query: document, operationName: 'SignIn', variables: { input: { userName: 'analyst', password: DEMO_PASSWORD } } },
        cookies: { vigil_session: 'made-up-token' },
      });
      expect(res.body.data?.login?.session.user.shortName).toBe('analyst');
      const me = await t.request('POST', '/graphql', { body: { query: document, operationName: 'Me' }, cookies: { vigil_session: 'made-up-token' } });
      expect(me.status).toBe(401);
    });

    it('a dead cookie still refuses anything else, in the same request as a login too', async () => {
      const both = await t.graphql(
        'mutation($input: LoginInput!) { login(input: $input) { session { user { shortName } } } logout { loggedOut } }',
        { input: { userName: 'acme-user', password: DEMO_PASSWORD } },
        { cookies: { vigil_session: 'made-up-token' } },
      );
      expect(both.status).toBe(401);
      expect(both.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', messageTemplate: 'authentication.session.invalid' });
      expect(setCookies(both)).toEqual([]);
      const read = await t.graphql('{ currentUser { shortName } }', {}, { cookies: { vigil_session: 'made-up-token' } });
      expect(read.status).toBe(401);
    });

    it('a live session of another user is ended and replaced', async () => {
      const before = await login('acme-user');
      const res = await t.graphql(mutation, { input: { userName: 'analyst', password: DEMO_PASSWORD } }, { cookies: { vigil_session: before.session } });
      await expectSignedInAs(res, 'analyst');
      expect((await t.get('/currentuser/v1/user', { cookies: { vigil_session: before.session } })).status).toBe(401);
    });
  });
});
