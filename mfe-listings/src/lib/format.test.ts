import { businessAge, formatMultiple, formatSignedPercent, withScheme } from './format';

describe('the listing page’s display rules', () => {
  it('writes a change in percent with its sign, spaced per language (decision 0167)', () => {
    expect(formatSignedPercent(8.5, 'en', { decimals: 1 })).toBe('+8.5%');
    expect(formatSignedPercent(8.5, 'de', { decimals: 1 })).toBe('+8,5\u00a0%');
    expect(formatSignedPercent(-3, 'en', { decimals: 1 })).toBe('-3.0%');
    expect(formatSignedPercent(0, 'de')).toBe('0\u00a0%');
  });

  it('writes a multiple with a fixed decimal, and none without one', () => {
    expect(formatMultiple(2.2418, 'en', { decimals: 1 })).toBe('2.2×');
    expect(formatMultiple(26.92, 'de', { decimals: 1 })).toBe('26,9×');
    expect(formatMultiple(3, 'en', { decimals: 1 })).toBe('3.0×');
    expect(formatMultiple(null, 'en')).toBeNull();
    expect(formatMultiple(Number.POSITIVE_INFINITY, 'en')).toBeNull();
  });

  it('counts a business’s age in whole years and months, never below zero', () => {
    expect(businessAge({ year: 2019, month: 4 }, new Date('2026-02-15T12:00:00Z'))).toEqual({ years: 6, months: 10 });
    expect(businessAge({ year: 2027, month: 1 }, new Date('2026-02-15T12:00:00Z'))).toEqual({ years: 0, months: 0 });
  });

  it('adds https:// to a link without a scheme', () => {
    expect(withScheme('gardentools.example')).toBe('https://gardentools.example');
    expect(withScheme('http://a.example')).toBe('http://a.example');
  });
});
