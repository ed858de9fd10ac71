import { federatedComponent } from '@bizmarkt/shared';
import { BUSINESS_DETAILS_EXPOSE, REMOTES, type BusinessDetailsProps } from '@bizmarkt/shared/federation';
import type { WizardListing } from '../../wizard';

// The business page's own drawing, loaded from mfe-listings at runtime (not a copy): module scope,
// with the shell's dead-remote pattern (Suspense, error boundary with Retry) around it.
const BusinessDetails = federatedComponent<BusinessDetailsProps>(REMOTES.listings, BUSINESS_DETAILS_EXPOSE);

/** The listing exactly as a buyer will see it on the business page. */
export function ListingPreview({ listing }: { listing: WizardListing }) {
  return <BusinessDetails listing={listing} headingLevel={2} />;
}
