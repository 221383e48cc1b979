// Password hashing with scrypt (node:crypto), stored in a self-describing
// form so the cost can be raised later without breaking old hashes.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { INPUT_RULES } from '../domains/common/input-policy.ts';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
// 128 * N * r bytes of memory, plus headroom.
const maxmem = (N: number, r: number) => 128 * N * r + 16 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...COST, maxmem: maxmem(COST.N, COST.r) });
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Same work as a real check, so timing does not tell whether the user has a password.
    await hashPassword(password);
    return false;
  }
  const [, n, r, p, saltB64, keyB64] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyB64, 'base64');
  const N = Number(n);
  const R = Number(r);
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, { N, r: R, p: Number(p), maxmem: maxmem(N, R) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * Passwords a person chose: long enough to matter, short enough to hash (the
 * input policy's limit for secrets, checked here too for the command line).
 */
export function passwordProblem(password: string): string | null {
  if (password.length < 8) return 'must be at least 8 characters';
  if (password.length > INPUT_RULES.secret.maxLength) return `must be at most ${INPUT_RULES.secret.maxLength} characters`;
  return null;
}
