// Stripe's webhook signature scheme, for the sandbox provider: `Stripe-Signature: t=<seconds>,v1=<hex>`
// where v1 = HMAC-SHA256(secret, `${t}.${payload}`). The Stripe adapter verifies with the SDK instead;
// a test proves both agree (the SDK's test header verifies here).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default tolerance: a signature older than five minutes is refused (replays of old captures). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function digest(payload: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${digest(payload, secret, timestamp)}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((item) => item.trim());
    if (key === 't') timestamp = Number(value);
    else if (key === 'v1' && value) signatures.push(value);
  }
  return Number.isInteger(timestamp) && signatures.length > 0 ? { timestamp, signatures } : null;
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True when one of the header's v1 signatures matches and its time is within the tolerance of `nowSeconds`. */
export function verifySignature(payload: string, header: string | undefined, secret: string, nowSeconds: number): boolean {
  const parsed = header ? parseHeader(header) : null;
  if (!parsed) return false;
  if (Math.abs(nowSeconds - parsed.timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = digest(payload, secret, parsed.timestamp);
  return parsed.signatures.some((signature) => sameHex(signature, expected));
}
