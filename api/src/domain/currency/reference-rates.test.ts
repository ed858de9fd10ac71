import { convertMonths, MissingRatesError, tableRates } from './reference-rates';
import { ECB_MONTHLY_AVERAGES } from './ecb-monthly-averages';

const table = {
  source: 'test',
  provisionalFrom: '2024-03',
  months: {
    '2024-01': { USD: 1.1, GBP: 0.85 },
    '2024-02': { USD: 1.08, GBP: 0.86 },
    '2024-03': { USD: 1.09, GBP: 0.855 },
  },
};
const rates = tableRates(table);
const month = (m: string, revenue: number, net_profit: number | null = null) => ({
  month: m,
  revenue,
  cogs: 100,
  amazon_fees: 0,
  advertising: 33.33,
  refunds: 0,
  other_expenses: 0,
  net_profit,
});

describe('converting months into US dollars at the ECB monthly averages', () => {
  it('converts a euro month at that month’s USD rate, each figure to cents', () => {
    const { months, factors, provisional } = convertMonths([month('2024-01', 1000, 500.55), month('2024-02', 2000)], 'EUR', rates);
    expect(factors).toEqual({ '2024-01': 1.1, '2024-02': 1.08 });
    expect(months[0]).toMatchObject({ revenue: 1100, cogs: 110, advertising: 36.66, net_profit: 550.61 });
    expect(months[1]).toMatchObject({ revenue: 2160, cogs: 108, advertising: 36, net_profit: null });
    expect(provisional).toEqual([]);
  });

  it('crosses through the euro: pounds → dollars = USD per EUR ÷ GBP per EUR', () => {
    const { months } = convertMonths([month('2024-02', 860)], 'GBP', rates);
    expect(months[0]?.revenue).toBe(1080); // 860 × 1.08 / 0.86
  });

  it('leaves a dollar file as it is, whatever the table holds', () => {
    const input = [month('1999-01', 12.34)];
    expect(convertMonths(input, 'USD', rates).months).toEqual(input);
  });

  it('refuses months without a rate (never 1.0) and names every one', () => {
    expect(() => convertMonths([month('2023-12', 1), month('2024-01', 1), month('2024-04', 1)], 'EUR', rates)).toThrow(MissingRatesError);
    try {
      convertMonths([month('2023-12', 1), month('2024-01', 1), month('2024-04', 1)], 'GBP', rates);
    } catch (error) {
      expect(error).toMatchObject({ currency: 'GBP', months: ['2023-12', '2024-04'] });
    }
    expect(() => convertMonths([month('2024-01', 1)], 'JPY', rates)).toThrow(/no JPY reference rate for 2024-01/);
  });

  it('says which months were converted at a provisional rate', () => {
    expect(convertMonths([month('2024-02', 1), month('2024-03', 1)], 'EUR', rates).provisional).toEqual(['2024-03']);
  });
});

describe('the committed table', () => {
  it('holds every import currency for every month from 2023-01 to 2026-11, each a plausible rate', () => {
    const months = Object.keys(ECB_MONTHLY_AVERAGES.months);
    expect(months[0]).toBe('2023-01');
    expect(months[months.length - 1]).toBe('2026-11');
    expect(months).toHaveLength(47);
    for (const row of Object.values(ECB_MONTHLY_AVERAGES.months)) {
      expect(Object.keys(row)).toHaveLength(13);
      expect(row.USD).toBeGreaterThan(0.9);
      expect(row.USD).toBeLessThan(1.3);
      expect(row.GBP).toBeGreaterThan(0.75);
      expect(row.GBP).toBeLessThan(0.95);
    }
  });

  it('marks its carried-forward months provisional', () => {
    const committed = tableRates();
    expect(committed.rate('USD', '2025-10')).toEqual({ perEuro: 1.1632, provisional: false });
    expect(committed.rate('USD', '2026-11')?.provisional).toBe(true);
    expect(committed.rate('USD', '2026-12')).toBeUndefined();
    expect(committed.rate('EUR', '1990-01')).toEqual({ perEuro: 1, provisional: false });
  });
});
