// The email of each of the 19 notification types (spec §3), in English and German, built from the
// notification's data. Every field may be missing or malformed (later issues fill them): each text
// has a wording without it, so no mail ever shows "undefined" or "null".
import type { NotificationType } from '../../db/schema';
import type { Lang } from '../../lib/lang';
import { formatDate, formatPrice, localePrefix, readCount, readDate, readNumber, readText } from '../format';
import type { MailBody } from '../types';

/** What the texts use, read defensively from the notification's `data`. */
export interface NotificationFacts {
  business?: string;
  businessId?: number;
  /** Formatted prices. */
  price?: string;
  oldPrice?: string;
  days?: number;
  /** Formatted period end. */
  periodEnd?: string;
  buyer?: string;
}

export interface NotificationLinks {
  billing: string;
  passwordReset: string;
  myListings: string;
  /** Any page with `?messages` opens the messages panel (spec §2). */
  messages: string;
  favorites: string;
  /** The listing page (only with a business id). */
  business?: string;
  /** The financials step of the listing, or My listings without a business id. */
  financials: string;
}

export function notificationFacts(payload: Record<string, unknown>, locale: Lang): NotificationFacts {
  const facts: NotificationFacts = {};
  const business = readText(payload.business_name);
  if (business) facts.business = business;
  const businessId = readCount(payload.business_id);
  if (businessId !== undefined && businessId > 0) facts.businessId = businessId;
  const price = readNumber(payload.business_price);
  if (price !== undefined) facts.price = formatPrice(price, locale);
  const oldPrice = readNumber(payload.old_price);
  if (oldPrice !== undefined) facts.oldPrice = formatPrice(oldPrice, locale);
  const days = readCount(payload.days);
  if (days !== undefined) facts.days = days;
  const periodEnd = readDate(payload.period_end);
  if (periodEnd) facts.periodEnd = formatDate(periodEnd, locale);
  const buyer = readText(payload.buyer_name, 80);
  if (buyer) facts.buyer = buyer;
  return facts;
}

export function notificationLinks(appUrl: string, locale: Lang, facts: NotificationFacts): NotificationLinks {
  const site = `${appUrl}${localePrefix(locale)}`;
  const myListings = `${site}/my-listings`;
  return {
    billing: `${site}/billing`,
    passwordReset: `${site}/password-reset`,
    myListings,
    messages: `${site}/dashboard?messages`,
    favorites: `${site}/favorites`,
    ...(facts.businessId ? { business: `${site}/business/${facts.businessId}` } : {}),
    financials: facts.businessId ? `${site}/create/financials/${facts.businessId}` : myListings,
  };
}

type Copy = (facts: NotificationFacts, links: NotificationLinks) => MailBody;

const quoteEn = (name: string) => `“${name}”`;
const quoteDe = (name: string) => `„${name}“`;
const daysEn = (days: number) => (days === 1 ? '1 day' : `${days} days`);

