import { retryAfterSeconds } from './resend-verification';

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-05-01T10:00:00Z');

  it('reads Retry-After in seconds', () => {
    expect(retryAfterSeconds(new Headers({ 'Retry-After': '42' }), 'Please wait 99 seconds.', now)).toBe(42);
  });

  it('reads Retry-After as an HTTP date', () => {
    expect(retryAfterSeconds(new Headers({ 'Retry-After': 'Fri, 01 May 2026 10:01:30 GMT' }), '', now)).toBe(90);
  });

  it('falls back to the number in the server message, else unknown', () => {
    expect(retryAfterSeconds(new Headers(), 'Please wait 57 seconds before requesting another verification email.', now)).toBe(57);
    expect(retryAfterSeconds(new Headers(), 'Too Many Attempts.', now)).toBeNull();
  });
});
