// The daily digest of new listings that matched a user's alert (issue #11), English and German. One
// line per listing with its price and link; the button opens the search.
import type { Lang } from '../../lib/lang';
import { formatPrice, localePrefix } from '../format';
import type { MailBody } from '../types';

export interface DigestItem {
  id: number;
  name: string;
  price: number | null;
}

function line(item: DigestItem, locale: Lang, site: string): string {
  const price = item.price === null ? '' : ` — ${formatPrice(item.price, locale)}`;
  return `${item.name}${price}: ${site}/business/${item.id}`;
}

export function newListingDigestBody(items: readonly DigestItem[], locale: Lang, appUrl: string): MailBody {
  const site = `${appUrl}${localePrefix(locale)}`;
  const lines = items.map((item) => line(item, locale, site));
  if (locale === 'de') {
    return {
      subject: items.length === 1 ? 'Ein neues Inserat passt zu Ihrer Suche' : `${items.length} neue Inserate passen zu Ihrer Suche`,
      paragraphs: ['Diese neu veröffentlichten Unternehmen passen zu Ihren Einstellungen für Inserats-Benachrichtigungen:', ...lines],
      action: { label: 'Inserate durchsuchen', url: `${site}/search` },
      after: ['Ihre Kriterien ändern Sie in den Benachrichtigungseinstellungen.'],
    };
  }
  return {
    subject: items.length === 1 ? 'A new listing matches your alert' : `${items.length} new listings match your alert`,
    paragraphs: ['These newly published businesses match your new-listing alert settings:', ...lines],
    action: { label: 'Browse listings', url: `${site}/search` },
    after: ['You can change your criteria in the notification settings.'],
  };
}
