import { Link } from '@bizmarkt/shared/router';
import { useQuery } from '@bizmarkt/shared/query';
import { useTranslation } from '@bizmarkt/shared/translation';
import { sessionStatus, useLocale, useSession } from '@bizmarkt/shared';
import { formatPeriodEnd } from '@bizmarkt/shared/locale';
import { usePaths } from '@bizmarkt/shared/routing';
import { billingQueryOptions } from '../../billing';
import { PaymentCard } from './checkout-outcome-view';

/** PRO is active: welcome, when it renews (once the billing state is read), and where to go. */
export function ProWelcome() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const paths = usePaths();
  const loggedIn = useSession(sessionStatus) === 'user';
  const billing = useQuery({ ...billingQueryOptions(), enabled: loggedIn });
  const renews = billing.data?.status === 'active' && billing.data.period_end ? formatPeriodEnd(billing.data.period_end, locale) : null;
  return (
    <PaymentCard title={t('payment.successTitle')} tone="success">
      <p role="status">
        <span className="pi pi-check-circle" aria-hidden="true" /> {t('payment.successText')}
      </p>
      {renews ? <p>{t('payment.successRenews', { date: renews })}</p> : null}
      <div className="bz-actions">
        <Link to={paths.search()} className="p-button p-component">
          {t('payment.browse')}
        </Link>
        {loggedIn ? (
          <Link to={paths.billing()} className="p-button p-component p-button-outlined">
            {t('payment.toBilling')}
          </Link>
        ) : null}
      </div>
    </PaymentCard>
  );
}
