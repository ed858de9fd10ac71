import { NOTIFICATION_TYPES, type NotificationType } from '../db/schema';
import { renderMail, templateName } from './render';
import type { MailContent } from './types';

const APP_URL = 'https://bizmarkt.example';
const FULL_PAYLOAD = {
  business_id: 42,
  business_name: 'Acme Outdoor',
  business_price: 1250000,
  old_price: 1300000,
  image: 'https://cdn.example/acme.jpg',
  days: 5,
  period_end: '2026-06-05T00:00:00Z',
  buyer_name: 'Bert Buyer',
  buyer_avatar: 'https://cdn.example/bert.jpg',
  dialog_id: 9,
};

function notification(type: NotificationType, payload: Record<string, unknown>, name: string | null = 'Anna'): MailContent {
  return { template: 'notification', data: { type, payload, name } };
}

function everyPart(mail: { subject: string; html: string; text: string }): string {
  return `${mail.subject}\n${mail.html}\n${mail.text}`;
}

describe('renderMail', () => {
  describe.each(['en', 'de'] as const)('every notification type in %s', (locale) => {
    it.each(NOTIFICATION_TYPES.map((type) => [type]))('%s renders with full, empty and malformed data', (type) => {
      const payloads: Record<string, unknown>[] = [
        FULL_PAYLOAD,
        {},
        { business_name: null, business_price: 'lots', days: -3, period_end: 'not a date', buyer_name: { x: 1 }, business_id: 'x' },
      ];
      for (const payload of payloads) {
        for (const name of ['Anna', null]) {
          const mail = renderMail(notification(type, payload, name), { locale, appUrl: APP_URL });
          const all = everyPart(mail);
          expect(all).not.toMatch(/undefined|null|NaN|\[object Object\]/);
          expect(mail.subject.length).toBeGreaterThan(5);
          expect(mail.subject).not.toMatch(/[\r\n]/);
          expect(mail.html).toContain(`<html lang="${locale}">`);
          expect(mail.html).toContain('Bizmarkt');
          expect(mail.html).not.toMatch(/<table/i);
          expect(mail.text.startsWith('Bizmarkt\n')).toBe(true);
        }
      }
    });
  });

  it('gives each type its own subject in each language', () => {
    for (const locale of ['en', 'de'] as const) {
      const subjects = NOTIFICATION_TYPES.map((type) => renderMail(notification(type, FULL_PAYLOAD), { locale, appUrl: APP_URL }).subject);
      // business-was-hidden etc. name the business; the set must not collapse into a few generic texts
      expect(new Set(subjects).size).toBe(NOTIFICATION_TYPES.length);
    }
  });

  it('escapes every interpolated value in the HTML, and keeps the text version literal', () => {
    const hostile = '<script>alert("x")</script> & \'quotes\'';
    const mail = renderMail(notification('nda-requested', { business_name: hostile, buyer_name: '<img src=x onerror=alert(1)>' }, '<b>Eve</b>'), {
      locale: 'en',
      appUrl: APP_URL,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
    expect(mail.html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.text).toContain('<img src=x onerror=alert(1)> requested access');
  });

  it('escapes URLs in attributes', () => {
    const mail = renderMail({ template: 'verify-email', data: { url: 'https://x.example/v?a=1&b="2"', name: null } }, { locale: 'en', appUrl: APP_URL });
    expect(mail.html).toContain('href="https://x.example/v?a=1&amp;b=&quot;2&quot;"');
    expect(mail.text).toContain('Confirm email address: https://x.example/v?a=1&b="2"');
  });

  it('strips line breaks from data so a subject never carries a header', () => {
    const mail = renderMail(notification('favorite-updated', { business_name: 'Acme\r\nBcc: victim@example.com' }), { locale: 'en', appUrl: APP_URL });
    expect(mail.subject).toBe('“Acme Bcc: victim@example.com” has been updated');
  });

  it('writes the verification mail in English and German with the link and its lifetime', () => {
    const url = 'https://bizmarkt.example/api/email/verify/1/abc?expires=1&signature=s';
    const en = renderMail({ template: 'verify-email', data: { url, name: 'Anna' } }, { locale: 'en', appUrl: APP_URL });
    expect(en.subject).toBe('Confirm your email address');
    expect(en.text).toContain('Hi Anna,');
    expect(en.text).toContain(`Confirm email address: ${url}`);
    expect(en.text).toContain('60 minutes');
    const de = renderMail({ template: 'verify-email', data: { url, name: 'Anna' } }, { locale: 'de', appUrl: APP_URL });
    expect(de.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(de.text).toContain('Hallo Anna,');
    expect(de.text).toContain(`E-Mail-Adresse bestätigen: ${url}`);
    expect(de.text).toContain('60 Minuten');
  });

  it('writes the password reset mail in both languages', () => {
    const url = 'https://bizmarkt.example/password-reset/tok?email=a%40b.c';
    const en = renderMail({ template: 'password-reset', data: { url, name: null } }, { locale: 'en', appUrl: APP_URL });
    expect(en.subject).toBe('Reset your Bizmarkt password');
    expect(en.text).toContain('Hello,');
    expect(en.html).toContain(`href="${url.replace('&', '&amp;')}"`);
    const de = renderMail({ template: 'password-reset', data: { url, name: null } }, { locale: 'de', appUrl: APP_URL });
    expect(de.subject).toBe('Setzen Sie Ihr Bizmarkt-Passwort zurück');
    expect(de.text).toContain(`Neues Passwort festlegen: ${url}`);
  });

  it('tax-verification-failed sends the user to the billing page to update or remove the VAT number', () => {
    const en = renderMail(notification('tax-verification-failed', {}), { locale: 'en', appUrl: APP_URL });
    expect(en.text).toContain('Please update or remove the EU VAT number on the billing page.');
    expect(en.text).toContain('https://bizmarkt.example/billing');
    const de = renderMail(notification('tax-verification-failed', {}), { locale: 'de', appUrl: APP_URL });
    expect(de.text).toContain('Bitte aktualisieren oder entfernen Sie die USt-IdNr. auf der Abrechnungsseite.');
    expect(de.text).toContain('https://bizmarkt.example/de/billing');
  });

  it('payment-failed asks to update the payment method', () => {
    const en = renderMail(notification('payment-failed', {}), { locale: 'en', appUrl: APP_URL });
    expect(en.text).toContain('Please update your payment method');
    expect(en.text).toContain('Update payment method: https://bizmarkt.example/billing');
    const de = renderMail(notification('payment-failed', {}), { locale: 'de', appUrl: APP_URL });
    expect(de.text).toContain('Bitte aktualisieren Sie Ihre Zahlungsmethode');
  });

  it('my-listings-outdated gives the days left', () => {
    const en = renderMail(notification('my-listings-outdated', { business_name: 'Acme', days: 3, business_id: 4 }), { locale: 'en', appUrl: APP_URL });
    expect(en.subject).toBe('3 days left to update “Acme”');
    expect(en.text).toContain('You have 3 days left to update it before the listing is deactivated.');
    expect(en.text).toContain('https://bizmarkt.example/create/financials/4');
    const one = renderMail(notification('my-listings-outdated', { days: 1 }), { locale: 'en', appUrl: APP_URL });
    expect(one.text).toContain('You have 1 day left');
    const de = renderMail(notification('my-listings-outdated', { business_name: 'Acme', days: 3 }), { locale: 'de', appUrl: APP_URL });
    expect(de.text).toContain('Sie haben noch 3 Tage Zeit');
    const deOne = renderMail(notification('my-listings-outdated', { days: 1 }), { locale: 'de', appUrl: APP_URL });
    expect(deOne.text).toContain('noch 1 Tag Zeit');
  });

  it('password-was-changed says what happened and what to do if it was not the user', () => {
    const en = renderMail(notification('password-was-changed', {}), { locale: 'en', appUrl: APP_URL });
    expect(en.subject).toBe('Your password was changed');
    expect(en.text).toContain('If it wasn’t you, reset your password right away');
    expect(en.text).toContain('Reset password: https://bizmarkt.example/password-reset');
    const de = renderMail(notification('password-was-changed', {}), { locale: 'de', appUrl: APP_URL });
    expect(de.subject).toBe('Ihr Passwort wurde geändert');
    expect(de.text).toContain('Passwort zurücksetzen: https://bizmarkt.example/de/password-reset');
  });

  it('formats prices and dates as the spec shows them, per language', () => {
    const en = renderMail(notification('favorite-price-changed', { business_name: 'Acme', old_price: 1300000, business_price: '1250000.5' }), {
      locale: 'en',
      appUrl: APP_URL,
    });
    expect(en.text).toContain('The price of “Acme” changed from $1,300,000 to $1,250,000.50.');
    const de = renderMail(notification('favorite-price-changed', { business_name: 'Acme', old_price: 1300000, business_price: 1250000 }), {
      locale: 'de',
      appUrl: APP_URL,
    });
    // German puts the sign after the amount, behind a no-break space
    expect(de.text).toContain('von 1.300.000\u00a0$ auf 1.250.000\u00a0$');
    const period = renderMail(notification('subscription-cancellation', { period_end: '2026-06-05T00:00:00Z' }), { locale: 'en', appUrl: APP_URL });
    expect(period.text).toContain('until June 5, 2026');
    const periodDe = renderMail(notification('subscription-cancellation', { period_end: 1780617600 }), { locale: 'de', appUrl: APP_URL });
    expect(periodDe.text).toContain('bis zum 5. Juni 2026');
  });

  it('adds the unsubscribe and preferences links only to opt-out mail', () => {
    const unsubscribeUrl = 'https://bizmarkt.example/de/unsubscribed?token=t.s';
    const optional = renderMail(notification('favorite-updated', FULL_PAYLOAD), { locale: 'de', appUrl: APP_URL, unsubscribeUrl });
    expect(optional.text).toContain(`Von diesen E-Mails abmelden: ${unsubscribeUrl}`);
    expect(optional.text).toContain('E-Mail-Einstellungen: https://bizmarkt.example/de/email-preferences');
    expect(optional.html).toContain(`href="${unsubscribeUrl}"`);
    const transactional = renderMail(notification('password-was-changed', {}), { locale: 'de', appUrl: APP_URL });
    expect(transactional.text).not.toContain('abmelden');
    expect(transactional.html).not.toContain('unsubscribed');
  });

  it('names the outbox template after the notification type', () => {
    expect(templateName(notification('payment-failed', {}))).toBe('notification.payment-failed');
    expect(templateName({ template: 'verify-email', data: { url: 'u', name: null } })).toBe('verify-email');
  });
});
