import { useEffect, useRef } from 'react';
import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { usePaths } from '@bizmarkt/shared/routing';
import { useFavorites } from '../api/get-favorites';
import { useMarkFavoritesRead } from '../api/mark-favorites-read';
import { FavoriteItem } from './favorite-item';
import './favorites.css';

/** Marks the list read once it has been shown (the markers on screen stay: they came with the list). */
function useMarkReadOnce(loaded: boolean, hasChanges: boolean) {
  const markRead = useMarkFavoritesRead();
  const done = useRef(false);
  useEffect(() => {
    if (!loaded || done.current || !hasChanges) return;
    done.current = true;
    markRead.mutate();
  }, [loaded, hasChanges, markRead]);
}

/** `/favorites` (login required): the saved listings and what changed since the last visit. */
export default function FavoritesPage() {
  const { t } = useTranslation(['listingsFavorites', 'listings']);
  const paths = usePaths();
  const query = useFavorites();
  const items = query.data?.data ?? [];
  const changed = items.filter((item) => item.price_changed || item.updated || item.sold).length;
  useMarkReadOnce(query.isSuccess, changed > 0);

  return (
    <div className="bz-favorites">
      <h1 id="bz-favorites-title">{t('favorites.title')}</h1>
      {query.isPending ? <p role="status">{t('favorites.loading')}</p> : null}
      {query.isError ? (
        <div role="alert">
          <p>{t('favorites.failed')}</p>
          <Button type="button" label={t('listings:shared.retry')} onClick={() => void query.refetch()} />
        </div>
      ) : null}
      {query.isSuccess && items.length === 0 ? (
        <div className="bz-favorites__empty">
          <p>{t('favorites.empty')}</p>
          <Link to={paths.search()}>{t('favorites.browse')}</Link>
        </div>
      ) : null}
      {items.length > 0 ? (
        <>
          <p role="status">{changed > 0 ? t('favorites.changedCount', { count: changed }) : t('favorites.noChanges')}</p>
          <ul className="bz-favorites__list" aria-labelledby="bz-favorites-title">
            {items.map((item) => (
              <FavoriteItem key={item.id} item={item} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