const en: Record<NotificationType, Copy> = {
  'tax-verification-success': (_, links) => ({
    subject: 'Your EU VAT number has been verified',
    paragraphs: ['Your EU VAT number has been verified successfully. There is nothing else you need to do.'],
    action: { label: 'View billing', url: links.billing },
  }),
  'tax-verification-failed': (_, links) => ({
    subject: 'We could not verify your EU VAT number',
    paragraphs: [
      'We could not verify the EU VAT number in your billing details.',
      'Please update or remove the EU VAT number on the billing page.',
    ],
    action: { label: 'Open the billing page', url: links.billing },
  }),
  'payment-received': (f, links) => ({
    subject: 'Payment received',
    paragraphs: [
      `Thank you, we have received your payment.${f.periodEnd ? ` Your PRO plan is paid until ${f.periodEnd}.` : ''}`,
    ],
    action: { label: 'View billing', url: links.billing },
  }),
  'payment-failed': (_, links) => ({
    subject: 'Your payment failed',
    paragraphs: [
      'We could not charge your payment method for your PRO plan.',
      'Please update your payment method to keep your PRO features.',
    ],
    action: { label: 'Update payment method', url: links.billing },
  }),
  'subscription-cancellation': (f, links) => ({
    subject: 'Your PRO subscription has been cancelled',
    paragraphs: [
      f.periodEnd
        ? `Your PRO subscription has been cancelled. You keep every PRO feature until ${f.periodEnd}; after that you are on the Free plan.`
        : 'Your PRO subscription has been cancelled. You keep every PRO feature until the end of the current billing period; after that you are on the Free plan.',
      'Changed your mind? You can resume your subscription on the billing page before then.',
    ],
    action: { label: 'View billing', url: links.billing },
  }),
  'subscription-resumption': (f, links) => ({
    subject: 'Your PRO subscription has been resumed',
    paragraphs: [
      `Your PRO subscription has been resumed and renews automatically${f.periodEnd ? ` on ${f.periodEnd}` : ''}.`,
    ],
    action: { label: 'View billing', url: links.billing },
  }),
  'subscription-extension': (f, links) => ({
    subject: 'Your PRO subscription has been extended',
    paragraphs: [
      `Your PRO subscription has been extended${f.periodEnd ? ` until ${f.periodEnd}` : ''}. It renews automatically, so you keep every PRO feature.`,
    ],
    action: { label: 'View billing', url: links.billing },
  }),
  'nda-requested': (f, links) => {
    const who = f.buyer ?? 'A buyer';
    const what = f.business ? `your listing ${quoteEn(f.business)}` : 'your listing';
    return {
      subject: `${who} requested access to ${what}`,
      paragraphs: [`${who} requested access to view the details of ${what}.`, 'Open your messages to accept or decline the request.'],
      action: { label: 'Open messages', url: links.messages },
    };
  },
  'nda-accepted': (f, links) => ({
    subject: f.business ? `Your request for ${quoteEn(f.business)} was accepted` : 'Your listing view request was accepted',
    paragraphs: [
      `The seller accepted your request to view the details of ${f.business ? quoteEn(f.business) : 'the listing'}. You can now see the whole listing.`,
    ],
    action: { label: 'View listing', url: links.business ?? links.messages },
  }),
  'favorite-updated': (f, links) => ({
    subject: f.business ? `${quoteEn(f.business)} has been updated` : 'A favorite of yours has been updated',
    paragraphs: [
      f.business
        ? `${quoteEn(f.business)}, a business on your favorites list, has been updated. Take a look at what changed.`
        : 'A business on your favorites list has been updated. Take a look at what changed.',
    ],
    action: { label: 'View listing', url: links.business ?? links.favorites },
  }),
  'favorite-price-changed': (f, links) => {
    const what = f.business ? quoteEn(f.business) : 'a business on your favorites list';
    let change = 'has changed';
    if (f.oldPrice && f.price) change = `changed from ${f.oldPrice} to ${f.price}`;
    else if (f.price) change = `changed to ${f.price}`;
    return {
      subject: f.business ? `New price for ${quoteEn(f.business)}` : 'A price on your favorites list has changed',
      paragraphs: [`The price of ${what} ${change}.`],
      action: { label: 'View listing', url: links.business ?? links.favorites },
    };
  },
  'business-verified': (f, links) => ({
    subject: f.business ? `Your listing ${quoteEn(f.business)} is live` : 'Your listing is live',
    paragraphs: [
      `Good news: ${f.business ? `your listing ${quoteEn(f.business)}` : 'your listing'} has been verified and is now published on Bizmarkt.`,
    ],
    action: { label: 'View listing', url: links.business ?? links.myListings },
  }),
  'business-canceled': (f, links) => ({
    subject: f.business ? `Your listing ${quoteEn(f.business)} was not approved` : 'Your listing was not approved',
    paragraphs: [
      `We could not approve ${f.business ? `your listing ${quoteEn(f.business)}` : 'your listing'} for publication.`,
      'Please check the details of the listing on the My listings page.',
    ],
    action: { label: 'Open My listings', url: links.myListings },
  }),
  'business-pending-verification': (f, links) => ({
    subject: f.business ? `Your listing ${quoteEn(f.business)} is being verified` : 'Your listing is being verified',
    paragraphs: [
      `Thank you for listing ${f.business ? quoteEn(f.business) : 'your business'}. Our team is verifying it now, and we will let you know as soon as it is published.`,
    ],
    action: { label: 'Open My listings', url: links.myListings },
  }),
  'password-was-changed': (_, links) => ({
    subject: 'Your password was changed',
    paragraphs: [
      'The password of your Bizmarkt account was just changed, and every other session was logged out.',
      'If this was you, there is nothing else to do.',
      'If it wasn’t you, reset your password right away to protect your account:',
    ],
    action: { label: 'Reset password', url: links.passwordReset },
  }),
  'business-was-hidden': (f, links) => ({
    subject: f.business ? `Your listing ${quoteEn(f.business)} has been hidden` : 'Your listing has been hidden',
    paragraphs: [
      `${f.business ? `Your listing ${quoteEn(f.business)}` : 'Your listing'} has been hidden from buyers because its financial data is missing or out of date.`,
      'Update the financials to make it visible again.',
    ],
    action: { label: 'Update financials', url: links.financials },
  }),
  'my-listings-outdated': (f, links) => {
    const what = f.business ? `your listing ${quoteEn(f.business)}` : 'your listing';
    let deadline = 'Please update it soon, or the listing will be deactivated.';
    if (f.days === 0) deadline = 'Please update it today, or the listing will be deactivated.';
    else if (f.days !== undefined) deadline = `You have ${daysEn(f.days)} left to update it before the listing is deactivated.`;
    return {
      subject:
        f.days !== undefined && f.days > 0
          ? `${daysEn(f.days)} left to update ${f.business ? quoteEn(f.business) : 'your listing'}`
          : `Please update ${f.business ? quoteEn(f.business) : 'your listing'}`,
      paragraphs: [`The financial data of ${what} is out of date. ${deadline}`],
      action: { label: 'Update financials', url: links.financials },
    };
  },
  'my-listings': (f, links) => ({
    subject: f.business ? `Your listing ${quoteEn(f.business)} needs your attention` : 'Your listings need your attention',
    paragraphs: [
      `Please review ${f.business ? `your listing ${quoteEn(f.business)}` : 'your listings'} on the My listings page and keep the details up to date, so buyers see current numbers.`,
    ],
    action: { label: 'Open My listings', url: links.myListings },
  }),
  'expired-sellerboard-integration': (f, links) => ({
    subject: 'Your sellerboard connection has expired',
    paragraphs: [
      `The sellerboard connection of ${f.business ? `your listing ${quoteEn(f.business)}` : 'your listing'} has expired, so its financial metrics are no longer synced.`,
      'Connect sellerboard again to keep them up to date.',
    ],
    action: { label: 'Reconnect sellerboard', url: links.financials },
  }),
};

