import { withScheme } from './links';

it('adds https:// to a link without a scheme and keeps one that has it', () => {
  expect(withScheme('instagram.com/gardenpro')).toBe('https://instagram.com/gardenpro');
  expect(withScheme(' http://garden.example ')).toBe('http://garden.example');
  expect(withScheme('HTTPS://Garden.example')).toBe('HTTPS://Garden.example');
  expect(withScheme('  ')).toBe('');
});
