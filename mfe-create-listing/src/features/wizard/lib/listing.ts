// The listing as the wizard reads it: the contract's owner view (`GET /api/businesses/{id}`).
import { LISTING_PATHS, LISTING_SUBMITTABLE_STATUSES, listingCompleteness, type Listing } from '@bizmarkt/shared/contract';

export type WizardListing = Listing;
export { LISTING_PATHS };

/** Which steps hold everything they need (the contract's one rule, also the server's submit check). */
export function completedSteps(listing: WizardListing | null): Record<string, boolean> {
  if (!listing) return {};
  return Object.fromEntries(listingCompleteness(listing).steps.map((step) => [step.id, step.complete]));
}

/** Steps a seller may leave as they are (nothing required): complete from the start, not yet done. */
const OPTIONAL_STEPS = new Set<string>(['socials', 'nda']);

/**
 * What the stepper marks as done (issue #29): a step holding everything it needs — but a step that
 * needs nothing (social media, NDA) only once the seller has opened it, and the preview only once the
 * listing has been sent to verification. A listing sent before was walked through already.
 */
export function doneSteps(listing: WizardListing | null, visited: ReadonlySet<string>): Record<string, boolean> {
  if (!listing) return {};
  const complete = completedSteps(listing);
  // Sent once (awaiting verification, published, sent back): the seller has been through every step.
  const submittedBefore = listing.status !== 'draft';
  return Object.fromEntries(
    Object.entries(complete).map(([step, isComplete]) => {
      if (step === 'preview') return [step, isComplete && !isSubmittable(listing)];
      if (OPTIONAL_STEPS.has(step)) return [step, isComplete && (submittedBefore || visited.has(step))];
      return [step, isComplete];
    }),
  );
}

/** A draft, or a listing sent back by moderation, can go (again) to verification. */
export function isSubmittable(listing: WizardListing): boolean {
  return LISTING_SUBMITTABLE_STATUSES.includes(listing.status);
}
