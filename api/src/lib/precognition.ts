// Laravel Precognition on the wire: a request with `Precognition: true` asks the route to validate its
// input and stop there; `Precognition-Validate-Only: a,b` limits that to some fields (the ones the
// visitor has touched). The plugin (plugins/app/precognition.ts) applies it to routes that opt in.
import type { FastifyReply } from 'fastify';

export interface PrecognitionRequest {
  /** The fields to validate; null: all of them. */
  validateOnly: ReadonlySet<string> | null;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

/** The Precognition request the headers describe, or null for an ordinary request. */
export function parsePrecognition(headers: Record<string, string | string[] | undefined>): PrecognitionRequest | null {
  if (headerValue(headers['precognition'])?.trim().toLowerCase() !== 'true') return null;
  const only = headerValue(headers['precognition-validate-only']);
  if (only === undefined) return { validateOnly: null };
  // Present but empty means "no field", as in Laravel (the rules are filtered down to none).
  const fields = only
    .split(',')
    .map((field) => field.trim())
    .filter((field) => field !== '');
  return { validateOnly: new Set(fields) };
}

/**
 * Whether an input field (dot path, e.g. `address.street`) is covered by a requested name: the name
 * itself, a field nested under it, or a `*` segment standing for any one segment (`items.*.price`).
 */
export function fieldRequested(field: string, requested: ReadonlySet<string>): boolean {
  const parts = field.split('.');
  for (const name of requested) {
    const pattern = name.split('.');
    if (pattern.length <= parts.length && pattern.every((segment, i) => segment === '*' || segment === parts[i])) return true;
  }
  return false;
}

/** The answer to a Precognition request whose input is valid: the route's handler never runs. */
export function sendPrecognitionSuccess(reply: FastifyReply): FastifyReply {
  return reply.code(204).header('Precognition-Success', 'true').send();
}

/** Adds a name to the `Vary` header without repeating or dropping what is there. */
export function appendVary(current: string | string[] | number | undefined, name: string): string {
  const names = (Array.isArray(current) ? current.join(',') : current === undefined ? '' : String(current))
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (names.some((part) => part === '*' || part.toLowerCase() === name.toLowerCase())) return names.join(', ');
  return [...names, name].join(', ');
}
