import { Link, useSearchParams } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { BUSINESS_UNAVAILABLE_CATEGORY_PARAM, BUSINESS_UNAVAILABLE_UNDER_OFFER_PARAM } from '@bizmarkt/shared/contract';
import { useLocale } from '@bizmarkt/shared';
import { formatDate } from '@bizmarkt/shared/locale';
import { usePaths } from '@bizmarkt/shared/routing';
import { SimilarListings } from './similar-listings';
import './business-unavailable.css';

/** The lost listing's category from the 307's `?category=<id>`; anything else is no category. */
export function categoryIdOf(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/**
 * The day another buyer's exclusivity ends, from the 307's `?under_offer_until=YYYY-MM-DD` (the API
 * adds it for a buyer in conversation about the listing only); anything else is none.
 */
export function underOfferDayOf(value: string | null): string | null {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return Number.isNaN(Date.parse(`${value}T12:00:00Z`)) ? null : value;
}

/**
 * `/business-unavailable`: where the API's 307 sends a visitor of a hidden or sold listing. It says
 * why the listing cannot be opened (without saying which of the two: that is the seller's business)
 * and offers similar listings: the newest of the lost listing's category (the 307 names it). A buyer
 * in conversation about a listing another buyer's accepted offer holds reads "under offer until …"
 * instead (decision 0243).
 */
export default function BusinessUnavailablePage() {
  const { t } = useTranslation('listingsUnavailable');
  const locale = useLocale();
  const paths = usePaths();
  const [params] = useSearchParams();
  const underOfferDay = underOfferDayOf(params.get(BUSINESS_UNAVAILABLE_UNDER_OFFER_PARAM));
  return (
    <div className="bz-unavailable">
      <span className={`pi ${underOfferDay ? 'pi-clock' : 'pi-eye-slash'} bz-unavailable__icon`} aria-hidden="true" />
      {underOfferDay ? (
        <>
          <h1>{t('unavailable.underOfferTitle', { date: formatDate(new Date(`${underOfferDay}T12:00:00Z`), locale) })}</h1>
          <p>{t('unavailable.underOfferText')}</p>
        </>
      ) : (
        <>
          <h1>{t('unavailable.title')}</h1>
          <p>{t('unavailable.explanation')}</p>
        </>
      )}
      <p>
        {t('unavailable.favoritesHint')} <Link to={paths.favorites()}>{t('unavailable.favoritesLink')}</Link>
      </p>
      <SimilarListings categoryId={categoryIdOf(params.get(BUSINESS_UNAVAILABLE_CATEGORY_PARAM))} />
    </div>
  );
}
