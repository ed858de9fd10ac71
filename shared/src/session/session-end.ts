// The end of a session on this page (spec §4): logging out or being forced to log in (any 401)
// closes all panels, stops polling, sets the guest flag and clears the user. The panels and the
// poller belong to other modules, so they register what to undo here instead of this module
// importing them (the shell registers "close all panels"; the poller adds "stop polling").
import { sessionStore } from '../stores/session';

export type SessionEndHook = () => void;

const hooks = new Set<SessionEndHook>();

/** Registers work to undo when the session ends; returns the function that unregisters it. */
export function onSessionEnd(hook: SessionEndHook): () => void {
  hooks.add(hook);
  return () => {
    hooks.delete(hook);
  };
}

/**
 * Ends the session on this page: runs every registered hook, then clears the session store (which
 * sets `guest=1`). Used for a 401 by the error catalogue; it neither navigates nor shows anything,
 * so a guest's 401 at startup stays silent — pages that need a login redirect through their
 * route's access rule once the store says logged out.
 */
export function endSession(): void {
  // Every 401 closes all panels (spec §4), a visitor's too: the shell opens a panel the URL asks for
  // (`?messages`) only once the startup check settled, so this cannot close it.
  for (const hook of [...hooks]) {
    // One failing hook (a panel that throws on close) must not keep the user logged in.
    try {
      hook();
    } catch (error) {
      console.error('[session] a session-end hook threw', error);
    }
  }
  sessionStore.getState().clear();
}
