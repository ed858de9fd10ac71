import { englishLeftovers, localeKeys } from '@bizmarkt/shared/testing';
import en from './en.json';
import de from './de.json';

it('the shell has every key in English and German', () => {
  const keys = localeKeys(en, de);
  expect(keys.de).toEqual(keys.en);
});

it('leaves no English word in the German texts (issue #29)', () => {
  expect(englishLeftovers(de)).toEqual([]);
});
