// The notifications panel (spec §2, §3, §4): a page of the user's own notifications, newest first,
// and "mark read", which the panel posts when it opens.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NOTIFICATIONS_PER_PAGE,
  notificationsPageSchema,
  notificationsQuerySchema,
  notificationsReadResponseSchema,
  type NotificationsPage,
  type NotificationsReadResponse,
  ACCOUNT_PATHS,
} from '@bizmarkt/shared/contract';
import { currentUser } from '../../plugins/app/access';
import { toNotificationItem } from '../../responses/notifications';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ACCOUNT_PATHS.notifications,
    { config: { access: 'authenticated' }, schema: { querystring: notificationsQuerySchema, response: { 200: notificationsPageSchema } } },
    async (request, reply): Promise<NotificationsPage> => {
      const userId = currentUser(request).id;
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
    ACCOUNT_PATHS.notificationsRead,
    { config: { access: 'authenticated' }, schema: { response: { 200: notificationsReadResponseSchema } } },
    async (request): Promise<NotificationsReadResponse> => {
      const userId = currentUser(request).id;
      await app.repositories.notifications.markAllRead(userId);
      return { unread: await app.repositories.notifications.countUnread(userId) };
    },
  );
};

export default routes;
