// What each notification type says (the 19 of spec §3, the new-listing alert and issue #30's), built from its `data`: the i18n key (with
// the variant the data allows), the values (formatted per spec §9) and where its links go. User
// content (business and buyer names) is never interpolated into the translated string: it is rendered
// by components (<business/>, <buyer/>), so a name can neither break nor inject markup.
import type { Locale } from '@bizmarkt/shared/constants';
import type { NotificationItem } from '@bizmarkt/shared/contract';
import { formatPeriodEnd, formatPrice } from '@bizmarkt/shared/locale';
import { pathsFor } from '@bizmarkt/shared/routing';

export const NOTIFICATION_TYPES = [
  'tax-verification-success',
  'tax-verification-failed',
  'payment-received',
  'payment-failed',
  'subscription-cancellation',
  'subscription-resumption',
  'subscription-extension',
  'nda-requested',
  'nda-accepted',
  'favorite-updated',
  'favorite-price-changed',
  'business-verified',
  'business-canceled',
  'business-pending-verification',
  'password-was-changed',
  'business-was-hidden',
  'my-listings-outdated',
  'my-listings',
  'expired-sellerboard-integration',
  'new-listing-alert',
  // Offers and the letter of intent (issue #30)
  'offer-received',
  'offer-countered',
  'offer-accepted',
  'offer-declined',
  'offer-expired',
  'listing-under-offer',
  // The due-diligence checklist (issue #30 §3)
  'checklist-requested',
  'checklist-answered',
  'checklist-verified',
  // The data room (issue #30 §2): the seller's grant, pause or revoke, a new document (decision 0221)
  'data-room-access-granted',
  'data-room-access-paused',
  'data-room-access-revoked',
  'data-room-document-added',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const TYPE_PREFIX = 'notification.';

/** The type without the spec's `notification.` prefix (the API may send either), or null when unknown. */
export function notificationType(type: string): NotificationType | null {
  const bare = type.startsWith(TYPE_PREFIX) ? type.slice(TYPE_PREFIX.length) : type;
  return (NOTIFICATION_TYPES as readonly string[]).includes(bare) ? (bare as NotificationType) : null;
}

/** The icon (PrimeIcons) of each family of types. */
export const NOTIFICATION_ICONS: Record<NotificationType, string> = {
  'tax-verification-success': 'pi-verified',
  'tax-verification-failed': 'pi-exclamation-triangle',
  'payment-received': 'pi-credit-card',
  'payment-failed': 'pi-exclamation-triangle',
  'subscription-cancellation': 'pi-star',
  'subscription-resumption': 'pi-star',
  'subscription-extension': 'pi-star',
  'nda-requested': 'pi-file-edit',
  'nda-accepted': 'pi-file-check',
  'favorite-updated': 'pi-heart',
  'favorite-price-changed': 'pi-tag',
  'business-verified': 'pi-check-circle',
  'business-canceled': 'pi-times-circle',
  'business-pending-verification': 'pi-hourglass',
  'password-was-changed': 'pi-lock',
  'business-was-hidden': 'pi-eye-slash',
  'my-listings-outdated': 'pi-clock',
  'my-listings': 'pi-list',
  'new-listing-alert': 'pi-search',
  'offer-received': 'pi-file-edit',
  'offer-countered': 'pi-sync',
  'offer-accepted': 'pi-file-check',
  'offer-declined': 'pi-times-circle',
  'offer-expired': 'pi-clock',
  'listing-under-offer': 'pi-lock',
  'checklist-requested': 'pi-list-check',
  'checklist-answered': 'pi-reply',
  'checklist-verified': 'pi-check-circle',
  'data-room-access-granted': 'pi-folder-open',
  'data-room-access-paused': 'pi-pause',
  'data-room-access-revoked': 'pi-ban',
  'data-room-document-added': 'pi-file-plus',
  'expired-sellerboard-integration': 'pi-link',
};

export interface NotificationMessage {
  /** Key in the account namespace. */
  key: string;
  /** Interpolated values: formatted prices and dates, and `count` for plurals. */
  values: Record<string, string | number>;
  /** The business the notification is about: its name and, when known, its page (localised path). */
  business: { name: string | null; path: string | null };
  buyerName: string | null;
  /** Where the type's action link goes (<billing>, <financials>, <mylistings>), localised. */
  actionPath: string | null;
  /** The checklist items a checklist notification names (decision 0251), translated by the text. */
  checklistItems: string[];
  icon: string;
}

function has(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** The key and values of one notification in the given locale. */
export function notificationMessage(item: Pick<NotificationItem, 'type' | 'data'>, locale: Locale): NotificationMessage {
  const type = notificationType(item.type);
  const data = item.data ?? {};
  const businessId = typeof data.business_id === 'number' ? data.business_id : null;
  // Links in the page's language: `/de/billing` on a German page.
  const paths = pathsFor(locale);
  const message: NotificationMessage = {
    key: 'notifications.unknown',
    values: {},
    business: { name: has(data.business_name) ? String(data.business_name) : null, path: businessId !== null ? paths.business(businessId) : null },
    buyerName: has(data.buyer_name) ? String(data.buyer_name) : null,
    actionPath: null,
    checklistItems: [],
    icon: type ? NOTIFICATION_ICONS[type] : 'pi-bell',
  };
  if (!type) return message;

  const base = `notifications.types.${type}`;
  const periodEnd = has(data.period_end) ? formatPeriodEnd(String(data.period_end), locale) : null;
  const days = typeof data.days === 'number' && Number.isFinite(data.days) ? data.days : null;
  const financials = businessId !== null ? paths.create('financials', businessId) : paths.myListings();

  switch (type) {
    case 'tax-verification-failed':
    case 'payment-failed':
      return { ...message, key: base, actionPath: paths.billing() };
    case 'payment-received':
    case 'subscription-cancellation':
    case 'subscription-resumption':
    case 'subscription-extension':
      return periodEnd ? { ...message, key: `${base}.until`, values: { periodEnd } } : { ...message, key: `${base}.base` };
    case 'favorite-price-changed': {
      const price = has(data.business_price) ? formatPrice(Number(data.business_price), locale, { decimals: 0 }) : null;
      const oldPrice = has(data.old_price) ? formatPrice(Number(data.old_price), locale, { decimals: 0 }) : null;
      if (price && oldPrice) return { ...message, key: `${base}.fromTo`, values: { price, oldPrice } };
      if (price) return { ...message, key: `${base}.to`, values: { price } };
      return { ...message, key: `${base}.base` };
    }
    // The buying process sells a listing with `favorite-updated` and `sold: true` (no type of its own in spec §3).
    case 'favorite-updated':
      return data.sold === true ? { ...message, key: 'notifications.types.favorite-sold', icon: 'pi-flag' } : { ...message, key: base };
    case 'business-was-hidden':
      return days !== null ? { ...message, key: `${base}.days`, values: { count: days } } : { ...message, key: `${base}.base` };
    case 'my-listings-outdated':
      return days !== null
        ? { ...message, key: `${base}.days`, values: { count: days }, actionPath: financials }
        : { ...message, key: `${base}.base`, actionPath: financials };
    case 'expired-sellerboard-integration':
      return { ...message, key: businessId !== null || message.business.name ? `${base}.business` : `${base}.base`, actionPath: financials };
    // One item (`item`), or several moves folded into one notification (`items`, decision 0251).
    case 'checklist-requested':
    case 'checklist-answered':
    case 'checklist-verified': {
      const items = checklistItemsOf(data);
      return items.length > 0
        ? { ...message, key: `${base}.items`, values: { count: items.length }, checklistItems: items }
        : { ...message, key: `${base}.base` };
    }
    case 'my-listings':
      return { ...message, key: businessId !== null || message.business.name ? `${base}.business` : `${base}.base`, actionPath: paths.myListings() };
    default:
      return { ...message, key: base };
  }
}

function checklistItemsOf(data: Record<string, unknown>): string[] {
  const items = Array.isArray(data.items) ? data.items : has(data.item) ? [data.item] : [];
  return items.filter((item): item is string => typeof item === 'string' && CHECKLIST_ITEM.test(item));
}

/** An item id (`email_phone_lists`): only such a string becomes a translation key. */
const CHECKLIST_ITEM = /^[a-z_]{1,40}$/;
