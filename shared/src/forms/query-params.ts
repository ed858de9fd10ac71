// Query parameters of a form sent with GET (and of laravel-precognition's validation requests).
import type { RequestOptions } from '../api/client';

/** An object as query parameters: scalars as they are, anything else as JSON. */
export function queryOf(params: Record<string, unknown> | undefined): RequestOptions['query'] {
  if (!params) return undefined;
  const query: NonNullable<RequestOptions['query']> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      query[key] = value;
    } else {
      query[key] = JSON.stringify(value);
    }
  }
  return query;
}
