import { formatDate, formatMessageDate, formatNumber, formatPeriodEnd, formatPrice } from './format';

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
