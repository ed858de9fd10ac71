// A listing's state on /my-listings in words (issue #11): which sentence, with which values, and the
// outdated-financials warning (spec §4) — pure, so the rules are tested without rendering.
import { FINANCIALS_HIDDEN_AFTER_DAYS, FINANCIALS_OUTDATED_AFTER_DAYS, listingCompleteness, type Listing, type ListingStepId } from '@bizmarkt/shared/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ListingState =
  | { kind: 'draft'; nextStep: ListingStepId }
  | { kind: 'pending'; since: string | null }
  | { kind: 'published'; since: string | null }
  | { kind: 'canceled'; reason: string | null; nextStep: ListingStepId }
  | { kind: 'hidden-owner'; until: string }
  | { kind: 'hidden-financials' }
  | { kind: 'sold' };

/** The first wizard step with something missing; the preview when all are complete. */
export function nextStepOf(listing: Listing): ListingStepId {
  return listingCompleteness(listing).steps.find((step) => !step.complete)?.id ?? 'preview';
}

export function listingStateOf(listing: Listing): ListingState {
  const owner = listing.owner;
  switch (listing.status) {
    case 'draft':
      return { kind: 'draft', nextStep: nextStepOf(listing) };
    case 'pending':
      return { kind: 'pending', since: owner?.submitted_at ?? null };
    case 'published':
      return { kind: 'published', since: owner?.verified_at ?? null };
    case 'canceled':
      return { kind: 'canceled', reason: owner?.cancel_reason ?? null, nextStep: nextStepOf(listing) };
    case 'hidden':
      // No end date: the lifecycle hid it for financial data older than 60 days
      // (docs/decisions/0041-stale-financials.md).
      return owner?.hidden_until ? { kind: 'hidden-owner', until: owner.hidden_until } : { kind: 'hidden-financials' };
    case 'sold':
      return { kind: 'sold' };
  }
}

/**
 * Days left before a published listing is hidden for old financial data, once the data is old enough
 * for the warning (45 days); null when there is nothing to warn about.
 */
export function outdatedDaysLeft(listing: Listing, now: Date): number | null {
  if (listing.status !== 'published' || !listing.financials_updated_at) return null;
  const age = Math.floor((now.getTime() - new Date(listing.financials_updated_at).getTime()) / DAY_MS);
  if (age < FINANCIALS_OUTDATED_AFTER_DAYS) return null;
  return Math.max(0, FINANCIALS_HIDDEN_AFTER_DAYS - age);
}
