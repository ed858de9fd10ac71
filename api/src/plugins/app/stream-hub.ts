// The event streams open on this instance (issue #30 §4; docs/architecture/event-stream.md). Each
// `GET /api/stream` registers one connection of its user here; what reaches them comes from the change
// feed (db/changes.ts), so a write through any instance, job or script is heard by every instance:
//   user:<id>             messages to the user, their notifications, their row (database triggers):
//                          the user's new messages since the stream's cursor and their unread counts
//                          when those differ from what the stream last sent
//   dialog:<id>:<topic>   `publishDialogEvent` (a step, an NDA answer, an offer): a `dialog` event
//                          to each party of the dialog with a stream here
//   session:<id>          the stream's session updated or ended: it ends when the session is gone
//   reset                 notifications may have been missed: every user's state is read again
// Payloads hold ids only. What is sent is read here, for the listening user, through the same rules as
// the poll (`readableIncoming`, `toMessage`): a masked seller stays masked, a locked chat stays locked.
import { PassThrough } from 'node:stream';
import fp from 'fastify-plugin';
import { streamEventSchema, type StreamEvent } from '@bizmarkt/shared/contract';
import type { ChangeEvent } from '../../db/changes';
import type { MessageRow } from '../../db/schema';
import { readableIncoming } from '../../domain/messaging-view';
import { sseComment, sseEvent, sseRetry } from '../../lib/sse';
import { SYNC_MESSAGE_LIMIT } from '../../repositories/messages';
import { toMessage } from '../../responses/message';
import type { SyncState } from './live-state';

/** A comment line this often keeps proxies from closing an idle stream (most close after 30-60 s). */
export const STREAM_HEARTBEAT_MS = 15_000;
/** The `retry:` the browser waits before reconnecting after the stream ends. */
export const STREAM_RETRY_MS = 3_000;
/** Open streams per user on one instance (tabs, windows); more are refused with 429 and those tabs poll. */
export const STREAM_MAX_PER_USER = 5;
/** A stream ends after this long and the browser reconnects: the session is checked again from scratch. */
export const STREAM_MAX_AGE_MS = 30 * 60 * 1000;

export interface StreamOpen {
  userId: number;
  sessionId: string;
  /** The session cookie's token, to check the session again when it changes. */
  token: string;
}

export interface StreamHub {
  /** A new stream for the user (its first frames written), or undefined beyond STREAM_MAX_PER_USER. */
  open(who: StreamOpen): Promise<PassThrough | undefined>;
  /** Open streams on this instance (of one user, or all). */
  count(userId?: number): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    streams: StreamHub;
  }
}

interface Connection extends StreamOpen {
  out: PassThrough;
  /** The highest message id to the user this stream has dealt with (sent, or not theirs to read). */
  cursor: number;
  /** The last `unread` frame sent, so that an unchanged count is not sent again. */
  lastUnread: string;
}

const EPOCH = new Date(0);

function frame(event: StreamEvent): string {
  // Held to the contract as the response serializer holds every JSON answer.
  return sseEvent(event.type, streamEventSchema.parse(event));
}

function unreadFrame(state: SyncState): string {
  return frame({
    type: 'unread',
    unreadNotifications: state.unreadNotifications,
    unreadMessages: state.unreadMessages,
    unreadByDialog: state.unreadByDialog,
  });
}

/** The messages to the user above `afterId`, oldest first: from the sync state when it holds them all. */
function fromMemory(state: SyncState, afterId: number): MessageRow[] | undefined {
  if (afterId + 1 < state.recentFromId) return undefined;
  return state.recentMessages.filter((row) => row.id > afterId).reverse();
}

