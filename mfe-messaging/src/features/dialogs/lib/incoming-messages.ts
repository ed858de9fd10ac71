// Spec §4 "Incoming message", for the messages the shell's poller hands on: a positive NDA decision
// reloads the dialogs (the buyer now sees the seller and the listing's details); any other message
// joins its dialog, or the dialogs reload when that dialog is not loaded; a message to the dialog
// that is open on screen is marked read.
import type { QueryClient } from '@bizmarkt/shared/query';
import type { Message } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { appendMessageToCache } from '../../../lib/dialog-cache';

export interface IncomingDeps {
  queryClient: QueryClient;
  /** The dialog shown on screen right now (messages panel open, chat visible), or null. */
  openDialogId: () => number | null;
  markRead: (dialogId: number) => void;
}

export function receiveMessages(messages: readonly Message[], { queryClient, openDialogId, markRead }: IncomingDeps): void {
  let reload = false;
  const toMarkRead = new Set<number>();
  for (const message of messages) {
    const open = openDialogId() === message.dialog_id;
    if (message.type === 'nda_request_decision_positive') reload = true;
    else if (!appendMessageToCache(queryClient, message, !open)) reload = true;
    if (open) toMarkRead.add(message.dialog_id);
  }
  if (reload) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.dialogs() });
    // The protected details of the listing come with the next reading of it.
    void queryClient.invalidateQueries({ queryKey: ['listing'] });
  }
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardMessages() });
  for (const dialogId of toMarkRead) markRead(dialogId);
}
