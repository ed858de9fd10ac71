import { checkVatNumber } from './vat-number';
import { splitGross, vatCase, withVat } from './vat';
import { addInterval, subscriptionStatus } from './lifecycle';

describe('VAT rules', () => {
  const base = { sellerCountry: 'DE', vatNumberValid: false };
  it('consumer in the EU: their rate; business abroad in the EU: reverse charge; at home: the rate; outside: none', () => {
    expect(vatCase({ ...base, countryCode: 'FR', euRate: 20 })).toEqual({ treatment: 'standard', rate: 20 });
    expect(vatCase({ ...base, countryCode: 'FR', euRate: 20, vatNumberValid: true })).toEqual({ treatment: 'reverse_charge', rate: 0 });
    expect(vatCase({ ...base, countryCode: 'DE', euRate: 19, vatNumberValid: true })).toEqual({ treatment: 'standard', rate: 19 });
    expect(vatCase({ ...base, countryCode: 'US', euRate: null })).toEqual({ treatment: 'none', rate: 0 });
    expect(vatCase({ ...base, countryCode: null, euRate: null })).toEqual({ treatment: 'unknown', rate: null });
  });
  it('rounds to the cent and splits a gross back', () => {
    expect(withVat(2700, 19)).toEqual({ vat: 513, gross: 3213 });
    expect(withVat(2700, 25.5)).toEqual({ vat: 689, gross: 3389 });
    expect(splitGross(3213, 19)).toEqual({ net: 2700, vat: 513 });
    expect(splitGross(2900, 0)).toEqual({ net: 2900, vat: 0 });
  });
});

describe('VAT number check', () => {
  it.each([
    ['DE136695976', 'DE'],
    ['ATU13585627', 'AT'],
    ['FR40303265045', 'FR'],
    ['IT00743110157', 'IT'],
    ['ESA28015865', 'ES'],
    ['NL004495445B01', 'NL'],
    ['BE0411905847', 'BE'],
    ['PL5260250995', 'PL'],
    ['EL094259216', 'GR'],
  ])('accepts %s for %s', (number, country) => {
    expect(checkVatNumber(number, country)).toEqual({ ok: true, number });
  });
  it('names the problem', () => {
    expect(checkVatNumber('de 136-695.977', 'DE')).toEqual({ ok: false, problem: 'checksum' });
    expect(checkVatNumber('ATU1', 'AT')).toEqual({ ok: false, problem: 'format' });
    expect(checkVatNumber('DE136695976', 'AT')).toEqual({ ok: false, problem: 'country_mismatch' });
    expect(checkVatNumber('GR094259216', 'GR')).toEqual({ ok: false, problem: 'country_mismatch' });
  });
});

describe('subscription status', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  const row = { status: 'active', cancel_at_period_end: false, current_period_end: new Date('2026-05-10T00:00:00Z'), grace_until: null, ended_at: null };
  it('derives free / active / cancelled / past_due', () => {
    expect(subscriptionStatus(null, now)).toBe('free');
    expect(subscriptionStatus(row, now)).toBe('active');
    expect(subscriptionStatus({ ...row, cancel_at_period_end: true }, now)).toBe('cancelled');
    expect(subscriptionStatus({ ...row, cancel_at_period_end: true }, new Date('2026-05-10T00:00:00Z'))).toBe('free');
    expect(subscriptionStatus({ ...row, status: 'past_due', grace_until: new Date('2026-05-02T00:00:00Z') }, now)).toBe('past_due');
    expect(subscriptionStatus({ ...row, status: 'past_due', grace_until: new Date('2026-04-30T00:00:00Z') }, now)).toBe('free');
  });
  it('adds calendar months and years', () => {
    expect(addInterval(new Date('2026-01-15T10:00:00Z'), 'month').toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addInterval(new Date('2026-01-15T10:00:00Z'), 'year').toISOString()).toBe('2027-01-15T10:00:00.000Z');
  });
});
