import { queryKeys } from '@bizmarkt/shared/query-keys';
import { createTestQueryClient } from '@bizmarkt/shared/testing';
import { makeDialog, makeGroup, makeMessage, page } from '../../../testing/messaging-fixtures';
import { findDialog, type DialogPages } from '../../../lib/dialog-cache';
import { receiveMessages } from './incoming-messages';

function setup(openDialogId: number | null = null) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.dialogs(), { pages: [page([makeGroup()])], pageParams: [1] });
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  const markRead = jest.fn();
  const read = () => findDialog(queryClient.getQueryData<DialogPages>(queryKeys.dialogs()), 70)!.dialog;
  const receive = (...messages: ReturnType<typeof makeMessage>[]) => receiveMessages(messages, { queryClient, openDialogId: () => openDialogId, markRead });
  const reloaded = () => invalidate.mock.calls.some(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(queryKeys.dialogs()));
  return { read, receive, markRead, reloaded };
}

it('appends a message to its known dialog once and counts it unread while that dialog is not on screen', () => {
  const { read, receive, markRead, reloaded } = setup();
  const incoming = makeMessage({ id: 5, read: false, message: 'New offer' });
  receive(incoming);
  receive(incoming);
  expect(read().messages.map((m) => m.id)).toEqual([1, 5]);
  expect(read().unread_count).toBe(1);
  expect(markRead).not.toHaveBeenCalled();
  expect(reloaded()).toBe(false);
});

it('marks the message read when its dialog is open', () => {
  const { receive, markRead } = setup(70);
  receive(makeMessage({ id: 6, read: false }));
  expect(markRead).toHaveBeenCalledWith(70);
});

it('reloads the dialogs for an unknown dialog and for a positive NDA decision', () => {
  const unknown = setup();
  unknown.receive(makeMessage({ id: 7, dialog_id: 99 }));
  expect(unknown.reloaded()).toBe(true);

  const positive = setup();
  positive.receive(makeMessage({ id: 8, type: 'nda_request_decision_positive' }));
  expect(positive.reloaded()).toBe(true);
  expect(positive.read().messages.map((m) => m.id)).toEqual([1]);
});

it('keeps the group unread sum equal to its dialogs', () => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.dialogs(), { pages: [page([makeGroup({ dialogs: [makeDialog({ unread_count: 1 })] })])], pageParams: [1] });
  receiveMessages([makeMessage({ id: 9, read: false })], { queryClient, openDialogId: () => null, markRead: jest.fn() });
  expect(queryClient.getQueryData<DialogPages>(queryKeys.dialogs())!.pages[0]!.data[0]!.unread_count).toBe(2);
});
