// Sign-in throttling (src/domains/identity/sign-in-limits.ts): after N wrong
// passwords for a user name from one address, after more from many addresses,
// and after many for any names from one address, sign-in answers 402
// resource.limit.exceeded with metaData.millisUntilResourcesAvailable and
// Retry-After (GraphQL: RESOURCE_LIMIT), without looking at the user or the
// password, and the same for a user name that does not exist. Small limits
// here; every test has client addresses of its own (X-Forwarded-For with
// TRUST_PROXY) and, where it counts per name, a user name of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/password.ts';
import { DEMO_PASSWORD } from '../../src/seed/identity-demo.ts';
import { envelopeError, startTestApp, type Response, type TestApp } from '../support/app.ts';

const LIMITS = {
  TRUST_PROXY: 'true',
  SIGNIN_MAX_FAILURES: '3',
  SIGNIN_ACCOUNT_MAX_FAILURES: '6',
  SIGNIN_ADDRESS_MAX_FAILURES: '8',
  SIGNIN_FAILURE_WINDOW_SECONDS: '600',
};
const WRONG = 'not-the-password';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ env: LIMITS });
  // Users of their own for the tests that count per name (they run in one file, one after the other).
  const acme = await t.database.prisma.customer.findUniqueOrThrow({ where: { shortName: 'acme' } });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const shortName of ['pair-user', 'reset-user', 'account-user', 'graphql-user', 'cpu-user']) {
    await t.database.prisma.user.create({ data: { shortName, name: shortName, customerId: acme.id, domainId: acme.domainId, passwordHash } });
  }
});
afterAll(async () => {
  await t?.close();
});

const signIn = (userName: string, password: string, ip: string) =>
  t.request('POST', '/authentication/v1/password/authenticate', { body: { userName, password }, headers: { 'x-forwarded-for': ip } });

const loginMutation = 'mutation($input: LoginInput!) { login(input: $input) { session { user { shortName } } } }';
const signInGraphQL = (userName: string, password: string, ip: string) =>
  t.graphql(loginMutation, { input: { userName, password } }, { headers: { 'x-forwarded-for': ip } });

function expectLimited(res: Response) {
  expect(res.status).toBe(402);
  expect(res.body).toMatchObject({ responseCode: 402, data: null });
  expect(envelopeError(res)).toMatchObject({ messageTemplate: 'resource.limit.exceeded', type: 'ACTION_ERROR', field: null });
  const wait = res.body.metaData.millisUntilResourcesAvailable;
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(600_000);
  expect(Number(res.headers['retry-after'])).toBe(Math.ceil(wait / 1000));
  expect(res.headers['set-cookie']).toBeUndefined();
}

/** The refusal as a client sees it, without what changes from one second to the next. */
function shape(res: Response) {
  const message = envelopeError(res);
  return {
    status: res.status,
    message: String(message.message).replace(/\d+/g, 'N'),
    messageTemplate: message.messageTemplate,
    type: message.type,
    field: message.field,
    parameter: message.parameter,
    metaData: Object.keys(res.body.metaData ?? {}),
  };
}

