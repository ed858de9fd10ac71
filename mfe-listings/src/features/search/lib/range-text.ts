// The range inputs of the filters: typed text in the page's language ("12,5" in German) turned into
// the query's numbers, clamped to the alert bounds of spec §5 as the alert settings clamp them.
import type { Locale } from '@bizmarkt/shared/constants';
import { ALERT_INPUT_MAX_LENGTH, clampSearchBound, type SearchRangeField } from '@bizmarkt/shared/contract';

/** Characters a bound's input takes (spec §5: 11, and 3 for age). */
export const inputLength = (field: SearchRangeField): number => ALERT_INPUT_MAX_LENGTH[field];

/** Margins and multiples take decimals; money and age are whole numbers. */
const DECIMAL_FIELDS: ReadonlySet<SearchRangeField> = new Set(['profit_margin', 'profit_multiply']);

/** A bound's number from its text: empty is no bound (undefined); NaN when it is not a number. */
export function parseBound(field: SearchRangeField, text: string): number | undefined {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return undefined;
  // German writes the decimal comma; in whole-number fields a separator is grouping ("1.000" = 1000).
  const normal = DECIMAL_FIELDS.has(field) ? trimmed.replace(',', '.') : trimmed.replace(/[.,]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(normal)) return Number.NaN;
  const value = clampSearchBound(field, Number(normal));
  return DECIMAL_FIELDS.has(field) ? Math.round(value * 100) / 100 : Math.round(value);
}

/** The text an input shows for a bound of the URL. */
export function boundText(value: number | undefined, locale: Locale): string {
  if (value === undefined) return '';
  return locale === 'de' ? String(value).replace('.', ',') : String(value);
}
