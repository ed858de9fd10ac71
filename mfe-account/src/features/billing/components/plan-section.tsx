import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { notify, useLocale } from '@bizmarkt/shared';
import type { BillingResponse, SubscriptionStatus } from '@bizmarkt/shared/contract';
import { formatPeriodEnd } from '@bizmarkt/shared/locale';
import { usePaths } from '@bizmarkt/shared/routing';
import { money } from '../../../lib/money';
import { useChangeSubscription } from '../api/change-subscription';
import { useOpenPaymentMethod } from '../api/open-payment-method';

const STATUS_KEY: Record<SubscriptionStatus, string> = {
  free: 'billing.statusFree',
  active: 'billing.statusActive',
  cancelled: 'billing.statusCancelled',
  past_due: 'billing.statusPastDue',
};

/** The sentence under the status: when PRO renews, ends, or must be rescued by a new payment method. */
function useStatusText(billing: BillingResponse): string {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const date = (iso: string | null) => (iso ? formatPeriodEnd(iso, locale) : null);
  switch (billing.status) {
    case 'free':
      return t('billing.freeText');
    case 'active':
      return billing.period_end ? t('billing.renews', { date: date(billing.period_end) }) : '';
    case 'cancelled':
      return billing.period_end ? t('billing.ends', { date: date(billing.period_end) }) : '';
    case 'past_due': {
      const until = date(billing.grace_period_end);
      return until ? t('billing.pastDue', { date: until }) : t('billing.pastDueNoDate');
    }
  }
}

function SubscriptionActions({ billing }: { billing: BillingResponse }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const cancel = useChangeSubscription('cancel');
  const resume = useChangeSubscription('resume');
  const paymentMethod = useOpenPaymentMethod();
  const endDate = billing.period_end ? formatPeriodEnd(billing.period_end, locale) : null;

  const askCancel = () =>
    confirmDialog({
      header: t('billing.cancelTitle'),
      message: endDate ? t('billing.cancelText', { date: endDate }) : t('billing.cancelTextNoDate'),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('billing.cancelAccept'),
      rejectLabel: t('billing.cancelReject'),
      acceptClassName: 'p-button-danger',
      // The safe choice has the focus: Enter keeps PRO.
      defaultFocus: 'reject',
      accept: () =>
        cancel.mutate(undefined, {
          onSuccess: (next) => {
            const until = next.period_end ? formatPeriodEnd(next.period_end, locale) : endDate;
            notify({ severity: 'success', summary: t('billing.cancelledToast', { date: until ?? '' }) });
          },
        }),
    });

  const doResume = () => resume.mutate(undefined, { onSuccess: () => notify({ severity: 'success', summary: t('billing.resumed') }) });

  return (
    <div className="bz-actions">
      {billing.status === 'cancelled' ? (
        <Button type="button" label={t('billing.resume')} icon="pi pi-refresh" loading={resume.isPending} onClick={doResume} />
      ) : null}
      {billing.can_manage_payment_method ? (
        <Button
          type="button"
          label={t('billing.paymentMethod')}
          icon="pi pi-credit-card"
          outlined={billing.status !== 'past_due'}
          loading={paymentMethod.isPending || paymentMethod.isSuccess}
          onClick={() => paymentMethod.mutate()}
        />
      ) : null}
      {billing.status === 'active' || billing.status === 'past_due' ? (
        <Button type="button" label={t('billing.cancel')} severity="danger" text loading={cancel.isPending} onClick={askCancel} />
      ) : null}
    </div>
  );
}

/** Plan, status, the renewal or end date, and what can be done about it. */
export function PlanSection({ billing }: { billing: BillingResponse }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const paths = usePaths();
  const statusText = useStatusText(billing);
  const plan = billing.plan;
  const planName = plan
    ? t('billing.planProInterval', { interval: t(plan.interval === 'year' ? 'billing.intervalYear' : 'billing.intervalMonth') })
    : t('billing.planFree');

  return (
    <section className="bz-billing__section" aria-labelledby="bz-billing-plan">
      <h2 id="bz-billing-plan">{t('billing.planTitle')}</h2>
      <dl className="bz-billing__facts">
        <div>
          <dt>{t('billing.plan')}</dt>
          <dd>{planName}</dd>
        </div>
        {plan ? (
          <div>
            <dt>{t('billing.price')}</dt>
            <dd>
              {t(plan.interval === 'year' ? 'billing.pricePerYear' : 'billing.pricePerMonth', { amount: money(plan.gross_amount, plan.currency, locale) })}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('billing.status')}</dt>
          <dd>
            <span className={`bz-billing__status bz-billing__status--${billing.status}`}>{t(STATUS_KEY[billing.status])}</span>
          </dd>
        </div>
      </dl>
      {statusText ? <p className={billing.status === 'past_due' ? 'bz-notice bz-notice--warn' : undefined}>{statusText}</p> : null}
      {billing.status === 'free' ? (
        <div className="bz-actions">
          <Link to={paths.pricing()} className="p-button p-component">
            {t('billing.seePlans')}
          </Link>
        </div>
      ) : (
        <SubscriptionActions billing={billing} />
      )}
    </section>
  );
}