const daysDe = (days: number) => (days === 1 ? '1 Tag' : `${days} Tage`);

// German copy uses the formal "Sie". The first paragraph follows the salutation's comma, so it starts
// with a word that is capitalised anyway (Ihr, Sie, a noun, a name) or with a small letter.
const de: Record<NotificationType, Copy> = {
  'tax-verification-success': (_, links) => ({
    subject: 'Ihre USt-IdNr. wurde bestätigt',
    paragraphs: ['Ihre EU-Umsatzsteuer-Identifikationsnummer wurde erfolgreich überprüft. Sie müssen nichts weiter tun.'],
    action: { label: 'Zur Abrechnung', url: links.billing },
  }),
  'tax-verification-failed': (_, links) => ({
    subject: 'Ihre USt-IdNr. konnte nicht überprüft werden',
    paragraphs: [
      'wir konnten die EU-Umsatzsteuer-Identifikationsnummer in Ihren Rechnungsdaten nicht überprüfen.',
      'Bitte aktualisieren oder entfernen Sie die USt-IdNr. auf der Abrechnungsseite.',
    ],
    action: { label: 'Zur Abrechnungsseite', url: links.billing },
  }),
  'payment-received': (f, links) => ({
    subject: 'Zahlung erhalten',
    paragraphs: [
      `vielen Dank, wir haben Ihre Zahlung erhalten.${f.periodEnd ? ` Ihr PRO-Tarif ist bis zum ${f.periodEnd} bezahlt.` : ''}`,
    ],
    action: { label: 'Zur Abrechnung', url: links.billing },
  }),
  'payment-failed': (_, links) => ({
    subject: 'Ihre Zahlung ist fehlgeschlagen',
    paragraphs: [
      'wir konnten Ihre Zahlungsmethode für Ihren PRO-Tarif nicht belasten.',
      'Bitte aktualisieren Sie Ihre Zahlungsmethode, damit Ihnen die PRO-Funktionen erhalten bleiben.',
    ],
    action: { label: 'Zahlungsmethode aktualisieren', url: links.billing },
  }),
  'subscription-cancellation': (f, links) => ({
    subject: 'Ihr PRO-Abo wurde gekündigt',
    paragraphs: [
      f.periodEnd
        ? `Ihr PRO-Abo wurde gekündigt. Sie behalten alle PRO-Funktionen bis zum ${f.periodEnd}; danach gilt der Free-Tarif.`
        : 'Ihr PRO-Abo wurde gekündigt. Sie behalten alle PRO-Funktionen bis zum Ende des laufenden Abrechnungszeitraums; danach gilt der Free-Tarif.',
      'Sie haben es sich anders überlegt? Bis dahin können Sie Ihr Abo auf der Abrechnungsseite fortsetzen.',
    ],
    action: { label: 'Zur Abrechnung', url: links.billing },
  }),
  'subscription-resumption': (f, links) => ({
    subject: 'Ihr PRO-Abo wurde fortgesetzt',
    paragraphs: [`Ihr PRO-Abo wurde fortgesetzt und verlängert sich automatisch${f.periodEnd ? ` am ${f.periodEnd}` : ''}.`],
    action: { label: 'Zur Abrechnung', url: links.billing },
  }),
  'subscription-extension': (f, links) => ({
    subject: 'Ihr PRO-Abo wurde verlängert',
    paragraphs: [
      `Ihr PRO-Abo wurde${f.periodEnd ? ` bis zum ${f.periodEnd}` : ''} verlängert. Es verlängert sich automatisch, sodass Ihnen alle PRO-Funktionen erhalten bleiben.`,
    ],
    action: { label: 'Zur Abrechnung', url: links.billing },
  }),
  'nda-requested': (f, links) => {
    const who = f.buyer ?? 'Ein Käufer';
    return {
      subject: f.business ? `${who} möchte Zugang zu Ihrem Inserat ${quoteDe(f.business)}` : `${who} möchte Zugang zu Ihrem Inserat`,
      paragraphs: [
        `${who} möchte die Details Ihres Inserats${f.business ? ` ${quoteDe(f.business)}` : ''} einsehen.`,
        'Öffnen Sie Ihre Nachrichten, um die Anfrage anzunehmen oder abzulehnen.',
      ],
      action: { label: 'Nachrichten öffnen', url: links.messages },
    };
  },
  'nda-accepted': (f, links) => ({
    subject: f.business ? `Ihre Anfrage für ${quoteDe(f.business)} wurde angenommen` : 'Ihre Anfrage zur Inseratsansicht wurde angenommen',
    paragraphs: [
      `der Verkäufer hat Ihre Anfrage angenommen, die Details ${f.business ? `von ${quoteDe(f.business)}` : 'des Inserats'} einzusehen. Sie können das Inserat jetzt vollständig ansehen.`,
    ],
    action: { label: 'Inserat ansehen', url: links.business ?? links.messages },
  }),
  'favorite-updated': (f, links) => ({
    subject: f.business ? `${quoteDe(f.business)} wurde aktualisiert` : 'Einer Ihrer Favoriten wurde aktualisiert',
    paragraphs: [
      f.business
        ? `${quoteDe(f.business)} aus Ihren Favoriten wurde aktualisiert. Sehen Sie sich die Änderungen an.`
        : 'ein Unternehmen aus Ihren Favoriten wurde aktualisiert. Sehen Sie sich die Änderungen an.',
    ],
    action: { label: 'Inserat ansehen', url: links.business ?? links.favorites },
  }),
  'favorite-price-changed': (f, links) => {
    const what = f.business ? `von ${quoteDe(f.business)}` : 'eines Unternehmens aus Ihren Favoriten';
    let change = 'hat sich geändert';
    if (f.oldPrice && f.price) change = `hat sich von ${f.oldPrice} auf ${f.price} geändert`;
    else if (f.price) change = `beträgt jetzt ${f.price}`;
    return {
      subject: f.business ? `Neuer Preis für ${quoteDe(f.business)}` : 'Ein Preis in Ihren Favoriten hat sich geändert',
      paragraphs: [`der Preis ${what} ${change}.`],
      action: { label: 'Inserat ansehen', url: links.business ?? links.favorites },
    };
  },
  'business-verified': (f, links) => ({
    subject: f.business ? `Ihr Inserat ${quoteDe(f.business)} ist online` : 'Ihr Inserat ist online',
    paragraphs: [
      `gute Nachrichten: Ihr Inserat${f.business ? ` ${quoteDe(f.business)}` : ''} wurde geprüft und ist jetzt auf Bizmarkt veröffentlicht.`,
    ],
    action: { label: 'Inserat ansehen', url: links.business ?? links.myListings },
  }),
  'business-canceled': (f, links) => ({
    subject: f.business ? `Ihr Inserat ${quoteDe(f.business)} wurde nicht freigegeben` : 'Ihr Inserat wurde nicht freigegeben',
    paragraphs: [
      `wir konnten Ihr Inserat${f.business ? ` ${quoteDe(f.business)}` : ''} nicht zur Veröffentlichung freigeben.`,
      'Bitte prüfen Sie die Angaben des Inserats auf der Seite „Meine Inserate“.',
    ],
    action: { label: 'Meine Inserate öffnen', url: links.myListings },
  }),
  'business-pending-verification': (f, links) => ({
    subject: f.business ? `Ihr Inserat ${quoteDe(f.business)} wird geprüft` : 'Ihr Inserat wird geprüft',
    paragraphs: [
      `vielen Dank für Ihr Inserat${f.business ? ` ${quoteDe(f.business)}` : ''}. Unser Team prüft es gerade, und wir melden uns, sobald es veröffentlicht ist.`,
    ],
    action: { label: 'Meine Inserate öffnen', url: links.myListings },
  }),
  'password-was-changed': (_, links) => ({
    subject: 'Ihr Passwort wurde geändert',
    paragraphs: [
      'das Passwort Ihres Bizmarkt-Kontos wurde soeben geändert, und alle anderen Sitzungen wurden abgemeldet.',
      'Wenn Sie das waren, müssen Sie nichts weiter tun.',
      'Wenn nicht, setzen Sie Ihr Passwort sofort zurück, um Ihr Konto zu schützen:',
    ],
    action: { label: 'Passwort zurücksetzen', url: links.passwordReset },
  }),
  'business-was-hidden': (f, links) => ({
    subject: f.business ? `Ihr Inserat ${quoteDe(f.business)} wurde ausgeblendet` : 'Ihr Inserat wurde ausgeblendet',
    paragraphs: [
      `Ihr Inserat${f.business ? ` ${quoteDe(f.business)}` : ''} ist für Käufer ausgeblendet, weil seine Finanzdaten fehlen oder veraltet sind.`,
      'Aktualisieren Sie die Finanzdaten, damit es wieder sichtbar wird.',
    ],
    action: { label: 'Finanzdaten aktualisieren', url: links.financials },
  }),
  'my-listings-outdated': (f, links) => {
    const what = f.business ? `Ihres Inserats ${quoteDe(f.business)}` : 'Ihres Inserats';
    let deadline = 'Bitte aktualisieren Sie sie bald, sonst wird das Inserat deaktiviert.';
    if (f.days === 0) deadline = 'Bitte aktualisieren Sie sie noch heute, sonst wird das Inserat deaktiviert.';
    else if (f.days !== undefined) deadline = `Sie haben noch ${daysDe(f.days)} Zeit, sie zu aktualisieren, bevor das Inserat deaktiviert wird.`;
    const target = f.business ? quoteDe(f.business) : 'Ihr Inserat';
    return {
      subject:
        f.days !== undefined && f.days > 0
          ? `Noch ${daysDe(f.days)}: Bitte aktualisieren Sie ${target}`
          : `Bitte aktualisieren Sie ${target}`,
      paragraphs: [`die Finanzdaten ${what} sind veraltet. ${deadline}`],
      action: { label: 'Finanzdaten aktualisieren', url: links.financials },
    };
  },
  'my-listings': (f, links) => ({
    subject: f.business ? `Ihr Inserat ${quoteDe(f.business)} braucht Ihre Aufmerksamkeit` : 'Ihre Inserate brauchen Ihre Aufmerksamkeit',
    paragraphs: [
      `bitte prüfen Sie ${f.business ? `Ihr Inserat ${quoteDe(f.business)}` : 'Ihre Inserate'} auf der Seite „Meine Inserate“ und halten Sie die Angaben aktuell, damit Käufer aktuelle Zahlen sehen.`,
    ],
    action: { label: 'Meine Inserate öffnen', url: links.myListings },
  }),
  'expired-sellerboard-integration': (f, links) => ({
    subject: 'Ihre sellerboard-Verbindung ist abgelaufen',
    paragraphs: [
      `die sellerboard-Verbindung ${f.business ? `Ihres Inserats ${quoteDe(f.business)}` : 'Ihres Inserats'} ist abgelaufen, daher werden die Finanzkennzahlen nicht mehr synchronisiert.`,
      'Verbinden Sie sellerboard erneut, damit sie aktuell bleiben.',
    ],
    action: { label: 'sellerboard neu verbinden', url: links.financials },
  }),
};

const COPY: Record<Lang, Record<NotificationType, Copy>> = { en, de };

export function notificationBody(type: NotificationType, payload: Record<string, unknown>, locale: Lang, appUrl: string): MailBody {
  const facts = notificationFacts(payload, locale);
  return COPY[locale][type](facts, notificationLinks(appUrl, locale, facts));
}
