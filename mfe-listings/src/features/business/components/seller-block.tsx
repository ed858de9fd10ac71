import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import { formatMonthYear } from '@bizmarkt/shared/locale';
import type { Listing } from '@bizmarkt/shared/contract';
import { usePaths } from '@bizmarkt/shared/routing';

/**
 * Who sells (issue #29, decision 0164). The listing answer's seller summary: the name only where the
 * viewer has access (no NDA, or the NDA accepted — the chat's rule too), and, masked or not, what a buyer
 * may know of anyone: verified, member since, businesses sold, the usual answer time. While masked
 * nothing links to the seller's other listings (that would name her; the API sends no owner id then).
 */
export function SellerBlock({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listingsDetails');
  const locale = useLocale();
  const paths = usePaths();
  const seller = listing.seller ?? null;
  const masked = !listing.is_mine && (listing.user_id === null || !seller?.name);
  const name = listing.is_mine ? t('business.seller.you') : masked ? t('business.seller.masked') : seller!.name;
  const sellerId = masked || listing.is_mine ? null : listing.user_id;
  const facts: string[] = [];
  if (seller) {
    if (seller.email_verified && listing.reviewed_at) facts.push(t('business.seller.verified'));
    facts.push(t('business.seller.memberSince', { date: formatMonthYear(seller.member_since, locale) }));
    if (seller.businesses_sold > 0) facts.push(t('business.seller.sold', { count: seller.businesses_sold }));
    if (seller.response_hours !== null) facts.push(t('business.seller.answers', { count: seller.response_hours }));
  }

  return (
    <section className="bz-seller" aria-labelledby="bz-seller-title">
      <h2 id="bz-seller-title" className="bz-seller__title">
        {t('business.seller.title')}
      </h2>
      <p className="bz-seller__name">
        <span className="pi pi-user" aria-hidden="true" /> {name}
      </p>
      {facts.length > 0 ? <p className="bz-seller__facts">{facts.join(' · ')}</p> : null}
      {masked && listing.nda && !listing.access.granted ? <p className="bz-seller__note">{t('business.seller.maskedNote')}</p> : null}
      {sellerId !== null ? <Link to={paths.search({ user_id: sellerId })}>{t('business.seller.otherListings')}</Link> : null}
    </section>
  );
}
