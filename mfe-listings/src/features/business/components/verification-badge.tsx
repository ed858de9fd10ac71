import { useTranslation } from '@bizmarkt/shared/translation';
import { Link } from '@bizmarkt/shared/router';
import { useLocale } from '@bizmarkt/shared';
import { formatDate } from '@bizmarkt/shared/locale';
import type { Listing } from '@bizmarkt/shared/contract';
import { usePaths } from '@bizmarkt/shared/routing';

const FINANCIALS_KEYS = { sellerboard_sync: 'synced', sellerboard_import: 'imported', manual: 'manual' } as const;

/** Where the months come from, and when they last changed: the key of its sentence and its date. */
function financialsLine(listing: Listing, locale: 'en' | 'de'): { key: string; date?: string } {
  if (listing.financials_source === null) return { key: 'business.verification.financials.none' };
  const key = `business.verification.financials.${FINANCIALS_KEYS[listing.financials_source]}`;
  return listing.financials_updated_at ? { key, date: formatDate(listing.financials_updated_at, locale) } : { key: `${key}Undated` };
}

/**
 * "Verified · DATE" and, opened, what was checked and when (issue #29, point 2): the seller's e-mail,
 * the moderator's review of the listing and its seller, where the financials come from — and the way
 * to the "How we verify" page. A listing no moderator has published yet says so.
 */
export function VerificationBadge({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listingsDetails');
  const locale = useLocale();
  const paths = usePaths();
  const reviewed = listing.reviewed_at ? formatDate(listing.reviewed_at, locale) : null;
  const financials = financialsLine(listing, locale);
  const fromSellerboard = listing.financials_source === 'sellerboard_sync' || listing.financials_source === 'sellerboard_import';
  return (
    <details className="bz-verify">
      <summary className={reviewed ? 'bz-verify__badge' : 'bz-verify__badge bz-verify__badge--pending'}>
        <span className={reviewed ? 'pi pi-verified' : 'pi pi-clock'} aria-hidden="true" />{' '}
        {reviewed ? t('business.verification.badge', { date: reviewed }) : t('business.verification.notYet')}
        {fromSellerboard ? <span className="bz-verify__extra"> · {t('business.verification.sellerboard')}</span> : null}
      </summary>
      <div className="bz-verify__detail">
        <p className="bz-verify__intro">{t('business.verification.intro')}</p>
        <ul>
          <li>
            <span className={listing.seller?.email_verified ? 'pi pi-check' : 'pi pi-minus'} aria-hidden="true" />{' '}
            {t(listing.seller?.email_verified ? 'business.verification.email' : 'business.verification.emailMissing')}
          </li>
          <li>
            <span className={reviewed ? 'pi pi-check' : 'pi pi-minus'} aria-hidden="true" />{' '}
            {reviewed ? t('business.verification.reviewed', { date: reviewed }) : t('business.verification.notReviewed')}
          </li>
          <li>
            <span className={fromSellerboard ? 'pi pi-check' : 'pi pi-pencil'} aria-hidden="true" /> {t(financials.key, { date: financials.date })}
          </li>
        </ul>
        <Link to={paths.howWeVerify()}>{t('business.verification.howWeVerify')}</Link>
      </div>
    </details>
  );
}
