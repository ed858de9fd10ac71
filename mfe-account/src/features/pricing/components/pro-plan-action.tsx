import { Link, useLocation } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { isApiError, sessionStatus, useCurrentUser, useSession } from '@bizmarkt/shared';
import type { Currency } from '@bizmarkt/shared/contract';
import { usePaths } from '@bizmarkt/shared/routing';
import { useStartCheckout } from '../api/start-checkout';

interface ProPlanActionProps {
  planId: string | null;
  currency: Currency;
}

/**
 * What the PRO card offers the reader (issue #13): a visitor logs in and comes back here, a free user
 * upgrades (to the checkout), a subscriber is told so and finds the billing page.
 */
export function ProPlanAction({ planId, currency }: ProPlanActionProps) {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const location = useLocation();
  const status = useSession(sessionStatus);
  const user = useCurrentUser();
  const checkout = useStartCheckout();

  if (status === 'unknown') return <p aria-busy="true">{t('pricing.loading')}</p>;
  if (status === 'guest' || !user) {
    return (
      // The login page sends the visitor back here afterwards.
      <Link to={paths.login()} state={{ from: `${location.pathname}${location.search}` }} className="p-button p-component bz-pricing__cta">
        {t('pricing.login')}
      </Link>
    );
  }
  if (user.subscription === 'active') {
    return (
      <div className="bz-pricing__pro-user">
        <p className="bz-notice bz-notice--success">
          <span className="pi pi-check-circle" aria-hidden="true" /> {t('pricing.proUser')}
        </p>
        <Link to={paths.billing()} className="p-button p-component p-button-outlined bz-pricing__cta">
          {t('pricing.manage')}
        </Link>
      </div>
    );
  }
  // 409: the server already knows this user as PRO (the page's user was stale): say so, plainly.
  const alreadyPro = isApiError(checkout.error) && checkout.error.status === 409 ? checkout.error : null;
  return (
    <>
      <Button
        label={checkout.isPending || checkout.isSuccess ? t('pricing.redirecting') : t('pricing.upgrade')}
        className="bz-pricing__cta"
        disabled={!planId}
        loading={checkout.isPending || checkout.isSuccess}
        onClick={() => planId && checkout.mutate({ plan_id: planId, currency })}
      />
      {alreadyPro ? (
        <p className="bz-notice bz-notice--warn" role="alert">
          {alreadyPro.message || t('pricing.alreadyPro')}
        </p>
      ) : null}
    </>
  );
}