describe('per user name and address', () => {
  it(`refuses the 4th attempt after 3 wrong passwords with 402, even with the right password; other addresses are not affected`, async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await signIn('pair-user', WRONG, '198.51.100.1');
      expect(res.status, `attempt ${i + 1}`).toBe(401);
      expect(envelopeError(res).messageTemplate).toBe('authentication.password.invalid');
    }
    const refused = await signIn('pair-user', DEMO_PASSWORD, '198.51.100.1');
    expectLimited(refused);
    expect(envelopeError(refused).message).toMatch(/^Too many failed sign-in attempts for this user name from your address: try again in \d+ s$/);
    expect(refused.body.metaData.millisUntilResourcesAvailable).toBeGreaterThan(590_000);
    // the real user elsewhere signs in; that does not free the guesser's address
    expect((await signIn('pair-user', DEMO_PASSWORD, '198.51.100.2')).status).toBe(200);
    expectLimited(await signIn('pair-user', DEMO_PASSWORD, '198.51.100.1'));
  });

  it('answers a user name that does not exist exactly as one that does', async () => {
    const known: Response[] = [];
    const unknown: Response[] = [];
    for (let i = 0; i < 4; i += 1) {
      known.push(await signIn('acme-user', WRONG, '198.51.100.11'));
      unknown.push(await signIn('nobody-by-this-name', WRONG, '198.51.100.12'));
    }
    expect(known.map((r) => r.status)).toEqual([401, 401, 401, 402]);
    expect(unknown.map(shape)).toEqual(known.map(shape));
    expect(Math.abs(known[3]!.body.metaData.millisUntilResourcesAvailable - unknown[3]!.body.metaData.millisUntilResourcesAvailable)).toBeLessThan(5_000);
  });

  it('a refused attempt reads nothing from the database and costs a small part of a password check', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signIn('cpu-user', WRONG, '198.51.100.21')).status).toBe(401);
    const { result, statements } = await t.database.statements.capture(() => signIn('cpu-user', DEMO_PASSWORD, '198.51.100.21'));
    expect(result.status).toBe(402);
    expect(statements).toEqual([]);
    // CPU, not wall time: a password check is scrypt (tens of ms); a refusal is a few counter look-ups.
    // Medians of five, interleaved; the margin (5x) is far below the real ratio (~50x) and far above noise.
    const cpu = async (work: () => Promise<unknown>) => {
      const before = process.cpuUsage();
      await work();
      const used = process.cpuUsage(before);
      return used.user + used.system;
    };
    const refusedCpu: number[] = [];
    const checkedCpu: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      refusedCpu.push(await cpu(() => signIn('cpu-user', WRONG, '198.51.100.21')));
      checkedCpu.push(await cpu(() => signIn('cpu-user', WRONG, `198.51.100.${30 + i}`)));
    }
    const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
    expect(median(refusedCpu) * 5).toBeLessThan(median(checkedCpu));
  });

  it('a right password clears the failures counted for the user name', async () => {
    for (let i = 0; i < 2; i += 1) expect((await signIn('reset-user', WRONG, '198.51.100.41')).status).toBe(401);
    expect((await signIn('reset-user', DEMO_PASSWORD, '198.51.100.41')).status).toBe(200);
    // three more wrong passwords are answered 401 again (without the reset the first would be the 4th attempt: 402)
    for (let i = 0; i < 3; i += 1) expect((await signIn('reset-user', WRONG, '198.51.100.41')).status, `attempt ${i + 1}`).toBe(401);
    expectLimited(await signIn('reset-user', DEMO_PASSWORD, '198.51.100.41'));
  });
});

describe('per user name from every address', () => {
  it('after 6 failures from different addresses, only addresses the user signed in from lately may try', async () => {
    // the real user signs in from the office
    expect((await signIn('account-user', DEMO_PASSWORD, '203.0.113.10')).status).toBe(200);
    // a guesser from six addresses, two tries each would be under the per-address limit
    for (let i = 1; i <= 6; i += 1) expect((await signIn('account-user', WRONG, `192.0.2.${i}`)).status, `address ${i}`).toBe(401);
    const elsewhere = await signIn('account-user', DEMO_PASSWORD, '192.0.2.7');
    expectLimited(elsewhere);
    expect(envelopeError(elsewhere).message).toMatch(/^Too many failed sign-in attempts for this user name: try again in \d+ s$/);
    // the same for a name that does not exist, guessed the same way
    for (let i = 1; i <= 6; i += 1) expect((await signIn('no-account-here', WRONG, `192.0.2.${20 + i}`)).status).toBe(401);
    expect(shape(await signIn('no-account-here', DEMO_PASSWORD, '192.0.2.27'))).toEqual(shape(elsewhere));
    // the office is not locked out, and its sign-in clears the account's counter for everyone
    expect((await signIn('account-user', DEMO_PASSWORD, '203.0.113.10')).status).toBe(200);
    expect((await signIn('account-user', DEMO_PASSWORD, '192.0.2.7')).status).toBe(200);
  });

  it('an IPv6 client counts by its /64: stepping through the addresses of one prefix does not help', async () => {
    for (let i = 1; i <= 3; i += 1) expect((await signIn('analyst', WRONG, `2001:db8:1:2::${i}`)).status).toBe(401);
    expectLimited(await signIn('analyst', DEMO_PASSWORD, '2001:db8:1:2:ffff::4'));
    expect((await signIn('analyst', DEMO_PASSWORD, '2001:db8:1:3::1')).status).toBe(200);
  });
});

