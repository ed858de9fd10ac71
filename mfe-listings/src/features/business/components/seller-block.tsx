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
 * Who sells. Under an NDA the viewer has not accepted the seller is 'Seller' (spec §2/§6) and nothing
 * links to their other listings (that would name them): the API then sends no owner id at all
 * (issue #27). Otherwise the name (profiles are for logged-in users) and a link to the seller's
 * listings on /search?user_id=.
 */
export function SellerBlock({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listingsDetails');
  const paths = usePaths();
  const loggedIn = useSession((state) => state.isLoggedIn);
  const masked = !listing.is_mine && (listing.user_id === null || (listing.nda && !listing.access.granted));
  // Someone else's listing whose seller may be named.
  const sellerId = masked || listing.is_mine ? null : listing.user_id;
  const profile = useSellerProfile(sellerId ?? 0, loggedIn && sellerId !== null);
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
      {sellerId !== null ? <Link to={paths.search({ user_id: sellerId })}>{t('business.seller.otherListings')}</Link> : null}
    </section>
  );
}
