import { useEffect } from 'react';
import { onDialogEvent, onSyncPoll } from '@bizmarkt/shared';
import { useQueryClient } from '@bizmarkt/shared/query';
import { pollOffers, receiveOfferEvent } from '../lib/offer-events';

/**
 * While a dialog's offers or checklist are shown: the stream's events read them afresh at once, and
 * each poll of the ladder does when the stream is not open (the poller rests while it is).
 */
export function useOfferEvents(dialogId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offEvent = onDialogEvent((event) => {
      if (event.dialogId === dialogId) receiveOfferEvent(event, queryClient);
    });
    const offPoll = onSyncPoll(() => pollOffers(dialogId, queryClient));
    return () => {
      offEvent();
      offPoll();
    };
  }, [dialogId, queryClient]);
}
