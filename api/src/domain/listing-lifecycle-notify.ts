// The notifications of the listing lifecycle (spec §3, §4), each with the data its in-app text and
// its email need (business_id, business_name, business_price, old_price, image, days, reason). The
// notifier sends both, in-app and email, as each user's settings allow.
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationType } from '../db/schema';
import type { JobContext } from '../jobs/worker';
import type { JobQueue } from '../jobs/queue';
import { mediaUrl } from '../lib/media';
import type { Repositories } from '../repositories';
import type { ListingFacts } from '../repositories/listing-lifecycle';
import type { EditEffects } from './listing-lifecycle-diff';
import type { Notifier } from './notifier';

/** What telling an owner needs: the notifier, and a log for a notice that failed. */
export interface OwnerNoticeDeps {
  notifier: Notifier;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** The listing part of a notification's data (`image`: the cover's URL, as the listing answers it). */
export function listingData(listing: Pick<ListingFacts, 'id' | 'name' | 'price' | 'image'>): Record<string, unknown> {
  const image = mediaUrl(listing.image);
  return {
    business_id: listing.id,
    business_name: listing.name,
    ...(listing.price === null ? {} : { business_price: listing.price }),
    ...(image === null ? {} : { image }),
  };
}

/** Tells the owner about their listing. A failing notification is logged: the transition stands. */
export async function notifyOwner(
  deps: OwnerNoticeDeps,
  listing: Pick<ListingFacts, 'id' | 'user_id' | 'name' | 'price' | 'image'>,
  type: NotificationType,
  extra: Record<string, unknown> = {},
): Promise<void> {
  try {
    await deps.notifier.notify(listing.user_id, type, { ...listingData(listing), ...extra });
  } catch (error) {
    deps.log.error({ err: error, businessId: listing.id, type }, 'listing notification failed');
  }
}

/** Job kind of the fan-out to the users who favourited a listing (`tellFans` below). */
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
  jobs: JobQueue,
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
  await jobs.enqueue(FAVORITES_NOTIFY_JOB, payload);
  return true;
}

export interface FansDeps {
  repositories: Pick<Repositories, 'favorites'>;
  notifier: Notifier;
}

/**
 * The fan-out job (queued by queueFavoritesNews and by a sale). The favourites are read when the job
 * runs, so someone who removed the listing meanwhile is not told. Answers how many were told.
 */
export async function tellFans(deps: FansDeps, payload: FavoritesNotifyPayload, context: Pick<JobContext, 'log' | 'now'>): Promise<number> {
  const { favorites } = deps.repositories;
  const userIds = await favorites.userIdsOf(payload.business_id);
  // The `updated` marker of /favorites (issue #11); a new price shows by itself (price vs seen price),
  // and so does a sale (status vs seen status): the news of a sale is not also an "updated" marker.
  if (payload.type === 'favorite-updated' && payload.data.sold !== true) await favorites.stampChanged(payload.business_id, context.now);
  let told = 0;
  for (const userId of userIds) {
    // The owner may have favourited their own listing; their own edit is no news to them.
    if (userId === payload.owner_id) continue;
    // One failed user is logged and skipped, never thrown: a retry of the whole job would tell the
    // others twice.
    try {
      await deps.notifier.notify(userId, payload.type, payload.data);
      told += 1;
    } catch (error) {
      context.log.error({ err: error, businessId: payload.business_id, userId }, 'favourite notification failed');
    }
  }
  context.log.info({ businessId: payload.business_id, type: payload.type, told }, 'favourites told about a listing edit');
  return told;
}
