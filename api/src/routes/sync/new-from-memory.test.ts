// The poll's new messages from the user's sync state: whenever the kept messages cannot hold every
// match, the database must answer instead (undefined), never a shorter list.
import type { MessageRow } from '../../db/schema';
import { keptRecent, SYNC_RECENT_MESSAGES, SYNC_RECENT_TEXT_CHARS, type SyncState } from '../../plugins/app/live-state';
import { newFromMemory } from './index';

function row(id: number, createdAt: string, text = `message ${id}`): MessageRow {
  return {
    id,
    dialog_id: 1,
    user_id: 2,
    recipient_id: 3,
    type: 'text',
    message: text,
    read: false,
    media_url: null,
    media_type: null,
    media_name: null,
    image_url: null,
    media_key: null,
    thumb_key: null,
    created_at: new Date(createdAt),
  };
}

/** A state as the live state loads it: the newest rows read with one more than it keeps. */
function stateOf(all: MessageRow[]): SyncState {
  const newestFirst = [...all].sort((a, b) => b.id - a.id).slice(0, SYNC_RECENT_MESSAGES + 1);
  return {
    newestMessageId: newestFirst[0]?.id ?? 0,
    newestMessageAt: newestFirst[0]?.created_at ?? null,
    unreadNotifications: 0,
    unreadMessages: 0,
    unreadByDialog: {},
    ...keptRecent(newestFirst),
  };
}

/** What the database answers (messages_new_for_recipient). */
function fromDatabase(all: MessageRow[], afterId: number, since: Date): number[] {
  return all
    .filter((r) => r.id > afterId && r.created_at >= since)
    .sort((a, b) => a.id - b.id)
    .map((r) => r.id);
}

const EPOCH = new Date(0);

describe('new messages from the sync state', () => {
  it('holds all of a user with few messages: any afterId and since, oldest first', () => {
    const all = [row(10, '2026-01-01'), row(14, '2026-03-01'), row(12, '2026-02-01')];
    const state = stateOf(all);
    expect(state.recentFromId).toBe(0);
    for (const afterId of [0, 10, 11, 12, 14, 99]) {
      for (const since of [EPOCH, new Date('2026-02-01'), new Date('2026-04-01')]) {
        expect(newFromMemory(state, afterId, since)?.map((r) => r.id)).toEqual(fromDatabase(all, afterId, since));
      }
    }
  });

  it('with more messages than it keeps: answers above the oldest kept id, leaves anything older to the database', () => {
    const all = Array.from({ length: SYNC_RECENT_MESSAGES + 3 }, (_, i) => row(100 + i * 2, '2026-01-01'));
    const state = stateOf(all);
    const oldestKept = state.recentMessages.at(-1)!.id;
    expect(state.recentMessages).toHaveLength(SYNC_RECENT_MESSAGES);
    expect(state.recentFromId).toBe(oldestKept);
    // Every id above oldestKept - 1 is kept (ids are whole numbers), so from there memory answers.
    for (const afterId of [oldestKept - 1, oldestKept, oldestKept + 1, all.at(-1)!.id]) {
      expect(newFromMemory(state, afterId, EPOCH)?.map((r) => r.id)).toEqual(fromDatabase(all, afterId, EPOCH));
    }
    expect(newFromMemory(state, oldestKept - 2, EPOCH)).toBeUndefined();
    expect(newFromMemory(state, 0, EPOCH)).toBeUndefined();
  });

  it('keeps no more text than its budget: a long message cuts the kept ones short', () => {
    const long = 'x'.repeat(SYNC_RECENT_TEXT_CHARS);
    const all = [row(1, '2026-01-01'), row(2, '2026-01-02', long), row(3, '2026-01-03')];
    const state = stateOf(all);
    expect(state.recentMessages.map((r) => r.id)).toEqual([3]);
    expect(state.recentFromId).toBe(3);
    expect(newFromMemory(state, 2, EPOCH)?.map((r) => r.id)).toEqual([3]);
    expect(newFromMemory(state, 1, EPOCH)).toBeUndefined();

    const newestTooLong = stateOf([row(1, '2026-01-01'), row(2, '2026-01-02', `${long}!`)]);
    expect(newestTooLong.recentMessages).toEqual([]);
    expect(newFromMemory(newestTooLong, 1, EPOCH)).toBeUndefined();
    expect(newFromMemory(newestTooLong, 2, EPOCH)).toBeUndefined();
  });

  it('a user without messages: nothing, from memory', () => {
    const state = stateOf([]);
    expect(state.recentFromId).toBe(0);
    expect(newFromMemory(state, 0, EPOCH)).toEqual([]);
  });
});
