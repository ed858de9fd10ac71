import { englishLeftovers, localeKeys } from '@bizmarkt/shared/testing';
import en from './en.json';
import de from './de.json';

it('mfe-create-listing has every key in English and German', () => {
  const keys = localeKeys(en, de);
  expect(keys.de).toEqual(keys.en);
});

it('leaves no English word in the German texts (issue #29: "Free", "Add-back hinzufügen")', () => {
  expect(englishLeftovers(de)).toEqual([]);
});