export default fp(
  async (app) => {
    const { liveState, repositories } = app;
    const byUser = new Map<number, Set<Connection>>();
    /** One refresh at a time per user, in the order the changes came. */
    const chains = new Map<number, Promise<void>>();
    let total = 0;
    let closing = false;

    const write = (connection: Connection, text: string) => {
      if (!connection.out.writableEnded) connection.out.write(text);
    };
    const end = (connection: Connection) => {
      if (!connection.out.writableEnded) connection.out.end();
    };

    function queue(userId: number, work: () => Promise<void>): void {
      const previous = chains.get(userId) ?? Promise.resolve();
      const next = previous
        .then(work)
        .catch((error: unknown) => app.log.warn({ err: error, userId }, 'event stream: a change could not be delivered'))
        .finally(() => {
          if (chains.get(userId) === next) chains.delete(userId);
        });
      chains.set(userId, next);
    }

    /** Sends the user's new messages and changed unread counts to each of their streams here. */
    async function refresh(userId: number): Promise<void> {
      const user = await liveState.user(userId);
      if (!user) {
        for (const connection of byUser.get(userId) ?? []) end(connection);
        return;
      }
      for (;;) {
        const connections = [...(byUser.get(userId) ?? [])];
        if (connections.length === 0) return;
        const state = await liveState.syncState(userId);
        const from = Math.min(...connections.map((c) => c.cursor));
        let rows: readonly MessageRow[] = [];
        if (state.newestMessageId > from) {
          rows = fromMemory(state, from) ?? (await repositories.messages.newForRecipient(userId, from, EPOCH));
        }
        const readable = new Set(await readableIncoming(repositories.dialogs, user, rows));
        const unread = unreadFrame(state);
        for (const connection of connections) {
          for (const row of rows) {
            if (row.id <= connection.cursor) continue;
            if (readable.has(row)) write(connection, frame({ type: 'message', message: toMessage(row, userId) }));
            connection.cursor = row.id;
          }
          if (connection.lastUnread !== unread) {
            write(connection, unread);
            connection.lastUnread = unread;
          }
        }
        // A page of SYNC_MESSAGE_LIMIT: there may be more.
        if (rows.length < SYNC_MESSAGE_LIMIT) return;
      }
    }

    async function dialogChanged(dialogId: number, topic: Extract<ChangeEvent, { kind: 'dialog' }>['topic']): Promise<void> {
      const [dialog] = await repositories.dialogs.forIds([dialogId]);
      if (!dialog) return;
      const text = frame({ type: 'dialog', dialogId, topic });
      for (const partyId of new Set([dialog.buyer_id, dialog.seller_id])) {
        for (const connection of byUser.get(partyId) ?? []) write(connection, text);
      }
    }

    async function sessionChanged(connection: Connection): Promise<void> {
      const session = await liveState.session(connection.token);
      if (!session || session.id !== connection.sessionId || session.user_id !== connection.userId) end(connection);
    }

    liveState.feed.subscribe((event) => {
      if (byUser.size === 0) return;
      if (event === 'reset') {
        for (const userId of byUser.keys()) queue(userId, () => refresh(userId));
        return;
      }
      switch (event.kind) {
        case 'user':
          if (byUser.has(event.userId)) queue(event.userId, () => refresh(event.userId));
          break;
        case 'dialog':
          void dialogChanged(event.dialogId, event.topic).catch((error: unknown) =>
            app.log.warn({ err: error, dialogId: event.dialogId }, 'event stream: a dialog event could not be delivered'),
          );
          break;
        case 'session':
          for (const connections of byUser.values()) {
            for (const connection of connections) {
              if (connection.sessionId === event.sessionId) queue(connection.userId, () => sessionChanged(connection));
            }
          }
          break;
        case 'reference':
          break;
      }
    });

    const hub: StreamHub = {
      async open(who) {
        if (closing) return undefined;
        const connections = byUser.get(who.userId) ?? new Set<Connection>();
        if (connections.size >= STREAM_MAX_PER_USER) return undefined;
        const state = await liveState.syncState(who.userId);
        const out = new PassThrough();
        const connection: Connection = { ...who, out, cursor: state.newestMessageId, lastUnread: unreadFrame(state) };
        connections.add(connection);
        byUser.set(who.userId, connections);
        total += 1;

        const heartbeat = setInterval(() => write(connection, sseComment('keep-alive')), STREAM_HEARTBEAT_MS);
        heartbeat.unref();
        const maxAge = setTimeout(() => end(connection), STREAM_MAX_AGE_MS);
        maxAge.unref();
        let removed = false;
        const remove = () => {
          if (removed) return;
          removed = true;
          clearInterval(heartbeat);
          clearTimeout(maxAge);
          connections.delete(connection);
          if (connections.size === 0 && byUser.get(who.userId) === connections) byUser.delete(who.userId);
          total -= 1;
        };
        // 'close' follows both ends: the browser went away (Fastify destroys the stream) or we ended it.
        out.on('close', remove);
        out.on('finish', remove);
        out.on('error', remove);

        // The first frames: how long to wait before reconnecting, and the counts as they are now.
        write(connection, sseRetry(STREAM_RETRY_MS));
        write(connection, connection.lastUnread);
        return out;
      },
      count(userId) {
        if (userId === undefined) return total;
        return byUser.get(userId)?.size ?? 0;
      },
    };

    // Open streams would keep the server from closing: end them first (the browsers reconnect to
    // another instance, or poll).
    app.addHook('preClose', async () => {
      closing = true;
      for (const connections of byUser.values()) for (const connection of connections) end(connection);
      await Promise.allSettled([...chains.values()]);
    });

    app.decorate('streams', hub);
  },
  { name: 'stream-hub', dependencies: ['live-state', 'repositories'] },
);
