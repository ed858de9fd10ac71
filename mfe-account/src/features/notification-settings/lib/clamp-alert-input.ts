// Spec §5: alert ranges are clamped while the user types — a value below the lower bound becomes the
// lower bound, above the upper bound the upper bound, for min and max alike; empty means no bound.
import type { Locale } from '@bizmarkt/shared/constants';
import { ALERT_INPUT_MAX_LENGTH, ALERT_RANGE_BOUNDS, type AlertRangeField } from '@bizmarkt/shared/contract';

/** The decimal separator the page's language writes: German "12,5", English "12.5". */
function decimalSeparator(locale: Locale): string {
  return locale === 'de' ? ',' : '.';
}

/** A number's text as the page's language writes it (no grouping: the inputs' lengths stay 11/3). */
function localized(text: string, locale: Locale): string {
  return text.replace('.', decimalSeparator(locale));
}

/** What the input shows and what is saved (null: no bound). */
export interface AlertInput {
  text: string;
  value: number | null;
}

/**
 * Margins and multiples are commonly fractional (a 3.5× multiple); prices, sales, profits and the age
 * are whole numbers. Fractional fields keep two decimals.
 */
const FRACTION_DIGITS: Readonly<Record<AlertRangeField, number>> = {
  price: 0,
  sales: 0,
  net_profit: 0,
  profit_margin: 2,
  profit_multiply: 2,
  age: 0,
};

/** Keeps what can be part of a number: digits, one leading minus, and (for fractional fields) one point. */
function sanitize(raw: string, fractionDigits: number): string {
  const negative = raw.trimStart().startsWith('-');
  // A German decimal comma is read as the point; in whole-number fields separators are dropped ("1.000" → 1000).
  const unified = fractionDigits > 0 ? raw.replace(/,/g, '.') : raw.replace(/[.,]/g, '');
  let digits = unified.replace(/[^\d.]/g, '');
  if (fractionDigits > 0) {
    const point = digits.indexOf('.');
    if (point !== -1) {
      const whole = digits.slice(0, point) || '0';
      digits = `${whole}.${digits
        .slice(point + 1)
        .replace(/\./g, '')
        .slice(0, fractionDigits)}`;
    }
  } else {
    digits = digits.replace(/\./g, '');
  }
  return negative ? `-${digits}` : digits;
}

function bounded(value: number, lower: number, upper: number): number | null {
  if (value < lower) return lower;
  if (value > upper) return upper;
  return null;
}

/**
 * The typed text of one alert input, limited to its length and clamped to its field's bounds. The
 * value is a number ("12,5" → 12.5); the text stays in the page's language ("12,5" in German).
 */
export function clampAlertInput(field: AlertRangeField, raw: string, locale: Locale = 'en'): AlertInput {
  const { lower, upper } = ALERT_RANGE_BOUNDS[field];
  const text = sanitize(raw, FRACTION_DIGITS[field]).slice(0, ALERT_INPUT_MAX_LENGTH[field]);
  if (text === '') return { text: '', value: null };
  // The start of a number: it waits for digits ('-5' in a price then becomes the lower bound, 0).
  if (text === '-') return { text, value: null };
  const value = Number(text);
  const clamped = bounded(value, lower, upper);
  if (clamped !== null) return { text: localized(String(clamped), locale), value: clamped };
  return { text: localized(text, locale), value };
}

/** The text once the user leaves the input: a lone minus is no number (no bound), '2.' (or '2,') reads as '2'. */
export function settleAlertText(text: string): string {
  if (text === '-') return '';
  return text.endsWith('.') || text.endsWith(',') ? text.slice(0, -1) : text;
}

/** The text an input starts with for a stored bound, in the page's language. */
export function alertInputText(value: number | null, locale: Locale = 'en'): string {
  return value === null ? '' : localized(String(value), locale);
}
