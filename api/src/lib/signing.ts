// Signed links and tokens (HMAC-SHA256 with APP_KEY), as Laravel's URL::temporarySignedRoute:
// anyone holding the link may use it until it expires; changing any part breaks the signature.
import { createHmac } from 'node:crypto';
import { safeEqual } from './tokens';

function hmac(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/**
 * `path?params&expires=…&signature=…`. The signature covers the path and every parameter (sorted),
 * including `expires` when given, so the link cannot be moved to another user or extended.
 */
export function signPath(key: string, path: string, params: Record<string, string> = {}, expiresAt?: Date): string {
  const query = new URLSearchParams(params);
  if (expiresAt) query.set('expires', String(Math.floor(expiresAt.getTime() / 1000)));
  query.sort();
  const unsigned = query.size > 0 ? `${path}?${query.toString()}` : path;
  query.set('signature', hmac(key, unsigned));
  return `${path}?${query.toString()}`;
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

/** Checks a path and its query (as received) against `signPath`'s output. */
export function checkSignedPath(key: string, path: string, query: Record<string, unknown>, now = new Date()): SignatureCheck {
  const params = new URLSearchParams();
  let signature = '';
  for (const [name, value] of Object.entries(query)) {
    if (typeof value !== 'string') return 'invalid';
    if (name === 'signature') signature = value;
    else params.set(name, value);
  }
  if (!signature) return 'invalid';
  params.sort();
  const unsigned = params.size > 0 ? `${path}?${params.toString()}` : path;
  if (!safeEqual(signature, hmac(key, unsigned))) return 'invalid';
  const expires = params.get('expires');
  if (expires !== null && (!/^\d+$/.test(expires) || Number(expires) * 1000 < now.getTime())) return 'expired';
  return 'valid';
}

/** A compact signed token carrying a small JSON payload (e.g. unsubscribe: user id and list). */
export function signToken(key: string, payload: Record<string, unknown>): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${hmac(key, `token:${body}`)}`;
}

/** The payload of a token made by `signToken` with the same key, or null. */
export function readToken(key: string, token: string): Record<string, unknown> | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || token.length > 2048) return null;
  if (!safeEqual(signature, hmac(key, `token:${body}`))) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
