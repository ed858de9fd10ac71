import { useTranslation } from 'react-i18next';
import type { BillingResponse } from '@bizmarkt/shared/contract';

const NOTICE: Record<'pending' | 'valid' | 'invalid', { key: string; tone: string }> = {
  pending: { key: 'billing.vatPending', tone: 'bz-notice' },
  valid: { key: 'billing.vatValid', tone: 'bz-notice bz-notice--success' },
  invalid: { key: 'billing.vatInvalid', tone: 'bz-notice bz-notice--warn' },
};

/** Where the saved VAT number's verification stands; a live region, since it changes while the page is open. */
export function VatStatus({ billing }: { billing: BillingResponse }) {
  const { t } = useTranslation('account');
  const status = billing.vat.status;
  return (
    <div aria-live="polite">
      {status === 'none' ? null : (
        <p className={NOTICE[status].tone}>
          {t(NOTICE[status].key, { number: billing.billing_details?.vat_number ?? '' })}
        </p>
      )}
    </div>
  );
}
