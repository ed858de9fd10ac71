// What one poll does (spec §4): ask GET /api/sync for messages newer than the newest seen and the
// unread-notifications count; hand new messages to whoever listens (the messaging remote); re-fetch the
// user when the count differs from the stored one.
import type { Message, SyncResponse, User } from '../contract/api';
import { api } from '../api/client';
import { SESSION_PATHS } from '../contract/api-paths/session';
import { unreadStore } from '../stores/unread';
import type { PollOutcome } from './poller';

type MessagesListener = (messages: Message[]) => void;
const listeners = new Set<MessagesListener>();

/** Subscribe to messages that arrive by polling; returns the unsubscribe function. */
export function onSyncMessages(listener: MessagesListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface SyncDeps {
  /** Epoch seconds at app start. */
  startedAt: number;
  currentUser: () => User | null;
  refetchUser: () => Promise<void>;
}

export function createSync({ startedAt, currentUser, refetchUser }: SyncDeps) {
  let latestMessageId = 0;
  return {
    get latestMessageId() {
      return latestMessageId;
    },
    async poll(): Promise<PollOutcome> {
      // Background work: failures are silent here (the poller retries); the caller ends the session on 401.
      const answer = await api.get<SyncResponse>(SESSION_PATHS.sync, { query: { timestamp: startedAt, latestMessageId }, handled: 'all' });
      const fresh = answer.messages.filter((m) => m.id > latestMessageId);
      if (fresh.length > 0) {
        latestMessageId = Math.max(latestMessageId, ...fresh.map((m) => m.id));
        for (const listener of listeners) listener(fresh);
      }
      // The header's 'Messages' count and the per-dialog counts come from every answer (issue #12).
      if (typeof answer.unreadMessages === 'number') unreadStore.getState().setMessageCounts(answer.unreadMessages, answer.unreadByDialog ?? {});
      const user = currentUser();
      if (user && answer.unreadNotifications !== user.unread_notifications) await refetchUser();
      return { newMessages: fresh.length > 0 };
    },
  };
}
