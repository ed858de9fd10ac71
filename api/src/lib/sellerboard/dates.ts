// Dates of the "Dashboard by day" rows and month headers of the P&L download.
// Day rows come as YYYY-MM-DD, DD.MM.YYYY, DD/MM/YYYY or M/D/YYYY. Slashes are ambiguous (03/04/2024),
// so the order is decided once per file: the one under which every row is a real date and the rows
// follow each other day by day wins (sellerboard writes one row per calendar day).
import { SellerboardFileError } from './errors';

/** A calendar day as UTC midnight milliseconds (no time zones: these are local business days). */
export type Day = number;
export type SlashOrder = 'dmy' | 'mdy';

const DAY_MS = 86_400_000;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function dayOf(year: number, month: number, day: number): Day | null {
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time;
}

function parseDay(raw: string, order: SlashOrder): Day | null {
  const text = raw.trim();
  let match = ISO.exec(text);
  if (match) return dayOf(Number(match[1]), Number(match[2]), Number(match[3]));
  match = DOTTED.exec(text);
  if (match) return dayOf(Number(match[3]), Number(match[2]), Number(match[1]));
  match = SLASHED.exec(text);
  if (!match) return null;
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return order === 'dmy' ? dayOf(year, second, first) : dayOf(year, first, second);
}

/** How many neighbouring rows are one day apart (either direction: exports may run newest first). */
function consecutiveScore(days: readonly Day[]): number {
  let score = 0;
  for (let i = 1; i < days.length; i += 1) {
    if (Math.abs((days[i] as Day) - (days[i - 1] as Day)) === DAY_MS) score += 1;
  }
  return score;
}

function parseAll(cells: readonly string[], order: SlashOrder): Day[] | null {
  const days: Day[] = [];
  for (const cell of cells) {
    const day = parseDay(cell, order);
    if (day === null) return null;
    days.push(day);
  }
  return days;
}

/**
 * The days of a file's date column. `preferDmy` breaks a tie (a file too short to tell): a file with
 * decimal commas comes from a day-first locale.
 */
export function parseDayColumn(cells: readonly string[], preferDmy: boolean): Day[] {
  const dmy = parseAll(cells, 'dmy');
  const mdy = parseAll(cells, 'mdy');
  if (!dmy && !mdy) {
    const bad = cells.find((cell) => parseDay(cell, 'dmy') === null && parseDay(cell, 'mdy') === null) ?? '';
    throw new SellerboardFileError('bad_date', bad);
  }
  if (!dmy) return mdy as Day[];
  if (!mdy) return dmy;
  const [scoreDmy, scoreMdy] = [consecutiveScore(dmy), consecutiveScore(mdy)];
  if (scoreDmy !== scoreMdy) return scoreDmy > scoreMdy ? dmy : mdy;
  return preferDmy ? dmy : mdy;
}

/** 'YYYY-MM' of a day. */
export function monthOf(day: Day): string {
  return new Date(day).toISOString().slice(0, 7);
}

export function daysInMonth(month: string): number {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, mon, 0)).getUTCDate();
}

export function firstDayOf(month: string): Day {
  return Date.parse(`${month}-01T00:00:00Z`);
}

export function lastDayOf(month: string): Day {
  return firstDayOf(month) + (daysInMonth(month) - 1) * DAY_MS;
}

const MONTH_NAMES: Record<string, number> = {};
const NAME_LISTS = [
  ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'],
  ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  ['jan', 'feb', 'mär', 'apr', 'mai', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dez'],
  ['januar', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'],
  ['jän', 'feb', 'maerz', 'apr', 'mai', 'jun', 'jul', 'aug', 'sept', 'okt', 'nov', 'dez'],
];
for (const list of NAME_LISTS) list.forEach((name, index) => (MONTH_NAMES[name] = index + 1));

function monthKey(year: number, month: number): string | null {
  if (month < 1 || month > 12 || year < 2000 || year > 2100) return null;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** A P&L column: the month it covers, and whether the column says it covers only part of it. */
export interface MonthColumn {
  month: string;
  partial: boolean;
}

/**
 * A P&L column header: "Jan 2024", "January 2024", "Januar 2024", "2024-01", "01/2024", "01.2024", or a
 * date range "01/01/2024 - 31/01/2024" (a range short of the month's ends is partial). Null for any
 * other header (the metric column, "Total").
 */
export function parseMonthHeader(raw: string, preferDmy: boolean): MonthColumn | null {
  const text = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  let match = /^([a-zäöü]+)\.? ?'?(\d{2}|\d{4})$/.exec(text);
  if (match) {
    const month = MONTH_NAMES[match[1] as string];
    const year = (match[2] as string).length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
    const key = month ? monthKey(year, month) : null;
    return key ? { month: key, partial: false } : null;
  }
  match = /^(\d{4})[-/.](\d{1,2})$/.exec(text) ?? null;
  if (match) return wrap(monthKey(Number(match[1]), Number(match[2])));
  match = /^(\d{1,2})[-/.](\d{4})$/.exec(text);
  if (match) return wrap(monthKey(Number(match[2]), Number(match[1])));
  return rangeColumn(text, preferDmy);
}

function wrap(month: string | null): MonthColumn | null {
  return month ? { month, partial: false } : null;
}

/** "from - to" (or –, to, bis): every separator position is tried, since ISO dates hold hyphens too. */
function rangeColumn(text: string, preferDmy: boolean): MonthColumn | null {
  // The file's likely order first; the other when it gives no real dates (31/08/2024 in a comma file).
  const orders: SlashOrder[] = preferDmy ? ['dmy', 'mdy'] : ['mdy', 'dmy'];
  const separator = /\s*(?:-|–|—|\bto\b|\bbis\b)\s*/g;
  for (const order of orders) {
    for (const match of text.matchAll(separator)) {
      const start = parseDay(text.slice(0, match.index), order);
      const end = parseDay(text.slice(match.index + match[0].length), order);
      if (start !== null && end !== null) return monthRange(start, end);
    }
  }
  return null;
}

function monthRange(start: Day, end: Day): MonthColumn | null {
  if (monthOf(start) !== monthOf(end)) return null;
  const month = monthOf(start);
  return { month, partial: start !== firstDayOf(month) || end !== lastDayOf(month) };
}
