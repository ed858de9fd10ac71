// Registration, email verification and general info (issue #4):
//   POST /api/register                           201 { id }; the new user is logged in (unverified)
//   GET  /api/email/verify/{id}/{hash}?expires=&signature=   303 to the site (signed link from the mail)
//   POST /api/email/verification-notification    200 { message }; throttled (429 + Retry-After)
//   POST /api/user/general-info                  200 User (role, names, country)
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMAIL_CHECKS_PER_IP,
  EMAIL_CHECKS_WINDOW_SECONDS,
  errorBodySchema,
  generalInfoRequestSchema,
  LINK_TTL_MINUTES,
  messageResponseSchema,
  REGISTRATIONS_PER_HOUR,
  registerRequestSchema,
  registerResponseSchema,
  userSchema,
  INT4_MAX,
  ACCOUNT_PATHS,
} from '@bizmarkt/shared/contract';
import type { UserRow } from '../../db/schema';
import { isLoopback } from '../../lib/client-address';
import { formValidation, sendFieldErrors } from '../../lib/form-validation';
import { localePrefix } from '../../lib/locale';
import { partnerCodeOf } from '../../lib/partner-code';
import { newPasswordRules } from '../../lib/password-rules';
import { requestLang, type Lang } from '../../lib/lang';
import { attributeName, translate } from '../../lib/messages';
import { hashPassword } from '../../lib/password';
import { checkSignedPath, signPath } from '../../lib/signing';
import { fieldRequested } from '../../lib/precognition';
import { emailCheckKey, registrationKey, verificationHourKey, verificationMinuteKey } from '../../lib/throttle-keys';
import { sha256Hex } from '../../lib/tokens';
import { currentUser } from '../../plugins/app/access';
import { sendTooManyRequests } from '../../plugins/app/throttle';
import { toUserResponse } from '../../responses/user';

/** Verification mails on request: one a minute, six an hour per user. */
export const VERIFICATION_MAILS_PER_MINUTE = 1;
export const VERIFICATION_MAILS_PER_HOUR = 6;

/** The link's `{hash}`: ties it to the address it was sent to (a changed email voids old links). */
export function emailHash(email: string): string {
  return sha256Hex(email.trim().toLowerCase());
}

export function verifyEmailPath(id: number | string, hash: string): string {
  return ACCOUNT_PATHS.verifyEmail(id, hash);
}

