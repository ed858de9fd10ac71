// What every answer to a fuzzed request must be (issue #27, point 7): no 5xx; a 4xx in Laravel's shape
// { message, errors? } as JSON with the API's security headers; and no answer at all carries a stack
// trace, SQL or a server file path — unless the request itself sent that text (an echo is no leak).
import type { LightMyRequestResponse as Response } from 'fastify';
import { API_HEADERS } from '../../src/plugins/external/helmet';

/** Routes whose answers are pages for a browser (their 4xx are pages too, with helmet's document headers). */
const PAGE_ROUTES = [/^\/api\/payments\/sandbox\//, /^\/api\/dev\/mailbox(?:\/|$)/];

const LEAKS: readonly [string, RegExp][] = [
  ['a stack trace', /\n\s+at \S[^\n]*:\d+:\d+|\bat (?:async )?[\w.<>]+ \((?:\/|node:)[^)]*\)/],
  [
    'SQL',
    /Failed query|syntax error at or near|invalid input syntax for|out of range for type|violates [\w-]+ (?:key )?constraint|invalid byte sequence|relation "\w+"|column "\w+"|DrizzleQueryError|\bselect\s+[\w".*,\s]+\s+from\s+"?\w+"?\s+where\b|\binsert into\s+"?\w+/i,
  ],
  ['a file path', /\/work\/|node_modules|\/src\/[\w/.-]+\.[jt]s\b|\.ts:\d+|file:\/\//],
];

const TEXT_TYPES = /^(?:application\/(?:json|problem\+json)|text\/)/;

function isLaravelBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { message, errors, ...rest } = body as Record<string, unknown>;
  if (typeof message !== 'string' || Object.keys(rest).length > 0) return false;
  if (errors === undefined) return true;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return false;
  return Object.values(errors).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'));
}

/** What is wrong with the answer to `sent` (the request's URL, headers and body as text), or null. */
export function problemWith(routeUrl: string, sent: string, response: Response): string | null {
  const status = response.statusCode;
  if (status >= 500) return `${status}`;
  const type = String(response.headers['content-type'] ?? '');
  if (status >= 400) {
    const page = PAGE_ROUTES.some((pattern) => pattern.test(routeUrl)) && type.startsWith('text/html');
    if (!page) {
      if (!type.startsWith('application/json')) return `${status} as ${type || 'no content type'}`;
      let body: unknown;
      try {
        body = response.json();
      } catch {
        return `${status} with a body that is not JSON`;
      }
      if (!isLaravelBody(body)) return `${status} not in Laravel's shape`;
      for (const [name, value] of Object.entries(API_HEADERS)) {
        if (response.headers[name] !== value) return `${status} without ${name}`;
      }
    }
  }
  if (type === '' || TEXT_TYPES.test(type)) {
    for (const [what, pattern] of LEAKS) {
      const found = pattern.exec(response.body);
      if (found && !sent.includes(found[0])) return `${status} with ${what}: ${JSON.stringify(found[0].slice(0, 120))}`;
    }
  }
  return null;
}
