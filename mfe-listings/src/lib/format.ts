// Display rules of the business page beyond the shared formatters (spec §9 and §2's link rule).
import type { Locale } from '@bizmarkt/shared/constants';
import { formatNumber, formatPercent, type NumberOptions } from '@bizmarkt/shared/locale';

/** Whole years and months since the founding month, at `now` (age 0 years 0 months at the earliest). */
export function businessAge(founded: { year: number; month: number }, now: Date): { years: number; months: number } {
  const total = (now.getUTCFullYear() - founded.year) * 12 + (now.getUTCMonth() + 1 - founded.month);
  const months = Math.max(0, total);
  return { years: Math.floor(months / 12), months: months % 12 };
}

/** A multiple: 3.2 → "3.2×" (`{ decimals: 1 }`: "3.0×"); none without profit. Percentages: the shared `formatPercent`. */
export function formatMultiple(value: number | null, locale: Locale, options: NumberOptions = {}): string | null {
  return value === null || !Number.isFinite(value) ? null : `${formatNumber(value, locale, options)}×`;
}

/** A change in percent with its sign: 8.5 → "+8.5%" / "+8,5 %", -3 → "-3%" (the shared `formatPercent`). */
export function formatSignedPercent(value: number, locale: Locale, options: NumberOptions = {}): string {
  return `${value > 0 ? '+' : ''}${formatPercent(value, locale, options)}`;
}

/** A link without a scheme is shown and opened with https:// added (spec §2). */
export function withScheme(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url.replace(/^\/+/, '')}`;
}
