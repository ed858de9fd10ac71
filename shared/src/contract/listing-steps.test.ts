import { LISTING_STEPS, listingCompleteness, type ListingCompletenessInput } from './listing-steps';

const month = (m: string) => ({
  month: m,
  revenue: 1,
  cogs: 0,
  amazon_fees: 0,
  advertising: 0,
  refunds: 0,
  other_expenses: 0,
  net_profit: 1,
  net_profit_entered: null,
});

const complete: ListingCompletenessInput = {
  name: 'Kitchen gadgets brand',
  category_id: 1,
  fba_statuses: ['fba'],
  marketplaces: ['US'],
  founded_year: 2020,
  founded_month: 3,
  country_code: 'DE',
  sale_reason: 'new_venture',
  months: [month('2026-01'), month('2026-02'), month('2026-03')],
  inventory_value: 0,
  inventory_included: true,
  assets_included: ['amazon_seller_account'],
  summary: 'A summary',
  description: 'A description',
  price: 100_000,
  nda: false,
  nda_text: null,
};

const state = (input: ListingCompletenessInput, id: string) => listingCompleteness(input).steps.find((s) => s.id === id);

describe('listingCompleteness', () => {
  it('lists the eight steps in order, all complete for a full listing', () => {
    const result = listingCompleteness(complete);
    expect(result.steps.map((s) => s.id)).toEqual([...LISTING_STEPS]);
    expect(result.complete).toBe(true);
    expect(result.steps.every((s) => s.complete && s.missing.length === 0)).toBe(true);
  });

  it('names the missing fields of a fresh draft and leaves preview incomplete', () => {
    const draft = {
      ...complete,
      months: [],
      inventory_value: null,
      inventory_included: null,
      assets_included: [],
      summary: null,
      description: null,
      price: null,
    };
    const result = listingCompleteness(draft);
    expect(result.complete).toBe(false);
    expect(state(draft, 'information')?.complete).toBe(true);
    expect(state(draft, 'financials')?.missing).toEqual(['months']);
    expect(state(draft, 'assets')?.missing).toEqual(['inventory_value', 'inventory_included', 'assets_included']);
    expect(state(draft, 'description')?.missing).toEqual(['summary', 'description']);
    expect(state(draft, 'price')?.missing).toEqual(['price']);
    expect(state(draft, 'socials')?.complete).toBe(true);
    expect(state(draft, 'preview')?.complete).toBe(false);
  });

  it('needs 3 months, and the NDA text only when an NDA is required', () => {
    expect(state({ ...complete, months: complete.months?.slice(0, 2) }, 'financials')?.complete).toBe(false);
    expect(state({ ...complete, months: undefined }, 'financials')?.complete).toBe(false);
    expect(state({ ...complete, nda: true, nda_text: '' }, 'nda')?.missing).toEqual(['nda_text']);
    expect(state({ ...complete, nda: true, nda_text: 'x'.repeat(200) }, 'nda')?.complete).toBe(true);
  });
});
