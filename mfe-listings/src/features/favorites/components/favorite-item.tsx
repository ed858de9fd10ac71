import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import { ListingCover } from '../../listing-card';
import type { FavoriteCard } from '@bizmarkt/shared/contract';
import { formatDate, formatPrice } from '@bizmarkt/shared/locale';
import { Money } from '@bizmarkt/shared/ui';
import { usePaths } from '@bizmarkt/shared/routing';
import { FavoriteButton } from './favorite-button';

/** What changed since the last visit, in words (price changed from → to, updated, sold). */
function ChangeMarkers({ item }: { item: FavoriteCard }) {
  const { t } = useTranslation('listingsFavorites');
  const locale = useLocale();
  const markers: Array<{ key: string; text: string; icon: string }> = [];
  if (item.sold) markers.push({ key: 'sold', icon: 'pi-flag', text: t('favorites.changes.sold') });
  if (item.price_changed) {
    markers.push({
      key: 'price',
      icon: 'pi-dollar',
      text: t('favorites.changes.price', { from: formatPrice(item.old_price, locale, { decimals: 0 }), to: formatPrice(item.price, locale, { decimals: 0 }) }),
    });
  }
  if (item.updated) markers.push({ key: 'updated', icon: 'pi-refresh', text: t('favorites.changes.updated') });
  if (markers.length === 0) return null;
  return (
    <ul className="bz-fav__changes" aria-label={t('favorites.changes.label')}>
      {markers.map((marker) => (
        <li key={marker.key} className={`bz-fav__change bz-fav__change--${marker.key}`}>
          <span className={`pi ${marker.icon}`} aria-hidden="true" /> {marker.text}
        </li>
      ))}
    </ul>
  );
}

/** One saved listing on /favorites: it opens only while published; the heart takes it out. */
export function FavoriteItem({ item }: { item: FavoriteCard }) {
  const { t } = useTranslation(['listingsFavorites', 'listings']);
  const locale = useLocale();
  const paths = usePaths();
  return (
    <li className="bz-fav">
      {item.image ? (
        <img className="bz-fav__image" src={item.image} alt="" loading="lazy" />
      ) : (
        <ListingCover id={item.id} categoryId={item.category_id} className="bz-fav__image" />
      )}
      <div className="bz-fav__body">
        <h2 className="bz-fav__name">{item.available ? <Link to={paths.business(item.id)}>{item.name}</Link> : item.name}</h2>
        {item.available ? null : <p className="bz-fav__unavailable">{t('favorites.unavailable')}</p>}
        <dl className="bz-fav__figures">
          <div>
            <dt>{t('listings:shared.metrics.price')}</dt>
            <dd className="bz-num">
              <Money value={item.price} locale={locale} decimals={0} />
            </dd>
          </div>
          <div>
            <dt>{t('listings:shared.metrics.ttmRevenue')}</dt>
            <dd className="bz-num">
              <Money value={item.ttm_revenue} locale={locale} decimals={0} />
            </dd>
          </div>
          <div>
            <dt>{t('listings:shared.metrics.ttmNetProfit')}</dt>
            <dd className="bz-num">
              <Money value={item.ttm_net_profit} locale={locale} decimals={0} />
            </dd>
          </div>
        </dl>
        <ChangeMarkers item={item} />
        <p className="bz-fav__saved">{t('favorites.savedOn', { date: formatDate(item.favorited_at, locale) })}</p>
      </div>
      <FavoriteButton businessId={item.id} name={item.name} />
    </li>
  );
}
