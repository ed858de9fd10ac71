// What the event stream tells the offers feature (issue #30 §4, decision 0209): an `offer` event of a
// dialog reads its offers afresh, a `checklist` event its checklist, and so does a `data-room` event (an
// answer's documents lock and open with the buyer's access, decision 0220). Without the stream, the poll
// ladder's beat (`onSyncPoll`) reads both again, as the 'Buying process' tab reads the steps.
import type { QueryClient } from '@bizmarkt/shared/query';
import type { StreamDialogEvent } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

export function receiveOfferEvent(event: StreamDialogEvent, queryClient: QueryClient): void {
  if (event.topic === 'offer') void queryClient.invalidateQueries({ queryKey: queryKeys.offers(event.dialogId) });
  if (event.topic === 'checklist' || event.topic === 'data-room') void queryClient.invalidateQueries({ queryKey: queryKeys.checklist(event.dialogId) });
}

/** A poll of the ladder (the stream is closed or unavailable): the dialog's offers and checklist again. */
export function pollOffers(dialogId: number, queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.offers(dialogId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.checklist(dialogId) });
}
