import { queryKeys } from '@bizmarkt/shared/query-keys';
import { createTestQueryClient } from '@bizmarkt/shared/testing';
import { makeGroup, page } from '../../../testing/messaging-fixtures';
import { receiveDialogEvent } from './dialog-events';

function setup() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.dialogs(), { pages: [page([makeGroup()])], pageParams: [1] });
  queryClient.setQueryData(queryKeys.ndaRecords(70), { data: [] });
  queryClient.setQueryData(queryKeys.ndaRecords(71), { data: [] });
  queryClient.setQueryData(queryKeys.listing(5), { id: 5 });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { queryClient, stale };
}

describe('a dialog event of the stream', () => {
  it('a step: the dialogs (and so the open buying-process tab) are read afresh, nothing else', () => {
    const { queryClient, stale } = setup();
    receiveDialogEvent({ type: 'dialog', dialogId: 70, topic: 'step' }, queryClient);
    expect(stale(queryKeys.dialogs())).toBe(true);
    expect(stale(queryKeys.ndaRecords(70))).toBe(false);
    expect(stale(queryKeys.listing(5))).toBe(false);
  });

  it("an NDA answer: the dialogs, that dialog's NDA records and the listing's protected details", () => {
    const { queryClient, stale } = setup();
    receiveDialogEvent({ type: 'dialog', dialogId: 70, topic: 'nda' }, queryClient);
    expect(stale(queryKeys.dialogs())).toBe(true);
    expect(stale(queryKeys.ndaRecords(70))).toBe(true);
    expect(stale(queryKeys.ndaRecords(71))).toBe(false);
    expect(stale(queryKeys.listing(5))).toBe(true);
  });
});
