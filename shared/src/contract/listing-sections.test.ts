import { financialsSectionSchema, informationSectionSchema, listingUpdateRequestSchema } from './listing-sections';

const row = (month: string, revenue = 1000) => ({ month, revenue, cogs: 300, amazon_fees: 150, advertising: 100, refunds: 10, other_expenses: 40 });
const months = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => row(`${2023 + Math.floor((from + i) / 12)}-${String(((from + i) % 12) + 1).padStart(2, '0')}`));

describe('financials section', () => {
  it('takes 3 to 36 consecutive past months', () => {
    expect(financialsSectionSchema.safeParse({ months: months(0, 3) }).success).toBe(true);
    expect(financialsSectionSchema.safeParse({ months: months(0, 36) }).success).toBe(true);
    expect(financialsSectionSchema.safeParse({ months: months(0, 2) }).success).toBe(false);
    expect(financialsSectionSchema.safeParse({ months: months(0, 37) }).success).toBe(false);
  });

  it('refuses gaps, duplicates, wrong order, future months and bad numbers', () => {
    const [a, b, c] = months(0, 4).filter((_, i) => i !== 2) as [ReturnType<typeof row>, ReturnType<typeof row>, ReturnType<typeof row>];
    expect(financialsSectionSchema.safeParse({ months: [a, b, c] }).success).toBe(false);
    expect(financialsSectionSchema.safeParse({ months: [a, a, b] }).success).toBe(false);
    expect(financialsSectionSchema.safeParse({ months: [b, a, c] }).success).toBe(false);
    expect(financialsSectionSchema.safeParse({ months: [row('2099-01'), row('2099-02'), row('2099-03')] }).success).toBe(false);
    for (const revenue of [-1, 1e12, 1.001, Number.NaN]) {
      expect(financialsSectionSchema.safeParse({ months: [row('2024-01', revenue), row('2024-02'), row('2024-03')] }).success).toBe(false);
    }
    expect(financialsSectionSchema.safeParse({ months: [{ ...row('2024-01'), revenue: '1000' }, row('2024-02'), row('2024-03')] }).success).toBe(false);
  });
});

describe('information section', () => {
  const info = {
    name: 'Pet brand',
    category_id: 1,
    fba_statuses: ['fba'],
    marketplaces: ['US', 'DE'],
    founded_year: 2019,
    founded_month: 5,
    country_code: 'de',
    sale_reason: 'retirement',
  };
  it('reads a valid step and upper-cases the country', () => {
    const parsed = informationSectionSchema.parse(info);
    expect(parsed.country_code).toBe('DE');
    expect(parsed.trademark_registries).toEqual([]);
  });
  it('refuses unknown models, duplicates, a future founding and a trademark without registries', () => {
    expect(informationSectionSchema.safeParse({ ...info, fba_statuses: ['dropship'] }).success).toBe(false);
    expect(informationSectionSchema.safeParse({ ...info, marketplaces: ['US', 'US'] }).success).toBe(false);
    expect(informationSectionSchema.safeParse({ ...info, founded_year: 2100 }).success).toBe(false);
    expect(informationSectionSchema.safeParse({ ...info, trademark: true }).success).toBe(false);
  });
});

describe('update request', () => {
  it('needs at least one section and bounds hide_for_x_days to 1..3650', () => {
    expect(listingUpdateRequestSchema.safeParse({}).success).toBe(false);
    expect(listingUpdateRequestSchema.safeParse(undefined).success).toBe(false);
    expect(listingUpdateRequestSchema.safeParse({ hide_listing: { hide_for_x_days: 365 } }).success).toBe(true);
    expect(listingUpdateRequestSchema.safeParse({ hide_listing: { hide_for_x_days: 0 } }).success).toBe(false);
    expect(listingUpdateRequestSchema.safeParse({ hide_listing: { hide_for_x_days: 3651 } }).success).toBe(false);
    expect(listingUpdateRequestSchema.safeParse({ price: { price: 50_000 } }).success).toBe(true);
  });
});
