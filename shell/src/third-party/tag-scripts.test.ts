import { readThirdPartyConfig, type ThirdPartyEnv } from './config';
import { consentToolFor } from './consent-tool';
import { cookiebotConsent } from './cookiebot-consent';
import type { ConsentAdapter, ConsentCategory } from './consent';
import { startTagScripts } from './tag-scripts';

type CookiebotState = { Cookiebot?: { consent?: Partial<Record<ConsentCategory, boolean>> } };

const FULL: ThirdPartyEnv = {
  NODE_ENV: 'production',
  BIZMARKT_CONSENT_ID: 'cbid-1',
  BIZMARKT_SESSION_REPLAY_ID: '4242',
  BIZMARKT_GTM_ID: 'GTM-ABC',
};

function foreignScripts(): string[] {
  return Array.from(document.scripts, (script) => script.src);
}

function giveConsent(consent: Partial<Record<ConsentCategory, boolean>>, event = 'CookiebotOnConsentReady') {
  (window as Window & CookiebotState).Cookiebot = { consent };
  window.dispatchEvent(new Event(event));
}

let stop: () => void = () => {};

afterEach(() => {
  stop();
  document.head.innerHTML = '';
  delete (window as Window & CookiebotState).Cookiebot;
  delete (window as Window & { dataLayer?: unknown }).dataLayer;
  delete (window as Window & { hj?: unknown }).hj;
});

function start(env: ThirdPartyEnv, locale: 'en' | 'de' = 'en') {
  const config = readThirdPartyConfig(env);
  stop = startTagScripts({ config, consent: consentToolFor(config), locale });
}

describe('builds that must not contact anyone', () => {
  it('loads nothing when nothing is configured', () => {
    start({ NODE_ENV: 'production' });
    giveConsent({ statistics: true });
    expect(foreignScripts()).toEqual([]);
  });

  it('loads nothing outside production, even when everything is configured', () => {
    start({ ...FULL, NODE_ENV: 'development' });
    giveConsent({ statistics: true, marketing: true });
    expect(foreignScripts()).toEqual([]);
    expect(window).not.toHaveProperty('dataLayer');
  });
});

describe('a configured production build', () => {
  it('loads the consent tool in the page language, and nothing that needs consent before it is given', () => {
    start(FULL, 'de');
    expect(foreignScripts()).toEqual(['https://consent.cookiebot.com/uc.js']);
    const tool = document.getElementById('Cookiebot');
    expect(tool).toHaveAttribute('data-cbid', 'cbid-1');
    expect(tool).toHaveAttribute('data-culture', 'DE');
  });

  it('loads analytics and session replay once statistics consent arrives, not on a refusal', () => {
    start(FULL);
    giveConsent({ statistics: false, marketing: true }, 'CookiebotOnDecline');
    expect(foreignScripts()).toHaveLength(1);

    giveConsent({ statistics: true }, 'CookiebotOnAccept');
    expect(foreignScripts()).toEqual([
      'https://consent.cookiebot.com/uc.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC',
      'https://static.hotjar.com/c/hotjar-4242.js?sv=6',
    ]);
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);

    // A later consent event (the visitor reopens the banner) loads nothing twice.
    giveConsent({ statistics: true });
    expect(foreignScripts()).toHaveLength(3);
  });

  it('starts analytics at once when consent was already stored', () => {
    (window as Window & CookiebotState).Cookiebot = { consent: { statistics: true } };
    start({ NODE_ENV: 'production', BIZMARKT_CONSENT_ID: 'cbid-1', BIZMARKT_GTM_ID: 'GTM-ABC' });
    expect(foreignScripts()).toContain('https://www.googletagmanager.com/gtm.js?id=GTM-ABC');
  });

  it('stops waiting for consent once stopped (the component unmounted)', () => {
    start(FULL);
    stop();
    giveConsent({ statistics: true });
    expect(foreignScripts()).toEqual(['https://consent.cookiebot.com/uc.js']);
  });
});

it('waits on whatever consent adapter it is given, so the vendor can be swapped', () => {
  let granted = false;
  const listeners = new Set<() => void>();
  const consent: ConsentAdapter = {
    script: () => ({ src: 'https://consent.example/tool.js' }),
    declarationScript: (parent) => ({ src: 'https://consent.example/declaration.js', parent }),
    isGranted: (category) => granted && category === 'statistics',
    renew: () => {},
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const analytics = jest.fn();
  const script = jest.fn();
  stop = startTagScripts({
    config: readThirdPartyConfig({ NODE_ENV: 'production', BIZMARKT_CONSENT_ID: 'x', BIZMARKT_GTM_ID: 'GTM-1' }),
    consent,
    locale: 'en',
    loaders: { script, analytics, sessionReplay: jest.fn() },
  });
  expect(script).toHaveBeenCalledWith({ src: 'https://consent.example/tool.js' });
  listeners.forEach((listener) => listener());
  expect(analytics).not.toHaveBeenCalled();
  granted = true;
  listeners.forEach((listener) => listener());
  expect(analytics).toHaveBeenCalledWith('GTM-1');
  expect(listeners.size).toBe(0);
});

it('the Cookiebot adapter reads the answer per category', () => {
  const adapter = cookiebotConsent('cbid-1');
  expect(adapter.isGranted('statistics')).toBe(false);
  (window as Window & CookiebotState).Cookiebot = { consent: { statistics: true, marketing: false } };
  expect(adapter.isGranted('statistics')).toBe(true);
  expect(adapter.isGranted('marketing')).toBe(false);
});
