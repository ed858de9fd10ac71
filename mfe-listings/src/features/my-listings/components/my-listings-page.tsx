import { useState } from 'react';
import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { sessionStatus, useSession, type SessionStatus } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';
import { useMyListingStats } from '../api/get-my-listing-stats';
import { useMyListings } from '../api/get-my-listings';
import { MyListingItem } from './my-listing-item';
import './my-listings.css';

/** The route has no access rule (spec §2): a visitor reads what the page is for and how to log in. */
function VisitorExplanation() {
  const { t } = useTranslation('listingsMine');
  const paths = usePaths();
  return (
    <div className="bz-my-listings__visitor">
      <p>{t('myListings.visitor')}</p>
      <Link className="p-button p-component" to={paths.login()}>
        {t('myListings.logIn')}
      </Link>
    </div>
  );
}

function OwnerListings() {
  const { t } = useTranslation(['listingsMine', 'listings']);
  const paths = usePaths();
  const query = useMyListings(true);
  const stats = useMyListingStats(true);
  // The days left are counted from when the list was read, the same instant for every listing.
  const [mountedAt] = useState(Date.now);
  const now = new Date(query.dataUpdatedAt || mountedAt);

  if (query.isPending) return <p role="status">{t('myListings.loading')}</p>;
  if (query.isError) {
    return (
      <div role="alert">
        <p>{t('myListings.failed')}</p>
        <Button type="button" label={t('listings:shared.retry')} onClick={() => void query.refetch()} />
      </div>
    );
  }
  if (query.data.data.length === 0) {
    return (
      <div className="bz-my-listings__empty">
        <p>{t('myListings.empty')}</p>
        <Link to={paths.create('information')}>{t('myListings.create')}</Link>
      </div>
    );
  }
  return (
    <ul className="bz-my-listings__list" aria-labelledby="bz-my-listings-title">
      {query.data.data.map((listing) => (
        <MyListingItem key={listing.id} listing={listing} stats={stats.get(listing.id)} now={now} />
      ))}
    </ul>
  );
}

/**
 * The page for a session in `status`: the server draws it for a visitor (first-paint/server.tsx), where
 * the session store cannot say so.
 */
export function MyListingsView({ status }: { status: SessionStatus }) {
  const { t } = useTranslation('listingsMine');
  return (
    <div className="bz-my-listings">
      <h1 id="bz-my-listings-title">{t('myListings.title')}</h1>
      {status === 'user' ? <OwnerListings /> : null}
      {status === 'guest' ? <VisitorExplanation /> : null}
      {status === 'unknown' ? <p role="status">{t('myListings.loading')}</p> : null}
    </div>
  );
}

/** `/my-listings`: the owner's listings in every state, with what can be done with each. */
export default function MyListingsPage() {
  return <MyListingsView status={useSession(sessionStatus)} />;
}
