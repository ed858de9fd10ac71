// The transitions of the listing lifecycle (issue #10, spec §4) and what each one tells whom:
//   submit            draft | canceled → pending       business-pending-verification (owner)
//   verify (admin)    pending → published             business-verified (owner); favourites hear of
//                                                     what changed since the last verified version
//   cancel (admin)    pending → canceled + reason     business-canceled with the reason (owner)
//   edit financials   published → pending             business-pending-verification (owner)
//   edit price/other  published stays                 favorite-price-changed / favorite-updated
//   new financials    hidden (stale) → published
//   deal closed       published | hidden → sold     favourites hear of the sale (messaging-steps.ts)
// The scheduled rules (45-day warning, 60-day hiding, end of an owner's hide) are listing-lifecycle-sweep.ts.
// A status moves only from the status it is expected to be in (one UPDATE … WHERE status IN …), so
// two moderators, or a moderator and a job, never both move a listing.
import type { Clock } from '../jobs/clock';
import type { JobQueue } from '../jobs/queue';
import type { Repositories } from '../repositories';
import type { ListingRecord } from '../repositories/listings';
import type { ListingFacts } from '../repositories/listing-lifecycle';
import { canonical, diffListing, editEffects, type EditEffects } from './listing-lifecycle-diff';
import { FINANCIALS_SECTION, IMMATERIAL_FIELDS, LISTING_FIELD_SPECS, PRICE_FIELD } from './listing-lifecycle-fields';
import {
  FAVORITES_NOTIFY_JOB,
  listingData,
  notifyOwner,
  queueFavoritesNews,
  type FavoritesNotifyPayload,
  type OwnerNoticeDeps,
} from './listing-lifecycle-notify';
import { queueNewListingAlerts } from './new-listing-alerts';

/** What the transitions read and write through, and whom they tell. */
export interface TransitionDeps extends OwnerNoticeDeps {
  repositories: Pick<Repositories, 'listings' | 'listingLifecycle'>;
  jobs: JobQueue;
  clock: Clock;
}

/** A listing as compared: a record, or the JSON snapshot of one (dates as ISO strings). */
type Comparable = object;

export type ModerationOutcome = { ok: true; listing: ListingFacts } | { ok: false; reason: 'not-found' | 'not-pending' };

/** The effects of the difference between two versions of a listing. */
export function effectsBetween(before: Comparable, after: Comparable): EditEffects {
  const changes = diffListing(before, after, LISTING_FIELD_SPECS);
  return editEffects(changes, { priceField: PRICE_FIELD, financialsSection: FINANCIALS_SECTION, immaterialFields: IMMATERIAL_FIELDS });
}

async function refusal(deps: TransitionDeps, listingId: number): Promise<ModerationOutcome> {
  const exists = await deps.repositories.listingLifecycle.facts(listingId);
  return { ok: false, reason: exists ? 'not-pending' : 'not-found' };
}

/** The owner submitted a draft or a canceled listing (the listing routes moved it to pending). */
export async function listingSubmitted(deps: TransitionDeps, listing: Pick<ListingFacts, 'id' | 'user_id' | 'name' | 'price' | 'image'>): Promise<void> {
  await deps.repositories.listingLifecycle.log({ business_id: listing.id, kind: 'submitted', actor_id: listing.user_id, created_at: deps.clock.now() });
  await notifyOwner(deps, listing, 'business-pending-verification');
}

/**
 * A moderator verified a pending listing: published, the verified version kept as a snapshot, the
 * owner told; if it was on the market before, its fans hear of the price or other material changes
 * since it left (they could not see it while it was pending, and were told of edits before that).
 */
