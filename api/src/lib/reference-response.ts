// Reference data (categories, countries) changes only with a migration or a seed: each language's
// answer is serialised once, kept in memory (plugins/app/live-state.ts, dropped on a `reference`
// change) and sent with a strong ETag; a matching If-None-Match gets 304 without a body. An answer
// over a kilobyte is compressed once too (brotli and gzip) and sent so to a client that accepts it:
// the countries are 10 KB as JSON and 2.8 KB gzipped, on a phone's first page load.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appendVary } from './precognition';

/** Below this many bytes compressing saves less than the headers it costs. */
export const COMPRESS_FROM_BYTES = 1024;

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

export interface ReferenceBody {
  json: string;
  etag: string;
  /** The JSON compressed, when it is worth it. */
  encoded?: Readonly<Record<Encoding, Buffer>>;
}

export function referenceBody(value: unknown): ReferenceBody {
  const json = JSON.stringify(value);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  if (Buffer.byteLength(json) < COMPRESS_FROM_BYTES) return { json, etag };
  const encoded = {
    br: brotliCompressSync(json, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
    gzip: gzipSync(json, { level: constants.Z_BEST_COMPRESSION }),
  };
  return { json, etag, encoded };
}

/** Whether an If-None-Match header (a list, possibly weak validators, or `*`) names this ETag. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const tag = part.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** Distinct Accept-Encoding values remembered (browsers send a handful; the rest are cut off here). */
const NEGOTIATED_MAX = 64;
const negotiated = new Map<string, Encoding | null>();

/** The encoding to send for an Accept-Encoding value, parsed once per distinct value. */
export function encodingFor(accepted: string): Encoding | null {
  let encoding = negotiated.get(accepted);
  if (encoding === undefined) {
    encoding = negotiate<Encoding>(accepted, [...ENCODINGS]);
    if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
    negotiated.set(accepted, encoding);
  }
  return encoding;
}

export function sendReference(request: FastifyRequest, reply: FastifyReply, body: ReferenceBody): FastifyReply {
  reply.header('etag', body.etag);
  if (body.encoded) reply.header('vary', appendVary(reply.getHeader('vary'), 'Accept-Encoding'));
  if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const encoding = body.encoded && accepted ? encodingFor(accepted) : null;
  if (!encoding || !body.encoded) return reply.send(body.json);
  return reply.header('content-encoding', encoding).send(body.encoded[encoding]);
}
