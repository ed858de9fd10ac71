// Fan-out of a listing edit to the users who favourited it (queued by queueFavoritesNews). The
// favourites are read when the job runs, so someone who removed the listing meanwhile is not told.
import type { FastifyInstance } from 'fastify';
import type { FavoritesNotifyPayload } from '../domain/listing-lifecycle-notify';
import type { JobContext } from './worker';

export async function runFavoritesNotify(app: FastifyInstance, payload: FavoritesNotifyPayload, context: Pick<JobContext, 'log' | 'now'>): Promise<number> {
  const userIds = await app.repositories.favorites.userIdsOf(payload.business_id);
  // The `updated` marker of /favorites (issue #11); a new price shows by itself (price vs seen price),
  // and so does a sale (status vs seen status): the news of a sale is not also an "updated" marker.
  if (payload.type === 'favorite-updated' && payload.data.sold !== true) await app.repositories.favorites.stampChanged(payload.business_id, context.now);
  let told = 0;
  for (const userId of userIds) {
    // The owner may have favourited their own listing; their own edit is no news to them.
    if (userId === payload.owner_id) continue;
    // One failed user is logged and skipped, never thrown: a retry of the whole job would tell the
    // others twice.
    try {
      await app.notifier.notify(userId, payload.type, payload.data);
      told += 1;
    } catch (error) {
      context.log.error({ err: error, businessId: payload.business_id, userId }, 'favourite notification failed');
    }
  }
  context.log.info({ businessId: payload.business_id, type: payload.type, told }, 'favourites told about a listing edit');
  return told;
}
