// Amounts as sellerboard writes them: "1234.56", "1,234.56", "1.234,56", "-12,5", "(12.50)", "€ 1 234,56".
// Whether a comma is a decimal or a thousands separator cannot be told from one cell ("1,234"), so it
// is decided once per file from all its amount cells, and the delimiter breaks a tie.
import { SellerboardFileError } from './errors';

export type DecimalSeparator = '.' | ',';

const COMMA_DECIMAL = /\d,\d{1,2}$|\.\d{3},\d/;
const POINT_DECIMAL = /\d\.\d{1,2}$|,\d{3}\.\d/;
/** Currency signs and codes (EUR 12, 12 USD), spaces (also no-break), apostrophes (Swiss thousands). */
const NOISE = /[\s\u00a0\u202f'’$€£¥]|^[A-Za-z]{3}(?=[\d(+-])|(?<=\d)[A-Za-z]{3}$/g;

export function detectDecimalSeparator(cells: readonly string[], delimiter: string): DecimalSeparator {
  let comma = 0;
  let point = 0;
  for (const raw of cells) {
    const cell = raw.replace(NOISE, '').replace(/[()]/g, '');
    if (COMMA_DECIMAL.test(cell)) comma += 1;
    else if (POINT_DECIMAL.test(cell)) point += 1;
  }
  if (comma !== point) return comma > point ? ',' : '.';
  // Nothing tells (whole numbers only): a semicolon-separated file comes from a decimal-comma locale.
  return delimiter === ';' ? ',' : '.';
}

/** A number cell, or 0 for an empty one; throws for text that is not an amount. */
export function parseAmount(raw: string, decimal: DecimalSeparator): number {
  let text = raw.replace(NOISE, '').replace(/\u2212/g, '-');
  if (text === '' || text === '-' || text === '—') return 0;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith('+')) {
    text = text.slice(1);
  }
  const thousands = decimal === ',' ? '.' : ',';
  text = text.split(thousands).join('');
  if (decimal === ',') text = text.replace(',', '.');
  if (text.endsWith('%') || !/^\d+(\.\d+)?$/.test(text)) throw new SellerboardFileError('bad_number', raw);
  const value = Number(text);
  return negative ? -value : value;
}

/** Money rounded to cents (sums of many days drift in binary floating point). */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}
