// The marketplaces' order in the filters: a plain comparison without accents and case, which must
// give what a German or English collator gives for every name there is.
import { AMAZON_MARKETPLACES } from '@bizmarkt/shared/contract';
import en from '../../../i18n/core/en.json';
import de from '../../../i18n/core/de.json';
import { compareNames } from './filters-form';

describe('the order of the marketplaces in the filters', () => {
  it.each([
    ['de', de],
    ['en', en],
  ] as const)('is the collator’s order of every name in %s', (locale, texts) => {
    const names = AMAZON_MARKETPLACES.map((code) => texts.shared.marketplaces[code]);
    expect(names.every(Boolean)).toBe(true);
    expect([...names].sort(compareNames)).toEqual([...names].sort(new Intl.Collator(locale).compare));
  });

  it('sorts an umlaut with its letter and ignores case', () => {
    expect(['Zypern', 'Ägypten', 'albanien', 'Belgien'].sort(compareNames)).toEqual(['Ägypten', 'albanien', 'Belgien', 'Zypern']);
  });
});
