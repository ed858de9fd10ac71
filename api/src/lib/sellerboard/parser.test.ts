import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SellerboardFileError } from './errors';
import { parseSellerboardExport, type ParsedExport } from './parser';

const FIXTURES = path.join(__dirname, '../../../test/fixtures/sellerboard');
const NOW = new Date('2024-11-24T10:00:00Z');

function parseFixture(name: string): ParsedExport {
  return parseSellerboardExport(readFileSync(path.join(FIXTURES, name)), { now: NOW });
}
function parseText(text: string, now = NOW): ParsedExport {
  return parseSellerboardExport(Buffer.from(text, 'utf8'), { now });
}
function errorCodeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof SellerboardFileError) return error.code;
    throw error;
  }
  return undefined;
}

describe('sellerboard "Dashboard by day" exports', () => {
  it('reads a US export (BOM, commas, M/D/YYYY, quoted thousands) into complete months, April cut off', () => {
    const parsed = parseFixture('dashboard-by-day-us.csv');
    expect(parsed.format).toBe('dashboard_by_day');
    expect(parsed.months.map((m) => m.month)).toEqual(['2024-01', '2024-02', '2024-03']);
    expect(parsed.partial_months).toEqual(['2024-04']);
    // Revenue is SalesOrganic + SalesPPC: the SalesSponsored* columns are inside SalesPPC.
    expect(parsed.months[0]).toEqual({
      month: '2024-01',
      revenue: 55552.08,
      cogs: 11555.79,
      amazon_fees: 15326.08,
      advertising: 7195.32,
      refunds: 1065.93,
      other_expenses: 556.57,
      net_profit: 19852.39,
    });
    expect(parsed.months[2]).toMatchObject({ revenue: 448977.31, amazon_fees: 119382.53, net_profit: 168428.85 });
  });

  it('reads a German export (semicolons, DD.MM.YYYY, 1.234,56, newest first) and drops the half November it starts with', () => {
    const parsed = parseFixture('dashboard-by-day-de.csv');
    expect(parsed.months.map((m) => m.month)).toEqual(['2023-12', '2024-01', '2024-02']);
    expect(parsed.partial_months).toEqual(['2023-11']);
    expect(parsed.months[2]).toEqual({
      month: '2024-02',
      revenue: 154739.93,
      cogs: 32841.4,
      amazon_fees: 42255.5,
      advertising: 18760.51,
      refunds: 2909.75,
      other_expenses: 1501.58,
      net_profit: 56471.19,
    });
  });

  it('reads a UK export (DD/MM/YYYY, two marketplaces a day, a Total row, an "Advertising cost" total column)', () => {
    const parsed = parseFixture('dashboard-by-day-uk.csv');
    expect(parsed.months.map((m) => m.month)).toEqual(['2024-05', '2024-06', '2024-07']);
    expect(parsed.partial_months).toEqual([]);
    // The advertising total is used, not added to its SponsoredProducts breakdown.
    expect(parsed.months[1]).toMatchObject({ revenue: 77138.26, advertising: 10094.77, refunds: 1489.1, net_profit: 27214.58 });
    expect(parsed.months[2]).toMatchObject({ amazon_fees: 21531, other_expenses: 846.86 });
  });

  it('tells D/M from M/D by which reading makes the days consecutive', () => {
    const rows = ['01/02/2024', '02/02/2024', '03/02/2024'];
    const text = ['Date,Sales', ...rows.map((d) => `${d},10.00`)].join('\n');
    // Day-first: 1–3 February (not the first of three months), so no month is complete…
    expect(errorCodeOf(() => parseText(text))).toBe('no_complete_month');
    // …and a whole month day-first sums into that month.
    const february = Array.from({ length: 29 }, (_, i) => `${String(i + 1).padStart(2, '0')}/02/2024,10.00`);
    expect(parseText(['Date,Sales', ...february].join('\n')).months).toEqual([expect.objectContaining({ month: '2024-02', revenue: 290 })]);
  });

  it('keeps a reimbursed fee (positive among minus-signed costs) as lowering that cost', () => {
    const days = Array.from({ length: 30 }, (_, i) => `2024-06-${String(i + 1).padStart(2, '0')};100;${i === 0 ? '5' : '-10'}`);
    const parsed = parseText(['Date;Sales;Amazon fees', ...days].join('\n'));
    expect(parsed.months[0]).toMatchObject({ revenue: 3000, amazon_fees: 285, net_profit: 2715 });
  });

  it('accepts costs written as positive amounts', () => {
    const days = Array.from({ length: 31 }, (_, i) => `${i + 1}.01.2024;"1.000,50";"200,25"`);
    const parsed = parseText(['Date;Sales;Cost of goods', ...days].join('\n'));
    expect(parsed.months[0]).toMatchObject({ revenue: 31015.5, cogs: 6207.75, net_profit: 24807.75 });
  });

  it('reads Windows-1252 (German Excel) and UTF-16 files with a BOM', () => {
    const days = Array.from({ length: 31 }, (_, i) => `${i + 1}.03.2024;50,5;-1,5`);
    const text = ['Datum;Umsatz;Amazon-Gebühren', ...days].join('\r\n');
    const latin1 = parseSellerboardExport(Buffer.from(text, 'latin1'), { now: NOW });
    expect(latin1.months[0]).toMatchObject({ month: '2024-03', revenue: 1565.5, amazon_fees: 46.5 });
    const utf16 = parseSellerboardExport(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]), { now: NOW });
    expect(utf16.months).toEqual(latin1.months);
  });
});

