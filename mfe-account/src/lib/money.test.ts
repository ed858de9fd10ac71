import { countryName, money, yearlySavingAmount } from './money';

describe('money', () => {
  it('formats minor units in the page language', () => {
    expect(money(1900, 'USD', 'en')).toBe('$19.00');
    expect(money(19000, 'EUR', 'de').replace(/\s/g, ' ')).toBe('190,00 €');
  });
});

describe('countryName', () => {
  it('names the country in the page language, and falls back to the code', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('at', 'de')).toBe('Österreich');
    expect(countryName('not a code', 'en')).toBe('not a code');
  });
});

describe('yearlySavingAmount', () => {
  it('compares a year with twelve months and never goes negative', () => {
    expect(yearlySavingAmount(1900, 19000)).toBe(3800);
    expect(yearlySavingAmount(1000, 13000)).toBe(0);
  });
});
