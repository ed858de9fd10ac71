// Email preferences (/email-preferences page) and one-click unsubscribe (/unsubscribed page and the
// List-Unsubscribe header of every opt-out mail, RFC 8058).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailPreferencesRequestSchema,
  emailPreferencesSchema,
  errorBodySchema,
  unsubscribeQuerySchema,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
  type EmailNotificationFlags,
  type EmailPreferences,
  type ErrorBody,
  type UnsubscribeResponse,
  ACCOUNT_PATHS,
} from '@bizmarkt/shared/contract';
import { withDefaultSettings } from '../../domain/notification-settings';
import { currentUser } from '../../plugins/app/access';
import { requestLang, type Lang } from '../../lib/lang';
import { attributeName, translate } from '../../lib/messages';
import { EMAIL_FLAGS, maskEmail, readUnsubscribeToken } from '../../mail/unsubscribe';
import { named } from '../../lib/plugin-name';

function tokenError(lang: Lang, reason: 'required' | 'invalid'): Required<ErrorBody> {
  const message =
    reason === 'required' ? translate('validation.required', lang, { attribute: attributeName('token', lang) }) : translate('unsubscribe.invalid', lang);
  return { message, errors: { token: [message] } };
}

const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // A mail client's one-click POST is a form (`List-Unsubscribe=One-Click`, urlencoded or multipart,
  // RFC 8058 §3.1), read like any form body; only its presence matters: the signed token in the query
  // is the credential.
  // CSRF-exempt (plugins/app/csrf.ts): mail clients post here without a session or token.
  app.post(
    ACCOUNT_PATHS.unsubscribe,
    {
      config: { access: 'public' },
      schema: {
        querystring: unsubscribeQuerySchema,
        body: unsubscribeRequestSchema,
        response: { 200: unsubscribeResponseSchema, 422: errorBodySchema },
      },
    },
    async (request, reply): Promise<UnsubscribeResponse | ErrorBody> => {
      const lang = requestLang(request);
      const token = request.body.token ?? request.query.token;
      if (!token) return reply.code(422).send(tokenError(lang, 'required'));
      const parsed = readUnsubscribeToken(app.config.appKey, token);
      if (!parsed) return reply.code(422).send(tokenError(lang, 'invalid'));
      const off: Partial<EmailNotificationFlags> =
        parsed.list === 'all' ? Object.fromEntries(EMAIL_FLAGS.map((flag) => [flag, false])) : { [parsed.list]: false };
      const updated = await app.repositories.notifications.updateEmailFlags(parsed.userId, off);
      // A deleted account looks like a forged link: the answer tells nothing about the account.
      if (!updated) return reply.code(422).send(tokenError(lang, 'invalid'));
      request.log.info({ userId: parsed.userId, list: parsed.list }, 'unsubscribed');
      return { list: parsed.list, email: maskEmail(updated.email) };
    },
  );

  // Clients that only open the List-Unsubscribe URL (GET) land on the confirmation page, which
  // posts the token itself: a GET never unsubscribes, since link scanners follow every link.
  app.get(ACCOUNT_PATHS.unsubscribe, { config: { access: 'public' }, schema: { querystring: unsubscribeQuerySchema } }, async (request, reply) => {
    const token = request.query.token ?? '';
    return reply.redirect(`${app.config.appUrl}/unsubscribed?token=${encodeURIComponent(token)}`, 303);
  });
};

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ACCOUNT_PATHS.emailPreferences,
    { config: { access: 'authenticated' }, schema: { response: { 200: emailPreferencesSchema } } },
    async (request, reply): Promise<EmailPreferences> => {
      reply.header('cache-control', 'no-store');
      return withDefaultSettings(currentUser(request).notification_settings).email;
    },
  );

  app.post(
    ACCOUNT_PATHS.emailPreferences,
    { config: { access: 'authenticated' }, schema: { body: emailPreferencesRequestSchema, response: { 200: emailPreferencesSchema } } },
    async (request): Promise<EmailPreferences> => {
      const updated = await app.repositories.notifications.updateEmailFlags(currentUser(request).id, request.body);
      if (!updated) throw new Error('the authenticated user vanished while saving');
      return withDefaultSettings(updated.settings).email;
    },
  );

  await app.register(named(unsubscribeRoutes));
};

export default routes;
