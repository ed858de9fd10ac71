// What the shell does with the URL before the first render (spec §2 "Redirect rules", §5, §9).
import { panelStore, readCookie, sessionStatus, sessionStore, storePartnerCode } from '@bizmarkt/shared';
import { LOCALE_COOKIE, type Locale } from '@bizmarkt/shared/constants';
import { localeFromPath, localizePath, preferredLocale } from '@bizmarkt/shared/locale';

/**
 * The locale of the page, moving a bare (English) URL to its /de twin when the visitor prefers German
 * (locale cookie, then browser). Only the entry URL is moved; in-app navigation keeps the path.
 */
export function settleEntryLocale(location: Location = window.location, history: History = window.history): Locale {
  const locale = preferredLocale(location.pathname, readCookie(LOCALE_COOKIE), navigator.languages ?? [navigator.language]);
  if (locale !== localeFromPath(location.pathname)) {
    history.replaceState(history.state, '', `${localizePath(location.pathname, locale)}${location.search}${location.hash}`);
  }
  return locale;
}

/**
 * Runs `action` once the startup session check has settled (logged in or guest). Until then a 401
 * may still arrive, and any 401 closes all panels (spec §4).
 */
export function whenSessionKnown(action: () => void): void {
  if (sessionStatus(sessionStore.getState()) !== 'unknown') {
    action();
    return;
  }
  const unsubscribe = sessionStore.subscribe((state) => {
    if (sessionStatus(state) === 'unknown') return;
    unsubscribe();
    action();
  });
}

/** `?p=` is a partner code (kept 30 days); `?messages` opens the messages panel once the session is known. */
export function applyEntryQuery(search: string = window.location.search): void {
  storePartnerCode(search);
  if (new URLSearchParams(search).has('messages')) whenSessionKnown(() => panelStore.getState().openPanel('messages'));
}