describe('per address across user names (spraying)', () => {
  it('after 8 failures from one address, whatever the names, the address is refused; others are not', async () => {
    const names = ['admin', 'analyst', 'acme-admin', 'globex-user', 'someone', 'anyone', 'admin2', 'root'];
    for (const name of names) expect((await signIn(name, 'Summer2026!', '198.51.100.99')).status, name).toBe(401);
    const refused = await signIn('acme-admin', DEMO_PASSWORD, '198.51.100.99');
    expectLimited(refused);
    expect(envelopeError(refused).message).toMatch(/^Too many failed sign-in attempts from your address: try again in \d+ s$/);
    expect((await signIn('acme-admin', DEMO_PASSWORD, '198.51.100.98')).status).toBe(200);
  });
});

describe('GraphQL login', () => {
  it('shares the counters with REST and answers RESOURCE_LIMIT with the wait', async () => {
    expect((await signIn('graphql-user', WRONG, '198.51.100.51')).status).toBe(401);
    const wrong = await signInGraphQL('graphql-user', WRONG, '198.51.100.51');
    expect(wrong.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', messageTemplate: 'authentication.password.invalid' });
    expect((await signIn('graphql-user', WRONG, '198.51.100.51')).status).toBe(401);
    const refused = await signInGraphQL('graphql-user', DEMO_PASSWORD, '198.51.100.51');
    expect(refused.body.data?.login ?? null).toBeNull();
    expect(refused.body.errors).toHaveLength(1);
    expect(refused.body.errors[0].extensions).toMatchObject({
      code: 'RESOURCE_LIMIT',
      messageTemplate: 'resource.limit.exceeded',
      metaData: { millisUntilResourcesAvailable: expect.any(Number) },
    });
    const wait = refused.body.errors[0].extensions.metaData.millisUntilResourcesAvailable;
    expect(wait).toBeGreaterThan(0);
    // graphql-yoga answers the error's HTTP status, and the wait as Retry-After like REST
    expect(refused.status).toBe(402);
    expect(Number(refused.headers['retry-after'])).toBe(Math.ceil(wait / 1000));
    expect(refused.headers['set-cookie']).toBeUndefined();
    // and REST sees the same refusal
    expectLimited(await signIn('graphql-user', DEMO_PASSWORD, '198.51.100.51'));
    // an unknown user name over GraphQL: the same error
    for (let i = 0; i < 3; i += 1) await signInGraphQL('graphql-nobody', WRONG, '198.51.100.52');
    const unknown = await signInGraphQL('graphql-nobody', DEMO_PASSWORD, '198.51.100.52');
    expect(unknown.status).toBe(refused.status);
    expect({ ...unknown.body.errors[0], message: 'x', extensions: { ...unknown.body.errors[0].extensions, timestamp: 0, metaData: 0 } }).toEqual({
      ...refused.body.errors[0],
      message: 'x',
      extensions: { ...refused.body.errors[0].extensions, timestamp: 0, metaData: 0 },
    });
  });
});

describe('settings', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await startTestApp({ env: { ...LIMITS, SIGNIN_MAX_FAILURES: '0', SIGNIN_ACCOUNT_MAX_FAILURES: '0', SIGNIN_ADDRESS_MAX_FAILURES: '0' } });
  });
  afterAll(async () => {
    await off?.close();
  });

  it('0 turns a limit off', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await off.request('POST', '/authentication/v1/password/authenticate', { body: { userName: 'acme-user', password: WRONG } });
      expect(res.status).toBe(401);
    }
  });
});
