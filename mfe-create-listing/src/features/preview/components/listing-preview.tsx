import type { WizardListing } from '../../wizard/lib/listing';

/**
 * SLOT — the business-details component of mfe-listings (lane listing-view) draws the listing here,
 * the same drawing as the business page. Wired when that lane's expose lands (git merge lane-listing-view).
 */
export function ListingPreview({ listing }: { listing: WizardListing }) {
  return <p data-slot="business-details">{listing.name}</p>;
}
