// The local mailbox (development only): when mail goes to the local mailbox (no SMTP_URL, outside
// production; config.mailTransport), mail "sent" by the worker is kept as .eml files and listed here,
// so the person running `npm start` can read their verification mail. For that person only: every
// route answers only a request from this machine (the real client address, after TRUST_PROXY, and the
// connection itself are loopback), however the API is bound and also through the shell's proxy (which
// forwards the real address); anyone else gets the 404 of a route that does not exist. With SMTP, an
// outbox-only transport or in production none of these routes exists at all.
import { readFile } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEV_PATHS, mailboxQuerySchema, mailboxResponseSchema, type MailboxResponse } from '@bizmarkt/shared/contract';
import type { MailTransportName } from '../../config';
import { isLocalRequest } from '../../lib/client-address';
import type { Lang } from '../../lib/lang';
import { MAIL_HTML_CSP, MAILBOX_PAGE_CSP, mailboxListPage, mailboxMailPage, previewHtml } from '../../mail/mailbox-page';
import { mailboxFile } from '../../mail/transports';
import { NOT_FOUND } from '../../plugins/app/errors';
import { toMailboxEntry } from '../../responses/mailbox';

/** Rows the list and the JSON show: the newest ones. */
const MAILBOX_LIMIT = 100;

const idParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** A page opened in the browser carries no X-LANG: the site's locale cookie, else the browser's language. */
function pageLang(request: FastifyRequest): Lang {
  const cookie = request.cookies.locale;
  if (cookie === 'de' || cookie === 'en') return cookie;
  const accept = request.headers['accept-language']?.trim().toLowerCase() ?? '';
  return accept.startsWith('de') ? 'de' : 'en';
}

export function mailboxEnabled(config: { mailTransport: MailTransportName }): boolean {
  return config.mailTransport === 'mailbox';
}

const routes: FastifyPluginAsyncZod = async (app) => {
  if (!mailboxEnabled(app.config)) return;

  // `matrix: { local: true }`: the authorization matrix expects 404 for every request that does not come
  // from the machine itself (issue #27, point 1).
  // Before anything else of these routes (their own validation included): from elsewhere they answer
  // exactly as a path that does not exist.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalRequest(request)) return reply.callNotFound();
    return undefined;
  });

  app.get(
    DEV_PATHS.mailboxJson,
    { config: { access: 'public', matrix: { local: true } }, schema: { querystring: mailboxQuerySchema, response: { 200: mailboxResponseSchema } } },
    async (request, reply): Promise<MailboxResponse> => {
      const rows = await app.repositories.emails.list({ to: request.query.to || undefined, limit: MAILBOX_LIMIT });
      reply.header('cache-control', 'no-store');
      return { data: rows.map(toMailboxEntry) };
    },
  );

  app.get(DEV_PATHS.mailbox, { config: { access: 'public', matrix: { local: true } }, schema: { querystring: mailboxQuerySchema } }, async (request, reply) => {
    const filter = request.query.to || undefined;
    const rows = await app.repositories.emails.list({ to: filter, limit: MAILBOX_LIMIT });
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', MAILBOX_PAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(mailboxListPage(rows, pageLang(request), filter));
  });

  app.get(
    DEV_PATHS.mailboxMail.pattern,
    { config: { access: 'public', matrix: { local: true } }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const row = await app.repositories.emails.findById(request.params.id);
      if (!row) return reply.code(404).send(NOT_FOUND);
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', MAILBOX_PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(mailboxMailPage(row, pageLang(request), app.config.mailFrom));
    },
  );

  // The mail's own HTML, framed by the page above: sandboxed, no scripts, no loads but inline images.
  app.get(
    DEV_PATHS.mailboxHtml.pattern,
    { config: { access: 'public', matrix: { local: true } }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const row = await app.repositories.emails.findById(request.params.id);
      if (!row) return reply.code(404).send(NOT_FOUND);
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', MAIL_HTML_CSP)
        .type('text/html; charset=utf-8')
        .send(previewHtml(row.html));
    },
  );

  // The .eml exactly as the mailbox transport wrote it (open it in any mail program).
  app.get(
    DEV_PATHS.mailboxRaw.pattern,
    { config: { access: 'public', matrix: { local: true } }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const id = request.params.id;
      let raw: Buffer;
      try {
        raw = await readFile(mailboxFile(app.config.mailboxDir, id));
      } catch {
        return reply.code(404).send(NOT_FOUND);
      }
      return reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${id}.eml"`).type('message/rfc822').send(raw);
    },
  );
};

export default routes;
