import { useEffect } from 'react';
import { useQueryClient } from '@bizmarkt/shared/query';
import { onDialogEvent, onSyncMessages, panelStore } from '@bizmarkt/shared';
import { messagingUiStore } from '../../../lib/messaging-ui-store';
import { receiveMessages } from '../lib/incoming-messages';
import { receiveDialogEvent } from '../lib/dialog-events';
import { useMarkDialogRead } from '../../../lib/mark-dialog-read';

/** The dialog on screen: the messages panel is open and shows that conversation's chat. */
export function visibleDialogId(): number | null {
  if (panelStore.getState().open !== 'messages') return null;
  const { activeDialogId, tab } = messagingUiStore.getState();
  return tab === 'chat' ? activeDialogId : null;
}

/**
 * While mounted, the messages the shell's poller or event stream receives update the dialogs cache
 * (spec §4), and the stream's dialog events (a step, an NDA answer) re-read what they change.
 */
export function useIncomingMessages(): void {
  const queryClient = useQueryClient();
  const { mutate: markRead } = useMarkDialogRead();
  useEffect(() => onSyncMessages((messages) => receiveMessages(messages, { queryClient, openDialogId: visibleDialogId, markRead })), [queryClient, markRead]);
  useEffect(() => onDialogEvent((event) => receiveDialogEvent(event, queryClient)), [queryClient]);
}
