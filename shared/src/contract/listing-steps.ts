// The listing contract (issue #10), part 5: the wizard's eight steps and what each still misses.
// One function for the stepper, the preview's checklist and the server's submit 422.
import type { Listing } from './listing-answer';

/** The eight steps in order (spec §1); the id is the route suffix `/create/<id>/{id}`. */
export const LISTING_STEPS = ['information', 'financials', 'assets', 'description', 'price', 'socials', 'nda', 'preview'] as const;
export type ListingStepId = (typeof LISTING_STEPS)[number];

/** What completeness reads: the owner's view of a listing (only these fields). */
export type ListingCompletenessInput = Pick<
  Listing,
  | 'name'
  | 'category_id'
  | 'fba_statuses'
  | 'marketplaces'
  | 'founded_year'
  | 'founded_month'
  | 'country_code'
  | 'sale_reason'
  | 'months'
  | 'inventory_value'
  | 'inventory_included'
  | 'assets_included'
  | 'summary'
  | 'description'
  | 'price'
  | 'nda'
  | 'nda_text'
>;

export interface ListingStepState {
  id: ListingStepId;
  complete: boolean;
  /** Field names of the step that are still missing (empty when complete). */
  missing: string[];
}

export interface ListingCompleteness {
  steps: ListingStepState[];
  /** Every step is complete: the listing may be submitted for verification. */
  complete: boolean;
}

const blank = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function missingOf(listing: ListingCompletenessInput, fields: readonly (keyof ListingCompletenessInput)[]): string[] {
  return fields.filter((field) => blank(listing[field]));
}

/** Required fields per step; socials are optional, the NDA text only when the NDA is on. */
function missingFor(step: Exclude<ListingStepId, 'preview'>, listing: ListingCompletenessInput): string[] {
  switch (step) {
    case 'information':
      return missingOf(listing, ['name', 'category_id', 'fba_statuses', 'marketplaces', 'founded_year', 'founded_month', 'country_code', 'sale_reason']);
    case 'financials':
      return (listing.months?.length ?? 0) >= 3 ? [] : ['months'];
    case 'assets':
      return missingOf(listing, ['inventory_value', 'inventory_included', 'assets_included']);
    case 'description':
      return missingOf(listing, ['summary', 'description']);
    case 'price':
      return missingOf(listing, ['price']);
    case 'socials':
      return [];
    case 'nda':
      return listing.nda ? missingOf(listing, ['nda_text']) : [];
  }
}

export function listingCompleteness(listing: ListingCompletenessInput): ListingCompleteness {
  const steps: ListingStepState[] = LISTING_STEPS.filter((id) => id !== 'preview').map((id) => {
    const missing = missingFor(id as Exclude<ListingStepId, 'preview'>, listing);
    return { id, complete: missing.length === 0, missing };
  });
  const complete = steps.every((step) => step.complete);
  steps.push({ id: 'preview', complete, missing: [] });
  return { steps, complete };
}
