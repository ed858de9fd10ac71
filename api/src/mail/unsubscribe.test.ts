import { signToken } from '../lib/signing';
import { NOTIFICATION_FLAGS } from './notification-flags';
import { NOTIFICATION_TYPES } from '../db/schema';
import { maskEmail, oneClickUrl, readUnsubscribeToken, unsubscribeHeaders, unsubscribePageUrl, unsubscribeToken } from './unsubscribe';

const KEY = 'k'.repeat(40);

describe('unsubscribe tokens', () => {
  it('round-trips the user and the list', () => {
    const token = unsubscribeToken(KEY, 12, 'price_changes');
    expect(readUnsubscribeToken(KEY, token)).toEqual({ userId: 12, list: 'price_changes' });
    expect(readUnsubscribeToken(KEY, unsubscribeToken(KEY, 3, 'all'))).toEqual({ userId: 3, list: 'all' });
  });

  it('refuses another key, a changed payload, unknown lists and garbage', () => {
    const token = unsubscribeToken(KEY, 12, 'price_changes');
    expect(readUnsubscribeToken('x'.repeat(40), token)).toBeNull();
    const [, signature] = token.split('.');
    const otherUser = Buffer.from(JSON.stringify({ u: 13, l: 'price_changes' })).toString('base64url');
    expect(readUnsubscribeToken(KEY, `${otherUser}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(KEY, signToken(KEY, { u: 12, l: 'everything' }))).toBeNull();
    expect(readUnsubscribeToken(KEY, signToken(KEY, { u: '12', l: 'all' }))).toBeNull();
    expect(readUnsubscribeToken(KEY, signToken(KEY, { u: 0, l: 'all' }))).toBeNull();
    expect(readUnsubscribeToken(KEY, 'garbage')).toBeNull();
    expect(readUnsubscribeToken(KEY, '')).toBeNull();
  });

  it('builds the page link (with the locale prefix) and the RFC 8058 headers', () => {
    expect(unsubscribePageUrl('https://b.example', 'de', 'a.b')).toBe('https://b.example/de/unsubscribed?token=a.b');
    expect(unsubscribePageUrl('https://b.example', 'en', 'a.b')).toBe('https://b.example/unsubscribed?token=a.b');
    expect(oneClickUrl('https://b.example', 'a.b')).toBe('https://b.example/api/unsubscribe?token=a.b');
    expect(unsubscribeHeaders('https://b.example', 'a.b')).toEqual({
      'List-Unsubscribe': '<https://b.example/api/unsubscribe?token=a.b>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('masks the address it shows', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
    expect(maskEmail('j@example.com')).toBe('j***@example.com');
    expect(maskEmail('broken')).toBe('***');
  });
});

describe('NOTIFICATION_FLAGS', () => {
  it('maps every type, and keeps account, billing and security notices transactional', () => {
    expect(Object.keys(NOTIFICATION_FLAGS).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    // 'new-listing-alert' (issue #11) never goes through the notifier: in-app rows by the alert job,
    // mail as the daily digest with its own unsubscribe list (src/domain/new-listing-alerts.ts).
    const transactional = NOTIFICATION_TYPES.filter((type) => type !== 'new-listing-alert' && NOTIFICATION_FLAGS[type] === null).sort();
    expect(transactional).toEqual(
      [
        'password-was-changed',
        'payment-failed',
        'payment-received',
        'subscription-cancellation',
        'subscription-extension',
        'subscription-resumption',
        'tax-verification-failed',
        'tax-verification-success',
      ].sort(),
    );
    expect(NOTIFICATION_FLAGS['favorite-price-changed']).toBe('price_changes');
    expect(NOTIFICATION_FLAGS['nda-requested']).toBe('nda_requested');
  });
});
