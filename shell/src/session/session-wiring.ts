import { bindSessionToQueryCache, modalStore, onSessionEnd, panelStore } from '@bizmarkt/shared';
import { queryClient } from '../app/app';
import { installPolling } from './polling';

/** What the end of a session undoes on this page (spec §4), and the poller that runs while logged in. */
export function installSessionWiring(): void {
  // The session store follows the cached current user (one source of truth, issue #9 point 4).
  bindSessionToQueryCache(queryClient);
  onSessionEnd(() => {
    panelStore.getState().closePanels();
    modalStore.getState().closeModal();
  });
  installPolling(queryClient);
}
