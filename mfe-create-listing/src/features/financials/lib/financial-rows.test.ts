import { emptyRow, initialMonths, monthAfter, monthBefore, rowNetProfit } from './financial-rows';

describe('rows of the month table', () => {
  it('computes net profit as revenue minus every cost, to the cent, empty cells as 0', () => {
    expect(
      rowNetProfit({ ...emptyRow('2026-01'), revenue: 10000.1, cogs: 3000.05, amazon_fees: 1500, advertising: 800, refunds: null, other_expenses: 199.95 }),
    ).toBe(4500.1);
    expect(rowNetProfit(emptyRow('2026-01'))).toBe(0);
  });

  it('starts a new table with the last three full months and extends it without gaps', () => {
    const rows = initialMonths(null, new Date(2026, 1, 10));
    expect(rows.map((row) => row.month)).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(rows[0]).toEqual({ month: '2025-11', revenue: null, cogs: 0, amazon_fees: 0, advertising: 0, refunds: 0, other_expenses: 0, net_profit: null });
    expect(monthBefore(rows)).toBe('2025-10');
    expect(monthAfter(rows)).toBe('2026-02');
  });

  it('opens saved months with the net profit as the seller entered it (null = computed)', () => {
    const saved = {
      month: '2026-01',
      revenue: 100,
      cogs: 10,
      amazon_fees: 10,
      advertising: 10,
      refunds: 0,
      other_expenses: 0,
      net_profit: 70,
      net_profit_entered: null,
    };
    expect(initialMonths({ months: [saved, { ...saved, month: '2026-02', net_profit: 65, net_profit_entered: 65 }] }, new Date())).toEqual([
      { month: '2026-01', revenue: 100, cogs: 10, amazon_fees: 10, advertising: 10, refunds: 0, other_expenses: 0, net_profit: null },
      { month: '2026-02', revenue: 100, cogs: 10, amazon_fees: 10, advertising: 10, refunds: 0, other_expenses: 0, net_profit: 65 },
    ]);
  });
});
