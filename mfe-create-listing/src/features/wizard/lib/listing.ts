// The listing as the wizard reads it: the contract's owner view (`GET /api/businesses/{id}`).
import { LISTING_PATHS, LISTING_SUBMITTABLE_STATUSES, listingCompleteness, type Listing } from '@bizmarkt/shared/contract';

export type WizardListing = Listing;
export { LISTING_PATHS };

/** Which steps hold everything they need (the contract's one rule, also the server's submit check). */
export function completedSteps(listing: WizardListing | null): Record<string, boolean> {
  if (!listing) return {};
  return Object.fromEntries(listingCompleteness(listing).steps.map((step) => [step.id, step.complete]));
}

/** A draft, or a listing sent back by moderation, can go (again) to verification. */
export function isSubmittable(listing: WizardListing): boolean {
  return LISTING_SUBMITTABLE_STATUSES.includes(listing.status);
}
