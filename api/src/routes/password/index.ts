// Forgotten and changed passwords (issue #4):
//   POST /api/forgot-password  { email }                                   200 { message } always
//   POST /api/reset-password   { token, email, password, password_confirmation }  200 { message }
//   POST /api/change-password  { old_password, password, password_confirmation }  200 { message }
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LINK_TTL_MINUTES, localePrefix } from '../../lib/account-constants';
import { formValidation, sendFieldErrors, type RuleContext } from '../../lib/form-validation';
import { requestLang } from '../../lib/lang';
import { attributeName, translate } from '../../lib/messages';
import { hashPassword, verifyPassword } from '../../lib/password';
import { forgotPasswordKey, loginKeyPrefix } from '../../lib/throttle-keys';
import { randomToken, safeEqual, sha256Hex } from '../../lib/tokens';
import { sendTooManyRequests } from '../../plugins/app/throttle';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  messageSchema,
  resetPasswordBodySchema,
} from '../../schemas/accounts';
import { errorBodySchema } from '../../schemas/errors';

/** Reset requests per IP and hour before 429: a flood guard that says nothing about any email. */
export const RESET_REQUESTS_PER_IP_PER_HOUR = 20;
/** A second request for the same account within this time sends no second mail (and says so not). */
export const RESET_REPEAT_SECONDS = 60;
/**
 * The forgot-password answer takes at least this long, whether or not a mail was queued, so that
 * its timing does not tell whether an account exists.
 */
export const FORGOT_PASSWORD_MIN_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Laravel's `confirmed`: `password_confirmation` must equal `password`; the error goes under password. */
function confirmedRule({ input, fail }: RuleContext) {
  if (typeof input.password === 'string' && input.password !== '' && input.password_confirmation !== input.password) {
    fail('password', 'accounts.confirmed');
  }
}

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, passwordResets, sessions } = app.repositories;

  app.post(
    '/api/forgot-password',
    {
      attachValidation: true,
      schema: { body: forgotPasswordBodySchema, response: { 200: messageSchema, 422: errorBodySchema, 429: errorBodySchema } },
      preHandler: formValidation(),
    },
    async (request, reply) => {
      const startedAt = Date.now();
      const lang = requestLang(request);
      const flood = await app.throttle.hit(forgotPasswordKey(request.ip), RESET_REQUESTS_PER_IP_PER_HOUR, 60 * 60);
      if (!flood.allowed) {
        return sendTooManyRequests(reply, flood.retryAfter, { message: translate('accounts.throttled', lang, { seconds: flood.retryAfter }) });
      }
      const user = await users.findByEmail(request.body.email);
      // Repeats within a minute are skipped silently: the same answer, no second mail.
      if (user && !(await passwordResets.createdWithin(user.id, RESET_REPEAT_SECONDS))) {
        const token = randomToken();
        await passwordResets.put(user.id, sha256Hex(token));
        // The link opens the site in the language the request came in (the visitor's current one).
        const url = `${app.config.appUrl}${localePrefix(lang)}/password-reset/${token}?email=${encodeURIComponent(user.email)}`;
        // A failure must not change the answer (a 500 only for existing accounts would tell them apart).
        await app.mail
          .queue({ template: 'password-reset', to: user.email, userId: user.id, locale: lang, data: { url, name: user.name } })
          .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail not queued'));
      }
      const elapsed = Date.now() - startedAt;
      if (elapsed < FORGOT_PASSWORD_MIN_MS) await sleep(FORGOT_PASSWORD_MIN_MS - elapsed);
      return { message: translate('accounts.reset_link_sent', lang) };
    },
  );

  app.post(
    '/api/reset-password',
    {
      config: { precognitive: true },
      attachValidation: true,
      schema: { body: resetPasswordBodySchema, response: { 200: messageSchema, 422: errorBodySchema } },
      preHandler: formValidation(confirmedRule),
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const { token, email, password } = request.body;
      const invalid = () =>
        sendFieldErrors(reply, { email: [translate('accounts.reset_token_invalid', lang, { attribute: attributeName('email', lang) })] }, lang);

      const user = await users.findByEmail(email);
      if (!user) return invalid();
      const tokenHash = sha256Hex(token);
      const stored = await passwordResets.findFresh(user.id, LINK_TTL_MINUTES);
      if (!stored || !safeEqual(stored.token_hash, tokenHash)) return invalid();
      // Consumed before anything else changes: of two concurrent uses, only one gets this far.
      if (!(await passwordResets.consume(user.id, tokenHash))) return invalid();

      await users.setPasswordHash(user.id, await hashPassword(password));
      // The link came to this address: that proves it as well as the verification link would.
      await users.markEmailVerified(user.id);
      // Whoever knew the old password is logged out everywhere; the reset itself logs nobody in.
      await sessions.deleteByUser(user.id);
      await app.throttle.clearPrefix(loginKeyPrefix(user.email));
      return { message: translate('accounts.password_reset', lang) };
    },
  );

  app.post(
    '/api/change-password',
    {
      onRequest: app.authenticate,
      config: { precognitive: true },
      attachValidation: true,
      schema: { body: changePasswordBodySchema, response: { 200: messageSchema, 422: errorBodySchema } },
      preHandler: formValidation(async (context) => {
        const { input, lang, request, passed, wanted, fail } = context;
        confirmedRule(context);
        if (typeof input.password === 'string' && input.password !== '' && input.password === input.old_password) {
          fail('password', 'accounts.password_different', { other: attributeName('old_password', lang) });
        }
        // The old password costs a hash: checked only when asked about (live validation of other fields skips it).
        if (wanted('old_password') && passed('old_password') && typeof input.old_password === 'string') {
          const hash = request.user?.password_hash ?? null;
          if (hash === null) fail('old_password', 'accounts.password_missing');
          else if (!(await verifyPassword(input.old_password, hash))) fail('old_password', 'accounts.password_incorrect');
        }
      }),
    },
    async (request, reply) => {
      const user = request.user!;
      await users.setPasswordHash(user.id, await hashPassword(request.body.password));
      // Every other session ends; this one continues under a new token (rotation), remembered as before.
      await sessions.deleteByUser(user.id, request.session?.id);
      await app.sessions.start(request, reply, { userId: user.id, remember: request.session?.remember ?? false });
      // The password has changed whatever happens here: a failed notice is logged, not answered as an error.
      await app.notifier
        .notify(user.id, 'password-was-changed', {})
        .catch((error: unknown) => request.log.error({ err: error }, 'password-was-changed notice failed'));
      return { message: translate('accounts.password_changed', requestLang(request)) };
    },
  );
};

export default passwordRoutes;
