import type { ReactNode } from 'react';
import { Link, useLocation } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { ProgressSpinner } from 'primereact/progressspinner';
import { usePaths } from '@bizmarkt/shared/routing';
import type { CheckoutOutcome } from '../hooks/use-checkout-outcome';
import '../../../components/account-pages.css';
import './payment.css';

const FAILURE_KEYS: Record<string, string> = {
  card_declined: 'payment.reasonCardDeclined',
  authentication_failed: 'payment.reasonAuthentication',
  payment_failed: 'payment.reasonPaymentFailed',
};

/** A return page's frame: one heading, its text, and where to go next. */
export function PaymentCard({ title, children, tone }: { title: string; children: ReactNode; tone?: 'success' | 'warn' }) {
  return (
    <section className={`bz-page-card bz-payment${tone ? ` bz-payment--${tone}` : ''}`} aria-labelledby="bz-payment-title">
      <h1 id="bz-payment-title">{title}</h1>
      {children}
    </section>
  );
}

function Waiting() {
  const { t } = useTranslation('account');
  return (
    <PaymentCard title={t('payment.inProgressTitle')}>
      <div className="bz-payment__waiting" role="status">
        <ProgressSpinner style={{ width: 40, height: 40 }} strokeWidth="4" aria-hidden="true" />
        <p>{t('payment.checking')}</p>
      </div>
      <p>{t('payment.checkingHint')}</p>
    </PaymentCard>
  );
}

/** Every outcome but success: waiting (with a live status), failed, abandoned, timed out, unknown. */
export function CheckoutOutcomeView({ outcome }: { outcome: Exclude<CheckoutOutcome, { kind: 'paid' }> }) {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const location = useLocation();
  const toPlans = (
    <Link to={paths.pricing()} className="p-button p-component">
      {t('payment.tryAgain')}
    </Link>
  );
  const toBilling = (
    <Link to={paths.billing()} className="p-button p-component p-button-outlined">
      {t('payment.toBilling')}
    </Link>
  );
  switch (outcome.kind) {
    case 'waiting':
      return <Waiting />;
    case 'failed':
      return (
        <PaymentCard title={t('payment.failedTitle')} tone="warn">
          <p role="alert">{t(FAILURE_KEYS[outcome.reason ?? ''] ?? 'payment.reasonPaymentFailed')}</p>
          <p>{t('payment.failedText')}</p>
          <div className="bz-actions">{toPlans}</div>
        </PaymentCard>
      );
    case 'expired':
      return (
        <PaymentCard title={t('payment.cancelTitle')}>
          <p>{t('payment.cancelText')}</p>
          <div className="bz-actions">{toPlans}</div>
        </PaymentCard>
      );
    case 'timeout':
      return (
        <PaymentCard title={t('payment.inProgressTitle')} tone="warn">
          <p role="alert">{t('payment.timeout')}</p>
          <div className="bz-actions">{toBilling}</div>
        </PaymentCard>
      );
    case 'login':
      return (
        <PaymentCard title={t('payment.loginTitle')}>
          <p>{t('payment.loginText')}</p>
          <div className="bz-actions">
            {/* The login page sends the visitor back here afterwards. */}
            <Link to={paths.login()} state={{ from: `${location.pathname}${location.search}` }} className="p-button p-component">
              {t('payment.login')}
            </Link>
          </div>
        </PaymentCard>
      );
    case 'not-found':
      return (
        <PaymentCard title={t('payment.notFoundTitle')} tone="warn">
          <p>{t('payment.notFoundText')}</p>
          <div className="bz-actions">
            {toBilling}
            {toPlans}
          </div>
        </PaymentCard>
      );
  }
}
