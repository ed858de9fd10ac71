// GET /api/sync (spec §3, §4, §7): what the page's poller asks every 5 to 240 s. It answers the
// messages to the user newer than the ones the page has and the unread-notifications count. Messages
// do not exist before the messaging issue, which adds their query here; the answer is then real too.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SyncResponse } from '../../contract';

const syncQuerySchema = z.object({
  /** Epoch seconds at the page's start. */
  timestamp: z.coerce.number().int().min(0),
  /** The newest message id the page has seen. */
  latestMessageId: z.coerce.number().int().min(0).default(0),
});

const syncResponseSchema = z.object({
  messages: z.array(z.unknown()),
  unreadNotifications: z.number().int().min(0),
});

const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/sync',
    { onRequest: app.authenticate, schema: { querystring: syncQuerySchema, response: { 200: syncResponseSchema } } },
    async (request, reply): Promise<SyncResponse> => {
      if (!request.user) throw new Error('authenticate hook did not set request.user');
      reply.header('cache-control', 'no-store');
      return {
        messages: [],
        unreadNotifications: await app.repositories.notifications.countUnread(request.user.id),
      };
    },
  );
};

export default syncRoutes;
