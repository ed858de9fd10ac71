import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { usePaths } from '@bizmarkt/shared/routing';
import { PaymentCard } from './checkout-outcome-view';

/** `/subscription/cancel`: the checkout was abandoned; nothing was charged. */
export default function SubscriptionCancelPage() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  return (
    <PaymentCard title={t('payment.cancelTitle')}>
      <p>{t('payment.cancelText')}</p>
      <div className="bz-actions">
        <Link to={paths.pricing()} className="p-button p-component">
          {t('payment.tryAgain')}
        </Link>
        <Link to={paths.search()} className="p-button p-component p-button-outlined">
          {t('payment.browse')}
        </Link>
      </div>
    </PaymentCard>
  );
}
