import { displayUrl } from './display-url';

describe('displayUrl', () => {
  it('adds https:// to a website without a scheme', () => {
    expect(displayUrl('example.com')).toBe('https://example.com');
    expect(displayUrl('  www.example.com/shop ')).toBe('https://www.example.com/shop');
    expect(displayUrl('//example.com')).toBe('https://example.com');
  });

  it('keeps http and https as typed', () => {
    expect(displayUrl('http://example.com')).toBe('http://example.com');
    expect(displayUrl('HTTPS://Example.com')).toBe('HTTPS://Example.com');
  });

  it('never shows another scheme as a link target', () => {
    expect(displayUrl('javascript:alert(1)')).toBe('https://javascript:alert(1)');
  });

  it('shows nothing for nothing', () => {
    expect(displayUrl('')).toBe('');
    expect(displayUrl(null)).toBe('');
    expect(displayUrl('   ')).toBe('');
  });
});
