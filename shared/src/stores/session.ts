// The session store (spec §4): whether someone is logged in, and whether the page knows the visitor is
// a guest. The user itself lives in the query cache (session/current-user.ts); `user` here is a
// read-only mirror of it for code outside React, written only by `bindSessionToQueryCache`.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { User } from '../contract/api';
import { GUEST_COOKIE, GUEST_COOKIE_MAX_AGE_S } from '../constants';
import { writeCookie } from '../api/cookies';

export interface SessionState {
  user: User | null;
  isLoggedIn: boolean;
  /** True once the page knows the visitor is logged out (mirrors the `guest` cookie). */
  guest: boolean;
  /** The mirror's writer: call `setCurrentUser(queryClient, user)` instead (tests may set it directly). */
  setUser: (user: User) => void;
  /** Logs the page out: forgets the user and sets the `guest` cookie. */
  clear: () => void;
  /** The user could not be fetched (not a 401): behave as logged out without claiming so in the cookie. */
  markGuest: () => void;
}

/** Whether the page knows yet who is there: 'unknown' until the startup fetch has answered. */
export type SessionStatus = 'unknown' | 'guest' | 'user';

export function sessionStatus(state: Pick<SessionState, 'isLoggedIn' | 'guest'>): SessionStatus {
  if (state.isLoggedIn) return 'user';
  return state.guest ? 'guest' : 'unknown';
}

export const sessionStore = createStore<SessionState>()((set) => ({
  user: null,
  isLoggedIn: false,
  guest: false,
  setUser: (user) => {
    writeCookie(GUEST_COOKIE, '0', GUEST_COOKIE_MAX_AGE_S);
    set({ user, isLoggedIn: true, guest: false });
  },
  clear: () => {
    writeCookie(GUEST_COOKIE, '1', GUEST_COOKIE_MAX_AGE_S);
    set({ user: null, isLoggedIn: false, guest: true });
  },
  markGuest: () => set({ user: null, isLoggedIn: false, guest: true }),
}));

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
