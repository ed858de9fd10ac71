import { useTranslation } from '@bizmarkt/shared/translation';
import type { BillingResponse } from '@bizmarkt/shared/contract';

/**
 * Which sentence describes the saved VAT number. A verified number means the reverse charge only
 * across EU borders: a business in the seller's own country still pays its VAT (the API's
 * `vat_treatment` says which applies).
 */
function noticeOf(billing: BillingResponse): { key: string; tone: string } | null {
  switch (billing.vat.status) {
    case 'none':
      return null;
    case 'pending':
      return { key: 'billing.vatPending', tone: 'bz-notice' };
    case 'invalid':
      return { key: 'billing.vatInvalid', tone: 'bz-notice bz-notice--warn' };
    case 'valid':
      return billing.vat_treatment.treatment === 'reverse_charge'
        ? { key: 'billing.vatValid', tone: 'bz-notice bz-notice--success' }
        : { key: 'billing.vatValidDomestic', tone: 'bz-notice bz-notice--success' };
  }
}

/** Where the saved VAT number's verification stands; a live region, since it changes while the page is open. */
export function VatStatus({ billing }: { billing: BillingResponse }) {
  const { t } = useTranslation('account');
  const notice = noticeOf(billing);
  return (
    <div aria-live="polite">
      {notice ? (
        <p className={notice.tone}>{t(notice.key, { number: billing.billing_details?.vat_number ?? '', rate: billing.vat_treatment.rate ?? 0 })}</p>
      ) : null}
    </div>
  );
}
