import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../contract';
import { requestLang, type Lang } from '../../lib/lang';
import { translate } from '../../lib/messages';
import { dummyPasswordHash, verifyPassword } from '../../lib/password';
import { loginBodySchema } from '../../schemas/auth';
import { errorBodySchema } from '../../schemas/errors';
import { toUserResponse, userSchema } from '../../schemas/user';

function credentialsError(lang: Lang): Required<ErrorBody> {
  const message = translate('auth.failed', lang);
  return { message, errors: { email: [message] } };
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/login',
    {
      // Validation-only requests (live form validation) check the input and never log in.
      config: { precognitive: true },
      schema: { body: loginBodySchema, response: { 200: userSchema, 422: errorBodySchema } },
    },
    async (request, reply) => {
      const { email, password, remember } = request.body;
      const user = await app.repositories.users.findByEmail(email);
      // Without a user, verify against a dummy hash all the same: the answer takes as long.
      const passwordMatches = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
      if (!user || !passwordMatches) return reply.code(422).send(credentialsError(requestLang(request)));
      // A new session (new token, new CSRF token); the old row is deleted: no session fixation.
      await app.sessions.start(request, reply, { userId: user.id, remember: remember ?? false });
      return toUserResponse(user, await app.repositories.notifications.countUnread(user.id));
    },
  );

  app.post('/api/logout', async (request, reply) => {
    await app.sessions.destroy(request);
    // A fresh guest session and XSRF-TOKEN, so the next state-changing call does not meet a 419.
    await app.sessions.start(request, reply, { userId: null });
    return reply.code(204).send();
  });
};

export default authRoutes;
