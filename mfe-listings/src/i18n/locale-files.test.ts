import fs from 'node:fs';
import path from 'node:path';
import { englishLeftovers, localeKeys } from '@bizmarkt/shared/testing';
import { LOCALE_RESOURCES } from './testing';

it.each(Object.entries(LOCALE_RESOURCES))('%s has every key in English and German', (_ns, { en, de }) => {
  const keys = localeKeys(en, de);
  expect(keys.en.length).toBeGreaterThan(0);
  expect(keys.de).toEqual(keys.en);
});

it('every locale folder is one of the namespaces', () => {
  const folders = fs.readdirSync(__dirname, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const files = folders.flatMap((folder) => fs.readdirSync(path.join(__dirname, folder.name)).map((file) => `${folder.name}/${file}`));
  expect(files).toHaveLength(Object.keys(LOCALE_RESOURCES).length * 2);
});

it.each(Object.entries(LOCALE_RESOURCES))('%s leaves no English word in its German texts (issue #29)', (_ns, { de }) => {
  expect(englishLeftovers(de)).toEqual([]);
});
