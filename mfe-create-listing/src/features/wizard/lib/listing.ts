// The listing as the wizard reads it. Until the listing contract lands (lane listing-api), only what
// the frame needs is declared here; the steps read their sections from the contract's answer.
export interface WizardListing {
  id: number;
  name: string;
  status: string;
}

export const LISTING_PATHS = {
  create: '/api/businesses',
  show: (id: number) => `/api/businesses/${id}`,
  update: (id: number) => `/api/businesses/${id}`,
  submit: (id: number) => `/api/businesses/${id}/submit`,
} as const;

/** Which steps hold everything they need; the contract's listingCompleteness replaces this. */
export function completedSteps(_listing: WizardListing | null): Record<string, boolean> {
  return {};
}

/** A draft, or a listing sent back by moderation, can go (again) to verification. */
export function isSubmittable(listing: WizardListing): boolean {
  return listing.status === 'draft' || listing.status === 'canceled';
}
