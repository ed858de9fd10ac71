import { formatDate, formatMessageDate, formatNumber, formatPeriodEnd, formatPrice } from './format';
import { formatMonthYear } from './month-year';

// Local time is whatever the machine says; build the date in local time so the test holds everywhere.
const when = new Date(2026, 10, 22, 14, 5);

describe('formats of spec §9', () => {
  it('numbers: 2 decimals, thousands separators, null as 0', () => {
    expect(formatNumber(1234.567, 'en')).toBe('1,234.57');
    expect(formatNumber(1234.567, 'de')).toBe('1.234,57');
    expect(formatNumber(null, 'en')).toBe('0');
    expect(formatNumber(-2000000, 'en')).toBe('-2,000,000');
  });

  it('prices with the $ sign', () => {
    expect(formatPrice(250000, 'en')).toBe('$250,000');
    expect(formatPrice(1999.5, 'en')).toBe('$1,999.5');
    expect(formatPrice(250000, 'de').replace(/\u00a0/g, ' ')).toBe('250.000 $');
    expect(formatPrice(undefined, 'en')).toBe('$0');
  });

  it("dates: 'MMM d, yyyy', period end 'MMMM d, yyyy', messages 'd MMMM, HH:mm'", () => {
    expect(formatDate(when, 'en')).toBe('Nov 22, 2026');
    expect(formatDate(when, 'de')).toBe('22. Nov. 2026');
    expect(formatPeriodEnd(when, 'en')).toBe('November 22, 2026');
    expect(formatPeriodEnd(when, 'de')).toBe('22. November 2026');
    expect(formatMessageDate(when, 'en')).toBe('22 November, 14:05');
    expect(formatMessageDate(when, 'de')).toBe('22. November, 14:05');
  });
});

describe('numbers and prices without Intl say what Intl says', () => {
  const intlNumber = (value: number, locale: 'en' | 'de') =>
    new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'de-DE', { maximumFractionDigits: 2 }).format(value);
  const intlPrice = (value: number, locale: 'en' | 'de') =>
    new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'de-DE', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 2,
      minimumFractionDigits: 0,
    }).format(value);

  // A fixed pseudo-random sequence (mulberry32), so a failure names a value that fails every run.
  function* values(): Generator<number> {
    let seed = 20261128;
    const next = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    yield* [0, -0, 1, -1, 5, 999, 1000, -1000, 9999.995, 0.005, 0.015, 1.005, 2.675, 1.995, 99.999, 999999.995, -0.004, -0.005, -0.0049];
    yield* [
      0.1 + 0.2,
      1e-7,
      1.5e-7,
      -3e-9,
      123456789012345680000,
      1e21,
      1.2345678901234568e21,
      -9.87e25,
      1.7976931348623157e308,
      5e-324,
      2 ** 53,
      2 ** 53 + 2,
      Number.MAX_SAFE_INTEGER,
      Infinity,
      -Infinity,
      NaN,
    ];
    for (let i = 0; i < 4000; i += 1) {
      const magnitude = 10 ** Math.floor(next() * 16 - 3);
      const raw = (next() - 0.3) * magnitude;
      // Money-like values (whole and cents), values ending in 5 at the third decimal, and any double.
      yield [Math.round(raw), Math.round(raw * 100) / 100, Math.round(raw * 1000) / 1000, Math.trunc(raw * 100) / 100 + 0.005, raw][i % 5]!;
    }
  }

  it.each(['en', 'de'] as const)('in %s', (locale) => {
    const differing: string[] = [];
    for (const value of values()) {
      if (formatNumber(value, locale) !== intlNumber(value, locale))
        differing.push(`number ${value}: ${formatNumber(value, locale)} ≠ ${intlNumber(value, locale)}`);
      if (formatPrice(value, locale) !== intlPrice(value, locale))
        differing.push(`price ${value}: ${formatPrice(value, locale)} ≠ ${intlPrice(value, locale)}`);
    }
    expect(differing).toEqual([]);
  });

  it('builds no Intl.NumberFormat', () => {
    const spy = jest.spyOn(Intl, 'NumberFormat');
    try {
      formatPrice(1234567.891, 'de');
      formatNumber(-0.5, 'en');
      formatPrice(Number.NaN, 'en');
      formatNumber(1e22, 'de');
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe("'MMM yyyy' without Intl says what Intl says", () => {
  it.each([
    ['en', 'en-US'],
    ['de', 'de-DE'],
  ] as const)('every month in %s', (locale, intlLocale) => {
    const intl = new Intl.DateTimeFormat(intlLocale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (const year of [1999, 2026]) {
      for (let month = 1; month <= 12; month += 1) {
        const text = `${year}-${String(month).padStart(2, '0')}`;
        expect([text, formatMonthYear(text, locale)]).toEqual([text, intl.format(new Date(Date.UTC(year, month - 1, 1)))]);
      }
    }
    expect(formatMonthYear('2026-03', 'de')).toBe('März 2026');
  });
});
