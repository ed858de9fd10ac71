// Number and date formats of spec §9, per locale: German pages read 1.234,57 and 22. Nov. 2026
// ('MMM yyyy' is in month-year.ts, so the pages that show no months do not download the names).
import type { Locale } from '../constants';
import { INTL_LOCALE, dateTimeFormat } from './intl';

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Group and decimal separator of the two page languages (CLDR: en-US 1,234.5; de-DE 1.234,5, grouped from 1.000 on). */
const SEPARATORS: Record<Locale, readonly [group: string, decimal: string]> = { en: [',', '.'], de: ['.', ','] };

/** U+00A0: between a German amount and its "$" or "%" (and "Mio."), so the two never part at a line end. */
const NBSP = '\u00a0';

/**
 * How many decimals a money amount or number shows.
 * - none given: at most 2, trailing zeros dropped (1,999.5) — the spec's rule for a single figure;
 * - `0`: whole units (summary tiles, cards: $583,554);
 * - `2`: always two (tables: $3,085.40 beside $1,200.00).
 * One view uses one of them for all its figures, never a mix.
 */
export type Decimals = 0 | 1 | 2;

export interface NumberOptions {
  /** Fixed decimals (0, 1 or 2); without it at most 2 and trailing zeros dropped. */
  decimals?: Decimals;
}

/**
 * The exact decimal digits of |value| as String() would write them, without an exponent:
 * [integer, decimals]. String() writes below 10^-6 and from 10^21 on with an exponent.
 */
function plainDigits(abs: number): [integer: string, decimals: string] {
  const [digits = '', exponentText = '0'] = String(abs).split('e');
  const exponent = Number(exponentText);
  const [integer = '0', decimals = ''] = digits.split('.');
  if (exponent > 0) return [(integer + decimals).padEnd(exponent + 1, '0'), ''];
  if (exponent < 0) return ['0', `${'0'.repeat(-exponent - 1)}${integer}${decimals}`];
  return [integer, decimals];
}

/**
 * `integer`.`decimals` rounded half away from zero to `places` decimals (0–2): the carry goes through
 * the digits (BigInt), so 999.995 → 1000.00 and no float error comes in.
 */
function roundDigits(integer: string, decimals: string, places: number): [integer: string, fraction: string] {
  let fraction = decimals.slice(0, places).padEnd(places, '0');
  // The first dropped decimal decides (NaN past the end: no rounding).
  if (decimals.charCodeAt(places) >= 53 /* '5' */) {
    const raised = String(BigInt(integer + fraction) + BigInt(1)).padStart(places + 1, '0');
    integer = raised.slice(0, raised.length - places);
    fraction = raised.slice(raised.length - places);
  }
  return [integer.replace(/^0+(?=\d)/, ''), fraction];
}

function grouped(integer: string, locale: Locale): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, SEPARATORS[locale][0]);
}

/**
 * `value` in `locale` with at most 2 decimals (no trailing zeros), or exactly `decimals`: the sign
 * apart, so a price can put its $ after it.
 *
 * Not Intl.NumberFormat: the first one a page builds costs 20–25 ms of main thread on this machine
 * (ICU's number formatting set up; 80–100 ms under Lighthouse's 4× CPU), inside the render of the
 * first card or price, as one long task on `/`, `/search` and a listing's page
 * (docs/decisions/0009-own-number-and-date-formatting.md). The result is Intl's for the formats of
 * spec §9: format.test.ts compares them over thousands of values, NaN, infinities and exponents
 * included. Like Intl, it rounds the shortest decimal that reads back as `value` (what String(value)
 * writes), half away from zero: 1.005 → 1.01.
 */
function decimal(value: number, locale: Locale, decimals?: Decimals): { negative: boolean; text: string } {
  // -0 too (1 / -0 is -Infinity): Intl writes "-0", also for a negative that rounds to 0.
  const negative = value < 0 || 1 / value < 0;
  if (!Number.isFinite(value)) return { negative, text: Number.isNaN(value) ? 'NaN' : '∞' };
  const [integerDigits, decimalDigits] = plainDigits(Math.abs(value));
  const [integer, rounded] = roundDigits(integerDigits, decimalDigits, decimals ?? 2);
  const fraction = decimals === undefined ? rounded.replace(/0+$/, '') : rounded;
  return { negative, text: `${grouped(integer, locale)}${fraction ? `${SEPARATORS[locale][1]}${fraction}` : ''}` };
}

function withDollar(negative: boolean, text: string, locale: Locale): string {
  const sign = negative ? '-' : '';
  return locale === 'de' ? `${sign}${text}${NBSP}$` : `${sign}$${text}`;
}

/** Rounded to 2 decimals (or exactly `decimals`) with thousands separators; null and undefined show as 0. */
export function formatNumber(value: number | null | undefined, locale: Locale, options: NumberOptions = {}): string {
  const { negative, text } = decimal(value ?? 0, locale, options.decimals);
  return `${negative ? '-' : ''}${text}`;
}

