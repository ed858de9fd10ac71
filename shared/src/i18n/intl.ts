// Intl formatters made once per locale and options: building one costs far more than using it, and a
// page of cards formats hundreds of values. The first Intl.DisplayNames of a page costs most: it loads
// the browser's region names (22–48 ms of main thread in this machine's Chromium, unthrottled), so the
// pages a visitor starts on name marketplaces from their texts instead (mfe-listings,
// use-marketplace-name.ts); `regionName` is for any country code, where no such list exists.
import type { Locale } from '../constants';

/** The Intl locale of each page language. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', de: 'de-DE' };

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** A country or region code ('DE', 'UK' as 'GB') as its name in `locale`; the code itself when unknown. */
export function regionName(code: string, locale: string): string {
  const upper = code.toUpperCase();
  try {
    const names = cached('region', locale, {}, () => new Intl.DisplayNames([locale], { type: 'region' }));
    return names.of(upper === 'UK' ? 'GB' : upper) ?? code;
  } catch {
    return code;
  }
}
