// What the rest of the shell needs from a consent tool, so the vendor (Cookiebot today) can be
// swapped by writing one adapter. Nothing that sets cookies for statistics loads before the visitor
// has agreed to that category.
import type { Locale } from '@bizmarkt/shared/constants';
import type { ScriptRequest } from './script-loader';

/** The consent categories of GDPR-style banners; 'necessary' is always granted and never asked. */
export type ConsentCategory = 'preferences' | 'statistics' | 'marketing';

export interface ConsentAdapter {
  /** The tool's banner script, in the page's language. */
  script(locale: Locale): ScriptRequest;
  /** The script that renders the cookie declaration into `parent`. */
  declarationScript(parent: HTMLElement, locale: Locale): ScriptRequest;
  /** The visitor's current answer for a category; false until the tool has loaded and they agreed. */
  isGranted(category: ConsentCategory): boolean;
  /** Calls `listener` whenever the answer may have changed; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
  /** Shows the tool's banner again, so the visitor can change their answer (the footer's cookie settings). */
  renew(): void;
}

/**
 * Runs `start` once, as soon as `category` is granted: now when it already is, else on the tool's
 * consent event. Returns a cancel for components that unmount before consent arrives.
 */
export function whenConsented(adapter: ConsentAdapter, category: ConsentCategory, start: () => void): () => void {
  if (adapter.isGranted(category)) {
    start();
    return () => {};
  }
  let started = false;
  const unsubscribe = adapter.onChange(() => {
    if (started || !adapter.isGranted(category)) return;
    started = true;
    unsubscribe();
    start();
  });
  return unsubscribe;
}
