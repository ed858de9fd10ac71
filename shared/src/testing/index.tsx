// Test utilities: render a component of any app with the providers the shell gives it, with the
// app's real locale files loaded synchronously.
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@bizmarkt/shared/router';
import { QueryClient, QueryClientProvider } from '@bizmarkt/shared/query';
import i18next, { type i18n as I18n } from 'i18next';
// Tests bind their own i18next instance, which no app does: straight from the library.
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Locale } from '../constants';
import type { User } from '../contract';
// Stateful: through the singleton entry, as the apps reach it.
import { bindSessionToQueryCache, sessionStore, setCurrentUser } from '@bizmarkt/shared';

export type NamespaceResources = Record<string, Record<Locale, Record<string, unknown>>>;

export interface RenderOptions {
  /** Initial URL of the memory router. */
  route?: string;
  locale?: Locale;
  /** Namespace → { en, de } resources, e.g. `{ listings: { en, de } }`. */
  namespaces?: NamespaceResources;
  queryClient?: QueryClient;
  /**
   * The current user (or `null`: logged out) before the first render, as the app would hold it.
   * Default: the user a test put into the session store, if any.
   */
  user?: User | null;
}

export function createTestI18n(locale: Locale, namespaces: NamespaceResources = {}): I18n {
  const instance = i18next.createInstance();
  const resources: Record<string, Record<string, Record<string, unknown>>> = { en: {}, de: {} };
  for (const [ns, byLocale] of Object.entries(namespaces)) {
    resources.en![ns] = byLocale.en;
    resources.de![ns] = byLocale.de;
  }
  void instance.use(initReactI18next).init({
    lng: locale,
    resources,
    fallbackLng: false,
    defaultNS: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

function Unbind({ unbind }: { unbind: () => void }) {
  useEffect(() => unbind, [unbind]);
  return null;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const i18n = createTestI18n(options.locale ?? 'en', options.namespaces);
  // As in the app: the session store follows the cached current user (unbound when the test unmounts).
  const storeUser = sessionStore.getState().user;
  const unbind = bindSessionToQueryCache(queryClient);
  if (options.user !== undefined) setCurrentUser(queryClient, options.user);
  else if (storeUser) setCurrentUser(queryClient, storeUser);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <Unbind unbind={unbind} />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return Object.assign(render(ui, { wrapper: Wrapper }), { queryClient, i18n });
}

/** A fetch stand-in answering from a table of `METHOD path` → [status, body]; records every call. */
export function createFetchMock(routes: Record<string, [number, unknown?]>) {
  const calls: Array<{ method: string; url: string; headers: Record<string, string>; body: unknown }> = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    calls.push({ method, url, headers, body: init.body });
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const match = routes[`${method} ${path}`];
    if (!match) return new Response(JSON.stringify({ message: 'Not Found.' }), { status: 404, headers: { 'content-type': 'application/json' } });
    const [status, body] = match;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
    });
  });
  return { fetchMock, calls };
}

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => flattenKeys(child, prefix ? `${prefix}.${key}` : key));
}

/** The keys of a namespace's English and German files, each sorted; equal when no key is missing. */
export function localeKeys(en: Record<string, unknown>, de: Record<string, unknown>): { en: string[]; de: string[] } {
  return { en: flattenKeys(en).sort(), de: flattenKeys(de).sort() };
}

/**
 * English words left in German texts (issue #29: "Free", "Add-back hinzufügen"): the German value of
 * each key, with the English words of `words` that stand in it as words of their own. Names of the
 * product's plans and brands that German keeps (PRO, NDA, sellerboard) are simply not listed.
 */
export const ENGLISH_LEFTOVERS = ['Free', 'Add-back', 'Add-backs', 'Assets', 'Show', 'Search', 'Settings', 'Log In', 'Sign up', 'Save', 'Cancel'] as const;

export function englishLeftovers(de: Record<string, unknown>, words: readonly string[] = ENGLISH_LEFTOVERS): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      for (const word of words) if (new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'u').test(value)) found.push(`${key}: ${value}`);
    } else if (value && typeof value === 'object') {
      for (const [child, inner] of Object.entries(value)) walk(inner, key ? `${key}.${child}` : child);
    }
  };
  walk(de, '');
  return found;
}

/** For a test that binds its own instance (`createTestI18n`) around a tree. */
export { I18nextProvider };
export { makeNotificationSettings, makeUser } from './factories';
export { listingMonths, makeCompleteListing, makeListing, makePublishedListing, makeWithheldListing } from './listing-factories';
export { drawnCharts, fakeUPlot, mockUPlot, type DrawnChart } from './fake-uplot';
