import { computeRisk, type RiskInput } from './compute-risk';

const month = (key: string, revenue: number, advertising: number, refunds: number, cogs: number, fees: number, other = 0) => ({
  month: key,
  revenue,
  cogs,
  amazon_fees: fees,
  advertising,
  refunds,
  other_expenses: other,
  net_profit: null,
});
const year = (y: number, make: (m: number) => ReturnType<typeof month>) =>
  Array.from({ length: 12 }, (_, i) => make(i + 1)).map((m, i) => ({ ...m, month: `${y}-${String(i + 1).padStart(2, '0')}` }));

// 2023: 1,000 a month, costs as 2024's first half. 2024: 1,000 a month Jan–Jun, 2,000 Jul–Dec with
// dearer ads and other costs (net profit computed: 280 a month, then 360).
const months = [
  ...year(2023, () => month('', 1000, 100, 20, 300, 300)),
  ...year(2024, (m) => (m <= 6 ? month('', 1000, 100, 20, 300, 300) : month('', 2000, 300, 40, 600, 600, 100))),
];
const input: RiskInput = {
  months: [...months].reverse(), // any order
  marketplaces: ['US', 'DE'],
  asin_count: 8,
  sku_count: 14,
  top_product_share: 55,
  inventory_value: 2700,
  owner_hours_per_week: 12,
  granted: true,
};
const byKey = (result: ReturnType<typeof computeRisk>) => Object.fromEntries(result.figures.map((f) => [f.key, f]));

describe('the risk figures, computed by hand from 24 months', () => {
  const figures = byKey(computeRisk(input));

  it('reads the last 12 months and the 12 before', () => {
    expect(computeRisk(input).monthsUsed).toBe(24);
    expect(computeRisk(input).figures.map((f) => f.key)).toEqual([
      'tacos',
      'refund_rate',
      'margins',
      'seasonality',
      'growth',
      'marketplaces',
      'products',
      'inventory',
      'owner_hours',
    ]);
  });

  it('TACoS: 2,400 ads ÷ 18,000 revenue = 13.3 % (medium), 10 % → 15 % between the half-years: rising', () => {
    expect(figures.tacos).toEqual({ key: 'tacos', locked: false, level: 'medium', trend: 'rising', gap: null, values: { tacos: 13.3, change: 5 } });
  });

  it('refund rate: 360 ÷ 18,000 = 2 % (low)', () => {
    expect(figures.refund_rate).toMatchObject({ level: 'low', values: { rate: 2 } });
  });

  it('margins: gross 38 % both halves; net 28 % → 18 %: falling by 10 points (high)', () => {
    expect(figures.margins).toMatchObject({ level: 'high', trend: 'falling', values: { gross: 38, net: 21.3, gross_change: 0, net_change: -10 } });
  });

  it('seasonality: Q3 and Q4 hold 6,000 each of 18,000: the peak quarter 33.3 % (medium)', () => {
    expect(figures.seasonality).toMatchObject({ level: 'medium', values: { peak_share: 33.3, peak_quarter: 3 } });
  });

  it('growth: 18,000 against 12,000 = +50 %, net profit 3,840 against 3,360 = +14.3 % (low)', () => {
    expect(figures.growth).toMatchObject({ level: 'low', trend: 'rising', values: { revenue: 50, profit: 14.3 } });
  });

  it('inventory: 2,700 at cost ÷ 450 cost of goods a month = 6 months (medium)', () => {
    expect(figures.inventory).toMatchObject({ level: 'medium', values: { months: 6, value: 2700 } });
  });

  it('products, marketplaces and owner hours from the business step', () => {
    expect(figures.products).toMatchObject({ level: 'high', values: { asins: 8, skus: 14, top_share: 55 } });
    expect(figures.marketplaces).toMatchObject({ level: 'low', values: { count: 2, largest_share: null } });
    expect(figures.owner_hours).toMatchObject({ level: 'medium', values: { hours: 12 } });
  });
});

describe('without NDA access', () => {
  it('locks the figures read from the months (no numbers at all) and keeps the public ones', () => {
    const figures = byKey(computeRisk({ ...input, granted: false }));
    for (const key of ['tacos', 'refund_rate', 'margins', 'seasonality', 'inventory']) {
      expect(figures[key]).toEqual({ key, locked: true, level: null, trend: null, gap: null, values: {} });
    }
    for (const key of ['growth', 'marketplaces', 'products', 'owner_hours']) expect(figures[key]?.locked).toBe(false);
  });
});

describe('gaps', () => {
  it('says "too few months" for trends and seasonality under 12 months and growth under 24', () => {
    const figures = byKey(computeRisk({ ...input, months: months.slice(-6) }));
    expect(figures.tacos).toMatchObject({ level: 'medium', trend: null, values: { tacos: 15, change: null } });
    expect(figures.margins).toMatchObject({ gap: 'too_few_months', level: null });
    expect(figures.seasonality).toMatchObject({ gap: 'too_few_months' });
    expect(figures.growth).toMatchObject({ gap: 'too_few_months' });
  });

  it('says "not given" for what the seller left empty; one ASIN alone is concentrated', () => {
    const figures = byKey(
      computeRisk({ ...input, marketplaces: [], top_product_share: null, asin_count: null, inventory_value: null, owner_hours_per_week: null }),
    );
    for (const key of ['marketplaces', 'products', 'inventory', 'owner_hours']) expect(figures[key]).toMatchObject({ gap: 'not_given', level: null });
    expect(byKey(computeRisk({ ...input, top_product_share: null, asin_count: 1 })).products).toMatchObject({ level: 'high' });
    expect(byKey(computeRisk({ ...input, marketplaces: ['DE'] })).marketplaces).toMatchObject({ level: 'medium', values: { count: 1 } });
  });

  it('has no figure from an empty table', () => {
    const figures = byKey(computeRisk({ ...input, months: [] }));
    expect(figures.tacos).toMatchObject({ gap: 'too_few_months', level: null });
    expect(figures.inventory).toMatchObject({ gap: 'too_few_months', values: { value: 2700 } });
    expect(computeRisk({ ...input, months: [] }).monthsUsed).toBe(0);
  });

  it('puts each level at its bounds: 10 % TACoS is low, 10.1 % medium, 20.1 % high', () => {
    const at = (advertising: number) => byKey(computeRisk({ ...input, months: [month('2024-01', 1000, advertising, 0, 0, 0)] })).tacos?.level;
    expect([at(100), at(101), at(200), at(201)]).toEqual(['low', 'medium', 'medium', 'high']);
  });
});
