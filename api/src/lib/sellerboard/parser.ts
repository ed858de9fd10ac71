// sellerboard's CSV exports → calendar months of financials.
//   "Dashboard by day": a header row (Date, SalesOrganic, SalesPPC, …) and one row per day (or per day
//   and marketplace); days are summed into months. A month the rows do not cover from its first to its
//   last day at either end of the file (the export ran mid-month) is left out.
//   P&L download: metrics as rows, months as columns (plus a Total column, ignored); a column that covers
//   only part of its month (a date range, or the month still running at `now`) is left out.
// Both may come with `,` or `;` delimiters, decimal points or commas, a UTF-8 BOM and minus-signed costs.
import { parse } from 'csv-parse/sync';
import { parseDayColumn, parseMonthHeader, firstDayOf, lastDayOf, monthOf, type Day, type MonthColumn } from './dates';
import { SellerboardFileError } from './errors';
import {
  DATE_LABELS,
  hasRevenue,
  metricOf,
  negativeCostMetrics,
  normaliseLabel,
  toMonth,
  type Metric,
  type MetricTotals,
  type SellerboardMonth,
} from './metrics';
import { detectDecimalSeparator, parseAmount, type DecimalSeparator } from './numbers';

export type SellerboardFormat = 'dashboard_by_day' | 'profit_and_loss';

export interface ParsedExport {
  format: SellerboardFormat;
  /** Complete calendar months, oldest first. */
  months: SellerboardMonth[];
  /** Months present in the file but left out because it covers only part of them. */
  partial_months: string[];
}

export interface ParseOptions {
  /** Today (a P&L column of the running month is partial). */
  now: Date;
}

type Table = string[][];

export function parseSellerboardExport(data: Buffer, options: ParseOptions): ParsedExport {
  const text = decode(data);
  if (text.trim() === '') throw new SellerboardFileError('empty');
  if (text.includes('\u0000')) throw new SellerboardFileError('unrecognised');
  const delimiter = detectDelimiter(text);
  const table = readTable(text, delimiter);
  const byDay = findDayHeader(table);
  if (byDay !== null) return parseByDay(table, byDay, delimiter);
  const pnl = findMonthHeader(table, delimiter);
  if (pnl !== null) return parseProfitAndLoss(table, pnl, delimiter, options.now);
  throw new SellerboardFileError('unrecognised');
}

/** UTF-8 (with or without BOM), UTF-16 with BOM (Excel's "Unicode text"), else Windows-1252 (old Excel). */
function decode(data: Buffer): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data);
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
  }
  return text.replace(/^\uFEFF/, '');
}

/** The separator that splits the first line most (headers hold no decimals); quotes are skipped. */
function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const counts = [';', ',', '\t'].map((sign) => ({ sign, count: unquoted.split(sign).length - 1 }));
  counts.sort((a, b) => b.count - a.count);
  return counts[0] && counts[0].count > 0 ? counts[0].sign : ',';
}

