// The session store (spec §4): who is logged in. Server data about the user lives here only as the
// identity the whole page agrees on; everything else about users is fetched with TanStack Query.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { User } from '../contract/api';
import { GUEST_COOKIE } from '../constants';
import { writeCookie } from '../api/cookies';

export interface SessionState {
  user: User | null;
  isLoggedIn: boolean;
  /** True once the page knows the visitor is logged out (mirrors the `guest` cookie). */
  guest: boolean;
  setUser: (user: User) => void;
  clear: () => void;
}

const GUEST_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

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
}));

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
