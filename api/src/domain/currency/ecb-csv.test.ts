import { readFileSync } from 'node:fs';
import path from 'node:path';
import { monthlyAverages, REFRESHED_NOTES, renderTable, TABLE_CURRENCIES } from './ecb-csv';
import { ECB_MONTHLY_AVERAGES, ecbTableOf } from './ecb-monthly-averages';

const sample = readFileSync(path.join(__dirname, 'fixtures/eurofxref-hist-sample.csv'), 'utf8');

describe("the ECB's eurofxref-hist.csv read into monthly averages", () => {
  it('averages each complete month’s daily rates and leaves out the month of the newest day and months before the start', () => {
    const months = monthlyAverages(sample, '2024-01');
    expect(Object.keys(months)).toEqual(['2024-01', '2024-02']);
    // January: (1.0837 + 1.0846) / 2; February: (1.08 + 1.09) / 2.
    expect(months['2024-01']).toMatchObject({ USD: 1.08415, GBP: 0.85358, JPY: 159.83 });
    expect(months['2024-02']).toMatchObject({ USD: 1.085, GBP: 0.855, SEK: 11.35, ZAR: 20.6 });
    expect(Object.keys(months['2024-02'] ?? {}).sort()).toEqual([...TABLE_CURRENCIES].sort());
  });

  it('includes the last month when asked, and skips N/A cells', () => {
    const withGap = sample.replace('2024-03-01,1.0838,', '2024-03-01,N/A,');
    const months = monthlyAverages(withGap, '2023-12', true);
    expect(Object.keys(months)).toEqual(['2023-12', '2024-01', '2024-02', '2024-03']);
    expect(months['2024-03']?.USD).toBeUndefined();
    expect(months['2024-03']?.GBP).toBe(0.85643);
  });

  it('refuses a file that is not the ECB history', () => {
    expect(() => monthlyAverages('Month,USD\n2024-01,1\n')).toThrow(/Date/);
  });

  it('renders the data file: its source, notes and no provisional months, one line a month, read back as the same table', () => {
    const table = { source: "ECB's file", provisionalFrom: null, months: monthlyAverages(sample, '2024-01') };
    const text = renderTable(table, REFRESHED_NOTES('eurofxref-hist.csv', '2024-03-01'));
    const file = JSON.parse(text) as { source: string; provisionalFrom: string | null; notes: string[] };
    expect(file.source).toBe("ECB's file");
    expect(file.provisionalFrom).toBeNull();
    expect(file.notes.join(' ')).toContain('eurofxref-hist.csv (https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip), newest day 2024-03-01');
    expect(text).toMatch(/\n {4}"2024-02": \{ "USD": 1\.085, "GBP": 0\.855, "CAD": 1\.455, "JPY": 160, .*\}\n/);
    expect(ecbTableOf(file)).toEqual(table);
  });
});

describe('the data file ecb-monthly-averages.json as loaded', () => {
  it('is the table the writer renders (the committed file reads back unchanged)', () => {
    const committed = readFileSync(path.join(__dirname, 'ecb-monthly-averages.json'), 'utf8');
    const { notes } = JSON.parse(committed) as { notes: string[] };
    expect(renderTable(ECB_MONTHLY_AVERAGES, notes)).toBe(committed);
  });

  it.each([
    ['not an object', []],
    ['no "source"', { provisionalFrom: null, months: {} }],
    ['"provisionalFrom" is neither null nor YYYY-MM', { source: 's', provisionalFrom: '2024-13', months: {} }],
    ['month "2024-1"', { source: 's', provisionalFrom: null, months: { '2024-1': { USD: 1.1 } } }],
    ['"XXX" is not an import currency', { source: 's', provisionalFrom: null, months: { '2024-01': { XXX: 1.1 } } }],
    ['the USD rate is not a positive number', { source: 's', provisionalFrom: null, months: { '2024-01': { USD: '1.1' } } }],
    ['the GBP rate is not a positive number', { source: 's', provisionalFrom: null, months: { '2024-01': { GBP: 0 } } }],
  ])('refuses a file with %s', (why, value) => {
    expect(() => ecbTableOf(value)).toThrow(why);
  });
});
