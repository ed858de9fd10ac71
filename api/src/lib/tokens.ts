import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: cookie values need no encoding. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** One-shot `crypto.hash`: a third of `createHash().update().digest()`'s time (no Hash object); every session lookup pays it. */
export function sha256Hex(value: string): string {
  return hash('sha256', value, 'hex');
}

/** Constant-time string comparison (hashing first hides the lengths too). */
export function safeEqual(a: string, b: string): boolean {
  const digestA = hash('sha256', a, 'buffer');
  const digestB = hash('sha256', b, 'buffer');
  return timingSafeEqual(digestA, digestB);
}
