import { englishLeftovers, localeKeys } from '@bizmarkt/shared/testing';
import en, { parts as enParts } from './en';
import de, { parts as deParts } from './de';

it('mfe-account has every key in English and German', () => {
  const keys = localeKeys(en, de);
  expect(keys.de).toEqual(keys.en);
});

it('no top-level key is defined in two area files', () => {
  for (const parts of [enParts, deParts]) {
    const seen = new Map<string, string>();
    for (const [area, messages] of Object.entries(parts)) {
      for (const key of Object.keys(messages)) {
        expect(`${key} in ${area}`).toBe(`${key} in ${seen.get(key) ?? area}`);
        seen.set(key, area);
      }
    }
  }
});

it('leaves no English word in the German texts (issue #29: "Free", "Add-back hinzufügen")', () => {
  expect(englishLeftovers(de)).toEqual([]);
});
