import { useState } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import type { Dialog, DialogGroup } from '@bizmarkt/shared/contract';
import { Button } from 'primereact/button';
import { useMakeOffer } from '../api/make-offer';
import { useOffers } from '../api/get-offers';
import { defaultValues } from '../lib/offer-form';
import { OfferCard } from './offer-card';
import { OfferForm } from './offer-form';
import { UnderOfferBanner } from './under-offer-banner';
import './offers.css';

interface OfferSectionProps {
  group: DialogGroup;
  dialog: Dialog;
  /** Whether the section shows the "under offer" banner itself (the deal room shows it at its top). */
  withBanner?: boolean;
}

/**
 * Step 1 of the buying process, 'Sign Letter of Intent (LOI)' (issue #30 §1): the dialog's latest offer,
 * and for the buyer 'Make an offer' while none is open or accepted and no other buyer's exclusivity
 * holds the listing (the API refuses an offer then).
 */
export function OfferSection({ group, dialog, withBanner = true }: OfferSectionProps) {
  const { t } = useTranslation('messaging');
  const offers = useOffers(dialog.id);
  const make = useMakeOffer(dialog.id);
  const [making, setMaking] = useState(false);
  const latest = offers.data?.data[0];
  const held = (offers.data?.under_offer_until ?? null) !== null;
  const canMake = !dialog.is_seller && !dialog.hide_messages && !held && (!latest || latest.status === 'declined' || latest.status === 'expired');

  return (
    <section className="bz-offers" aria-labelledby={`bz-offers-${dialog.id}`}>
      <h3 id={`bz-offers-${dialog.id}`} className="bz-offers__title">
        {t('offers.title')}
      </h3>
      {withBanner ? <UnderOfferBanner dialog={dialog} /> : null}
      {latest && !making ? <OfferCard key={`${latest.id}-${latest.current_version}`} offer={latest} /> : null}
      {making ? (
        <OfferForm
          initial={defaultValues({ price: group.price ?? null, inventory: offers.data?.listing_inventory ?? null })}
          title={t('offers.formTitle')}
          submitLabel={t('offers.send')}
          onSubmit={async (terms) => {
            await make.mutateAsync(terms);
            setMaking(false);
          }}
          onCancel={() => setMaking(false)}
        />
      ) : canMake && offers.isSuccess ? (
        <Button type="button" icon="pi pi-file-edit" label={t('offers.make')} onClick={() => setMaking(true)} />
      ) : null}
    </section>
  );
}
