// The one i18next instance of the page (i18next is a Module Federation singleton, so the default
// instance is the same object in the shell and every remote). Each app registers its own namespace
// with lazy loaders per locale; i18next asks for a namespace's file only when a component uses it.
import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, TRANSLATION_DEFAULT_LOCALE, type Locale } from '../constants';
import { isLocale } from './locale';

type Resources = Record<string, unknown>;
export type NamespaceLoaders = Record<Locale, () => Promise<{ default: Resources } | Resources>>;

const registry = new Map<string, NamespaceLoaders>();

/** The locale files that serve an i18next language code: `en-US` → `en`. */
function filesFor(language: string): Locale | undefined {
  const primary = language.split('-')[0];
  return isLocale(language) ? language : isLocale(primary) ? primary : undefined;
}

/** Registers the lazy locale files of an app's namespace. Safe to call before or after init. */
export function registerNamespace(ns: string, loaders: NamespaceLoaders): void {
  registry.set(ns, loaders);
}

function unwrap(mod: { default: Resources } | Resources): Resources {
  return 'default' in mod && mod.default && typeof mod.default === 'object' ? (mod.default as Resources) : mod;
}

const registryBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const files = filesFor(language);
    const loader = files ? registry.get(namespace)?.[files] : undefined;
    if (!loader) {
      callback(new Error(`No ${language} locale file registered for namespace "${namespace}"`), null);
      return;
    }
    loader().then(
      (mod) => callback(null, unwrap(mod) as ResourceKey),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/** Initialises the shared instance once (the shell calls this), or switches its language. */
export async function initI18n(locale: Locale = DEFAULT_LOCALE): Promise<typeof i18next> {
  if (i18next.isInitialized) {
    if (i18next.language !== locale) await i18next.changeLanguage(locale);
    return i18next;
  }
  await i18next
    .use(registryBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      supportedLngs: [...LOCALES, TRANSLATION_DEFAULT_LOCALE],
      // en and de hold every key (a test fails otherwise): they need no fallback file, so none is
      // downloaded. Anything else falls back to the default locale.
      fallbackLng: { en: [], de: [], default: [TRANSLATION_DEFAULT_LOCALE] },
      ns: [],
      defaultNS: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return i18next;
}

/** The current locale of the page. */
export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
}

/**
 * Wraps a route or panel loader so that its namespaces download in parallel with its code instead of
 * after the first render suspends.
 */
export function withNamespaces<T>(namespaces: string[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [mod] = await Promise.all([load(), i18next.isInitialized ? i18next.loadNamespaces(namespaces) : undefined]);
    return mod;
  };
}
