import { canonical, diffListing, editEffects, sameValue, type FieldSpecs } from './listing-lifecycle-diff';

const specs: FieldSpecs = {
  name: { section: 'information' },
  fba_statuses: { section: 'information' },
  months: { section: 'financials', rowKey: 'month' },
  price: { section: 'price' },
  nda_text: { section: 'nda' },
};

const base = {
  name: 'Kitchen brand',
  fba_statuses: ['fba', 'private_label'],
  months: [
    { month: '2025-01', revenue: 1000, net_profit: 200 },
    { month: '2025-02', revenue: 1100, net_profit: 210 },
  ],
  price: 50_000,
  nda_text: 'v1',
  updated_at: new Date('2026-01-01T00:00:00Z'),
};

describe('canonical / sameValue', () => {
  it('ignores key order and undefined, reads dates as ISO', () => {
    expect(sameValue({ a: 1, b: undefined, c: [1, { y: 1, x: 2 }] }, { c: [1, { x: 2, y: 1 }], a: 1 })).toBe(true);
    expect(canonical(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T00:00:00.000Z');
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
  });
});

describe('diffListing', () => {
  it('finds nothing when only unlisted fields change', () => {
    expect(diffListing(base, { ...base, updated_at: new Date() }, specs)).toEqual([]);
  });

  it('lists changed fields with their section, and months row by row', () => {
    const after = {
      ...base,
      name: 'Kitchen brand GmbH',
      months: [
        { month: '2025-02', revenue: 1200, net_profit: 210 },
        { month: '2025-03', revenue: 1300, net_profit: 250 },
      ],
    };
    expect(diffListing(base, after, specs)).toEqual([
      { section: 'information', field: 'name', before: 'Kitchen brand', after: 'Kitchen brand GmbH' },
      { section: 'financials', field: 'months.2025-01', before: { month: '2025-01', net_profit: 200, revenue: 1000 }, after: null },
      {
        section: 'financials',
        field: 'months.2025-02',
        before: { month: '2025-02', net_profit: 210, revenue: 1100 },
        after: { month: '2025-02', net_profit: 210, revenue: 1200 },
      },
      { section: 'financials', field: 'months.2025-03', before: null, after: { month: '2025-03', net_profit: 250, revenue: 1300 } },
    ]);
  });
});

describe('diffListing with omitted row keys', () => {
  it('does not report rows that differ only in bookkeeping keys', () => {
    const rows = (ids: number[]) => ids.map((id, position) => ({ id, business_id: 7, position, label: 'Owner salary', amount: 100 }));
    const omitting: FieldSpecs = { addbacks: { section: 'financials', omit: ['id', 'business_id'] } };
    expect(diffListing({ addbacks: rows([1]) }, { addbacks: rows([9]) }, omitting)).toEqual([]);
    expect(diffListing({ addbacks: rows([1]) }, { addbacks: rows([9, 10]) }, omitting)).toHaveLength(1);
  });
});

describe('editEffects', () => {
  const options = { priceField: 'price', financialsSection: 'financials', immaterialFields: new Set(['nda_text']) };

  it('reads a price change with old and new price', () => {
    const effects = editEffects(diffListing(base, { ...base, price: 45_000 }, specs), options);
    expect(effects).toEqual({ priceChange: { old_price: 50_000, new_price: 45_000 }, otherMaterialChange: false, financialsChanged: false });
  });

  it('reads other material edits and financial edits', () => {
    const effects = editEffects(diffListing(base, { ...base, months: [base.months[0]] }, specs), options);
    expect(effects).toEqual({ priceChange: null, otherMaterialChange: true, financialsChanged: true });
  });

  it('does not count immaterial fields', () => {
    const effects = editEffects(diffListing(base, { ...base, nda_text: 'v2' }, specs), options);
    expect(effects.otherMaterialChange).toBe(false);
    expect(effects.priceChange).toBeNull();
  });
});
