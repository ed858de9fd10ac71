// GET /api/sync (spec §3, §4, §7): what the page's poller asks every 5 to 240 s. It answers the
// messages to the user newer than the ones the page has (and sent since the page started) and the
// unread-notifications count. Answered from memory (issue #14): the user's sync state
// (plugins/app/live-state.ts) says whether any message to them could match and holds their newest
// messages; the database is read only for messages older than those.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { syncQuerySchema, syncResponseSchema, type SyncResponse, SESSION_PATHS } from '@bizmarkt/shared/contract';
import { currentUser } from '../../plugins/app/access';
import { SYNC_MESSAGE_LIMIT } from '../../repositories/messages';
import { toMessage } from '../../responses/message';
import { readableIncoming } from '../../domain/messaging-view';
import type { MessageRow } from '../../db/schema';
import type { FastifyReply } from 'fastify';
import type { SyncState } from '../../plugins/app/live-state';

/** Whether a message to the user has an id above `afterId` and was sent at or after `since`, as far as the state knows. */
export function mayHaveNew(state: SyncState, afterId: number, since: Date): boolean {
  if (state.newestMessageId <= afterId || state.newestMessageAt === null) return false;
  return state.newestMessageAt.getTime() >= since.getTime();
}

/**
 * The messages to the user with an id above `afterId` sent at or after `since`, oldest first, as the
 * database would answer them — from the state's newest messages when those hold every id above
 * `afterId`; undefined when older messages could match (the database answers then).
 */
export function newFromMemory(state: SyncState, afterId: number, since: Date): MessageRow[] | undefined {
  if (afterId + 1 < state.recentFromId) return undefined;
  const sinceMs = since.getTime();
  const rows = state.recentMessages.filter((row) => row.id > afterId && row.created_at.getTime() >= sinceMs);
  return rows.reverse().slice(0, SYNC_MESSAGE_LIMIT);
}

/**
 * The answer with no messages, serialised once per sync state (a new state object replaces a dropped
 * one) and checked against the response schema when it is built, as the serializer would check it.
 */
const nothingNewBodies = new WeakMap<SyncState, string>();
function nothingNewBody(state: SyncState): string {
  let body = nothingNewBodies.get(state);
  if (body === undefined) {
    const answer: SyncResponse = {
      messages: [],
      unreadNotifications: state.unreadNotifications,
      unreadMessages: state.unreadMessages,
      unreadByDialog: state.unreadByDialog,
    };
    body = JSON.stringify(syncResponseSchema.parse(answer));
    nothingNewBodies.set(state, body);
  }
  return body;
}

/** An answer already serialised (and checked): a string with a JSON type is sent as it is. */
function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

const syncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SESSION_PATHS.sync,
    // Polled by every open page: its successful answers are counted, not logged one by one.
    { config: { access: 'authenticated', quietAccessLog: true }, schema: { querystring: syncQuerySchema, response: { 200: syncResponseSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      reply.header('cache-control', 'no-store');
      const { timestamp, latestMessageId } = request.query;
      const since = new Date(timestamp * 1000);
      const state = await app.liveState.syncState(user.id);
      const rows = !mayHaveNew(state, latestMessageId, since)
        ? []
        : (newFromMemory(state, latestMessageId, since) ?? (await app.repositories.messages.newForRecipient(user.id, latestMessageId, since)));
      // Nothing new (the usual poll): no lookup and no promise.
      const messages = rows.length === 0 ? rows : await readableIncoming(app.repositories.dialogs, user, rows);
      if (messages.length === 0) return sendJson(reply, nothingNewBody(state));
      const answer: SyncResponse = {
        messages: messages.map((row) => toMessage(row, user.id)),
        unreadNotifications: state.unreadNotifications,
        unreadMessages: state.unreadMessages,
        unreadByDialog: state.unreadByDialog,
      };
      return answer;
    },
  );
};

export default syncRoutes;
