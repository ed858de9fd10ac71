// Turns whatever was thrown into an error-log event (spec §3) of bounded size. The caps keep a
// batch of 8 under the 64 KiB that browsers allow for keepalive and beacon bodies, and under the
// API's body limit; the API applies the same caps again.
import type { ErrorLogEvent } from '../contract/error-log';
import { ERROR_LOG_EVENT_TYPES, type ErrorLogEventType } from '../contract/error-log-types';

export const ERROR_LOG_FIELD_CAPS = {
  message: 2_000,
  name: 200,
  stack: 8_000,
  href: 2_048,
  url: 2_048,
  userAgent: 512,
  /** Length of `extra` serialised as JSON. */
  extra: 4_000,
} as const;

export interface EventContext {
  href: string;
  userAgent: string;
  now: Date;
}

export interface EventDetails {
  type: ErrorLogEventType;
  extra?: Record<string, unknown> | undefined;
  line?: number | undefined;
  column?: number | undefined;
  url?: string | undefined;
}

const ELLIPSIS = '…';

export function truncate(value: string, max: number): string {
  return value.length <= max ? value : value.slice(0, max - ELLIPSIS.length) + ELLIPSIS;
}

/** JSON of anything: Errors become their fields, cycles and functions are dropped, BigInts become text. */
function safeJson(value: unknown): string {
  const seen = new WeakSet<object>();
  try {
    return (
      JSON.stringify(value, (_key, current: unknown) => {
        if (typeof current === 'bigint') return current.toString();
        if (typeof current === 'function' || typeof current === 'symbol') return undefined;
        if (current instanceof Error) return { name: current.name, message: current.message };
        if (typeof current === 'object' && current !== null) {
          if (seen.has(current)) return '[Circular]';
          seen.add(current);
        }
        return current;
      }) ?? ''
    );
  } catch {
    return '';
  }
}

/** `extra` as plain JSON data, or a truncated preview when it is too large. */
export function boundedExtra(extra: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!extra) return {};
  const json = safeJson(extra);
  if (json === '') return {};
  if (json.length > ERROR_LOG_FIELD_CAPS.extra) return { truncated: truncate(json, ERROR_LOG_FIELD_CAPS.extra - 32) };
  const parsed: unknown = JSON.parse(json);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

function describe(error: unknown): { name: string; message: string; stack: string | null } {
  if (error instanceof Error) {
    return { name: error.name || 'Error', message: String(error.message), stack: typeof error.stack === 'string' ? error.stack : null };
  }
  // Some code throws strings or plain objects; keep what they say.
  if (typeof error === 'string') return { name: 'Error', message: error, stack: null };
  if (error === undefined || error === null) return { name: 'Error', message: String(error), stack: null };
  // An object that is not an Error (a rejected Response, an error-like literal): its own message
  // when it has one, else its JSON; its class as the name.
  const kind = Object.prototype.toString.call(error).slice(8, -1);
  const own = (error as { message?: unknown }).message;
  const message = typeof own === 'string' ? own : safeJson(error) || String(error);
  return { name: kind, message, stack: null };
}

function finiteInteger(value: number | undefined): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 2_147_483_647 ? value : undefined;
}

export function createErrorLogEvent(error: unknown, details: EventDetails, context: EventContext): ErrorLogEvent {
  const described = describe(error);
  const event: ErrorLogEvent = {
    message: truncate(described.message, ERROR_LOG_FIELD_CAPS.message),
    name: truncate(described.name, ERROR_LOG_FIELD_CAPS.name),
    stack: described.stack === null ? null : truncate(described.stack, ERROR_LOG_FIELD_CAPS.stack),
    type: details.type,
    timestamp: context.now.toISOString(),
    href: truncate(context.href, ERROR_LOG_FIELD_CAPS.href),
    userAgent: truncate(context.userAgent, ERROR_LOG_FIELD_CAPS.userAgent),
    extra: boundedExtra(details.extra),
  };
  const line = finiteInteger(details.line);
  const column = finiteInteger(details.column);
  if (line !== undefined) event.line = line;
  if (column !== undefined) event.column = column;
  if (details.url) event.url = truncate(details.url, ERROR_LOG_FIELD_CAPS.url);
  return event;
}

/** Whether stored data (possibly from an older build or edited by hand) is an event we can send. */
export function isErrorLogEvent(value: unknown): value is ErrorLogEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Partial<Record<keyof ErrorLogEvent, unknown>>;
  return (
    typeof event.message === 'string' &&
    typeof event.name === 'string' &&
    (event.stack === null || typeof event.stack === 'string') &&
    typeof event.type === 'string' &&
    (ERROR_LOG_EVENT_TYPES as readonly string[]).includes(event.type) &&
    typeof event.timestamp === 'string' &&
    typeof event.href === 'string' &&
    typeof event.userAgent === 'string' &&
    typeof event.extra === 'object' &&
    event.extra !== null &&
    !Array.isArray(event.extra)
  );
}