function readTable(text: string, delimiter: string): Table {
  try {
    return parse(text, {
      delimiter,
      bom: true,
      trim: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as Table;
  } catch {
    throw new SellerboardFileError('unrecognised');
  }
}

interface DayHeader {
  row: number;
  dateColumn: number;
}

/** A header row within the first lines with a Date column and a sales column. */
function findDayHeader(table: Table): DayHeader | null {
  for (let row = 0; row < Math.min(table.length, 10); row += 1) {
    const cells = table[row] as string[];
    const dateColumn = cells.findIndex((cell) => DATE_LABELS.has(normaliseLabel(cell)));
    if (dateColumn >= 0 && hasRevenue(cells.map(metricOf))) return { row, dateColumn };
    if (dateColumn >= 0) throw new SellerboardFileError('no_revenue');
  }
  return null;
}

interface MonthHeader {
  row: number;
  columns: Map<number, MonthColumn>;
}

function findMonthHeader(table: Table, delimiter: string): MonthHeader | null {
  const preferDmy = delimiter === ';';
  for (let row = 0; row < Math.min(table.length, 10); row += 1) {
    const columns = new Map<number, MonthColumn>();
    (table[row] as string[]).forEach((cell, index) => {
      const month = index === 0 ? null : parseMonthHeader(cell, preferDmy);
      if (month) columns.set(index, month);
    });
    if (columns.size > 0) return { row, columns };
  }
  return null;
}

/** Columns (or rows) by metric; a label seen twice counts once (P&L sections repeat some labels). */
function metricIndexes(labels: readonly string[]): Map<number, Metric> {
  const seen = new Set<string>();
  const indexes = new Map<number, Metric>();
  labels.forEach((label, index) => {
    const metric = metricOf(label);
    const key = normaliseLabel(label);
    if (metric === null || seen.has(key)) return;
    seen.add(key);
    indexes.set(index, metric);
  });
  return indexes;
}

function isTotalLabel(cell: string): boolean {
  return ['total', 'totals', 'summe', 'gesamt', 'sum'].includes(normaliseLabel(cell));
}

function parseByDay(table: Table, header: DayHeader, delimiter: string): ParsedExport {
  const columns = metricIndexes(table[header.row] as string[]);
  const rows = table.slice(header.row + 1).filter((cells) => (cells[header.dateColumn] ?? '') !== '' && !isTotalLabel(cells[header.dateColumn] ?? ''));
  if (rows.length === 0) throw new SellerboardFileError('no_complete_month');
  const decimal = decimalOf(
    rows.flatMap((cells) => [...columns.keys()].map((index) => cells[index] ?? '')),
    delimiter,
  );
  const days = parseDayColumn(
    rows.map((cells) => cells[header.dateColumn] as string),
    decimal === ',',
  );

  const totals = new Map<string, MetricTotals>();
  const covered = new Map<string, { first: Day; last: Day }>();
  rows.forEach((cells, index) => {
    const day = days[index] as Day;
    const month = monthOf(day);
    const span = covered.get(month);
    covered.set(month, { first: Math.min(span?.first ?? day, day), last: Math.max(span?.last ?? day, day) });
    const sums = totals.get(month) ?? {};
    for (const [column, metric] of columns) sums[metric] = (sums[metric] ?? 0) + parseAmount(cells[column] ?? '', decimal);
    totals.set(month, sums);
  });

  const ordered = [...totals.keys()].sort();
  const edgeIsPartial = (month: string) => {
    const span = covered.get(month) as { first: Day; last: Day };
    return span.first !== firstDayOf(month) || span.last !== lastDayOf(month);
  };
  const partial = ordered.filter((month, i) => (i === 0 || i === ordered.length - 1) && edgeIsPartial(month));
  return finish('dashboard_by_day', totals, partial);
}

function parseProfitAndLoss(table: Table, header: MonthHeader, delimiter: string, now: Date): ParsedExport {
  const body = table.slice(header.row + 1);
  const rows = metricIndexes(body.map((cells) => cells[0] ?? ''));
  if (!hasRevenue(rows.values())) throw new SellerboardFileError('no_revenue');
  const cells = [...rows.keys()].flatMap((row) => [...header.columns.keys()].map((column) => body[row]?.[column] ?? ''));
  const decimal = decimalOf(cells, delimiter);

  const running = now.toISOString().slice(0, 7);
  const totals = new Map<string, MetricTotals>();
  const partial: string[] = [];
  for (const [column, { month, partial: cut }] of header.columns) {
    if (cut || month >= running) partial.push(month);
    const sums = totals.get(month) ?? {};
    for (const [row, metric] of rows) sums[metric] = (sums[metric] ?? 0) + parseAmount(body[row]?.[column] ?? '', decimal);
    totals.set(month, sums);
  }
  return finish('profit_and_loss', totals, partial);
}

function decimalOf(cells: readonly string[], delimiter: string): DecimalSeparator {
  return detectDecimalSeparator(cells, delimiter);
}

function finish(format: SellerboardFormat, totals: Map<string, MetricTotals>, partial: readonly string[]): ParsedExport {
  const fileTotals: MetricTotals = {};
  for (const sums of totals.values()) {
    for (const [metric, value] of Object.entries(sums) as [Metric, number][]) fileTotals[metric] = (fileTotals[metric] ?? 0) + value;
  }
  const flipped = negativeCostMetrics(fileTotals);
  const months = [...totals.keys()]
    .filter((month) => !partial.includes(month))
    .sort()
    .map((month) => toMonth(month, totals.get(month) as MetricTotals, flipped));
  if (months.length === 0) throw new SellerboardFileError('no_complete_month');
  return { format, months, partial_months: [...new Set(partial)].sort() };
}
