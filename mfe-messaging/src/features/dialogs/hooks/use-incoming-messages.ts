import { useEffect } from 'react';
import { useQueryClient } from '@bizmarkt/shared/query';
import { onSyncMessages, panelStore } from '@bizmarkt/shared';
import { messagingUiStore } from '../../../lib/messaging-ui-store';
import { receiveMessages } from '../lib/incoming-messages';
import { useMarkDialogRead } from '../../../lib/mark-dialog-read';

/** The dialog on screen: the messages panel is open and shows that conversation's chat. */
export function visibleDialogId(): number | null {
  if (panelStore.getState().open !== 'messages') return null;
  const { activeDialogId, tab } = messagingUiStore.getState();
  return tab === 'chat' ? activeDialogId : null;
}

/** While mounted, the messages the shell's poller receives update the dialogs cache (spec §4). */
export function useIncomingMessages(): void {
  const queryClient = useQueryClient();
  const { mutate: markRead } = useMarkDialogRead();
  useEffect(() => onSyncMessages((messages) => receiveMessages(messages, { queryClient, openDialogId: visibleDialogId, markRead })), [queryClient, markRead]);
}
