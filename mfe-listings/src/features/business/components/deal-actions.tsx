import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import type { Listing } from '@bizmarkt/shared/contract';
import { usePaths } from '@bizmarkt/shared/routing';
import { FavoriteButton } from '../../favorites';
import { ContactSellerButton, RequestAccessButton } from './contact-actions';
import { MakeOfferButton } from './make-offer-action';

/**
 * The deal's primary action with the heart beside it — one action, so the phone's bar holds it on one
 * line at 320 px in German: Request access while the NDA keeps the details back (until a request is
 * pending; Contact seller is then in the NDA prompt), otherwise Contact seller; the owner's way to
 * manage the listing.
 */
export function DealActions({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listingsDetails');
  const paths = usePaths();
  if (listing.is_mine) return <Link to={paths.myListings()}>{t('business.manage')}</Link>;
  const withheld = listing.access.nda_required && !listing.access.granted;
  const requestOpen = withheld && listing.access.nda_request !== 'pending';
  return (
    <>
      {/* The deal's one call to action: filled, whichever it is (walk finding 5). */}
      {requestOpen ? <RequestAccessButton listing={listing} /> : <ContactSellerButton listing={listing} primary />}
      {/* Only for a PRO buyer with access (messaging decides; issue #30 §1). */}
      <MakeOfferButton listing={listing} />
      <FavoriteButton businessId={listing.id} name={listing.name} />
    </>
  );
}
