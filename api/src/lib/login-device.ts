// Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a successful login
// leaves a signed cookie in the browser naming that account. A later login attempt for the account
// that presents it is counted against the device's own counter only, so the per-account ceiling that
// strangers fill from many addresses never locks out the owner's own browser.
//
// The value is `<nonce>.<HMAC(APP_KEY, nonce + email)>`: it names no account (the signature is checked
// against the email being logged in to), cannot be made without APP_KEY, and is sent to the login
// route only (its path).
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_PATHS } from '@bizmarkt/shared/contract';
import { safeEqual } from './tokens';

export const LOGIN_DEVICE_COOKIE = 'bizmarkt_device';
/** A device stays known this long after its last successful login. */
export const LOGIN_DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

function signature(key: string, nonce: string, email: string): string {
  return createHmac('sha256', key).update(`login-device:${nonce}:${email.trim().toLowerCase()}`).digest('base64url');
}

/** The device id (nonce) of the request's device cookie when it was issued for this email; else null. */
export function loginDeviceOf(request: FastifyRequest, key: string, email: string): string | null {
  const value = request.cookies?.[LOGIN_DEVICE_COOKIE];
  if (typeof value !== 'string' || value.length > 128) return null;
  const [nonce, signed, extra] = value.split('.');
  if (!nonce || !signed || extra !== undefined || !NONCE.test(nonce)) return null;
  return safeEqual(signed, signature(key, nonce, email)) ? nonce : null;
}

/** Sets a new device cookie for the email (replacing the browser's cookie for any other account). */
export function issueLoginDevice(request: FastifyRequest, reply: FastifyReply, key: string, email: string): void {
  const nonce = randomBytes(16).toString('base64url');
  reply.setCookie(LOGIN_DEVICE_COOKIE, `${nonce}.${signature(key, nonce, email)}`, {
    path: SESSION_PATHS.login,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: LOGIN_DEVICE_MAX_AGE_S,
  });
}
