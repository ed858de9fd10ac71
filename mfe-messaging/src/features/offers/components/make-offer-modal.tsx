import { useTranslation } from '@bizmarkt/shared/translation';
import { panelStore } from '@bizmarkt/shared';
import type { ModalProps } from '@bizmarkt/shared/federation';
import { messagingUiStore, useMessagingUi } from '../../../lib/messaging-ui-store';
import { useMakeOffer } from '../api/make-offer';
import { defaultValues } from '../lib/offer-form';
import { OfferForm } from './offer-form';
import './offers.css';

/**
 * The offer form in the shell's modal frame, opened from the business page (`./offer-action`): the same
 * form and rules as in the Buying process tab. Sent, the conversation opens on its Buying process tab,
 * where the offer now is, waiting for the seller (that is the confirmation; no toast).
 */
export default function MakeOfferModal({ onClose }: ModalProps) {
  const { t } = useTranslation('messaging');
  const target = useMessagingUi((s) => s.offerTarget);
  const make = useMakeOffer(target?.dialogId ?? 0);
  if (!target) return null;
  const { dialogId } = target;
  return (
    <div className="bz-offers bz-offers--modal">
      <OfferForm
        initial={defaultValues(target.listing)}
        title={t('offers.formTitle')}
        submitLabel={t('offers.send')}
        onSubmit={async (terms) => {
          await make.mutateAsync(terms);
          messagingUiStore.getState().setOfferTarget(null);
          onClose();
          const ui = messagingUiStore.getState();
          ui.openDialog(dialogId);
          ui.setTab('process');
          panelStore.getState().openPanel('messages');
        }}
        onCancel={onClose}
      />
    </div>
  );
}
