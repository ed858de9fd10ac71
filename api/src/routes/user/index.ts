import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toUserResponse, userSchema } from '../../schemas/user';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user',
    { onRequest: app.authenticate, schema: { response: { 200: userSchema } } },
    async (request, reply) => {
      if (!request.user) throw new Error('authenticate hook did not set request.user');
      reply.header('cache-control', 'no-store');
      return toUserResponse(request.user, await app.repositories.notifications.countUnread(request.user.id));
    },
  );
};

export default userRoutes;
