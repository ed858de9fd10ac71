import { useState } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useQueryClient } from '@bizmarkt/shared/query';
import { Button } from '@bizmarkt/shared/ui';
import { modalStore, panelStore, useSession } from '@bizmarkt/shared';
import { offerInventoryOf } from '@bizmarkt/shared/contract';
import type { OfferActionProps } from '@bizmarkt/shared/federation';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { messagingUiStore } from '../../../lib/messaging-ui-store';
import { createDialog } from '../../dialogs';
import { offersQueryOptions } from '../api/get-offers';
import { mayOfferOn } from '../lib/offer-action';
import './offer-action.css';

/**
 * The business page's 'Make an offer' (exposed as `./offer-action`; issue #30 §1): shown to whom the
 * offers API lets make one (lib/offer-action.ts). Pressed, it opens the conversation about the listing
 * (created when needed, as 'Contact seller') and then the offer form in the modal frame — or, when an
 * offer of the conversation is already open or accepted, the conversation's Buying process tab with it.
 */
export default function OfferAction({ listing }: OfferActionProps) {
  const { t } = useTranslation('messaging');
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const [busy, setBusy] = useState(false);
  if (!mayOfferOn(listing, user)) return null;

  const start = async () => {
    setBusy(true);
    try {
      const { dialog } = await createDialog(listing.id);
      const offers = await queryClient.fetchQuery({ ...offersQueryOptions(dialog.id), staleTime: 0 });
      const latest = offers.data[0];
      if (latest && (latest.status === 'open' || latest.status === 'accepted')) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.dialogs() });
        const ui = messagingUiStore.getState();
        ui.openDialog(dialog.id);
        ui.setTab('process');
        panelStore.getState().openPanel('messages');
        return;
      }
      messagingUiStore
        .getState()
        .setOfferTarget({ dialogId: dialog.id, listing: { price: listing.price, inventory: offerInventoryOf(listing.inventory_included) } });
      modalStore.getState().openModal('make-offer');
    } finally {
      setBusy(false);
    }
  };

  // A phone shows the icon only; the label stays the button's name (offer-action.css).
  return (
    <Button
      outlined
      className="bz-offer-action"
      icon="pi pi-file-edit"
      label={t('offers.make')}
      loading={busy}
      onClick={() => void start().catch(() => undefined)}
    />
  );
}
