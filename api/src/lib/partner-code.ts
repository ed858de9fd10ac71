// The partner code a visitor arrived with (spec §5): the shell keeps `?p=` in a cookie for 30 days;
// registration and a social sign-up store it on the new account.
import type { FastifyRequest } from 'fastify';
import { PARTNER_CODE_MAX_LENGTH, PARTNER_CODE_MIN_LENGTH, PARTNER_COOKIE } from '@bizmarkt/shared/constants';

/** A control character (NUL above all: PostgreSQL cannot store it — a cookie of `%00` was a 500 at sign-up). */
// eslint-disable-next-line no-control-regex -- control characters are what this matches
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The partner code cookie as the shell keeps it (1 to 5 characters, none a control character), or null. */
export function partnerCodeOf(request: FastifyRequest): string | null {
  const code = request.cookies[PARTNER_COOKIE]?.trim();
  return code && code.length >= PARTNER_CODE_MIN_LENGTH && code.length <= PARTNER_CODE_MAX_LENGTH && !CONTROL.test(code) ? code : null;
}
