import { readFileSync } from 'node:fs';
import path from 'node:path';
import { monthlyAverages, renderTable, TABLE_CURRENCIES } from './ecb-csv';

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

  it('renders a module with the figures, its source and no provisional months', () => {
    const text = renderTable({ source: "ECB's file", provisionalFrom: null, months: monthlyAverages(sample, '2024-01') }, '// header\n');
    expect(text).toContain("source: 'ECB\\'s file'");
    expect(text).toContain('provisionalFrom: null');
    expect(text).toMatch(/'2024-02': \{ USD: 1\.085, GBP: 0\.855, CAD: 1\.455, JPY: 160,/);
  });
});
