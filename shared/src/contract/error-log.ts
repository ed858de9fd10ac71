// The client error log on the wire (spec §3 "Error log event" and "Batch", §7 `POST /api/log/js`).
// Strict about the shape (a batch that is not one answers 422), lenient about the content: text is
// cut to the caps rather than refused, so a long stack still arrives, and anything PostgreSQL would
// refuse (NUL characters, lone UTF-16 surrogates in jsonb) is cleaned first — bad input must never
// become a 5xx. The client's types are the schemas' input: what it may send.
import { z } from './zod';
import { ERROR_LOG_BATCH_SIZE } from '../constants';
import { requestBody } from './body';
import { INT4_MAX } from './column-limits';

import { ERROR_LOG_EVENT_TYPES } from './error-log-types';

export { ERROR_LOG_EVENT_TYPES, type ErrorLogEventType } from './error-log-types';

/** Caps per field, in characters, that the API cuts to; the client applies the same or smaller ones before sending. */
export const ERROR_LOG_CAPS = {
  message: 2_000,
  name: 255,
  stack: 8_000,
  href: 2_048,
  url: 2_048,
  userAgent: 512,
  /** `extra` serialised as JSON; larger becomes `{ truncated: "<the JSON, cut>" }`. */
  extra: 8_192,
} as const;

/** `extra` nested deeper than this keeps a marker instead (recursion stays bounded). */
const EXTRA_MAX_DEPTH = 8;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text PostgreSQL accepts: no NUL, no lone surrogate (jsonb refuses both). */
export function cleanText(value: string): string {
  // eslint-disable-next-line no-control-regex -- NUL is what this strips
  return value.replace(/\u0000/g, '').replace(LONE_SURROGATE, '\uFFFD');
}

/** Cuts first and cleans after, so a cut through a surrogate pair cannot leave half of it. */
export function capText(value: string, max: number): string {
  return cleanText(value.length > max ? value.slice(0, max) : value);
}

function cleanJson(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= EXTRA_MAX_DEPTH) return '[nested too deep]';
  if (Array.isArray(value)) return value.map((item) => cleanJson(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[cleanText(key)] = cleanJson(item, depth + 1);
  return out;
}

export function boundedExtra(extra: Record<string, unknown> | null | undefined): Record<string, unknown> {
  if (!extra) return {};
  const cleaned = cleanJson(extra, 0) as Record<string, unknown>;
  const json = JSON.stringify(cleaned);
  return json.length <= ERROR_LOG_CAPS.extra ? cleaned : { truncated: capText(json, ERROR_LOG_CAPS.extra - 64) };
}

const capped = (max: number) => z.string().transform((value) => capText(value, max));
const optionalCapped = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => (value == null ? null : capText(value, max)));

/** A client's idea of a number; what does not fit an int4 line or column is dropped, not refused. */
const position = z
  .number()
  .nullish()
  .transform((value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= INT4_MAX ? value : null));

/** A client clock reading (ISO 8601 or epoch ms); unreadable or absurd ones become null. */
const clientTime = z
  .union([z.string().max(64), z.number()])
  .nullish()
  .transform((value) => {
    if (value == null) return null;
    const date = new Date(value);
    const year = date.getUTCFullYear();
    return Number.isNaN(date.getTime()) || year < 2000 || year > 9999 ? null : date;
  });

/** One client error (spec §3). `line`, `column` and `url` come with window errors only. */
export const errorLogEventSchema = z.object({
  message: capped(ERROR_LOG_CAPS.message),
  name: optionalCapped(ERROR_LOG_CAPS.name).transform((value) => value || 'Error'),
  stack: optionalCapped(ERROR_LOG_CAPS.stack),
  type: z.enum(ERROR_LOG_EVENT_TYPES),
  /** ISO 8601, the client's clock. */
  timestamp: clientTime,
  href: optionalCapped(ERROR_LOG_CAPS.href),
  userAgent: optionalCapped(ERROR_LOG_CAPS.userAgent),
  /** Free-form context (remote name, component stack…), JSON-safe and size-capped by the client. */
  extra: z.record(z.string(), z.unknown()).nullish().transform(boundedExtra),
  line: position,
  column: position,
  url: optionalCapped(ERROR_LOG_CAPS.url),
});
/** What the API accepts for one event (lenient: missing text, epoch-ms clocks, out-of-range positions). */
export type ErrorLogEventInput = z.input<typeof errorLogEventSchema>;
/**
 * One event as our client builds it: the accepted input, narrowed to what the client always fills
 * (a name, a stack or null, an ISO timestamp, the page and agent, an object of context).
 */
export type ErrorLogEvent = Omit<ErrorLogEventInput, 'name' | 'stack' | 'timestamp' | 'href' | 'userAgent' | 'extra'> & {
  name: string;
  stack: string | null;
  /** ISO 8601, the client's clock. */
  timestamp: string;
  href: string;
  userAgent: string;
  extra: Record<string, unknown>;
};

export const errorLogBatchFieldsSchema = z.object({
  events: z.array(errorLogEventSchema).min(1).max(ERROR_LOG_BATCH_SIZE),
  /** ISO 8601, when the batch was sent (the client's clock). */
  clientTimestamp: clientTime,
  href: optionalCapped(ERROR_LOG_CAPS.href),
  userAgent: optionalCapped(ERROR_LOG_CAPS.userAgent),
});
/** The body of `POST /api/log/js` (spec §3): at most ERROR_LOG_BATCH_SIZE events. */
export const errorLogBatchSchema = requestBody(errorLogBatchFieldsSchema);
export type ErrorLogBatch = Omit<z.input<typeof errorLogBatchFieldsSchema>, 'events' | 'clientTimestamp' | 'href' | 'userAgent'> & {
  events: ErrorLogEvent[];
  /** ISO 8601, when the batch was sent (the client's clock). */
  clientTimestamp: string;
  href: string;
  userAgent: string;
};
/** A batch as the API stores it: text cut and cleaned, clock readings as dates or null. */
export type ErrorLogBatchInput = z.output<typeof errorLogBatchFieldsSchema>;

export const ADMIN_LOG_MAX_PER_PAGE = 100;

/** `GET /api/admin/log/js?page=&per_page=&since=` */
export const adminLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(ADMIN_LOG_MAX_PER_PAGE).default(50),
  since: z.iso.datetime({ offset: true }).optional(),
});

/** One stored event as `GET /api/admin/log/js` answers it. */
export const storedErrorLogEventSchema = z.object({
  id: z.number(),
  received_at: z.string(),
  type: z.enum(ERROR_LOG_EVENT_TYPES),
  name: z.string(),
  message: z.string(),
  stack: z.string().nullable(),
  href: z.string().nullable(),
  url: z.string().nullable(),
  line: z.number().nullable(),
  column: z.number().nullable(),
  user_agent: z.string().nullable(),
  extra: z.record(z.string(), z.unknown()),
  occurred_at: z.string().nullable(),
  client_timestamp: z.string().nullable(),
  batch_id: z.string(),
  user_id: z.number().nullable(),
  ip_address: z.string().nullable(),
});
export type StoredErrorLogEvent = z.infer<typeof storedErrorLogEventSchema>;

/** `GET /api/admin/log/js?page=&per_page=&since=`: newest first. */
export const storedErrorLogPageSchema = z.object({
  data: z.array(storedErrorLogEventSchema),
  meta: z.object({ current_page: z.number(), last_page: z.number(), per_page: z.number(), total: z.number() }),
});
export type StoredErrorLogPage = z.infer<typeof storedErrorLogPageSchema>;
