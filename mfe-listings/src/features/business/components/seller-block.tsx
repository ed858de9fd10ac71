import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useSession } from '@bizmarkt/shared';
import type { Listing } from '@bizmarkt/shared/contract';
import { usePaths } from '@bizmarkt/shared/routing';
import { useSellerProfile } from '../api/get-seller-profile';

/** The seller's full name, or null for a deleted account or one without a name. */
function fullName(profile: { name: string | null; last_name: string | null; deleted: boolean } | undefined): string | null {
  if (!profile || profile.deleted) return null;
  const name = [profile.name, profile.last_name].filter(Boolean).join(' ').trim();
  return name || null;
}

/**
 * Who sells. Under an NDA the seller is 'Seller' (spec §2/§6) and nothing links to their other
 * listings (that would name them); otherwise the name (profiles are for logged-in users) and a link
 * to the seller's listings on /search?user_id=.
 */
export function SellerBlock({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listingsDetails');
  const paths = usePaths();
  const loggedIn = useSession((state) => state.isLoggedIn);
  const masked = listing.nda && !listing.is_mine;
  const profile = useSellerProfile(listing.user_id, loggedIn && !masked && !listing.is_mine);
  const name = listing.is_mine ? t('business.seller.you') : masked ? null : fullName(profile.data);

  return (
    <section className="bz-seller" aria-labelledby="bz-seller-title">
      <h2 id="bz-seller-title" className="bz-seller__title">
        {t('business.seller.title')}
      </h2>
      <p className="bz-seller__name">
        <span className="pi pi-user" aria-hidden="true" /> {name ?? t('business.seller.masked')}
      </p>
      {masked ? <p className="bz-seller__note">{t('business.seller.maskedNote')}</p> : null}
      {!masked && !listing.is_mine ? <Link to={paths.search({ user_id: listing.user_id })}>{t('business.seller.otherListings')}</Link> : null}
    </section>
  );
}
