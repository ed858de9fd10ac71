import { formatCompactPrice, formatDate, formatMessageDate, formatNumber, formatPercent, formatPeriodEnd, formatPrice } from './format';
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

  it('fixed decimals: whole dollars for tiles and cards, two for tables', () => {
    expect(formatPrice(583554.36, 'en', { decimals: 0 })).toBe('$583,554');
    expect(formatPrice(1999.5, 'en', { decimals: 0 })).toBe('$2,000');
    expect(formatPrice(3085.4, 'en', { decimals: 2 })).toBe('$3,085.40');
    expect(formatPrice(3085.4, 'de', { decimals: 2 })).toBe('3.085,40\u00a0$');
    expect(formatPrice(null, 'de', { decimals: 2 })).toBe('0,00\u00a0$');
    expect(formatNumber(2500.5, 'en', { decimals: 2 })).toBe('2,500.50');
    expect(formatNumber(999.995, 'en', { decimals: 2 })).toBe('1,000.00');
  });

  it('compact prices for cards: CLDR short forms ($584K / 584.000 $, 1,5 Mio. $)', () => {
    expect(formatCompactPrice(583554.36, 'en')).toBe('$584K');
    expect(formatCompactPrice(583554.36, 'de')).toBe('583.554\u00a0$');
    expect(formatCompactPrice(1500000, 'en')).toBe('$1.5M');
    expect(formatCompactPrice(1500000, 'de')).toBe('1,5\u00a0Mio.\u00a0$');
    expect(formatCompactPrice(999999, 'en')).toBe('$1M');
    expect(formatCompactPrice(2500, 'de')).toBe('2.500\u00a0$');
    expect(formatCompactPrice(null, 'en')).toBe('$0');
  });

  it('percentages: "19%" in English, "19 %" with a no-break space in German', () => {
    expect(formatPercent(19, 'en')).toBe('19%');
    expect(formatPercent(19, 'de')).toBe('19\u00a0%');
    expect(formatPercent(23.456, 'de')).toBe('23,46\u00a0%');
    expect(formatPercent(-4.5, 'en', { decimals: 1 })).toBe('-4.5%');
    expect(formatPercent(null, 'en')).toBe('0%');
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

  const intlLocale = (locale: 'en' | 'de') => (locale === 'en' ? 'en-US' : 'de-DE');

  it.each(['en', 'de'] as const)('fixed decimals and percentages in %s', (locale) => {
    const differing: string[] = [];
    for (const value of values()) {
      for (const decimals of [0, 1, 2] as const) {
        const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
        const number = new Intl.NumberFormat(intlLocale(locale), options).format(value);
        const price = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'USD', ...options }).format(value);
        // 'unit' percent takes the value as it is (19 → 19 %), as formatPercent does.
        const percent = new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: 'percent', ...options }).format(value);
        if (formatNumber(value, locale, { decimals }) !== number)
          differing.push(`number/${decimals} ${value}: ${formatNumber(value, locale, { decimals })} ≠ ${number}`);
        if (formatPrice(value, locale, { decimals }) !== price)
          differing.push(`price/${decimals} ${value}: ${formatPrice(value, locale, { decimals })} ≠ ${price}`);
        if (formatPercent(value, locale, { decimals }) !== percent)
          differing.push(`percent/${decimals} ${value}: ${formatPercent(value, locale, { decimals })} ≠ ${percent}`);
      }
      const percent = new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }).format(value);
      if (formatPercent(value, locale) !== percent) differing.push(`percent ${value}: ${formatPercent(value, locale)} ≠ ${percent}`);
    }
    expect(differing).toEqual([]);
  });

  it.each(['en', 'de'] as const)('compact prices in %s', (locale) => {
    const intl = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'USD', notation: 'compact' });
    const differing: string[] = [];
    for (const value of values()) {
      // Below $1 Intl's compact form keeps two significant digits ($0.0012); a card shows no cents.
      // Intl's compact form stops at trillions and writes German 4-digit amounts ungrouped (1234 $),
      // where ours groups them as the rest of the page does (formatCompactPrice says why).
      if (Math.abs(value) < 1 || Math.abs(value) >= 1e15 || (locale === 'de' && Math.abs(value) >= 999.5 && Math.abs(value) < 9999.5)) continue;
      if (formatCompactPrice(value, locale) !== intl.format(value))
        differing.push(`compact ${value}: ${formatCompactPrice(value, locale)} ≠ ${intl.format(value)}`);
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
      formatPrice(3085.4, 'de', { decimals: 2 });
      formatCompactPrice(1500000, 'de');
      formatPercent(19, 'de');
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
