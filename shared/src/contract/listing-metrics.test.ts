import { computeListingMetrics, computedNetProfit } from './listing-metrics';

/** `count` consecutive months ending 2026-10, revenue growing by `step` a month. */
function months(count: number, revenue: (i: number) => number, costShare = 0.8) {
  return Array.from({ length: count }, (_, i) => {
    const index = 2026 * 12 + 9 - (count - 1 - i);
    const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    const value = revenue(i);
    return { month, revenue: value, cogs: value * costShare, amazon_fees: 0, advertising: 0, refunds: 0, other_expenses: 0, net_profit: null as number | null };
  });
}

describe('computeListingMetrics', () => {
  it('sums the last 12 months, averages them and compares with the 12 before', () => {
    // 24 months: the first 12 earn 1,000 a month, the last 12 earn 1,500 (20 % profit).
    const table = months(24, (i) => (i < 12 ? 1000 : 1500));
    const metrics = computeListingMetrics(table, [], 36_000);
    expect(metrics).toMatchObject({
      months_count: 24,
      period_start: '2024-11',
      period_end: '2026-10',
      ttm_revenue: 18_000,
      ttm_net_profit: 3_600,
      avg_monthly_revenue: 1_500,
      avg_monthly_profit: 300,
      profit_margin: 20,
      revenue_growth: 50,
      profit_growth: 50,
      annual_multiple: 10,
      monthly_multiple: 120,
    });
  });

  it('adds the add-backs to the profit the multiples divide by, not to the net profit or margin', () => {
    const metrics = computeListingMetrics(
      months(12, () => 1000),
      [{ amount: 1_200 }, { amount: 1_200 }],
      48_000,
    );
    expect(metrics.ttm_net_profit).toBe(2_400);
    expect(metrics.ttm_adjusted_profit).toBe(4_800);
    expect(metrics.profit_margin).toBe(20);
    expect(metrics.annual_multiple).toBe(10);
    expect(metrics.monthly_multiple).toBe(120);
  });

  it('uses an entered net profit over the computed one and sorts the months first', () => {
    const table = months(3, () => 1000).reverse();
    table[0] = { ...table[0]!, net_profit: -50 };
    const metrics = computeListingMetrics(table);
    expect(metrics.ttm_net_profit).toBe(200 + 200 - 50);
    expect(metrics.period_start).toBe('2026-08');
  });

  it('annualises a short table and has no growth without 24 months', () => {
    const metrics = computeListingMetrics(
      months(6, () => 2000),
      [],
      24_000,
    );
    expect(metrics.ttm_revenue).toBe(12_000);
    expect(metrics.avg_monthly_profit).toBe(400);
    expect(metrics.annual_multiple).toBe(5);
    expect(metrics.revenue_growth).toBeNull();
  });

  it('has no multiple without a price or with a loss, and no margin without revenue', () => {
    expect(computeListingMetrics(months(12, () => 1000)).annual_multiple).toBeNull();
    const losing = computeListingMetrics(
      months(12, () => 1000, 1.5),
      [],
      10_000,
    );
    expect(losing.ttm_net_profit).toBe(-6_000);
    expect(losing.annual_multiple).toBeNull();
    expect(losing.monthly_multiple).toBeNull();
    expect(computeListingMetrics(months(3, () => 0)).profit_margin).toBeNull();
    expect(computeListingMetrics([]).months_count).toBe(0);
  });

  it('rounds to cents', () => {
    expect(computedNetProfit({ month: '2026-01', revenue: 100.1, cogs: 0.2, amazon_fees: 0.1, advertising: 0, refunds: 0, other_expenses: 0 })).toBe(99.8);
  });
});
