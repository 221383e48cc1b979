// Logging in with a user name and password, and out again.
import { verifyPassword } from '../../auth/password.ts';
import { createSession, destroySession, type NewSession } from '../../auth/session.ts';
import { accountProblem } from '../../auth/viewer.ts';
import type { RequestContext, ServiceContext } from '../../context.ts';
import { ConstraintError, InvalidFieldError, UnauthenticatedError } from '../../errors.ts';
import { beginSignIn } from './sign-in-limits.ts';

export interface LoginInput {
  userName: string;
  password: string;
}

export interface LoginResult extends NewSession {
  userId: number;
}

const REFUSED = () =>
  new UnauthenticatedError('Unknown user name or wrong password', 'authentication.password.invalid');

export interface Client {
  userAgent: string;
  clientIp: string;
  /** The session cookie the browser still sent, if any: signing in ends that session (whoever's it was). */
  previousSessionToken?: string | undefined;
}

/**
 * Signs in (REST and GraphQL alike). Throttled per user name and client
 * address (sign-in-limits.ts): a refused attempt answers 402 before the user
 * or the password is looked at.
 */
export async function login(ctx: Pick<RequestContext, 'db' | 'config' | 'limiters'>, input: LoginInput, client: Client): Promise<LoginResult> {
  const userName = input.userName.trim();
  if (!userName) throw new InvalidFieldError('userName', 'userName is required', 'field.required');
  if (!input.password) throw new InvalidFieldError('password', 'password is required', 'field.required');
  const attempt = await beginSignIn(ctx.limiters, ctx.config.auth.signIn, { userName, clientIp: client.clientIp });
  const user = await ctx.db.user.findUnique({
    where: { shortName: userName },
    select: { id: true, shortName: true, passwordHash: true, flags: true, customer: { select: { shortName: true, flags: true } } },
  });
  // verifyPassword does the same work for a missing user, so timing does not reveal which names exist.
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !passwordOk) throw REFUSED();
  // The password was right: a disabled account learns that it is disabled, and its failures are forgotten all the same.
  await attempt.succeeded();
  const problem = accountProblem({ userShortName: user.shortName, userFlags: user.flags, customerShortName: user.customer.shortName, customerFlags: user.customer.flags });
  if (problem) throw new UnauthenticatedError(problem, 'authentication.account.disabled');
  const session = await createSession(ctx.db, {
    userId: user.id,
    ttlHours: ctx.config.auth.sessionTtlHours,
    userAgent: client.userAgent,
    clientIp: client.clientIp,
    replaces: client.previousSessionToken,
  });
  return { ...session, userId: user.id };
}

/**
 * Ends the caller's session. Idempotent: without a live session (no cookie, or
 * one unknown, logged out or expired, which authentication then ignores) there
 * is nothing to end and the caller's cookies are cleared all the same. An API
 * key caller gets 412.
 */
export async function logout(ctx: ServiceContext): Promise<void> {
  const viewer = ctx.access.viewer;
  if (!viewer) return;
  if (viewer.via.kind !== 'session') {
    throw new ConstraintError('This request is authenticated by an API key, not a session: there is nothing to log out', 'authentication.session.none');
  }
  await destroySession(ctx.db, viewer.via.sessionId);
}
