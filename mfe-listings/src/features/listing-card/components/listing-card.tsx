import type { ReactNode } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Link } from '@bizmarkt/shared/router';
import { useLocale } from '@bizmarkt/shared';
import type { ListingCard as ListingCardData } from '@bizmarkt/shared/contract';
import { Money } from '@bizmarkt/shared/ui';
import { usePaths } from '@bizmarkt/shared/routing';
import { formatMultiple } from '../../../lib/format';
import { useMarketplaceName } from '../../../lib/use-marketplace-name';
import { FavoriteButton } from '../../favorites';
import { ListingCover } from './listing-cover';
import '../../../components/listing-card.css';

export interface ListingCardProps {
  listing: ListingCardData;
  /** 2 on the landing page (under its section heading), 3 on pages whose results sit under an h2. */
  headingLevel?: 2 | 3;
  /**
   * The first card of a list: its image is in the first screen and usually the page's largest paint,
   * so it is fetched at once with high priority; every other card's image waits until it nears the viewport.
   */
  first?: boolean;
}

/** Marketplaces shown by name on the card; more are counted ("+3"). */
const MARKETPLACES_SHOWN = 3;

function Metric({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="bz-card__metric">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * One published listing in a list (landing, search, favourites): its public figures only. The title
 * is the card's link (its area covers the card); the favourite heart sits above it.
 */
export function ListingCard({ listing, headingLevel = 3, first = false }: ListingCardProps) {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  const paths = usePaths();
  const marketplaceName = useMarketplaceName();
  const Heading = `h${headingLevel}` as const;
  const shownMarkets = listing.marketplaces.slice(0, MARKETPLACES_SHOWN).map(marketplaceName);
  const moreMarkets = listing.marketplaces.length - shownMarkets.length;
  // Cards abbreviate (decision 0167): $584K / 583.554 $; the asking price in whole dollars.
  const money = (value: number | null) => (value === null ? '—' : <Money value={value} locale={locale} kind="compact" />);

  return (
    <article className="bz-card" aria-labelledby={`bz-card-${listing.id}`}>
      <div className="bz-card__media">
        {listing.image ? (
          <img
            src={listing.image}
            alt=""
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
            width={400}
            height={300}
            className="bz-card__image"
          />
        ) : (
          <ListingCover id={listing.id} categoryId={listing.category_id} className="bz-card__image" />
        )}
        {listing.nda ? <span className="bz-card__nda">{t('card.nda')}</span> : null}
      </div>
      <div className="bz-card__body">
        <p className="bz-card__category">
          {listing.category_name ?? t('card.noCategory')}
          {listing.age_years === null ? null : (
            <span className="bz-card__age">
              {' · '}
              <span className="bz-visually-hidden">{t('card.age')}: </span>
              {t('card.ageYears', { count: listing.age_years })}
            </span>
          )}
        </p>
        <Heading className="bz-card__title" id={`bz-card-${listing.id}`}>
          <Link to={paths.business(listing.id)} className="bz-card__link">
            {listing.name}
          </Link>
        </Heading>
        <p className="bz-card__price">
          <span className="bz-visually-hidden">{t('card.price')}: </span>
          {listing.price === null ? t('card.noPrice') : <Money value={listing.price} locale={locale} decimals={0} />}
          {listing.open_to_offers ? <span className="bz-card__offers">{t('card.openToOffers')}</span> : null}
        </p>
        <dl className="bz-card__metrics">
          <Metric label={t('card.revenue')} value={money(listing.ttm_revenue)} />
          <Metric label={t('card.netProfit')} value={money(listing.ttm_net_profit)} />
          <Metric
            label={t('card.margin')}
            value={listing.profit_margin === null ? '—' : <Money value={listing.profit_margin} locale={locale} kind="percent" decimals={0} />}
          />
          <Metric
            label={t('card.multiple')}
            value={
              listing.annual_multiple === null ? (
                t('card.noMultiple')
              ) : (
                <span data-money="">{formatMultiple(listing.annual_multiple, locale, { decimals: 1 })}</span>
              )
            }
          />
        </dl>
        {listing.fba_statuses.length ? (
          <ul className="bz-card__tags" aria-label={t('card.businessModels')}>
            {listing.fba_statuses.map((model) => (
              <li key={model}>{t(`shared.businessModels.${model}`, { defaultValue: model })}</li>
            ))}
          </ul>
        ) : null}
        {shownMarkets.length ? (
          <p className="bz-card__markets">
            <span className="bz-visually-hidden">{t('card.marketplaces')}: </span>
            {shownMarkets.join(', ')}
            {moreMarkets > 0 ? ` ${t('card.moreMarkets', { count: moreMarkets })}` : ''}
          </p>
        ) : null}
      </div>
      <div className="bz-card__favorite">
        <FavoriteButton businessId={listing.id} name={listing.name} />
      </div>
    </article>
  );
}
