// Sign-in throttling: how many wrong passwords a user name and a client
// address may send before sign-in is refused for a while (402, the spec's
// status for limits). Three counters, each over a fixed window of
// SIGNIN_FAILURE_WINDOW_SECONDS from its first attempt:
//
// - per (user name, address), SIGNIN_MAX_FAILURES: a guesser at one address
//   is stopped after a few tries, and nobody else is affected;
// - per address across user names, SIGNIN_ADDRESS_MAX_FAILURES: one address
//   spraying a common password over many names;
// - per user name across addresses, SIGNIN_ACCOUNT_MAX_FAILURES: many
//   addresses guessing one account. Over it, only addresses that signed in to
//   this account within SIGNIN_KNOWN_ADDRESS_DAYS may still try, so an
//   attacker elsewhere cannot lock the real user out of where they work.
//
// Every attempt takes its point before the password is looked at, so a burst
// of parallel guesses cannot outrun the counters, and a refused attempt never
// reaches the user table or the password hash: the refusal costs the same,
// and answers the same, whether the user name exists or not (counters are
// keyed by a hash of the name as typed). A right password gives its point
// back: it clears the name's counters (account and pair) and takes its own
// point off the address counter, but not the address's earlier failures (an
// address spraying names cannot wipe its record by signing in to an account
// of its own).
import ipaddr from 'ipaddr.js';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sha256 } from '../../auth/secrets.ts';
import type { Config } from '../../config.ts';
import type { RateLimiterStore } from '../../db/rate-limiters.ts';
import { ResourceLimitError } from '../../errors.ts';

type Settings = Config['auth']['signIn'];

export interface SignInAttempt {
  /** The password was right: forget the name's failures and remember the address. */
  succeeded(): Promise<void>;
}

/**
 * The address a limit counts: IPv4 as it is (IPv4-mapped IPv6 counts as
 * IPv4), IPv6 by its /64, the block one subscriber is given (so an attacker
 * cannot step through addresses of their own prefix).
 */
export function addressKey(clientIp: string): string {
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.process(clientIp);
  } catch {
    return clientIp;
  }
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}

function counter(store: RateLimiterStore, settings: Settings, kind: string, points: number): RateLimiterAbstract | null {
  if (points <= 0) return null;
  return store.limiter({ keyPrefix: `${settings.rateLimitPrefix}:${kind}`, points, duration: settings.windowSeconds });
}

function refused(res: RateLimiterRes, what: string): ResourceLimitError {
  const wait = Math.max(1, res.msBeforeNext);
  return new ResourceLimitError(wait, `Too many failed sign-in attempts ${what}: try again in ${Math.ceil(wait / 1000)} s`);
}

/** Takes one point of each counter; undefined when the counter says yes, the refusal when it says no. */
async function take(limiter: RateLimiterAbstract | null, key: string): Promise<RateLimiterRes | undefined> {
  if (!limiter) return undefined;
  try {
    await limiter.consume(key);
    return undefined;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection;
    throw rejection;
  }
}

/**
 * Counts a sign-in attempt before its password is checked; throws 402
 * (ResourceLimitError, with the wait) when the attempt is refused.
 */
export async function beginSignIn(store: RateLimiterStore, settings: Settings, who: { userName: string; clientIp: string }): Promise<SignInAttempt> {
  // A hash: fixed length whatever was typed, and no user names in Redis.
  const account = sha256(who.userName).toString('base64url');
  const address = addressKey(who.clientIp);
  const pairKey = `${account}@${address}`;
  const byAddress = counter(store, settings, 'address', settings.addressMaxFailures);
  const byPair = counter(store, settings, 'pair', settings.maxFailures);
  const byAccount = counter(store, settings, 'account', settings.accountMaxFailures);
  // A marker, not a limit: one point set on success, kept for the known-address period.
  const known = settings.knownAddressDays > 0 ? store.limiter({ keyPrefix: `${settings.rateLimitPrefix}:known`, points: 1, duration: settings.knownAddressDays * 86_400 }) : null;

  // The address first: an address that is refused adds nothing to the counters of the names it tries.
  const overAddress = await take(byAddress, address);
  if (overAddress) throw refused(overAddress, 'from your address');
  const overPair = await take(byPair, pairKey);
  if (overPair) throw refused(overPair, 'for this user name from your address');
  const overAccount = await take(byAccount, account);
  if (overAccount && !(await known?.get(pairKey))) throw refused(overAccount, 'for this user name');

  return {
    async succeeded() {
      await Promise.all([
        byPair?.delete(pairKey),
        byAccount?.delete(account),
        byAddress?.reward(address, 1),
        known?.set(pairKey, 1, settings.knownAddressDays * 86_400),
      ]);
    },
  };
}
