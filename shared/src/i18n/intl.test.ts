import { dateTimeFormat, numberFormat, regionName } from './intl';

describe('Intl formatters made once', () => {
  it('hands back the same formatter for the same locale and options, another for other ones', () => {
    const a = numberFormat('de-DE', { maximumFractionDigits: 2 });
    expect(numberFormat('de-DE', { maximumFractionDigits: 2 })).toBe(a);
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).not.toBe(a);
    expect(numberFormat('de-DE', { maximumFractionDigits: 0 })).not.toBe(a);
    expect(a.format(1234.567)).toBe('1.234,57');
    const month = dateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
    expect(dateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' })).toBe(month);
    expect(month).not.toBe(numberFormat('en-US', { month: 'short', timeZone: 'UTC' } as Intl.NumberFormatOptions));
  });

  it('names a region in the page language, UK as the United Kingdom, an unknown code as itself', () => {
    expect(regionName('de', 'de-DE')).toBe('Deutschland');
    expect(regionName('DE', 'en-US')).toBe('Germany');
    expect(regionName('UK', 'en-US')).toBe('United Kingdom');
    expect(regionName('not a code', 'en-US')).toBe('not a code');
  });
});
