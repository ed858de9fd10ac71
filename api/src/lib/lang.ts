import type { FastifyRequest } from 'fastify';

export type Lang = 'en' | 'de';

/** The client's locale from the `X-LANG` header: German for `de` (or `de-…`), English otherwise. */
export function requestLang(request: Pick<FastifyRequest, 'headers'>): Lang {
  const header = request.headers['x-lang'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  return value === 'de' || value.startsWith('de-') || value.startsWith('de_') ? 'de' : 'en';
}
