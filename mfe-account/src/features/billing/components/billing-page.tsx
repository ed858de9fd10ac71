import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { useBilling } from '../api/get-billing';
import { BillingDetailsForm } from './billing-details-form';
import { InvoicesSection } from './invoices-section';
import { PlanSection } from './plan-section';
import '../../../components/account-pages.css';
import './billing.css';

/** `/billing` (login): the subscription, the invoices and the billing details. */
export default function BillingPage() {
  const { t } = useTranslation('account');
  const billing = useBilling();
  return (
    <section className="bz-page-card bz-billing" aria-labelledby="bz-billing-title">
      <h1 id="bz-billing-title">{t('billing.title')}</h1>
      {billing.isPending ? (
        <p aria-busy="true">{t('billing.loading')}</p>
      ) : billing.isError ? (
        <div className="bz-notice bz-notice--warn" role="alert">
          <p>{t('billing.failed')}</p>
          <Button type="button" label={t('billing.retry')} size="small" onClick={() => void billing.refetch()} />
        </div>
      ) : (
        <>
          <PlanSection billing={billing.data} />
          <InvoicesSection invoices={billing.data.invoices} />
          <BillingDetailsForm billing={billing.data} />
        </>
      )}
    </section>
  );
}
