// GET /api/sync (spec §3, §4, §7): what the page's poller asks every 5 to 240 s. It answers the
// messages to the user newer than the ones the page has (and sent since the page started) and the
// unread-notifications count.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { syncQuerySchema, syncResponseSchema, type SyncResponse } from '@bizmarkt/shared/contract';
import { currentUser } from '../../plugins/app/access';
import { toMessage } from '../../repositories/messages';
import { hidesMessages, isPro } from '../../domain/messaging-view';
import type { MessageRow, UserRow } from '../../db/schema';
import type { FastifyInstance } from 'fastify';

/**
 * A free buyer's locked chats (issue #12) send nothing of the seller's: those messages are counted in
 * the unread numbers but left out of the list. PRO users (and every seller) skip this lookup.
 */
async function readable(app: FastifyInstance, user: UserRow, rows: MessageRow[]): Promise<MessageRow[]> {
  if (rows.length === 0 || isPro(user)) return rows;
  const dialogs = new Map((await app.repositories.dialogs.forIds(rows.map((row) => row.dialog_id))).map((d) => [d.id, d]));
  return rows.filter((row) => {
    const dialog = dialogs.get(row.dialog_id);
    return dialog !== undefined && !hidesMessages(dialog, user);
  });
}

const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/sync',
    { config: { access: 'authenticated' }, schema: { querystring: syncQuerySchema, response: { 200: syncResponseSchema } } },
    async (request, reply): Promise<SyncResponse> => {
      const user = currentUser(request);
      reply.header('cache-control', 'no-store');
      const { timestamp, latestMessageId } = request.query;
      const [rows, unreadNotifications, unread] = await Promise.all([
        app.repositories.messages.newForRecipient(user.id, latestMessageId, new Date(timestamp * 1000)),
        app.repositories.notifications.countUnread(user.id),
        app.repositories.messages.unreadCounts(user.id),
      ]);
      return {
        messages: (await readable(app, user, rows)).map(toMessage),
        unreadNotifications,
        unreadMessages: unread.total,
        unreadByDialog: unread.byDialog,
      };
    },
  );
};

export default syncRoutes;
