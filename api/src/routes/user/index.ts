import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSchema } from '@bizmarkt/shared/contract';
import { currentUser } from '../../plugins/app/access';
import { toUserResponse } from '../../responses/user';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user',
    { config: { access: 'authenticated' }, schema: { response: { 200: userSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      reply.header('cache-control', 'no-store');
      return toUserResponse(user, await app.repositories.notifications.countUnread(user.id));
    },
  );
};

export default userRoutes;
