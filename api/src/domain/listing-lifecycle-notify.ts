// The notifications of the listing lifecycle (spec §3, §4), each with the data its in-app text and
// its email need (business_id, business_name, business_price, old_price, image, days, reason). The
// notifier sends both, in-app and email, as each user's settings allow.
import type { FastifyInstance } from 'fastify';
import type { NotificationType } from '../db/schema';
import type { ListingFacts } from '../repositories/listing-lifecycle';
import type { EditEffects } from './listing-lifecycle-diff';

/** The listing part of a notification's data. */
export function listingData(listing: Pick<ListingFacts, 'id' | 'name' | 'price' | 'image'>): Record<string, unknown> {
  return {
    business_id: listing.id,
    business_name: listing.name,
    ...(listing.price === null ? {} : { business_price: listing.price }),
    ...(listing.image === null ? {} : { image: listing.image }),
  };
}

/** Tells the owner about their listing. A failing notification is logged: the transition stands. */
export async function notifyOwner(
  app: FastifyInstance,
  listing: Pick<ListingFacts, 'id' | 'user_id' | 'name' | 'price' | 'image'>,
  type: NotificationType,
  extra: Record<string, unknown> = {},
): Promise<void> {
  try {
    await app.notifier.notify(listing.user_id, type, { ...listingData(listing), ...extra });
  } catch (error) {
    app.log.error({ err: error, businessId: listing.id, type }, 'listing notification failed');
  }
}

/** Job kind of the fan-out to the users who favourited a listing (src/jobs/listing-favorites-notify.ts). */
export const FAVORITES_NOTIFY_JOB = 'listing-favorites-notify';

export interface FavoritesNotifyPayload {
  business_id: number;
  owner_id: number;
  type: Extract<NotificationType, 'favorite-price-changed' | 'favorite-updated'>;
  data: Record<string, unknown>;
}

/**
 * Queues the news of an edit for every user who favourited the listing: a new price
 * (`favorite-price-changed` with old and new price) or, failing that, another material change
 * (`favorite-updated`). A job, not a loop in the request: a popular listing has many fans, and a
 * failed delivery is retried. Answers whether there was anything to tell.
 */
export async function queueFavoritesNews(
  app: FastifyInstance,
  listing: Pick<ListingFacts, 'id' | 'user_id' | 'name' | 'price' | 'image'>,
  effects: Pick<EditEffects, 'priceChange' | 'otherMaterialChange'>,
): Promise<boolean> {
  const type = effects.priceChange ? 'favorite-price-changed' : effects.otherMaterialChange ? 'favorite-updated' : null;
  if (!type) return false;
  const data = listingData(listing);
  if (effects.priceChange) {
    if (effects.priceChange.new_price !== null) data.business_price = effects.priceChange.new_price;
    if (effects.priceChange.old_price !== null) data.old_price = effects.priceChange.old_price;
  }
  const payload: FavoritesNotifyPayload = { business_id: listing.id, owner_id: listing.user_id, type, data };
  await app.jobs.enqueue(FAVORITES_NOTIFY_JOB, payload);
  return true;
}
