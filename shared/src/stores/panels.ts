// Which panel is open (spec §2 "Panels in general", §4): one store for the whole page, so opening
// one panel closes the others. Panel contents come from the owning remote's `./panels` expose.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { PanelId } from '../routing/surfaces';

export interface PanelState {
  open: PanelId | null;
  openPanel: (id: PanelId) => void;
  closePanels: () => void;
}

export const panelStore = createStore<PanelState>()((set) => ({
  open: null,
  openPanel: (id) => set({ open: id }),
  closePanels: () => set({ open: null }),
}));

export function usePanels<T>(selector: (state: PanelState) => T): T {
  return useStore(panelStore, selector);
}
