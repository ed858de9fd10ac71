import { localeKeys } from '../../testing';
import en from './en.json';
import de from './de.json';

it('the common namespace has every key in English and German', () => {
  const keys = localeKeys(en, de);
  expect(keys.en.length).toBeGreaterThan(0);
  expect(keys.de).toEqual(keys.en);
});
