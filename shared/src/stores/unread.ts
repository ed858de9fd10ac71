// Unread counts the header shows that are not part of the user record: messages (total over all
// dialogs). The shell's poller feeds it; remotes read it.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export interface UnreadState {
  messages: number;
  setMessages: (count: number) => void;
}

export const unreadStore = createStore<UnreadState>()((set) => ({
  messages: 0,
  setMessages: (messages) => set({ messages: Math.max(0, messages) }),
}));

export function useUnread<T>(selector: (state: UnreadState) => T): T {
  return useStore(unreadStore, selector);
}
