import { useEffect } from 'react';
import { onDialogEvent, onSyncPoll } from '@bizmarkt/shared';
import { useQueryClient, type QueryClient } from '@bizmarkt/shared/query';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** The data room of the dialog read afresh, the seller's buyer list with it (its key is under the room's). */
function refresh(dialogId: number, queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.dataRoom(dialogId) });
}

/** The dialog events that change what the data room shows: its own, and an offer's (an accepted LOI opens it). */
const TOPICS: ReadonlySet<string> = new Set(['data-room', 'offer']);

/**
 * While a dialog's data room is shown (decision 0221): the stream's `data-room` event (the seller's
 * grant, pause or revoke, a document uploaded or deleted) and its `offer` event (an LOI signed opens
 * the documents for the buyer under LOI, and pauses the others) read it afresh at once, as the
 * checklist is; so does each poll of the ladder when the stream is not open.
 */
export function useDataRoomEvents(dialogId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offEvent = onDialogEvent((event) => {
      if (event.dialogId === dialogId && TOPICS.has(event.topic)) refresh(dialogId, queryClient);
    });
    const offPoll = onSyncPoll(() => refresh(dialogId, queryClient));
    return () => {
      offEvent();
      offPoll();
    };
  }, [dialogId, queryClient]);
}