const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, geo } = app.repositories;

  /**
   * Registrations and email checks are limited per real address; only a test stack that asks for it
   * (REGISTRATION_UNLIMITED_LOCAL=1, refused in production) lets this machine itself register at will.
   * Behind the shell's proxy a visitor is never loopback (it forwards the real address).
   */
  const unlimited = (request: FastifyRequest) => app.config.registrationUnlimitedLocal && isLoopback(request.ip);

  const tooManyAttempts = (request: FastifyRequest, reply: FastifyReply, seconds: number) =>
    sendTooManyRequests(reply, seconds, { message: translate('accounts.throttled', requestLang(request), { seconds }) });

  /**
   * Whether the email is taken is an answer in itself (live validation asks it of every touched
   * field's request): each request that would look the email up counts, before the lookup.
   */
  const limitEmailChecks = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as { email?: unknown } | undefined;
    if (typeof body?.email !== 'string' || body.email.trim() === '' || unlimited(request)) return;
    const only = request.precognition?.validateOnly ?? null;
    if (only !== null && !fieldRequested('email', only)) return;
    const checks = await app.throttle.hit(emailCheckKey(request.ip), EMAIL_CHECKS_PER_IP, EMAIL_CHECKS_WINDOW_SECONDS);
    if (!checks.allowed) return tooManyAttempts(request, reply, checks.retryAfter);
    return undefined;
  };

  const queueVerificationMail = async (user: UserRow) => {
    const expiresAt = new Date(Date.now() + LINK_TTL_MINUTES * 60 * 1000);
    const path = signPath(app.config.appKey, verifyEmailPath(user.id, emailHash(user.email)), {}, expiresAt);
    const locale: Lang = user.locale === 'de' ? 'de' : 'en';
    await app.mail.queue({
      template: 'verify-email',
      to: user.email,
      userId: user.id,
      locale,
      data: { url: `${app.config.appUrl}${path}`, name: user.name },
    });
  };

  app.post(
    ACCOUNT_PATHS.register,
    {
      config: { access: 'public', precognitive: true },
      attachValidation: true,
      schema: { body: registerRequestSchema, response: { 201: registerResponseSchema, 422: errorBodySchema, 429: errorBodySchema } },
      preHandler: [
        limitEmailChecks,
        formValidation(async (context) => {
          const { input, passed, fail } = context;
          newPasswordRules(context);
          if (passed('email') && typeof input.email === 'string') {
            const email = input.email.trim();
            // Reserved for deleted accounts' placeholders (RFC 2606: never deliverable anyway).
            if (email.toLowerCase().endsWith('.invalid')) fail('email', 'validation.email');
            else if (await users.emailTaken(email)) fail('email', 'accounts.email_taken');
          }
        }),
      ],
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const key = registrationKey(request.ip);
      const limited = !unlimited(request);
      const limit = limited ? await app.throttle.tooMany(key, REGISTRATIONS_PER_HOUR) : { tooMany: false, retryAfter: 0 };
      if (limit.tooMany) return tooManyAttempts(request, reply, limit.retryAfter);
      const { email, password } = request.body;
      const user = await users.create({
        email,
        password_hash: await hashPassword(password),
        partner_code: partnerCodeOf(request),
        locale: lang,
        terms_accepted_at: new Date(),
      });
      // Taken between the check and the insert (two tabs, two instances): the unique index decided.
      if (!user) {
        return sendFieldErrors(reply, { email: [translate('accounts.email_taken', lang, { attribute: attributeName('email', lang) })] }, lang);
      }
      if (limited) await app.throttle.hit(key, REGISTRATIONS_PER_HOUR, 60 * 60);
      // Logged in at once (a new session: rotation), held at the email confirmation step by the shell.
      await app.sessions.start(request, reply, { userId: user.id });
      // The account exists either way: a mail that could not be queued is sent again by "resend".
      await queueVerificationMail(user).catch((error: unknown) => request.log.error({ err: error }, 'verification mail not queued'));
      return reply.code(201).send({ id: user.id });
    },
  );

  /**
   * The link from the verification mail. It is opened in a browser (possibly another one, not logged
   * in): the signature identifies the user, so no session is needed, and every outcome is a redirect
   * to a page of the site (relative: the API sits on the site's origin), never a JSON error.
   */
  app.get(
    ACCOUNT_PATHS.verifyEmail.pattern,
    { config: { access: 'public' }, schema: { params: z.object({ id: z.string(), hash: z.string() }) } },
    async (request, reply) => {
      const { id, hash } = request.params;
      const check = checkSignedPath(app.config.appKey, verifyEmailPath(id, hash), request.query as Record<string, unknown>);
      const userId = /^\d{1,10}$/.test(id) ? Number(id) : null;
      const user = userId === null || userId > INT4_MAX ? undefined : await users.findById(userId);
      // The locale only picks the language of the page shown; trusting an unsigned id for that is harmless.
      const prefix = localePrefix(user?.locale ?? 'en');
      const confirmation = (outcome: 'expired' | 'invalid') => reply.redirect(`${prefix}/registration/email-confirmation?verification=${outcome}`, 303);

      if (check === 'invalid') return confirmation('invalid');
      if (!user || user.deleted_at !== null || emailHash(user.email) !== hash) return confirmation('invalid');
      if (check === 'expired') return confirmation('expired');
      await users.markEmailVerified(user.id);
      // `verified=1` lets the page say so on arrival, whether or not this browser is logged in.
      return reply.redirect(`${prefix}${user.role === null ? '/registration/general-info' : '/dashboard'}?verified=1`, 303);
    },
  );

  app.post(
    ACCOUNT_PATHS.resendVerification,
    { config: { access: 'authenticated' }, schema: { response: { 200: messageResponseSchema, 429: errorBodySchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const lang = requestLang(request);
      if (user.email_verified_at !== null) return { message: translate('accounts.already_verified', lang) };
      const minuteKey = verificationMinuteKey(user.id);
      const hourKey = verificationHourKey(user.id);
      const [minute, hour] = await Promise.all([
        app.throttle.tooMany(minuteKey, VERIFICATION_MAILS_PER_MINUTE),
        app.throttle.tooMany(hourKey, VERIFICATION_MAILS_PER_HOUR),
      ]);
      if (minute.tooMany || hour.tooMany) {
        const seconds = Math.max(minute.retryAfter, hour.retryAfter);
        return sendTooManyRequests(reply, seconds, { message: translate('accounts.verification_throttled', lang, { seconds }) });
      }
      await app.throttle.hit(minuteKey, VERIFICATION_MAILS_PER_MINUTE, 60);
      await app.throttle.hit(hourKey, VERIFICATION_MAILS_PER_HOUR, 60 * 60);
      await queueVerificationMail(user);
      return { message: translate('accounts.verification_sent', lang) };
    },
  );

  app.post(
    ACCOUNT_PATHS.generalInfo,
    {
      config: { access: 'authenticated', precognitive: true },
      attachValidation: true,
      schema: { body: generalInfoRequestSchema, response: { 200: userSchema, 422: errorBodySchema } },
      preHandler: formValidation(async ({ input, passed, fail }) => {
        if (passed('country_code') && typeof input.country_code === 'string') {
          const code = input.country_code.trim().toUpperCase();
          if (code.length !== 2 || !(await geo.countryExists(code))) fail('country_code', 'validation.in');
        }
      }),
    },
    async (request) => {
      const user = currentUser(request);
      const updated = await users.setGeneralInfo(user.id, request.body);
      if (!updated) throw new Error('general info: the user row disappeared');
      return toUserResponse(updated, await app.repositories.notifications.countUnread(user.id));
    },
  );
};

export default registrationRoutes;
