// The client error log on the wire (spec §3 "Error log event" and "Batch", §7 `POST /api/log/js`).

/**
 * Where an event came from. The spec lists 'vue' because the original client was Vue; ours is
 * React, so render errors (error boundaries, React's uncaught-error hook) are 'react'.
 */
export const ERROR_LOG_EVENT_TYPES = ['react', 'window.onerror', 'unhandledrejection', 'manual'] as const;
export type ErrorLogEventType = (typeof ERROR_LOG_EVENT_TYPES)[number];

/** One client error (spec §3). `line`, `column` and `url` come with window errors only. */
export interface ErrorLogEvent {
  message: string;
  name: string;
  stack: string | null;
  type: ErrorLogEventType;
  /** ISO 8601, the client's clock. */
  timestamp: string;
  href: string;
  userAgent: string;
  /** Free-form context (remote name, component stack…), JSON-safe and size-capped by the client. */
  extra: Record<string, unknown>;
  line?: number;
  column?: number;
  url?: string;
}

/** The body of `POST /api/log/js` (spec §3): at most ERROR_LOG_BATCH_SIZE events. */
export interface ErrorLogBatch {
  events: ErrorLogEvent[];
  /** ISO 8601, when the batch was sent (the client's clock). */
  clientTimestamp: string;
  href: string;
  userAgent: string;
}

/** One stored event as `GET /api/admin/log/js` answers it. */
export interface StoredErrorLogEvent {
  id: number;
  received_at: string;
  type: ErrorLogEventType;
  name: string;
  message: string;
  stack: string | null;
  href: string | null;
  url: string | null;
  line: number | null;
  column: number | null;
  user_agent: string | null;
  extra: Record<string, unknown>;
  occurred_at: string | null;
  client_timestamp: string | null;
  batch_id: string;
  user_id: number | null;
  ip_address: string | null;
}

/** `GET /api/admin/log/js?page=&per_page=&since=`: newest first. */
export interface StoredErrorLogPage {
  data: StoredErrorLogEvent[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}
