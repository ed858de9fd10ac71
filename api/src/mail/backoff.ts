// Retry schedule of the outbox: 30 s, 1, 2, 4, 8, 16, 32 min (capped at 1 h), then 'failed' after
// the 8th attempt — about an hour of retries, enough to ride out an SMTP outage or a restart of the
// relay, short enough that a verification link (valid 60 minutes) is still useful when it arrives.

export const MAX_ATTEMPTS = 8;
const BASE_SECONDS = 30;
const CAP_SECONDS = 60 * 60;

/** Seconds to wait after the `attempts`-th failed attempt (1-based). */
export function backoffSeconds(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(CAP_SECONDS, BASE_SECONDS * 2 ** exponent);
}
