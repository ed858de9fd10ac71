import { act } from '@testing-library/react';
import { configureApiClient, createSync } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { createFetchMock, createTestQueryClient, renderWithProviders } from '@bizmarkt/shared/testing';
import { useDataRoomEvents } from './use-data-room-events';

function Listening({ dialogId }: { dialogId: number }) {
  useDataRoomEvents(dialogId);
  return null;
}

// The stream hands its events to the sync service, as the shell wires it (shared/src/sync/event-stream.ts).
const sync = createSync({ startedAt: 0, currentUser: () => null, refetchUser: async () => {} });

function setup() {
  const queryClient = createTestQueryClient();
  for (const id of [70, 71]) {
    queryClient.setQueryData(queryKeys.dataRoom(id), { role: 'buyer' });
    queryClient.setQueryData(queryKeys.dataRoomBuyers(id), { data: [] });
    queryClient.setQueryData(queryKeys.offers(id), { data: [] });
  }
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  const view = renderWithProviders(<Listening dialogId={70} />, { queryClient });
  return { stale, view };
}

beforeEach(() => configureApiClient({ baseUrl: '' }));

describe("the data room on the stream's events (decision 0221)", () => {
  it("a data-room event of the dialog shown reads its room and the seller's list afresh, not another dialog's", async () => {
    const { stale } = setup();
    await act(() => sync.receive({ type: 'dialog', dialogId: 70, topic: 'step' }));
    expect(stale(queryKeys.dataRoom(70))).toBe(false);
    await act(() => sync.receive({ type: 'dialog', dialogId: 70, topic: 'data-room' }));
    expect(stale(queryKeys.dataRoom(70))).toBe(true);
    expect(stale(queryKeys.dataRoomBuyers(70))).toBe(true);
    expect(stale(queryKeys.dataRoom(71))).toBe(false);
    expect(stale(queryKeys.offers(70))).toBe(false);
  });

  it('an offer event (an LOI signed) reads the room afresh, as the checklist is: the accepted offer opens it', async () => {
    const { stale } = setup();
    await act(() => sync.receive({ type: 'dialog', dialogId: 71, topic: 'offer' }));
    expect(stale(queryKeys.dataRoom(70))).toBe(false);
    await act(() => sync.receive({ type: 'dialog', dialogId: 70, topic: 'offer' }));
    expect(stale(queryKeys.dataRoom(70))).toBe(true);
    expect(stale(queryKeys.dataRoomBuyers(70))).toBe(true);
  });

  it('each poll of the ladder (no stream) reads the room afresh too', async () => {
    const { fetchMock } = createFetchMock({ 'GET /api/sync': [200, { messages: [], unreadNotifications: 0, unreadMessages: 0, unreadByDialog: {} }] });
    global.fetch = fetchMock;
    const { stale } = setup();
    await act(async () => {
      await sync.poll();
    });
    expect(stale(queryKeys.dataRoom(70))).toBe(true);
  });

  it('stops listening when the section goes', async () => {
    const { stale, view } = setup();
    view.unmount();
    await act(() => sync.receive({ type: 'dialog', dialogId: 70, topic: 'data-room' }));
    expect(stale(queryKeys.dataRoom(70))).toBe(false);
  });
});
