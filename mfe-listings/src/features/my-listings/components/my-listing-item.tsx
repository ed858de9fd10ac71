import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import { ListingCover } from '../../listing-card';
import type { Listing, MyListingStats } from '@bizmarkt/shared/contract';
import { Money } from '@bizmarkt/shared/ui';
import { listingStateOf, outdatedDaysLeft } from './listing-state';
import { ListingStatus } from './listing-status';
import { MyListingActions } from './my-listing-actions';

/** One of the owner's listings: its state in words, the counts, the warning and the actions. */
export function MyListingItem({ listing, stats, now }: { listing: Listing; stats: MyListingStats | undefined; now: Date }) {
  const { t } = useTranslation(['listingsMine', 'listings']);
  const locale = useLocale();
  const state = listingStateOf(listing);
  const daysLeft = outdatedDaysLeft(listing, now);
  const titleId = `bz-my-listing-${listing.id}`;
  return (
    <li className="bz-my-listing" aria-labelledby={titleId}>
      {listing.image ? (
        <img className="bz-my-listing__image" src={listing.image} alt="" loading="lazy" />
      ) : (
        <ListingCover id={listing.id} categoryId={listing.category_id} className="bz-my-listing__image" />
      )}
      <div className="bz-my-listing__body">
        <h2 id={titleId} className="bz-my-listing__name">
          {listing.name}
        </h2>
        <ListingStatus state={state} />
        {daysLeft !== null ? (
          <p className="bz-my-listing__warning" role="note">
            <span className="pi pi-exclamation-triangle" aria-hidden="true" /> {t('myListings.outdated', { count: daysLeft })}
          </p>
        ) : null}
        <dl className="bz-my-listing__figures">
          <div>
            <dt>{t('listings:shared.metrics.price')}</dt>
            <dd>
              <Money value={listing.price} locale={locale} decimals={0} />
            </dd>
          </div>
          <div>
            <dt>{t('myListings.views')}</dt>
            <dd>
              <Money value={stats?.views} locale={locale} kind="number" decimals={0} />
            </dd>
          </div>
          <div>
            <dt>{t('myListings.favorites')}</dt>
            <dd>
              <Money value={stats?.favorites} locale={locale} kind="number" decimals={0} />
            </dd>
          </div>
        </dl>
        <MyListingActions listing={listing} state={state} />
      </div>
    </li>
  );
}
