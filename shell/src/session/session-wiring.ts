import { modalStore, onSessionEnd, panelStore } from '@bizmarkt/shared';
import { queryClient } from '../app/app';
import { installPolling } from './polling';

/** What the end of a session undoes on this page (spec §4), and the poller that runs while logged in. */
export function installSessionWiring(): void {
  onSessionEnd(() => {
    panelStore.getState().closePanels();
    modalStore.getState().closeModal();
  });
  installPolling(queryClient);
}
