// Logging in and out. The session token travels only in an HttpOnly cookie;
// the CSRF token is answered here and in a readable cookie, and every unsafe
// request made with the session must echo it in the X-CSRF-Token header.
import { CSRF_COOKIE, SESSION_COOKIE } from '../../auth/session.ts';
import { login, logout } from '../../domains/identity/sessions.ts';
import type { RequestContext } from '../../context.ts';
import { builder } from '../builder.ts';
import { callersOwn } from '../common/hidden-references.ts';
import { User } from './user.ts';
import { payloadOf } from '../common/mutation-payload.ts';

interface SessionShape {
  userId: number;
  csrfToken: string;
  expiresAt: Date;
}

const Session = builder.objectRef<SessionShape>('Session').implement({
  description: 'A browser session. The session token itself is only ever in the HttpOnly cookie.',
  fields: (t) => ({
    csrfToken: t.exposeString('csrfToken', { description: 'Send it as the X-CSRF-Token header on requests that change data.' }),
    expiresTimestamp: t.expose('expiresAt', { type: 'Timestamp', description: 'When the session ends unless you log out first.' }),
    user: t.prismaField({
      type: User,
      description: 'The user who signed in.',
      // The user who just signed in (the request itself is still anonymous).
      ...callersOwn(),
      resolve: (query, session, _args, ctx) => ctx.db.user.findUniqueOrThrow({ ...query, where: { id: session.userId } }),
    }),
  }),
});

function secureCookies(ctx: RequestContext): boolean {
  const setting = ctx.config.auth.sessionCookieSecure;
  return setting === 'auto' ? ctx.http.req.protocol === 'https' : setting;
}

builder.relayMutationField(
  'login',
  {
    description: 'Credentials for a password log-in.',
    inputFields: (t) => ({
      userName: t.string({ required: true, description: 'The user\'s short name.' }),
      password: t.string({ required: true, description: 'The password (at most 1024 characters).' }),
    }),
  },
  {
    nullable: true,
    description:
      'Log in with a user name and password; sets the session cookie, replacing (and ending) any session the browser still holds. A session cookie sent with this mutation is ignored, valid or not. After too many failed attempts for the user name or from the address, answers RESOURCE_LIMIT with `metaData.millisUntilResourcesAvailable`, without checking the password.',
    resolve: async (_root, { input }, ctx) => {
      const session = await login(ctx, input, {
        userAgent: ctx.http.req.headers['user-agent'] ?? '',
        clientIp: ctx.http.clientIp,
        previousSessionToken: ctx.http.req.cookies?.[SESSION_COOKIE],
      });
      const common = { path: '/', sameSite: 'strict' as const, secure: secureCookies(ctx), expires: session.expiresAt };
      ctx.http.reply.setCookie(SESSION_COOKIE, session.token, { ...common, httpOnly: true });
      ctx.http.reply.setCookie(CSRF_COOKIE, session.csrfToken, { ...common, httpOnly: false });
      return { session };
    },
  },
  payloadOf('session', Session, { payload: 'What login answers.', field: 'The new session (its token is only in the HttpOnly cookie).' }),
);

// Logging out acts on the session the request's cookie names: there is nothing to give, so
// logout is the one mutation without an `input` (relayMutationField with no input type).
builder.relayMutationField(
  'logout',
  null,
  {
    nullable: true,
    description: 'End the current session and clear its cookies.',
    resolve: async (_root, _args, ctx) => {
      await logout(ctx);
      ctx.http.reply.clearCookie(SESSION_COOKIE, { path: '/' });
      ctx.http.reply.clearCookie(CSRF_COOKIE, { path: '/' });
      return { loggedOut: true };
    },
  },
  payloadOf('loggedOut', 'Boolean', { payload: 'What logout answers.', field: 'True: the session (if the cookie named a live one) has ended and its cookies are cleared.' }),
);
