// GET /api/sync (spec §3, §4, §7): what the page's poller asks every 5 to 240 s. It answers the
// messages to the user newer than the ones the page has (and sent since the page started) and the
// unread-notifications count. "Nothing new" is answered from memory (issue #14): the user's sync
// state (plugins/app/live-state.ts) says whether any message to them could match; only then are the
// messages read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { syncQuerySchema, syncResponseSchema, type SyncResponse } from '@bizmarkt/shared/contract';
import { currentUser } from '../../plugins/app/access';
import { toMessage } from '../../repositories/messages';
import { hidesMessages, isPro } from '../../domain/messaging-view';
import type { MessageRow, UserRow } from '../../db/schema';
import type { FastifyInstance } from 'fastify';
import type { SyncState } from '../../plugins/app/live-state';

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

/** Whether a message to the user has an id above `afterId` and was sent at or after `since`, as far as the state knows. */
export function mayHaveNew(state: SyncState, afterId: number, since: Date): boolean {
  if (state.newestMessageId <= afterId || state.newestMessageAt === null) return false;
  return state.newestMessageAt.getTime() >= since.getTime();
}

const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/sync',
    { config: { access: 'authenticated' }, schema: { querystring: syncQuerySchema, response: { 200: syncResponseSchema } } },
    async (request, reply): Promise<SyncResponse> => {
      const user = currentUser(request);
      reply.header('cache-control', 'no-store');
      const { timestamp, latestMessageId } = request.query;
      const since = new Date(timestamp * 1000);
      const state = await app.liveState.syncState(user.id);
      const rows = mayHaveNew(state, latestMessageId, since)
        ? await app.repositories.messages.newForRecipient(user.id, latestMessageId, since)
        : [];
      return {
        messages: (await readable(app, user, rows)).map(toMessage),
        unreadNotifications: state.unreadNotifications,
        unreadMessages: state.unreadMessages,
        unreadByDialog: state.unreadByDialog,
      };
    },
  );
};

export default syncRoutes;