describe('sellerboard P&L downloads', () => {
  it('reads the German P&L (month names, Total column ignored, the running month left out)', () => {
    const parsed = parseFixture('pnl-de.csv');
    expect(parsed.format).toBe('profit_and_loss');
    expect(parsed.months).toHaveLength(10);
    expect(parsed.months.at(-1)?.month).toBe('2024-10');
    expect(parsed.partial_months).toEqual(['2024-11']);
    expect(parsed.months[2]).toEqual({
      month: '2024-03',
      revenue: 109269.01,
      cogs: 21929.25,
      amazon_fees: 28581.06,
      advertising: 14283.33,
      refunds: 1961.03,
      other_expenses: 1128.44,
      net_profit: 41385.9,
    });
  });

  it('keeps November once it is over', () => {
    const parsed = parseSellerboardExport(readFileSync(path.join(FIXTURES, 'pnl-de.csv')), { now: new Date('2024-12-02T00:00:00Z') });
    expect(parsed.months.at(-1)).toMatchObject({ month: '2024-11', revenue: 69656.87 });
  });

  it('reads the US P&L (date-range columns, SalesOrganic + SalesPPC, the short last range left out)', () => {
    const parsed = parseFixture('pnl-us.csv');
    expect(parsed.months.map((m) => m.month)).toEqual(['2024-08', '2024-09', '2024-10']);
    expect(parsed.partial_months).toEqual(['2024-11']);
    expect(parsed.months[0]).toEqual({
      month: '2024-08',
      revenue: 53055.69,
      cogs: 11735.88,
      amazon_fees: 14921.25,
      advertising: 6632.37,
      refunds: 1061.23,
      other_expenses: 538.57,
      net_profit: 18166.39,
    });
  });

  it('reads day-first date ranges in a comma-separated (UK) P&L', () => {
    const parsed = parseText('Metric,01/08/2024 - 31/08/2024,01/09/2024 - 30/09/2024,01/10/2024 - 31/10/2024,01/11/2024 - 15/11/2024\nSales,1.50,2,3,4\n');
    expect(parsed.months.map((m) => [m.month, m.revenue])).toEqual([
      ['2024-08', 1.5],
      ['2024-09', 2],
      ['2024-10', 3],
    ]);
    expect(parsed.partial_months).toEqual(['2024-11']);
  });

  it('reads ISO and numeric month headers', () => {
    const parsed = parseText('Metric,2024-01,02/2024,03.2024,Total\nSales,100,200,300,600\nCost of goods,-10,-20,-30,-60\n');
    expect(parsed.months.map((m) => [m.month, m.revenue, m.cogs, m.net_profit])).toEqual([
      ['2024-01', 100, 10, 90],
      ['2024-02', 200, 20, 180],
      ['2024-03', 300, 30, 270],
    ]);
  });
});

describe('files that are not sellerboard exports', () => {
  it.each([
    ['an empty file', '', 'empty'],
    ['blank lines', '\n\n  \n', 'empty'],
    ['a bank statement', readFileSync(path.join(FIXTURES, 'bank-statement.csv'), 'utf8'), 'unrecognised'],
    ['a date column without sales', 'Date,Units\n2024-01-01,4\n', 'no_revenue'],
    ['a P&L without sales', 'Parameter;Jan 2024\nUnits;40\n', 'no_revenue'],
    ['an unreadable date', 'Date,Sales\n2024-01-01,1\nyesterday,2\n', 'bad_date'],
    ['an unreadable amount', 'Date,Sales\n2024-01-01,lots\n', 'bad_number'],
    ['only the running month', 'Parameter,Nov 2024\nSales,100\n', 'no_complete_month'],
  ])('refuses %s', (_name, text, code) => {
    expect(errorCodeOf(() => parseText(text))).toBe(code);
  });

  it('refuses a binary file (a PNG renamed .csv)', () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    expect(errorCodeOf(() => parseSellerboardExport(png, { now: NOW }))).toBe('unrecognised');
  });

  it('says in its message what to upload', () => {
    expect(() => parseText('a,b\n1,2\n')).toThrow(/Dashboard by day/);
  });
});
