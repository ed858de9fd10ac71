import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, LOGIN_MAX_ATTEMPTS, loginRequestSchema, userSchema, type ErrorBody } from '@bizmarkt/shared/contract';
import { hasLangHeader } from '../../lib/locale';
import { requestLang, type Lang } from '../../lib/lang';
import { translate } from '../../lib/messages';
import { dummyPasswordHash, verifyPassword } from '../../lib/password';
import { loginKey } from '../../lib/throttle-keys';
import { sendTooManyRequests } from '../../plugins/app/throttle';
import { toUserResponse } from '../../responses/user';

/** Failed logins are counted per email and IP in windows of this length (Laravel's default decay). */
export const LOGIN_THROTTLE_WINDOW_SECONDS = 60;

function credentialsError(lang: Lang): Required<ErrorBody> {
  const message = translate('auth.failed', lang);
  return { message, errors: { email: [message] } };
}

function tooManyLogins(reply: FastifyReply, retryAfter: number, lang: Lang): FastifyReply {
  const message = translate('accounts.login_throttled', lang, { seconds: retryAfter });
  return sendTooManyRequests(reply, retryAfter, { message, errors: { email: [message] } });
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/login',
    {
      // Validation-only requests (live form validation) check the input and never log in (nor count).
      config: { access: 'public', precognitive: true },
      schema: { body: loginRequestSchema, response: { 200: userSchema, 422: errorBodySchema, 429: errorBodySchema } },
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const lang = requestLang(request);
      // Counted in the database, so the limit holds across API instances; checked before the
      // password, so a guesser learns nothing once the limit is reached, not even a right guess.
      const throttleKey = loginKey(email, request.ip);
      const limit = await app.throttle.tooMany(throttleKey, LOGIN_MAX_ATTEMPTS);
      if (limit.tooMany) return tooManyLogins(reply, limit.retryAfter, lang);

      // A deleted account is never found (its email is a placeholder); one without a password (social
      // sign-up) fails like a wrong password.
      const user = await app.repositories.users.findByEmail(email);
      // Without a user, verify against a dummy hash all the same: the answer takes as long.
      const passwordMatches = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
      if (!user || user.password_hash === null || !passwordMatches) {
        await app.throttle.hit(throttleKey, LOGIN_MAX_ATTEMPTS, LOGIN_THROTTLE_WINDOW_SECONDS);
        return reply.code(422).send(credentialsError(lang));
      }
      await app.throttle.clear(throttleKey);
      // Emails go out in the language the user last used the site in.
      if (hasLangHeader(request.headers) && user.locale !== lang) {
        await app.repositories.users.setLocale(user.id, lang);
        user.locale = lang;
      }
      // A new session (new token, new CSRF token); the old row is deleted: no session fixation.
      await app.sessions.start(request, reply, { userId: user.id, remember: remember ?? false });
      return toUserResponse(user, await app.repositories.notifications.countUnread(user.id));
    },
  );

  app.post('/api/logout', { config: { access: 'public' } }, async (request, reply) => {
    await app.sessions.destroy(request);
    // A fresh guest session and XSRF-TOKEN, so the next state-changing call does not meet a 419.
    await app.sessions.start(request, reply, { userId: null });
    return reply.code(204).send();
  });
};

export default authRoutes;
