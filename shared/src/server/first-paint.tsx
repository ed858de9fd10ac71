// A page's first screen as HTML, drawn on the server from the app's own components (issue #14): the
// shell's server puts it into the page, so a visitor sees the content before the page's code has
// downloaded and run; the app then draws the same screen out of sight and takes over (the shell's
// first-paint.ts). Nothing here is interactive: the server's drawing is inert until it is replaced.
//
// The components run as in the browser: one i18next instance per language with the app's texts, the
// API client against the API's own address, the queries' answers fetched before drawing (a failed
// answer fails the drawing; the shell then serves the page without it), a router at the page's path,
// and the session unknown (what the browser shows before GET /api/user answers).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { configureApiClient } from '../api/client';
import { LOCALES, type Locale } from '../constants';
import type { FirstPaintData, FirstPaintQuery } from '../first-paint';
import { COMMON_NS } from '../i18n/common-namespace';
import commonEn from '../i18n/locales/en.json';
import commonDe from '../i18n/locales/de.json';

export type NamespaceTexts = Record<string, Record<Locale, Record<string, unknown>>>;

const requestLocale = new AsyncLocalStorage<Locale>();

/** The API the server-side queries ask (its own address, not the shell's proxy). */
export function configureFirstPaint({ apiUrl }: { apiUrl: string }): void {
  configureApiClient({ baseUrl: apiUrl.replace(/\/$/, ''), getLocale: () => requestLocale.getStore() ?? 'en' });
}

const instances = new Map<string, I18n>();

/** One initialised i18next per language and set of texts (the texts are the build's, so it is kept). */
function i18nFor(locale: Locale, pageTexts: NamespaceTexts): I18n {
  // The shared texts every page may show (a federated part's loading line, "Try again"), as the shell loads them at startup.
  const texts: NamespaceTexts = { [COMMON_NS]: { en: commonEn, de: commonDe }, ...pageTexts };
  const key = `${locale}:${Object.keys(texts).sort().join(',')}`;
  let instance = instances.get(key);
  if (!instance) {
    const resources: Resource = {};
    for (const lng of LOCALES) {
      resources[lng] = Object.fromEntries(Object.entries(texts).map(([ns, byLocale]) => [ns, byLocale[lng]]));
    }
    instance = i18next.createInstance();
    // Synchronous with inline resources (initAsync: false): ready when init returns.
    void instance.init({
      lng: locale,
      resources,
      ns: Object.keys(texts),
      defaultNS: false,
      fallbackLng: false,
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    instances.set(key, instance);
  }
  return instance;
}

export interface FirstPaintRequest {
  locale: Locale;
  /** The page's path with its query string, as the browser asked for it (`/de/search?q=pet`). */
  path: string;
  /**
   * The request came without a session. The server asks the API as nobody, so a page whose answer
   * depends on who asks (a listing) is drawn for visitors only.
   */
  visitor?: boolean;
}

export interface FirstPaintPage {
  /** The texts of the namespaces the page's components use. */
  texts: NamespaceTexts;
  /** Fetches what the page shows (`queryClient.fetchQuery(...)`); a rejection fails the drawing. */
  load: (queryClient: QueryClient, request: FirstPaintRequest) => Promise<unknown>;
  /** The page, as its route draws it. */
  element: (request: FirstPaintRequest) => ReactElement;
}

export interface FirstPaint extends FirstPaintData {
  html: string;
}

/** Draws a page's first screen: its answers first, then its HTML with those answers. */
export async function renderFirstPaint(page: FirstPaintPage, request: FirstPaintRequest): Promise<FirstPaint> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  await requestLocale.run(request.locale, () => page.load(queryClient, request));
  const html = renderToString(
    <I18nextProvider i18n={i18nFor(request.locale, page.texts)}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[request.path]}>{page.element(request)}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const queries: FirstPaintQuery[] = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ queryKey: query.queryKey, data: query.state.data, dataUpdatedAt: query.state.dataUpdatedAt }));
  queryClient.clear();
  return { html, queries };
}
