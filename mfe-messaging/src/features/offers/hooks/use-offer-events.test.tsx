import { act } from '@testing-library/react';
import { createSync } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { createTestQueryClient, renderWithProviders } from '@bizmarkt/shared/testing';
import { useOfferEvents } from './use-offer-events';

function Listening({ dialogId }: { dialogId: number }) {
  useOfferEvents(dialogId);
  return null;
}

// The stream hands its events to the sync service, as the shell wires it (shared/src/sync/event-stream.ts).
const sync = createSync({ startedAt: 0, currentUser: () => null, refetchUser: async () => {} });

function setup() {
  const queryClient = createTestQueryClient();
  for (const id of [70, 71]) {
    queryClient.setQueryData(queryKeys.offers(id), { data: [] });
    queryClient.setQueryData(queryKeys.checklist(id), { items: [], verified: 0, total: 11 });
  }
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  const view = renderWithProviders(<Listening dialogId={70} />, { queryClient });
  return { stale, view };
}

describe("the offers feature on the stream's events", () => {
  it("an offer event of the dialog shown reads its offers afresh, not its checklist nor another dialog's", async () => {
    const { stale } = setup();
    await act(() => sync.receive({ type: 'dialog', dialogId: 70, topic: 'offer' }));
    expect(stale(queryKeys.offers(70))).toBe(true);
    expect(stale(queryKeys.checklist(70))).toBe(false);
    expect(stale(queryKeys.offers(71))).toBe(false);
  });

  it('a checklist event reads the checklist afresh; a step event touches neither', async () => {
    const { stale } = setup();
    await act(() => sync.receive({ type: 'dialog', dialogId: 70, topic: 'step' }));
    expect(stale(queryKeys.offers(70))).toBe(false);
    expect(stale(queryKeys.checklist(70))).toBe(false);
    await act(() => sync.receive({ type: 'dialog', dialogId: 70, topic: 'checklist' }));
    expect(stale(queryKeys.checklist(70))).toBe(true);
    expect(stale(queryKeys.offers(70))).toBe(false);
  });

  it('stops listening when the section goes', async () => {
    const { stale, view } = setup();
    view.unmount();
    await act(() => sync.receive({ type: 'dialog', dialogId: 70, topic: 'offer' }));
    expect(stale(queryKeys.offers(70))).toBe(false);
  });
});
