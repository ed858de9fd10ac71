// Writes whose answer got lost (decision 0211), for the API client (client.ts): the Idempotency-Key
// that names a logical write, when a write may be sent again under its key, and the pauses between.
import { NetworkError } from './network-error';

/** The header that names a logical write (api/src/plugins/app/idempotency.ts). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The pauses before each retry of a write whose answer got lost (three retries, then the failure is
 * reported to the error catalogue). A 409 from a write still running waits its `Retry-After` instead
 * when longer, up to MAX_RETRY_AFTER_MS.
 */
export const WRITE_RETRY_DELAYS_MS: readonly number[] = [250, 1000, 2000];
/** The longest `Retry-After` a write's retry waits (the API's claim of a killed instance lapses in 15 s). */
export const MAX_RETRY_AFTER_MS = 16_000;
/** Answers from the proxy or the API that say the write may not have arrived, or is still running. */
const RETRIED_WRITE_STATUSES: ReadonlySet<number> = new Set([409, 502, 503, 504]);

/**
 * A random UUID (v4). `crypto.randomUUID` exists only in secure contexts (https, localhost); a site
 * served over plain http elsewhere still has `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The `Retry-After` of an answer in milliseconds (seconds only, as the API sends it), or 0. */
export function retryAfterMs(res: Response): number {
  const seconds = Number(res.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : 0;
}

/** Waits, unless the caller cancels first (then rejects with the caller's reason, like fetch). */
export function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Whether a write's answer (or its absence) says it may be sent again under its key: the proxy found no
 * instance to answer (502/503/504), nothing came back (not a timeout: the user has waited long enough
 * then), or the API is still running the first send (409 with Retry-After; a 409 of the write's own
 * rules has none).
 */
export function retriableWrite(outcome: Response | unknown): boolean {
  if (outcome instanceof Response) {
    if (!RETRIED_WRITE_STATUSES.has(outcome.status)) return false;
    return outcome.status !== 409 || outcome.headers.has('retry-after');
  }
  return outcome instanceof NetworkError && outcome.reason === 'network';
}
