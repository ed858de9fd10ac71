import { loginRequestSchema } from './api';
import { forgotPasswordRequestSchema, isLink, registerRequestSchema } from './accounts';

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

describe('form bodies', () => {
  it('read form-encoded booleans and accept a checkbox sent as "on"', () => {
    const login = loginRequestSchema.parse({ email: 'a@example.com', password: 'x', remember: '1' });
    expect(login.remember).toBe(true);
    const register = registerRequestSchema.safeParse({ email: 'a@example.com', password: 'long enough', password_confirmation: 'long enough', terms: 'on' });
    expect(register.success).toBe(true);
  });

  it('treat no body at all as an empty form (each field then reports required)', () => {
    const result = forgotPasswordRequestSchema.safeParse(undefined);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['email']);
  });
});
