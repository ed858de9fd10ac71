import { ALERT_RANGE_BOUNDS } from '@bizmarkt/shared/contract';
import { ALERT_BOUNDS, isLink } from './profile';

describe('isLink (website and social links)', () => {
  it('accepts http(s) URLs and bare domains with a path', () => {
    for (const link of [
      'example.com',
      'https://example.com',
      'http://shop.example.co.uk/about?ref=1#top',
      'facebook.com/some.page',
      'instagram.com/mira_stone',
      'https://x.com/mira',
      'münchen.de',
      'example.com:8080/path',
    ]) {
      expect(isLink(link)).toBe(true);
    }
  });

  it('refuses other schemes, spaces and things that are no address', () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com',
      'mailto:me@example.com',
      'not a link',
      'localhost',
      '@mira',
      'https://',
      'example',
      'exa mple.com',
      '//example.com',
    ]) {
      expect(isLink(link)).toBe(false);
    }
  });
});

describe('ALERT_BOUNDS', () => {
  it("are the contract's bounds, which the panel clamps to", () => {
    const fromContract = Object.fromEntries(Object.entries(ALERT_RANGE_BOUNDS).map(([field, b]) => [field, [b.lower, b.upper]]));
    expect(ALERT_BOUNDS).toEqual(fromContract);
  });
});
