// GET /api/sync (spec §3, §4, §7): what the page's poller asks every 5 to 240 s. It answers the
// messages to the user newer than the ones the page has (and sent since the page started) and the
// unread-notifications count.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SyncResponse } from '../../contract';
import { toMessage } from '../../repositories/messages';

const syncQuerySchema = z.object({
  /** Epoch seconds at the page's start. */
  timestamp: z.coerce.number().int().min(0),
  /** The newest message id the page has seen. */
  latestMessageId: z.coerce.number().int().min(0).default(0),
});

const messageSchema = z.object({
  id: z.number().int(),
  dialog_id: z.number().int(),
  type: z.enum(['text', 'media', 'nda_request', 'nda_request_decision', 'nda_request_decision_positive', 'nda_request_decision_negative']),
  user_id: z.number().int(),
  message: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
  media_url: z.string().nullable(),
  media_type: z.enum(['application/pdf', 'image']).nullable(),
  media_name: z.string().nullable(),
  image_url: z.string().nullable(),
});

const syncResponseSchema = z.object({
  messages: z.array(messageSchema),
  unreadNotifications: z.number().int().min(0),
});

const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/sync',
    { onRequest: app.authenticate, schema: { querystring: syncQuerySchema, response: { 200: syncResponseSchema } } },
    async (request, reply): Promise<SyncResponse> => {
      if (!request.user) throw new Error('authenticate hook did not set request.user');
      reply.header('cache-control', 'no-store');
      const { timestamp, latestMessageId } = request.query;
      const [rows, unreadNotifications] = await Promise.all([
        app.repositories.messages.newForRecipient(request.user.id, latestMessageId, new Date(timestamp * 1000)),
        app.repositories.notifications.countUnread(request.user.id),
      ]);
      return { messages: rows.map(toMessage), unreadNotifications };
    },
  );
};

export default syncRoutes;
