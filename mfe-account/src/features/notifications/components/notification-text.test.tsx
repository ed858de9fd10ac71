import { fireEvent, screen } from '@testing-library/react';
import type { Locale } from '@bizmarkt/shared/constants';
import type { NotificationItem } from '@bizmarkt/shared/contract';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import { NOTIFICATION_TYPES, notificationMessage, type NotificationType } from '../lib/notification-message';
import { NotificationText } from './notification-text';

const namespaces = { account: { en, de } };

const FULL_DATA: NotificationItem['data'] = {
  period_end: '2026-11-22T00:00:00.000Z',
  business_id: 12,
  business_name: 'Kitchen Gadgets FBA',
  business_price: 1500,
  old_price: 1200,
  image: '/media/businesses/12.jpg',
  days: 3,
  buyer_name: 'Paul Pro',
  buyer_avatar: '/media/avatars/2.jpg',
  dialog_id: 5,
};

function renderText(type: string, data: NotificationItem['data'], locale: Locale = 'en') {
  const onNavigate = jest.fn();
  const message = notificationMessage({ type, data }, locale);
  const view = renderWithProviders(
    <p data-testid="text">
      <NotificationText message={message} onNavigate={onNavigate} />
    </p>,
    { locale, namespaces, route: locale === 'de' ? '/de' : '/' },
  );
  return { ...view, text: screen.getByTestId('text'), onNavigate };
}

/** Nothing of the template may leak: no missing value, no placeholder, no tag, no raw key. */
function expectClean(text: HTMLElement) {
  const content = text.textContent ?? '';
  expect(content).not.toMatch(/undefined|null|NaN|\{\{|\}\}|<|>|notifications\.types/);
  expect(content.trim().length).toBeGreaterThan(10);
}

describe.each<Locale>(['en', 'de'])('every type has its own text (%s)', (locale) => {
  it.each(NOTIFICATION_TYPES.map((type) => [type]))('%s, with all its data and with none', (type) => {
    const full = renderText(`notification.${type}`, FULL_DATA, locale);
    expectClean(full.text);
    const fullText = full.text.textContent;
    full.unmount();
    const bare = renderText(type, {}, locale);
    expectClean(bare.text);
    bare.unmount();
    expect(fullText).toBeTruthy();
  });

  it('no two types read the same', () => {
    const texts = NOTIFICATION_TYPES.map((type: NotificationType) => {
      const view = renderText(type, FULL_DATA, locale);
      const content = view.text.textContent;
      view.unmount();
      return content;
    });
    expect(new Set(texts).size).toBe(NOTIFICATION_TYPES.length);
  });
});

describe('billing family', () => {
  it('a failed tax verification asks to update or remove the EU VAT number on the billing page', () => {
    const { text } = renderText('notification.tax-verification-failed', {});
    expect(text).toHaveTextContent('We could not verify your EU VAT number. Please update or remove it on the billing page.');
    expect(screen.getByRole('link', { name: 'billing page' })).toHaveAttribute('href', '/billing');
  });

  it('a failed payment asks to update the payment method, in German too', () => {
    const { text } = renderText('notification.payment-failed', {}, 'de');
    expect(text).toHaveTextContent('Bitte aktualisieren Sie Ihre Zahlungsmethode');
    expect(screen.getByRole('link', { name: 'Abrechnungsseite' })).toHaveAttribute('href', '/de/billing');
  });

  it('a verified VAT number and a received payment', () => {
    expect(renderText('tax-verification-success', {}).text).toHaveTextContent('Your EU VAT number has been verified.');
  });
});

describe('subscription family', () => {
  it('gives the period end as MMMM d, yyyy', () => {
    expect(renderText('subscription-cancellation', { period_end: '2026-11-22T00:00:00.000Z' }).text).toHaveTextContent(
      'It stays active until November 22, 2026, then you move to the Free plan.',
    );
  });

  it('in German: d. MMMM yyyy', () => {
    expect(renderText('subscription-extension', { period_end: '2026-11-22T00:00:00.000Z' }, 'de').text).toHaveTextContent(
      'Ihr PRO-Abonnement wurde bis zum 22. November 2026 verlängert.',
    );
  });
});

