// The listing lifecycle (issue #10, spec §4) as one service, `app.lifecycle` (plugins/app/listings.ts),
// built from the repositories, the notifier, the jobs queue and the clock it uses. What each transition
// does and tells is in ./listing-lifecycle-actions.ts; the scheduled rules (45-day warning, 60-day
// hiding, end of an owner's hide) in ./listing-lifecycle-sweep.ts; the fan-out to the favourites in
// ./listing-lifecycle-notify.ts.
import type { JobContext } from '../jobs/worker';
import type { Repositories } from '../repositories';
import type { ListingRecord } from '../repositories/listings';
import type { ListingFacts } from '../repositories/listing-lifecycle';
import { cancelListing, listingSaved, listingSubmitted, sellListing, verifyListing, type TransitionDeps } from './listing-lifecycle-actions';
import { tellFans, type FavoritesNotifyPayload } from './listing-lifecycle-notify';
import { runListingSweep } from './listing-lifecycle-sweep';

export type { ListingRecord };

export interface ListingLifecycleDeps extends TransitionDeps {
  repositories: Pick<Repositories, 'listings' | 'listingLifecycle' | 'favorites'>;
}

export interface ListingChange {
  before: ListingRecord;
  after: ListingRecord;
  /** The saved section ids (and 'hide_listing'). */
  sections: readonly string[];
}

export function createListingLifecycle(deps: ListingLifecycleDeps) {
  return {
    /**
     * After `POST /api/businesses` (before = after), `POST /api/businesses/{id}`, an image change and a
     * sellerboard import. The consequences are read from what actually changed between `before` and
     * `after` (a section saved with the same values is no edit), so `sections` only says whether there
     * can be any.
     */
    async saved(change: ListingChange): Promise<void> {
      if (change.sections.length === 0 || change.before === change.after) return;
      await listingSaved(deps, change.before, change.after);
    },
    /** After `POST /api/businesses/{id}/submit` moved the listing to pending. */
    submitted: (listing: Pick<ListingFacts, 'id' | 'user_id' | 'name' | 'price' | 'image'>) => listingSubmitted(deps, listing),
    /** A moderator's decisions (pending → published | canceled). */
    verify: (listingId: number, moderatorId: number) => verifyListing(deps, listingId, moderatorId),
    cancel: (listingId: number, moderatorId: number, reason: string) => cancelListing(deps, listingId, moderatorId, reason),
    /** Both sides of a dialog closed the deal. */
    sell: (listingId: number, sellerId: number) => sellListing(deps, listingId, sellerId),
    /** The hourly job of the time rules. */
    sweep: (now: Date) => runListingSweep(deps, now),
    /** The job that tells a listing's fans. */
    tellFans: (payload: FavoritesNotifyPayload, context: Pick<JobContext, 'log' | 'now'>) => tellFans(deps, payload, context),
  };
}

export type ListingLifecycle = ReturnType<typeof createListingLifecycle>;
