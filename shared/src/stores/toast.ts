// The page has one Toast, held by the shell; any app shows a message through `notify`.
// The type is structural so this package does not depend on PrimeReact.
import { createStore } from 'zustand/vanilla';
import { TOAST_LIFE_MS } from '../constants';

export interface ToastMessage {
  severity: 'success' | 'info' | 'warn' | 'error';
  summary: string;
  detail?: string;
  life?: number;
}

type ShowToast = (message: ToastMessage) => void;

interface ToastState {
  show: ShowToast | null;
  register: (show: ShowToast | null) => void;
}

export const toastStore = createStore<ToastState>()((set) => ({
  show: null,
  register: (show) => set({ show }),
}));

/** Shows a toast from any app; before the shell registered its Toast the message goes to the console. */
export function notify(message: ToastMessage): void {
  const show = toastStore.getState().show;
  if (show) show({ life: TOAST_LIFE_MS, ...message });
  else console.warn('[notify] no toast area registered', message);
}
