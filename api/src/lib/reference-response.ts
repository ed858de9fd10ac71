// Reference data (categories, countries) changes only with a migration or a seed: each language's
// answer is serialised once, kept in memory (plugins/app/live-state.ts, dropped on a `reference`
// change) and sent with a strong ETag; a matching If-None-Match gets 304 without a body.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface ReferenceBody {
  json: string;
  etag: string;
}

export function referenceBody(value: unknown): ReferenceBody {
  const json = JSON.stringify(value);
  return { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
}

/** Whether an If-None-Match header (a list, possibly weak validators, or `*`) names this ETag. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const tag = part.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

export function sendReference(request: FastifyRequest, reply: FastifyReply, body: ReferenceBody): FastifyReply {
  reply.header('etag', body.etag);
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body.json);
}
