import { DEFAULT_LOCALE, LOCALE_PREFIX, LOCALES, type Locale } from '../constants';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a path is in: `/de` and `/de/...` are German, everything else English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/de' || pathname.startsWith('/de/') ? 'de' : DEFAULT_LOCALE;
}

/** The path without its locale prefix (always starting with '/'). */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'de') return pathname.slice(3) || '/';
  return pathname || '/';
}

/** The same page in the given locale: `/login` → `/de/login`, `/` → `/de`. */
export function localizePath(path: string, locale: Locale): string {
  const bare = stripLocale(path);
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return bare;
  return bare === '/' ? prefix : `${prefix}${bare}`;
}

/**
 * The locale a visitor wants (spec §2 "Application shell"): the route's when it names one (/de), else
 * the locale cookie, else the browser's languages, else English.
 */
export function preferredLocale(pathname: string, cookie: string | null, browserLanguages: readonly string[]): Locale {
  if (localeFromPath(pathname) === 'de') return 'de';
  if (isLocale(cookie)) return cookie;
  for (const language of browserLanguages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
