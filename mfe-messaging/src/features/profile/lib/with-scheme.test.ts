import { withScheme } from './with-scheme';

it('adds https:// to a link without a scheme', () => {
  expect(withScheme('shop.example')).toBe('https://shop.example');
  expect(withScheme('http://shop.example')).toBe('http://shop.example');
});
