// What one poll does (spec §4): ask GET /api/sync for messages newer than the newest seen and the
// unread-notifications count; hand new messages to whoever listens (the messaging remote); re-fetch the
// user when the count differs from the stored one. The event stream (./event-stream.ts) hands its
// events to the same place (`receive`): a message is told once, whichever way it came.
import type { Message, SyncResponse, User } from '../contract/api';
import type { StreamDialogEvent, StreamEvent } from '../contract/stream';
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

type DialogListener = (event: StreamDialogEvent) => void;
const dialogListeners = new Set<DialogListener>();

/** Subscribe to changes in the user's dialogs (a step, an NDA answer, an offer) told by the event stream. */
export function onDialogEvent(listener: DialogListener): () => void {
  dialogListeners.add(listener);
  return () => dialogListeners.delete(listener);
}

type PollListener = () => void;
const pollListeners = new Set<PollListener>();

/**
 * Subscribe to every poll of the ladder (whatever it brought): what the poll does not carry (the
 * buying-process steps) is re-read on the ladder's beat while the stream is down.
 */
export function onSyncPoll(listener: PollListener): () => void {
  pollListeners.add(listener);
  return () => pollListeners.delete(listener);
}

export interface SyncDeps {
  /** Epoch seconds at app start. */
  startedAt: number;
  currentUser: () => User | null;
  refetchUser: () => Promise<void>;
}

type Counts = Pick<SyncResponse, 'unreadNotifications' | 'unreadMessages' | 'unreadByDialog'>;

export function createSync({ startedAt, currentUser, refetchUser }: SyncDeps) {
  let latestMessageId = 0;

  /** Hands on the messages not seen yet; answers whether there were any. */
  const deliver = (messages: readonly Message[]): boolean => {
    const fresh = messages.filter((m) => m.id > latestMessageId);
    if (fresh.length === 0) return false;
    latestMessageId = Math.max(latestMessageId, ...fresh.map((m) => m.id));
    for (const listener of listeners) listener(fresh);
    return true;
  };

  const counts = async (answer: Counts): Promise<void> => {
    // The header's 'Messages' count and the per-dialog counts come from every answer (issue #12).
    if (typeof answer.unreadMessages === 'number') unreadStore.getState().setMessageCounts(answer.unreadMessages, answer.unreadByDialog ?? {});
    const user = currentUser();
    if (user && answer.unreadNotifications !== user.unread_notifications) await refetchUser();
  };

  return {
    get latestMessageId() {
      return latestMessageId;
    },
    async poll(): Promise<PollOutcome> {
      // Background work: failures are silent here (the poller retries); the caller ends the session on 401.
      const answer = await api.get<SyncResponse>(SESSION_PATHS.sync, { query: { timestamp: startedAt, latestMessageId }, handled: 'all' });
      const newMessages = deliver(answer.messages);
      await counts(answer);
      for (const listener of pollListeners) listener();
      return { newMessages };
    },
    /** One event of the stream. */
    async receive(event: StreamEvent): Promise<void> {
      if (event.type === 'message') deliver([event.message]);
      else if (event.type === 'unread') await counts(event);
      else for (const listener of dialogListeners) listener(event);
    },
  };
}
