// The notifications panel (spec §2, §3, §4): a page of the user's own notifications, newest first,
// and "mark read", which the panel posts when it opens.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NotificationsPage, NotificationsReadResponse } from '../../contract';
import {
  NOTIFICATIONS_PER_PAGE,
  notificationsPageSchema,
  notificationsQuerySchema,
  notificationsReadResponseSchema,
  toNotificationItem,
} from '../../schemas/notifications';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    { onRequest: app.authenticate, schema: { querystring: notificationsQuerySchema, response: { 200: notificationsPageSchema } } },
    async (request, reply): Promise<NotificationsPage> => {
      if (!request.user) throw new Error('authenticate hook did not set request.user');
      const userId = request.user.id;
      const page = request.query.page;
      const [{ rows, total }, unread] = await Promise.all([
        app.repositories.notifications.listPage(userId, page, NOTIFICATIONS_PER_PAGE),
        app.repositories.notifications.countUnread(userId),
      ]);
      reply.header('cache-control', 'no-store');
      return {
        data: rows.map(toNotificationItem),
        meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / NOTIFICATIONS_PER_PAGE)), total, unread },
      };
    },
  );

  app.post(
    '/api/notifications/read',
    { onRequest: app.authenticate, schema: { response: { 200: notificationsReadResponseSchema } } },
    async (request): Promise<NotificationsReadResponse> => {
      if (!request.user) throw new Error('authenticate hook did not set request.user');
      await app.repositories.notifications.markAllRead(request.user.id);
      return { unread: await app.repositories.notifications.countUnread(request.user.id) };
    },
  );
};

export default routes;
