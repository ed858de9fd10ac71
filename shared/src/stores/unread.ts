// Unread counts the header shows that are not part of the user record: messages (total over all
// dialogs) and per dialog. The shell's poller feeds it from every /api/sync answer, so the counts
// stay right across tabs; the messaging remote reads it and corrects it when it marks a dialog read.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export interface UnreadState {
  messages: number;
  /** Unread messages per dialog id (dialogs with none are absent). */
  byDialog: Readonly<Record<string, number>>;
  setMessages: (count: number) => void;
  /** The counts of one sync answer: the total and the per-dialog numbers together. */
  setMessageCounts: (total: number, byDialog: Readonly<Record<string, number>>) => void;
  /** A dialog was read on this page: its count goes to zero and the total drops by as much. */
  clearDialog: (dialogId: number) => void;
}

export const unreadStore = createStore<UnreadState>()((set) => ({
  messages: 0,
  byDialog: {},
  setMessages: (messages) => set({ messages: Math.max(0, messages) }),
  setMessageCounts: (total, byDialog) => set({ messages: Math.max(0, total), byDialog }),
  clearDialog: (dialogId) =>
    set(({ messages, byDialog }) => {
      const key = String(dialogId);
      const count = byDialog[key] ?? 0;
      if (count === 0) return {};
      const { [key]: _cleared, ...rest } = byDialog;
      return { messages: Math.max(0, messages - count), byDialog: rest };
    }),
}));

export function useUnread<T>(selector: (state: UnreadState) => T): T {
  return useStore(unreadStore, selector);
}
