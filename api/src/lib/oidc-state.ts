// The short-lived cookie that carries an OpenID Connect sign-in from our redirect to the provider's
// callback: state, nonce and PKCE verifier (the checks openid-client needs), plus what we must
// remember about the visitor (intent, locale, partner code). It is encrypted and authenticated
// with AES-256-GCM under a key derived from APP_KEY: the browser cannot read the PKCE verifier or
// change a field, and the API needs no server-side store for half-finished sign-ins.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export const OIDC_STATE_COOKIE = 'bizmarkt_oidc';
/** Sent only to the two sign-in routes, not with every API call. */
export const OIDC_STATE_COOKIE_PATH = '/api/auth/oidc';
/** A sign-in that takes longer than this starts over. */
export const OIDC_STATE_TTL_MS = 10 * 60 * 1000;

export type OidcIntent = 'login' | 'register';
export type OidcLocale = 'en' | 'de';

export interface OidcFlowState {
  state: string;
  nonce: string;
  codeVerifier: string;
  intent: OidcIntent;
  locale: OidcLocale;
  /** The `p` partner code cookie at the start (1 to 5 characters), for a new account. */
  partnerCode: string | null;
  /** Epoch milliseconds after which the cookie is refused even if the browser still sends it. */
  expiresAt: number;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Far above a real cookie (about 300 bytes); bounds the work done on a hostile value. */
const MAX_COOKIE_LENGTH = 2048;

function keyFrom(appKey: string): Buffer {
  // A key of its own (HKDF with a label), so this cookie's key is never the one that signs links.
  return Buffer.from(hkdfSync('sha256', appKey, 'bizmarkt', 'oidc-state-cookie', 32));
}

export function sealOidcState(appKey: string, flow: OidcFlowState): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(appKey), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The flow sealed by `sealOidcState` with the same key, or null when forged, damaged or expired. */
export function openOidcState(appKey: string, cookie: string | undefined, now = Date.now()): OidcFlowState | null {
  if (!cookie || cookie.length > MAX_COOKIE_LENGTH) return null;
  const raw = Buffer.from(cookie, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  let json: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(appKey), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    json = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
  const flow = parseFlow(json);
  return flow && flow.expiresAt > now ? flow : null;
}

function parseFlow(json: string): OidcFlowState | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const isText = (x: unknown): x is string => typeof x === 'string' && x.length > 0;
  if (!isText(v.state) || !isText(v.nonce) || !isText(v.codeVerifier)) return null;
  if (v.intent !== 'login' && v.intent !== 'register') return null;
  if (v.locale !== 'en' && v.locale !== 'de') return null;
  if (v.partnerCode !== null && !isText(v.partnerCode)) return null;
  if (typeof v.expiresAt !== 'number') return null;
  return {
    state: v.state,
    nonce: v.nonce,
    codeVerifier: v.codeVerifier,
    intent: v.intent,
    locale: v.locale,
    partnerCode: v.partnerCode,
    expiresAt: v.expiresAt,
  };
}
