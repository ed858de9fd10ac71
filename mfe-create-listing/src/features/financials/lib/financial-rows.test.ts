import { computedNetProfit, monthAfter, monthBefore, startingMonths } from './financial-rows';

const columns = ['revenue', 'cost_of_goods', 'amazon_fees', 'advertising', 'refunds', 'other_expenses'];

describe('rows of the month table', () => {
  it('computes net profit as revenue minus every cost, to the cent, empty cells as 0', () => {
    expect(computedNetProfit({ revenue: 10000.1, cost_of_goods: 3000.05, amazon_fees: 1500, advertising: 800, refunds: null, other_expenses: 199.95 }, columns)).toBe(4500.1);
    expect(computedNetProfit({ revenue: null }, columns)).toBe(0);
  });

  it('starts with the last three full months and extends without gaps', () => {
    const months = startingMonths(new Date(2026, 1, 10));
    expect(months).toEqual(['2025-11', '2025-12', '2026-01']);
    const rows = months.map((month) => ({ month }));
    expect(monthBefore(rows)).toBe('2025-10');
    expect(monthAfter(rows)).toBe('2026-02');
  });
});
