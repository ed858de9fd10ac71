// The partner code a visitor arrived with (spec §5): the shell keeps `?p=` in a cookie for 30 days;
// registration and a social sign-up store it on the new account.
import type { FastifyRequest } from 'fastify';
import { PARTNER_CODE_MAX_LENGTH, PARTNER_CODE_MIN_LENGTH, PARTNER_COOKIE } from '@bizmarkt/shared/constants';

/** The partner code cookie as the shell keeps it (1 to 5 characters), or null. */
export function partnerCodeOf(request: FastifyRequest): string | null {
  const code = request.cookies[PARTNER_COOKIE]?.trim();
  return code && code.length >= PARTNER_CODE_MIN_LENGTH && code.length <= PARTNER_CODE_MAX_LENGTH ? code : null;
}
