import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  LOGIN_MAX_ATTEMPTS,
  LOGIN_MAX_ATTEMPTS_PER_ACCOUNT,
  LOGIN_MAX_ATTEMPTS_PER_DEVICE,
  LOGIN_MAX_ATTEMPTS_PER_IP,
  LOGIN_SLOW_WINDOW_SECONDS,
  LOGIN_THROTTLE_WINDOW_SECONDS,
  loginRequestSchema,
  userSchema,
  type ErrorBody,
  SESSION_PATHS,
} from '@bizmarkt/shared/contract';
import { hasLangHeader } from '../../lib/locale';
import { requestLang, type Lang } from '../../lib/lang';
import { issueLoginDevice, loginDeviceOf } from '../../lib/login-device';
import { translate } from '../../lib/messages';
import { dummyPasswordHash, verifyPassword } from '../../lib/password';
import { loginAccountKey, loginDeviceKey, loginIpKey, loginKey } from '../../lib/throttle-keys';
import { sendTooManyRequests } from '../../plugins/app/throttle';
import { toUserResponse } from '../../responses/user';

/** A throttle counter a failed login adds to. */
interface LoginCounter {
  key: string;
  max: number;
  windowSeconds: number;
}

function credentialsError(lang: Lang): Required<ErrorBody> {
  const message = translate('auth.failed', lang);
  return { message, errors: { email: [message] } };
}

function tooManyLogins(reply: FastifyReply, retryAfter: number, lang: Lang): FastifyReply {
  const message = translate('accounts.login_throttled', lang, { seconds: retryAfter });
  return sendTooManyRequests(reply, retryAfter, { message, errors: { email: [message] } });
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The counters a login attempt is checked against and a failure adds to. A browser with the
   * account's device cookie has its own counter, nothing else (while it has attempts left): so
   * strangers filling the account's ceiling from elsewhere never lock the owner's browser out. Any
   * other attempt counts per email and IP (the first: cleared by a success), per IP across every
   * email, and against the account's ceiling across every IP.
   */
  const loginCounters = async (email: string, ip: string, deviceId: string | null): Promise<LoginCounter[]> => {
    if (deviceId !== null) {
      const device = { key: loginDeviceKey(deviceId), max: LOGIN_MAX_ATTEMPTS_PER_DEVICE, windowSeconds: LOGIN_SLOW_WINDOW_SECONDS };
      // A device past its own limit is one more stranger (OWASP: its cookie is locked out).
      if (!(await app.throttle.tooMany(device.key, device.max)).tooMany) return [device];
    }
    return [
      { key: loginKey(email, ip), max: LOGIN_MAX_ATTEMPTS, windowSeconds: LOGIN_THROTTLE_WINDOW_SECONDS },
      { key: loginIpKey(ip), max: LOGIN_MAX_ATTEMPTS_PER_IP, windowSeconds: LOGIN_SLOW_WINDOW_SECONDS },
      { key: loginAccountKey(email), max: LOGIN_MAX_ATTEMPTS_PER_ACCOUNT, windowSeconds: LOGIN_SLOW_WINDOW_SECONDS },
    ];
  };

  app.post(
    SESSION_PATHS.login,
    {
      // Validation-only requests (live form validation) check the input and never log in (nor count).
      config: { access: 'public', precognitive: true },
      schema: { body: loginRequestSchema, response: { 200: userSchema, 422: errorBodySchema, 429: errorBodySchema } },
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const lang = requestLang(request);
      // Counted in the database, so the limits hold across API instances; checked before the
      // password, so a guesser learns nothing once a limit is reached, not even a right guess.
      const deviceId = loginDeviceOf(request, app.config.appKey, email);
      const counters = await loginCounters(email, request.ip, deviceId);
      const checks = await Promise.all(counters.map((counter) => app.throttle.tooMany(counter.key, counter.max)));
      const reached = checks.filter((check) => check.tooMany);
      if (reached.length > 0) return tooManyLogins(reply, Math.max(...reached.map((check) => check.retryAfter)), lang);

      // A deleted account is never found (its email is a placeholder); one without a password (social
      // sign-up) fails like a wrong password.
      const user = await app.repositories.users.findByEmail(email);
      // Without a user, verify against a dummy hash all the same: the answer takes as long.
      const passwordMatches = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
      if (!user || user.password_hash === null || !passwordMatches) {
        await Promise.all(counters.map((counter) => app.throttle.hit(counter.key, counter.max, counter.windowSeconds)));
        return reply.code(422).send(credentialsError(lang));
      }
      // Only the counter of this address (or device) starts again: the per-IP and per-account ceilings
      // run out on their own, or a guesser could reset them with a login to an account of their own.
      await app.throttle.clear(counters[0]!.key);
      if (deviceId === null) issueLoginDevice(request, reply, app.config.appKey, user.email);
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

  app.post(SESSION_PATHS.logout, { config: { access: 'public' } }, async (request, reply) => {
    await app.sessions.destroy(request);
    // A fresh guest session and XSRF-TOKEN, so the next state-changing call does not meet a 419.
    await app.sessions.start(request, reply, { userId: null });
    return reply.code(204).send();
  });
};

export default authRoutes;
