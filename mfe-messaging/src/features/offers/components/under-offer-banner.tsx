import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import { formatDate } from '@bizmarkt/shared/locale';
import type { Dialog } from '@bizmarkt/shared/contract';
import { useUnderOfferUntil } from '../api/get-offers';

/**
 * "Under offer by another buyer until …" (issue #30 §1, decision 0243): while another buyer's accepted
 * offer holds the listing, the room says so at its top and holds the actions the API would refuse.
 */
export function UnderOfferBanner({ dialog }: { dialog: Dialog }) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const until = useUnderOfferUntil(dialog.id);
  if (until === null) return null;
  return (
    <div className="bz-under-offer" role="status">
      <span className="pi pi-lock bz-under-offer__icon" aria-hidden="true" />
      <div>
        <p className="bz-under-offer__title">{t('offers.underOffer', { date: formatDate(until, locale) })}</p>
        <p className="bz-under-offer__text">{t(dialog.is_seller ? 'offers.underOfferText.seller' : 'offers.underOfferText.buyer')}</p>
      </div>
    </div>
  );
}
