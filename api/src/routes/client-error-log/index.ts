// The client error log (spec §3, §7): browsers post batches of errors; admins read them.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NewClientErrorLogRow } from '../../db/schema';
import { createClientErrorLogsRepository } from '../../repositories/client-error-logs';
import { toStoredErrorLogEvent } from '../../responses/client-error-log';
import {
  adminLogQuerySchema,
  capText,
  ERROR_LOG_CAPS,
  errorLogBatchSchema,
  storedErrorLogPageSchema,
  type ErrorLogBatchInput,
  SERVICE_PATHS,
} from '@bizmarkt/shared/contract';

/**
 * The largest body the route reads. Browsers refuse keepalive and beacon bodies over 64 KiB, so a
 * real client never sends more; the client cuts its batches to fit.
 */
export const LOG_JS_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Per IP. A healthy page sends one batch per 5 s at most; a page in an error storm drains its 200
 * events in 25 batches and then waits for Retry-After. A shared office IP still fits.
 */
export const LOG_JS_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;

function toRows(batch: ErrorLogBatchInput, request: FastifyRequest): NewClientErrorLogRow[] {
  const batchId = randomUUID();
  const headerAgent = request.headers['user-agent'];
  const requestAgent = typeof headerAgent === 'string' ? capText(headerAgent, ERROR_LOG_CAPS.userAgent) : null;
  return batch.events.map((event) => ({
    batch_id: batchId,
    type: event.type,
    name: event.name,
    message: event.message,
    stack: event.stack,
    href: event.href ?? batch.href,
    url: event.url,
    line_number: event.line,
    column_number: event.column,
    user_agent: event.userAgent ?? batch.userAgent ?? requestAgent,
    extra: event.extra,
    occurred_at: event.timestamp,
    client_timestamp: batch.clientTimestamp,
    // A guest session has no user; no session at all is fine too (the log works before login).
    user_id: request.session?.userId ?? null,
    ip_address: request.ip || null,
  }));
}

const clientErrorLogRoutes: FastifyPluginAsyncZod = async (app) => {
  // JSON only (415 otherwise), unlike the other routes: this one is CSRF-exempt, and part of why that
  // is safe is that a cross-site page cannot send a JSON body without a CORS preflight, whereas a
  // form body needs none. (Removed in this plugin's own context only.)
  app.removeContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data']);
  const repository = createClientErrorLogsRepository(app.database.db);

  // CSRF-exempt (see CSRF_EXEMPT_ROUTES): sendBeacon cannot send X-XSRF-TOKEN.
  app.post(
    SERVICE_PATHS.errorLog,
    {
      bodyLimit: LOG_JS_BODY_LIMIT_BYTES,
      config: { access: 'public', rateLimit: LOG_JS_RATE_LIMIT },
      schema: { body: errorLogBatchSchema },
    },
    async (request, reply) => {
      await repository.insertMany(toRows(request.body, request));
      return reply.code(204).send();
    },
  );

  app.get(
    SERVICE_PATHS.adminErrorLog,
    {
      config: { access: 'admin' },
      schema: { querystring: adminLogQuerySchema, response: { 200: storedErrorLogPageSchema } },
    },
    async (request, reply) => {
      const { page, per_page: perPage, since } = request.query;
      const sinceDate = since === undefined ? undefined : new Date(since);
      const [rows, total] = await Promise.all([
        repository.list({ limit: perPage, offset: (page - 1) * perPage, since: sinceDate }),
        repository.count(sinceDate),
      ]);
      reply.header('cache-control', 'no-store');
      return {
        data: rows.map(toStoredErrorLogEvent),
        meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
      };
    },
  );
};

export default clientErrorLogRoutes;
