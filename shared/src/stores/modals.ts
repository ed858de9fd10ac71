// Which modal is open. Like panels, one at a time; the shell draws it from the owning remote.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ModalId } from '../routing/surfaces';

export interface ModalState {
  open: ModalId | null;
  openModal: (id: ModalId) => void;
  closeModal: () => void;
}

export const modalStore = createStore<ModalState>()((set) => ({
  open: null,
  openModal: (id) => set({ open: id }),
  closeModal: () => set({ open: null }),
}));

export function useModals<T>(selector: (state: ModalState) => T): T {
  return useStore(modalStore, selector);
}
