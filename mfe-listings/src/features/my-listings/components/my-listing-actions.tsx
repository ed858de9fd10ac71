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
  // One primary action per state (the thing the owner most likely came for), every other one the same
  // quiet secondary style: no row of four differently coloured buttons (issue #29 §5).
  const primary: Record<ListingState['kind'], 'continue' | 'financials' | 'view' | 'showAgain' | null> = {
    draft: 'continue',
    canceled: 'continue',
    pending: 'financials',
    published: 'view',
    'hidden-owner': 'showAgain',
    'hidden-financials': 'financials',
    sold: null,
  };
  const linkClass = (action: string) => `p-button p-component${primary[state.kind] === action ? '' : ' p-button-outlined'}`;
  const isPrimary = (action: string) => primary[state.kind] === action;
  const actions = [
    state.kind === 'draft' || state.kind === 'canceled' ? (
      <Link
        key="continue"
        className={linkClass('continue')}
        to={state.nextStep === 'information' ? paths.create('information', listing.id) : paths.create(state.nextStep, listing.id)}
      >
        {t('myListings.actions.continue')}
      </Link>
    ) : null,
    published || hidden ? (
      <Link key="view" className={linkClass('view')} to={paths.business(listing.id)}>
        {t('myListings.actions.view')}
      </Link>
    ) : null,
    state.kind === 'hidden-owner' ? (
      <Button
        key="showAgain"
        type="button"
        label={t('myListings.actions.showAgain')}
        loading={showAgain.isPending}
        onClick={() => showAgain.mutate(listing.id)}
      />
    ) : null,
    state.kind !== 'sold' && state.kind !== 'draft' ? (
      <Link key="financials" className={linkClass('financials')} to={paths.create('financials', listing.id)}>
        {t('myListings.actions.updateFinancials')}
      </Link>
    ) : null,
    published ? <Button key="hide" type="button" outlined label={t('myListings.actions.hide')} onClick={() => setHiding(true)} /> : null,
    published || hidden ? <Button key="sold" type="button" outlined label={t('myListings.actions.markSold')} onClick={confirmSold} /> : null,
    state.kind === 'draft' ? (
      <Button key="delete" type="button" text severity="danger" icon="pi pi-trash" label={t('myListings.actions.deleteDraft')} onClick={confirmDelete} />
    ) : null,
  ].filter(Boolean);
  // The primary action first.
  const order = (node: (typeof actions)[number]) => (node && typeof node === 'object' && 'key' in node && isPrimary(String(node.key)) ? 0 : 1);
  return <div className="bz-my-listing__actions">{[...actions].sort((a, b) => order(a) - order(b))}</div>;
}
