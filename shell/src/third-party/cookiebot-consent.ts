// The consent adapter for Cookiebot (https://www.cookiebot.com/en/developer/): `window.Cookiebot`
// holds the answer; the tool fires window events when it is known (stored answer on load) or changes.
import type { Locale } from '@bizmarkt/shared/constants';
import type { ConsentAdapter, ConsentCategory } from './consent';

interface CookiebotWindow {
  Cookiebot?: { consent?: Partial<Record<ConsentCategory, boolean>>; renew?: () => void };
}

/** Ready: a stored answer was read or the visitor answered. Accept/Decline: the visitor changed it. */
const CONSENT_EVENTS = ['CookiebotOnConsentReady', 'CookiebotOnAccept', 'CookiebotOnDecline'] as const;

export function cookiebotConsent(domainGroupId: string, win: Window = window): ConsentAdapter {
  return {
    script: (locale: Locale) => ({
      src: 'https://consent.cookiebot.com/uc.js',
      id: 'Cookiebot',
      // Manual blocking mode (no data-blockingmode="auto"): the shell itself holds back what needs
      // consent, and auto-blocking would also rewrite our own module-federation chunks.
      attributes: { 'data-cbid': domainGroupId, 'data-culture': locale.toUpperCase() },
    }),
    declarationScript: (parent: HTMLElement, locale: Locale) => ({
      src: `https://consent.cookiebot.com/${encodeURIComponent(domainGroupId)}/cd.js`,
      id: 'CookieDeclaration',
      attributes: { 'data-culture': locale.toUpperCase() },
      parent,
    }),
    isGranted: (category) => (win as Window & CookiebotWindow).Cookiebot?.consent?.[category] === true,
    renew: () => (win as Window & CookiebotWindow).Cookiebot?.renew?.(),
    onChange: (listener) => {
      for (const event of CONSENT_EVENTS) win.addEventListener(event, listener);
      return () => {
        for (const event of CONSENT_EVENTS) win.removeEventListener(event, listener);
      };
    },
  };
}
