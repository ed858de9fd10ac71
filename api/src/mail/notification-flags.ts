// Which settings flag (spec §3) gates each notification type. The same flag name exists in the app
// group (gates the in-app notification) and the email group (gates the email). `null` marks account,
// billing and security notices: transactional, so always shown and always emailed, and their mail
// carries no unsubscribe link (a user cannot opt out of hearing that their payment failed).
import type { NotificationFlags } from '@bizmarkt/shared/contract';
import type { NotificationType } from '../db/schema';

export type NotificationFlag = keyof NotificationFlags;

export const NOTIFICATION_FLAGS: Readonly<Record<NotificationType, NotificationFlag | null>> = {
  'tax-verification-success': null,
  'tax-verification-failed': null,
  'payment-received': null,
  'payment-failed': null,
  'subscription-cancellation': null,
  'subscription-resumption': null,
  'subscription-extension': null,
  'password-was-changed': null,
  'nda-requested': 'nda_requested',
  'nda-accepted': 'nda_accepted',
  'favorite-updated': 'favorites_updated',
  'favorite-price-changed': 'price_changes',
  'business-verified': 'my_listings',
  'business-canceled': 'my_listings',
  'business-pending-verification': 'my_listings',
  'business-was-hidden': 'my_listings',
  'my-listings-outdated': 'my_listings',
  'my-listings': 'my_listings',
  'expired-sellerboard-integration': 'my_listings',
  // In-app only and never through the notifier: the alert job inserts it for the matched users (whose
  // alert settings are the consent) and mails the daily digest itself (email.new_listing_alerts).
  'new-listing-alert': null,
  // Offers (issue #30) have no flag of their own yet (decision 0176): the seller's follow
  // `nda_requested` (a buyer asks something of my listing), the buyer's `nda_accepted` (news of a
  // listing I asked for) — see notificationFlag; these are the seller's defaults.
  'offer-received': 'nda_requested',
  'offer-countered': 'nda_requested',
  'offer-accepted': 'nda_requested',
  'offer-declined': 'nda_requested',
  'offer-expired': 'nda_requested',
  'listing-under-offer': 'nda_accepted',
  // The checklist (issue #30 §3) follows the offers' rule (decision 0209): the seller hears requests and
  // verifications as `nda_requested`, the buyer answers as `nda_accepted` (see notificationFlag).
  'checklist-requested': 'nda_requested',
  'checklist-answered': 'nda_accepted',
  'checklist-verified': 'nda_requested',
  // The data room (issue #30 §2, decision 0221): news to a buyer of a listing they asked about.
  'data-room-access-granted': 'nda_accepted',
  'data-room-access-paused': 'nda_accepted',
  'data-room-access-revoked': 'nda_accepted',
  'data-room-document-added': 'nda_accepted',
};

const OFFER_TYPES: readonly NotificationType[] = [
  'offer-received',
  'offer-countered',
  'offer-accepted',
  'offer-declined',
  'offer-expired',
  'listing-under-offer',
  'checklist-requested',
  'checklist-answered',
  'checklist-verified',
  'data-room-access-granted',
  'data-room-access-paused',
  'data-room-access-revoked',
  'data-room-document-added',
];

/**
 * The flag of one notification: by type, except that a favourite sold through the buying process
 * (`favorite-updated` with `sold: true`, no type of its own in spec §3) is gated by
 * `favorites_listing_sold`, the setting named for it.
 */
export function notificationFlag(type: NotificationType, data: Record<string, unknown> = {}): NotificationFlag | null {
  if (type === 'favorite-updated' && data.sold === true) return 'favorites_listing_sold';
  if (OFFER_TYPES.includes(type)) return data.party === 'buyer' ? 'nda_accepted' : 'nda_requested';
  return NOTIFICATION_FLAGS[type];
}
