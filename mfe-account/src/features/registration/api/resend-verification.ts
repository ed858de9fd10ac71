import { useMutation } from '@bizmarkt/shared/query';
import { ApiError, apiFetch } from '@bizmarkt/shared';
import { ACCOUNT_PATHS, type ErrorBody } from '@bizmarkt/shared/contract';

/** A 429 of the resend: the server's text and how long to wait, when it says. */
export class ThrottledError extends Error {
  readonly retryAfterSeconds: number | null;

  constructor(message: string, retryAfterSeconds: number | null) {
    super(message);
    this.name = 'ThrottledError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isThrottledError(error: unknown): error is ThrottledError {
  return error instanceof ThrottledError;
}

function errorBody(value: unknown): ErrorBody | null {
  return value && typeof value === 'object' && typeof (value as ErrorBody).message === 'string' ? (value as ErrorBody) : null;
}

/**
 * Seconds to wait: the `Retry-After` header (seconds or an HTTP date), else the first number of the
 * server's message ('Please wait 42 seconds…'), else unknown.
 */
export function retryAfterSeconds(headers: Headers, message: string, now = Date.now()): number | null {
  const header = headers.get('retry-after')?.trim();
  if (header) {
    if (/^\d+$/.test(header)) return Number(header);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  }
  const inMessage = message.match(/\d+/);
  return inMessage ? Number(inMessage[0]) : null;
}

/**
 * `POST /api/email/verification-notification`: sends a new confirmation link. The page shows a 429
 * itself (with the wait), so this reads the whole answer for its `Retry-After` header.
 */
export async function resendVerification(): Promise<{ message?: string }> {
  const response = await apiFetch(ACCOUNT_PATHS.resendVerification, { method: 'POST', handled: [429] });
  if (response.ok) return (response.body ?? {}) as { message?: string };
  const body = errorBody(response.body);
  if (response.status === 429) {
    const message = body?.message ?? '';
    throw new ThrottledError(message, retryAfterSeconds(response.headers, message));
  }
  throw new ApiError(response.status, body);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
