// Random tokens and their hashes. Secrets of 32 random bytes cannot be
// guessed, so a fast hash (SHA-256) protects them at rest; a slow password
// hash would only cost time on every request.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

export function sameHash(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
