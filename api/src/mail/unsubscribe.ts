// One-click unsubscribe (RFC 8058): a signed token names the user and the list (an email flag of
// the settings, or 'all'). It does not expire — an unsubscribe link must keep working as long as
// the mail may be read — and it can only turn mail off, never on.
import { EMAIL_NOTIFICATION_FLAGS } from '@bizmarkt/shared/contract';
import { readToken, signToken } from '../lib/signing';
import { localePrefix } from './format';
import type { Lang } from '../lib/lang';
import type { UnsubscribeList } from './types';

/** The email flags a link may turn off (every one of the settings' email group). */
export const EMAIL_FLAGS = EMAIL_NOTIFICATION_FLAGS;

export const UNSUBSCRIBE_LISTS: readonly UnsubscribeList[] = [...EMAIL_FLAGS, 'all'];

export function isUnsubscribeList(value: unknown): value is UnsubscribeList {
  return typeof value === 'string' && (UNSUBSCRIBE_LISTS as readonly string[]).includes(value);
}

export function unsubscribeToken(appKey: string, userId: number, list: UnsubscribeList): string {
  return signToken(appKey, { u: userId, l: list });
}

/** The user and list of a token signed with `appKey`, or null for anything forged or malformed. */
export function readUnsubscribeToken(appKey: string, token: string): { userId: number; list: UnsubscribeList } | null {
  const payload = readToken(appKey, token);
  if (!payload) return null;
  const { u, l } = payload;
  if (typeof u !== 'number' || !Number.isInteger(u) || u <= 0 || !isUnsubscribeList(l)) return null;
  return { userId: u, list: l };
}

/** The page a person opens from the mail's footer: it confirms and posts the token. */
export function unsubscribePageUrl(appUrl: string, locale: Lang, token: string): string {
  return `${appUrl}${localePrefix(locale)}/unsubscribed?token=${encodeURIComponent(token)}`;
}

/** The RFC 8058 one-click target a mail client posts to (`List-Unsubscribe`). */
export function oneClickUrl(appUrl: string, token: string): string {
  return `${appUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function unsubscribeHeaders(appUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl(appUrl, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * The address shown after unsubscribing, masked (j***@example.com): whoever holds a forwarded mail
 * holds its link, and the page should confirm the right account without disclosing the address.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
