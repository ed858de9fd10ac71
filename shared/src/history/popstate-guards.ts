/**
 * Guards that see the browser's Back and Forward (`popstate`) before the app's router does, so a page
 * can hold a traversal (the wizard's "Leave this page?").
 *
 * Why a registry: Chromium calls a window's `popstate` listeners in the order they were added, a
 * capture flag notwithstanding, and runs microtasks after each listener. React Router's BrowserRouter
 * adds its listener when it mounts, so a listener a page adds later runs after React has already
 * rendered the previous route and unmounted the page (with its listener). One listener, added by the
 * app before its router mounts (`installPopStateGuards`), asks the registered guards first.
 */

/** Returns true when it took the event: the router must not hear of this traversal. */
export type PopStateGuard = (event: PopStateEvent) => boolean;

const guards = new Set<PopStateGuard>();
let installedOn: Window | null = null;

function askGuards(event: PopStateEvent): void {
  for (const guard of [...guards]) {
    if (guard(event)) {
      event.stopImmediatePropagation();
      return;
    }
  }
}

/**
 * Adds the one listener that asks the guards. The shell (and a remote's standalone page) calls it
 * before its router mounts; a later call is a no-op, so a page may call it too as a fallback (then its
 * guards run after a router mounted earlier).
 */
export function installPopStateGuards(target: Window = window): void {
  if (installedOn === target) return;
  installedOn?.removeEventListener('popstate', askGuards);
  installedOn = target;
  target.addEventListener('popstate', askGuards);
}

/** Registers a guard; the returned function removes it. */
export function addPopStateGuard(guard: PopStateGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}
