// The error log's event types without zod: the client's error log (error-log/event.ts) is part of the
// shared package's root, which every page loads first, and must not pull zod (≈ 20 KB brotli) into it.

/**
 * Where an event came from. The spec lists 'vue' because the original client was Vue; ours is
 * React, so render errors (error boundaries, React's uncaught-error hook) are 'react'.
 */
export const ERROR_LOG_EVENT_TYPES = ['react', 'window.onerror', 'unhandledrejection', 'manual'] as const;
export type ErrorLogEventType = (typeof ERROR_LOG_EVENT_TYPES)[number];
