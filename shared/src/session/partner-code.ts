import { PARTNER_CODE_MAX_LENGTH, PARTNER_CODE_MIN_LENGTH, PARTNER_COOKIE, PARTNER_COOKIE_MAX_AGE_S } from '../constants';
import { writeCookie } from '../api/cookies';

/** The partner code of a query string (spec §5): `p` of 1 to 5 characters, otherwise none. */
export function partnerCodeFrom(search: string): string | null {
  const code = new URLSearchParams(search).get('p');
  if (code === null) return null;
  return code.length >= PARTNER_CODE_MIN_LENGTH && code.length <= PARTNER_CODE_MAX_LENGTH ? code : null;
}

/** Keeps a valid partner code of the URL in the `p` cookie for 30 days. */
export function storePartnerCode(search: string): string | null {
  const code = partnerCodeFrom(search);
  if (code !== null) writeCookie(PARTNER_COOKIE, code, PARTNER_COOKIE_MAX_AGE_S);
  return code;
}
