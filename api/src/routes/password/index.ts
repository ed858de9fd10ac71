// Forgotten and changed passwords (issue #4):
//   POST /api/forgot-password  { email }                                   200 { message } always
//   POST /api/reset-password   { token, email, password, password_confirmation }  200 { message }
//   GET  /api/reset-password/{token}?email=                             200 { valid } (the page asks on open)
//   POST /api/change-password  { old_password, password, password_confirmation }  200 { message }
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  errorBodySchema,
  forgotPasswordRequestSchema,
  LINK_TTL_MINUTES,
  messageResponseSchema,
  RESET_REQUESTS_PER_EMAIL_PER_HOUR,
  RESET_REQUESTS_PER_IP_PER_HOUR,
  resetPasswordRequestSchema,
  resetTokenCheckParamsSchema,
  resetTokenCheckQuerySchema,
  resetTokenCheckResponseSchema,
  ACCOUNT_PATHS,
} from '@bizmarkt/shared/contract';
import { formValidation, sendFieldErrors } from '../../lib/form-validation';
import { localePrefix } from '../../lib/locale';
import { requestLang } from '../../lib/lang';
import { attributeName, translate } from '../../lib/messages';
import { hashPassword, verifyPassword } from '../../lib/password';
import { newPasswordRules } from '../../lib/password-rules';
import { forgotPasswordEmailKey, forgotPasswordKey, loginKeyPrefix } from '../../lib/throttle-keys';
import { randomToken, safeEqual, sha256Hex } from '../../lib/tokens';
import { currentUser } from '../../plugins/app/access';
import { sendTooManyRequests } from '../../plugins/app/throttle';

/** A second request for the same account within this time sends no second mail (and says so not). */
export const RESET_REPEAT_SECONDS = 60;
/**
 * The forgot-password answer takes at least this long, whether or not a mail was queued, so that
 * its timing does not tell whether an account exists.
 */
export const FORGOT_PASSWORD_MIN_MS = 250;

/** Reset-link checks per IP and minute (`GET /api/reset-password/{token}`): a page opens it once. */
export const RESET_CHECK_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, passwordResets, sessions } = app.repositories;

  app.post(
    ACCOUNT_PATHS.forgotPassword,
    {
      config: { access: 'public' },
      attachValidation: true,
      schema: { body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema, 422: errorBodySchema, 429: errorBodySchema } },
      preHandler: formValidation(),
    },
    async (request, reply) => {
      const startedAt = Date.now();
      const lang = requestLang(request);
      // Per real address (a flood guard), then per target email from every address (so many
      // addresses cannot bury one inbox). Both count every email alike, known or not: a 429 says
      // nothing about whether an account exists.
      const flood = await app.throttle.hit(forgotPasswordKey(request.ip), RESET_REQUESTS_PER_IP_PER_HOUR, 60 * 60);
      const perEmail = flood.allowed ? await app.throttle.hit(forgotPasswordEmailKey(request.body.email), RESET_REQUESTS_PER_EMAIL_PER_HOUR, 60 * 60) : flood;
      if (!perEmail.allowed) {
        const seconds = perEmail.retryAfter;
        return sendTooManyRequests(reply, seconds, { message: translate('accounts.throttled', lang, { seconds }) });
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

  /** The user this fresh reset token belongs to; undefined for an unknown email, a used, expired or wrong token. */
  const resetOwner = async (email: string, token: string) => {
    const user = await users.findByEmail(email);
    if (!user) return undefined;
    const stored = await passwordResets.findFresh(user.id, LINK_TTL_MINUTES);
    return stored && safeEqual(stored.token_hash, sha256Hex(token)) ? user : undefined;
  };

  // The reset page asks when it opens, so a used or expired link offers a new one at once instead of
  // failing at submit. The same answer for an unknown email as for a wrong token: it tells nothing.
  app.get(
    ACCOUNT_PATHS.resetPasswordCheck.pattern,
    {
      config: { access: 'public', rateLimit: RESET_CHECK_RATE_LIMIT },
      schema: {
        params: resetTokenCheckParamsSchema,
        querystring: resetTokenCheckQuerySchema,
        response: { 200: resetTokenCheckResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const email = request.query.email?.trim() ?? '';
      const token = request.params.token.trim();
      if (email === '' || token === '') return { valid: false };
      return { valid: (await resetOwner(email, token)) !== undefined };
    },
  );

  app.post(
    ACCOUNT_PATHS.resetPassword,
    {
      config: { access: 'public', precognitive: true },
      attachValidation: true,
      schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema, 422: errorBodySchema } },
      preHandler: formValidation(newPasswordRules),
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const { token, email, password } = request.body;
      const invalid = () =>
        sendFieldErrors(reply, { email: [translate('accounts.reset_token_invalid', lang, { attribute: attributeName('email', lang) })] }, lang);

      const user = await resetOwner(email, token);
      if (!user) return invalid();
      const tokenHash = sha256Hex(token);
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
    ACCOUNT_PATHS.changePassword,
    {
      config: { access: 'authenticated', precognitive: true },
      attachValidation: true,
      schema: { body: changePasswordRequestSchema, response: { 200: messageResponseSchema, 422: errorBodySchema } },
      preHandler: formValidation(async (context) => {
        const { input, lang, request, passed, wanted, fail } = context;
        newPasswordRules(context);
        if (typeof input.password === 'string' && input.password !== '' && input.password === input.old_password) {
          fail('password', 'accounts.password_different', { other: attributeName('old_password', lang) });
        }
        // The old password costs a hash: checked only when asked about (live validation of other fields skips it).
        if (wanted('old_password') && passed('old_password') && typeof input.old_password === 'string') {
          const hash = currentUser(request).password_hash;
          if (hash === null) fail('old_password', 'accounts.password_missing');
          else if (!(await verifyPassword(input.old_password, hash))) fail('old_password', 'accounts.password_incorrect');
        }
      }),
    },
    async (request, reply) => {
      const user = currentUser(request);
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
