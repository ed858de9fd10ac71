import { useState } from 'react';
import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import type { Listing } from '@bizmarkt/shared/contract';
import { usePaths } from '@bizmarkt/shared/routing';
import { useDeleteDraft } from '../api/delete-draft';
import { useMarkListingSold } from '../api/mark-listing-sold';
import { useShowListingAgain } from '../api/show-listing-again';
import { HideForm } from './hide-form';
import type { ListingState } from './listing-state';

/** What the owner may do with the listing in its state (issue #11's list of actions). */
export function MyListingActions({ listing, state }: { listing: Listing; state: ListingState }) {
  const { t } = useTranslation('listingsMine');
  const paths = usePaths();
  const [hiding, setHiding] = useState(false);
  const showAgain = useShowListingAgain();
  const markSold = useMarkListingSold();
  const remove = useDeleteDraft();
  const published = state.kind === 'published';
  const hidden = state.kind === 'hidden-owner' || state.kind === 'hidden-financials';

  const confirmSold = () =>
    confirmDialog({
      header: t('myListings.sold.confirmTitle'),
      message: t('myListings.sold.confirmText', { name: listing.name }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('myListings.sold.accept'),
      rejectLabel: t('myListings.confirmReject'),
      defaultFocus: 'reject',
      accept: () => markSold.mutate(listing.id),
    });
  const confirmDelete = () =>
    confirmDialog({
      header: t('myListings.delete.confirmTitle'),
      message: t('myListings.delete.confirmText', { name: listing.name }),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('myListings.delete.accept'),
      rejectLabel: t('myListings.confirmReject'),
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () => remove.mutate(listing.id),
    });

  if (hiding) return <HideForm id={listing.id} onDone={() => setHiding(false)} />;
  return (
    <div className="bz-my-listing__actions">
      {state.kind === 'draft' || state.kind === 'canceled' ? (
        <Link
          className="p-button p-component"
          to={state.nextStep === 'information' ? paths.create('information', listing.id) : paths.create(state.nextStep, listing.id)}
        >
          {t('myListings.actions.continue')}
        </Link>
      ) : null}
      {state.kind !== 'sold' && state.kind !== 'draft' ? (
        <Link className="p-button p-component p-button-outlined" to={paths.create('financials', listing.id)}>
          {t('myListings.actions.updateFinancials')}
        </Link>
      ) : null}
      {published || hidden ? (
        <Link className="p-button p-component p-button-text" to={paths.business(listing.id)}>
          {t('myListings.actions.view')}
        </Link>
      ) : null}
      {published ? <Button type="button" outlined label={t('myListings.actions.hide')} onClick={() => setHiding(true)} /> : null}
      {state.kind === 'hidden-owner' ? (
        <Button type="button" outlined label={t('myListings.actions.showAgain')} loading={showAgain.isPending} onClick={() => showAgain.mutate(listing.id)} />
      ) : null}
      {published || hidden ? <Button type="button" severity="success" outlined label={t('myListings.actions.markSold')} onClick={confirmSold} /> : null}
      {state.kind === 'draft' ? <Button type="button" severity="danger" outlined label={t('myListings.actions.deleteDraft')} onClick={confirmDelete} /> : null}
    </div>
  );
}
