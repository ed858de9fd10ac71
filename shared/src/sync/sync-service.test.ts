import { makeUser } from '../testing/factories';
import { configureApiClient } from '../api/client';
import { createFetchMock } from '../testing';
import { unreadStore } from '../stores/unread';
import type { Message } from '../contract/api';
import { createSync, onDialogEvent, onSyncMessages, onSyncPoll } from './sync-service';

const message = (id: number) => ({
  id,
  dialog_id: 1,
  type: 'text',
  is_mine: false,
  message: 'hi',
  read: false,
  created_at: '',
  media_url: null,
  media_type: null,
  media_name: null,
  image_url: null,
});

describe('sync service', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('asks for messages newer than the newest seen, hands them on, and reports new ones', async () => {
    const { fetchMock, calls } = createFetchMock({ 'GET /api/sync': [200, { messages: [message(4), message(7)], unreadNotifications: 0 }] });
    global.fetch = fetchMock;
    const received: number[] = [];
    const off = onSyncMessages((messages) => received.push(...messages.map((m) => m.id)));
    const sync = createSync({ startedAt: 1000, currentUser: () => makeUser({ unread_notifications: 0 }), refetchUser: jest.fn() });

    await expect(sync.poll()).resolves.toEqual({ newMessages: true });
    expect(calls[0]!.url).toBe('/api/sync?timestamp=1000&latestMessageId=0');
    expect(received).toEqual([4, 7]);

    await expect(sync.poll()).resolves.toEqual({ newMessages: false }); // the same messages again are not new
    expect(calls[1]!.url).toBe('/api/sync?timestamp=1000&latestMessageId=7');
    expect(received).toEqual([4, 7]);
    off();
  });

  it('re-fetches the user when the unread-notifications count differs', async () => {
    global.fetch = createFetchMock({ 'GET /api/sync': [200, { messages: [], unreadNotifications: 2 }] }).fetchMock;
    const refetchUser = jest.fn(async () => undefined);
    let count = 0;
    const sync = createSync({ startedAt: 1, currentUser: () => makeUser({ unread_notifications: count }), refetchUser });
    await sync.poll();
    expect(refetchUser).toHaveBeenCalledTimes(1);
    count = 2;
    await sync.poll();
    expect(refetchUser).toHaveBeenCalledTimes(1);
  });

  it('fails (for the poller to handle) without a toast-worthy side effect', async () => {
    global.fetch = createFetchMock({ 'GET /api/sync': [401, { message: 'Unauthenticated.' }] }).fetchMock;
    const sync = createSync({ startedAt: 1, currentUser: () => null, refetchUser: jest.fn() });
    await expect(sync.poll()).rejects.toMatchObject({ status: 401 });
  });

  it("keeps the header's unread messages and the per-dialog counts from every answer", async () => {
    const answers = [
      { messages: [], unreadNotifications: 0, unreadMessages: 3, unreadByDialog: { '1': 2, '4': 1 } },
      { messages: [], unreadNotifications: 0, unreadMessages: 1, unreadByDialog: { '4': 1 } },
    ];
    global.fetch = jest.fn(async () => new Response(JSON.stringify(answers.shift()), { status: 200, headers: { 'content-type': 'application/json' } }));
    const sync = createSync({ startedAt: 1, currentUser: () => null, refetchUser: jest.fn() });
    await sync.poll();
    expect(unreadStore.getState()).toMatchObject({ messages: 3, byDialog: { '1': 2, '4': 1 } });
    await sync.poll();
    expect(unreadStore.getState()).toMatchObject({ messages: 1, byDialog: { '4': 1 } });
    unreadStore.getState().clearDialog(4);
    expect(unreadStore.getState()).toMatchObject({ messages: 0, byDialog: {} });
  });
});

describe('sync service: the event stream’s events', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('hands a streamed message on once, and the next poll asks from it on', async () => {
    const { fetchMock, calls } = createFetchMock({
      'GET /api/sync': [200, { messages: [message(9)], unreadNotifications: 0, unreadMessages: 1, unreadByDialog: { 1: 1 } }],
    });
    global.fetch = fetchMock;
    const received: number[] = [];
    const off = onSyncMessages((messages) => received.push(...messages.map((m) => m.id)));
    const sync = createSync({ startedAt: 1, currentUser: () => makeUser({ unread_notifications: 0 }), refetchUser: jest.fn() });
    await sync.receive({ type: 'message', message: message(9) as Message });
    await sync.receive({ type: 'message', message: message(9) as Message });
    expect(received).toEqual([9]);
    await expect(sync.poll()).resolves.toEqual({ newMessages: false });
    expect(calls[0]!.url).toBe('/api/sync?timestamp=1&latestMessageId=9');
    expect(received).toEqual([9]);
    off();
  });

  it('sets the unread counts and re-fetches the user on a changed notifications count; tells dialog events and polls to their listeners', async () => {
    global.fetch = createFetchMock({ 'GET /api/sync': [200, { messages: [], unreadNotifications: 0, unreadMessages: 0, unreadByDialog: {} }] }).fetchMock;
    const refetchUser = jest.fn(async () => undefined);
    const sync = createSync({ startedAt: 1, currentUser: () => makeUser({ unread_notifications: 0 }), refetchUser });
    await sync.receive({ type: 'unread', unreadMessages: 3, unreadNotifications: 1, unreadByDialog: { 5: 3 } });
    expect(unreadStore.getState()).toMatchObject({ messages: 3, byDialog: { 5: 3 } });
    expect(refetchUser).toHaveBeenCalledTimes(1);

    const dialogEvents: unknown[] = [];
    const polls: number[] = [];
    const offDialog = onDialogEvent((event) => dialogEvents.push(event));
    const offPoll = onSyncPoll(() => polls.push(1));
    await sync.receive({ type: 'dialog', dialogId: 5, topic: 'step' });
    expect(dialogEvents).toEqual([{ type: 'dialog', dialogId: 5, topic: 'step' }]);
    await sync.poll();
    expect(polls).toEqual([1]);
    offDialog();
    offPoll();
  });
});
