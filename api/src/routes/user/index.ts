import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSchema, SESSION_PATHS } from '@bizmarkt/shared/contract';
import { currentUser } from '../../plugins/app/access';
import { toUserResponse } from '../../responses/user';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(SESSION_PATHS.user, { config: { access: 'authenticated' }, schema: { response: { 200: userSchema } } }, async (request, reply) => {
    const user = currentUser(request);
    reply.header('cache-control', 'no-store');
    // The unread count from the user's sync state (plugins/app/live-state.ts): every page load asks,
    // and the poller's next answer reads the same state, so the two never disagree (issue #14).
    return toUserResponse(user, (await app.liveState.syncState(user.id)).unreadNotifications);
  });
};

export default userRoutes;