export async function verifyListing(deps: TransitionDeps, listingId: number, moderatorId: number): Promise<ModerationOutcome> {
  const repository = deps.repositories.listingLifecycle;
  const record = await deps.repositories.listings.findRecord(listingId);
  if (!record) return { ok: false, reason: 'not-found' };
  const snapshot = canonical(record) as Comparable;
  // What its fans last saw: the version that left the market for this verification.
  const seenByFans = await repository.lastSnapshot(listingId, ['verified', 'financials-changed']);
  const now = deps.clock.now();
  const listing = await repository.transition(
    listingId,
    ['pending'],
    { status: 'published', verified_at: now, cancel_reason: null },
    { kind: 'verified', actor_id: moderatorId, snapshot, created_at: now },
  );
  if (!listing) return refusal(deps, listingId);
  await notifyOwner(deps, listing, 'business-verified');
  if (isComparable(seenByFans)) await queueFavoritesNews(deps.jobs, listing, effectsBetween(seenByFans, snapshot));
  // First time on the market (no version verified before): the new-listing alerts (issue #11).
  else await queueNewListingAlerts(deps.jobs, listing.id);
  return { ok: true, listing };
}

/** A moderator canceled a pending listing with a reason the owner reads (in-app and by email). */
export async function cancelListing(deps: TransitionDeps, listingId: number, moderatorId: number, reason: string): Promise<ModerationOutcome> {
  const now = deps.clock.now();
  const listing = await deps.repositories.listingLifecycle.transition(
    listingId,
    ['pending'],
    { status: 'canceled', cancel_reason: reason },
    { kind: 'canceled', actor_id: moderatorId, reason, created_at: now },
  );
  if (!listing) return refusal(deps, listingId);
  await notifyOwner(deps, listing, 'business-canceled', { reason });
  return { ok: true, listing };
}

/**
 * The owner saved sections of a listing. Only a published listing, or one hidden for stale
 * financials, has consequences here (a draft, pending or canceled one is verified as a whole later).
 * A financial change pushed by the sellerboard connection is the seller's accounting tool speaking,
 * not an edit: it keeps a published listing published.
 */
export async function listingSaved(deps: TransitionDeps, before: ListingRecord, after: ListingRecord): Promise<void> {
  const effects = effectsBetween(before, after);
  const repository = deps.repositories.listingLifecycle;
  const now = deps.clock.now();
  const edited = effects.financialsChanged && after.financials_source !== 'sellerboard_sync';

  if (before.status === 'published' && after.status === 'published') {
    if (edited) {
      const listing = await repository.transition(
        after.id,
        ['published'],
        { status: 'pending', submitted_at: now },
        // The version its fans saw (their news comes with the next verification, compared with it).
        { kind: 'financials-changed', actor_id: after.user_id, snapshot: canonical(before), created_at: now },
      );
      // Its fans hear of the changes when it is verified again (a pending listing is not shown).
      if (listing) await notifyOwner(deps, listing, 'business-pending-verification');
      return;
    }
    await queueFavoritesNews(deps.jobs, factsOf(after), effects);
    return;
  }

  const hiddenForStaleFinancials = before.status === 'hidden' && before.hidden_until === null;
  if (hiddenForStaleFinancials && effects.financialsChanged) {
    await repository.transition(
      after.id,
      ['hidden'],
      { status: 'published', hidden_until: null },
      { kind: 'restored', actor_id: after.user_id, created_at: now },
    );
  }
}

/**
 * Both parties of a dialog closed the deal (step 7): the listing leaves the market (published or
 * hidden → sold, logged as the 'sold' event) and its fans hear of it. True when the listing is sold now,
 * also when an earlier closing already sold it.
 */
export async function sellListing(deps: TransitionDeps, listingId: number, sellerId: number): Promise<boolean> {
  const now = deps.clock.now();
  const listing = await deps.repositories.listingLifecycle.transition(
    listingId,
    ['published', 'hidden'],
    { status: 'sold', hidden_until: null },
    { kind: 'sold', actor_id: sellerId, created_at: now },
  );
  if (listing) {
    const payload: FavoritesNotifyPayload = {
      business_id: listing.id,
      owner_id: listing.user_id,
      type: 'favorite-updated',
      data: { ...listingData(listing), sold: true },
    };
    await deps.jobs.enqueue(FAVORITES_NOTIFY_JOB, payload);
    return true;
  }
  return (await deps.repositories.listings.ownerOf(listingId))?.status === 'sold';
}

function factsOf(listing: ListingRecord): Pick<ListingFacts, 'id' | 'user_id' | 'name' | 'price' | 'image'> {
  return { id: listing.id, user_id: listing.user_id, name: listing.name, price: listing.price, image: listing.image };
}

export function isComparable(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