describe('listing family', () => {
  it('links the business to its page and closes the panel when followed', () => {
    const { onNavigate } = renderText('business-verified', { business_id: 12, business_name: 'Kitchen Gadgets FBA' });
    const link = screen.getByRole('link', { name: 'Kitchen Gadgets FBA' });
    expect(link).toHaveAttribute('href', '/business/12');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalled();
  });

  it('outdated listings give the days left and link to the financials step', () => {
    const { text } = renderText('my-listings-outdated', { business_id: 12, business_name: 'Kitchen Gadgets FBA', days: 3 });
    expect(text).toHaveTextContent('Please update it within 3 days, or the listing will be deactivated.');
    expect(screen.getByRole('link', { name: 'update it' })).toHaveAttribute('href', '/create/financials/12');
  });

  it('one day left reads in the singular', () => {
    const en = renderText('my-listings-outdated', { business_name: 'Shop', days: 1 });
    expect(en.text).toHaveTextContent('within 1 day,');
    en.unmount();
    expect(renderText('business-was-hidden', { business_name: 'Shop', days: 1 }, 'de').text).toHaveTextContent('für 1 Tag ausgeblendet');
  });

  it('a business name is shown as text, never as markup', () => {
    const { text } = renderText('business-canceled', { business_name: '<b>Evil</b> {{price}}' });
    expect(text).toHaveTextContent('Your listing <b>Evil</b> {{price}} was not approved.');
    expect(text.querySelector('b')).toBeNull();
  });
});

describe('favourites and NDA family', () => {
  it('a price change shows both prices with $', () => {
    expect(renderText('favorite-price-changed', { business_name: 'Shop', business_price: 1500, old_price: 1200 }).text).toHaveTextContent(
      'The price of Shop has changed from $1,200 to $1,500.',
    );
  });

  it('a new listing that matches the alert is named', () => {
    expect(renderText('new-listing-alert', { business_name: 'Shop', business_id: 4 }).text).toHaveTextContent('A new listing matches your alert: Shop.');
  });

  it('an NDA request names the buyer', () => {
    expect(renderText('nda-requested', { business_name: 'Shop', buyer_name: 'Paul Pro' }).text).toHaveTextContent(
      'Paul Pro requested access to the details of Shop.',
    );
  });
});

it('account family: a changed password', () => {
  expect(renderText('notification.password-was-changed', {}).text).toHaveTextContent('Your password has been changed.');
});

it('an unknown type still reads as a notification', () => {
  expect(renderText('notification.something-new', {}).text).toHaveTextContent('You have a new notification.');
});

it.each<[Locale, string]>([
  ['en', 'Kitchen Gadgets FBA, one of your favorites, has been sold.'],
  ['de', 'Kitchen Gadgets FBA aus Ihren Favoriten wurde verkauft.'],
])('a favourite sold through the buying process says so (%s)', (locale, sentence) => {
  const sold = renderText('favorite-updated', { ...FULL_DATA, sold: true }, locale);
  expect(sold.text).toHaveTextContent(sentence);
  sold.unmount();
  const updated = renderText('favorite-updated', FULL_DATA, locale);
  expect(updated.text).not.toHaveTextContent(sentence);
});

describe('checklist family (walk #27, decision 0251)', () => {
  it('names the item in the reader’s language', () => {
    const { text, unmount } = renderText('checklist-requested', { ...FULL_DATA, item: 'revenue' }, 'de');
    expect(text).toHaveTextContent('Der Käufer von Kitchen Gadgets FBA hat „Umsatz“ aus der Due-Diligence-Checkliste angefragt.');
    expectClean(text);
    unmount();
    const english = renderText('checklist-verified', { ...FULL_DATA, item: 'email_phone_lists' });
    expect(english.text).toHaveTextContent('The buyer of Kitchen Gadgets FBA marked “Email and phone lists” of the due-diligence checklist as verified.');
  });

  it('folded moves: how many and which', () => {
    const { text, unmount } = renderText('checklist-requested', { ...FULL_DATA, item: 'domain', items: ['domain', 'revenue', 'analytics'] });
    expect(text).toHaveTextContent(
      'The buyer of Kitchen Gadgets FBA requested 3 items of the due-diligence checklist: “Domain”, “Revenue”, and “Analytics”. Open your messages to answer them.',
    );
    unmount();
    const german = renderText('checklist-answered', { ...FULL_DATA, items: ['domain', 'marketing_materials'] }, 'de');
    expect(german.text).toHaveTextContent('hat 2 Punkte der Due-Diligence-Checkliste beantwortet: „Domain“ und „Marketingmaterial, Logo, Design“.');
  });

  it('an older notification without the item keeps its general sentence; unknown ids are dropped', () => {
    const { text } = renderText('checklist-requested', { ...FULL_DATA, items: ['<b>x</b>'] });
    expect(text).toHaveTextContent('The buyer of Kitchen Gadgets FBA requested an item of the due-diligence checklist.');
    expectClean(text);
  });
});