/**
 * A price with the $ sign (prices are in US dollars): $1,999.5 / 1.999,5 $ (with a no-break space),
 * as Intl's currency format writes them (format.test.ts compares the two). `{ decimals: 0 }` for tiles
 * and cards ($1,999 / 1.999 $ — rounded, 1,999.5 → $2,000), `{ decimals: 2 }` for tables ($1,999.50).
 * Null and undefined show as $0.
 */
export function formatPrice(value: number | null | undefined, locale: Locale, options: NumberOptions = {}): string {
  const { negative, text } = decimal(value ?? 0, locale, options.decimals);
  return withDollar(negative, text, locale);
}

/**
 * CLDR's short compact forms of the two languages. English abbreviates from a thousand on ($584K,
 * $1.5M, $2.5B, $1T); German only from a million (584.000 $, 1,5 Mio. $, 2,5 Mrd. $, 1 Bio. $):
 * CLDR de has no short form for thousands — "Tsd." is not in it, and German readers do not expect it
 * on a price (decision 0167).
 */
const COMPACT_UNITS: Record<Locale, readonly string[]> = {
  en: ['', 'K', 'M', 'B', 'T'],
  de: ['', '', `${NBSP}Mio.`, `${NBSP}Mrd.`, `${NBSP}Bio.`],
};

/**
 * A price abbreviated for cards: $584K, $1.5M / 584.000 $, 1,5 Mio. $ — Intl's
 * `notation: 'compact'` currency form (CLDR short), written without Intl: two significant digits while
 * the abbreviated number has one integer digit ($1.5M, $9.9K), whole otherwise ($12K, $584K),
 * half away from zero, and the next unit when rounding reaches 1000 ($999,999 → $1M).
 * One difference from Intl, on purpose: German groups 4-digit amounts as every other German figure
 * on the page does (1.234 $; Intl's compact form writes 1234 $); below $1 it keeps one decimal where
 * Intl keeps two significant digits ($0.5 / $0.47) — a card shows no cents. Null and undefined show as $0.
 */
export function formatCompactPrice(value: number | null | undefined, locale: Locale): string {
  const number = value ?? 0;
  const negative = number < 0 || 1 / number < 0;
  if (!Number.isFinite(number)) return withDollar(negative, Number.isNaN(number) ? 'NaN' : '∞', locale);
  const [integerDigits, decimalDigits] = plainDigits(Math.abs(number));
  const units = COMPACT_UNITS[locale];
  const firstUnit = locale === 'de' ? 2 : 1;
  const length = integerDigits === '0' ? 0 : integerDigits.length;
  let unit = Math.min(units.length - 1, Math.floor(Math.max(0, length - 1) / 3));
  if (unit < firstUnit) unit = 0;
  for (;;) {
    const cut = integerDigits.length - unit * 3;
    const head = unit === 0 ? integerDigits : integerDigits.slice(0, cut);
    const tail = unit === 0 ? decimalDigits : integerDigits.slice(cut) + decimalDigits;
    const places = head.replace(/^0+/, '').length <= 1 ? 1 : 0;
    const [integer, fraction] = roundDigits(head, tail, places);
    // 999.95K rounds to 1000K: one unit up (1M), where a next unit exists.
    if (unit > 0 && integer.length > 3 && unit < units.length - 1) {
      unit += 1;
      continue;
    }
    if (unit === 0 && locale === 'en' && integer.length > 3) {
      unit = 1;
      continue;
    }
    if (unit === 0 && locale === 'de' && integer.length > 6) {
      unit = 2;
      continue;
    }
    const trimmed = fraction.replace(/0+$/, '');
    const text = `${grouped(integer, locale)}${trimmed ? `${SEPARATORS[locale][1]}${trimmed}` : ''}${units[unit]}`;
    return withDollar(negative, text, locale);
  }
}

/**
 * A percentage, given in percent (19 → 19 %): "19%" in English, "19 %" in German with a no-break
 * space, as Intl writes percentages (CLDR; format.test.ts compares). At most 2 decimals, or exactly
 * `decimals`; null and undefined show as 0.
 */
export function formatPercent(value: number | null | undefined, locale: Locale, options: NumberOptions = {}): string {
  const { negative, text } = decimal(value ?? 0, locale, options.decimals);
  return `${negative ? '-' : ''}${text}${locale === 'de' ? NBSP : ''}%`;
}

/** The default date, 'MMM d, yyyy': Nov 22, 2026 / 22. Nov. 2026. */
export function formatDate(value: Date | string | number, locale: Locale): string {
  return dateTimeFormat(INTL_LOCALE[locale], { month: 'short', day: 'numeric', year: 'numeric' }).format(toDate(value));
}

/** The end of a subscription period, 'MMMM d, yyyy': November 22, 2026 / 22. November 2026. */
export function formatPeriodEnd(value: Date | string | number, locale: Locale): string {
  return dateTimeFormat(INTL_LOCALE[locale], { month: 'long', day: 'numeric', year: 'numeric' }).format(toDate(value));
}

/** A chat message's date, 'd MMMM, HH:mm' (24-hour): 22 November, 14:05 / 22. November, 14:05. */
export function formatMessageDate(value: Date | string | number, locale: Locale): string {
  const parts = dateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(toDate(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = locale === 'de' ? `${part('day')}.` : part('day');
  return `${day} ${part('month')}, ${part('hour')}:${part('minute')}`;
}
