import { useEffect, useRef } from 'react';
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

/** `/pricing?subscribe=<plan>`: where "Get PRO" brings a visitor back after logging in. */
export const SUBSCRIBE_PARAM = 'subscribe';

/**
 * What the PRO card offers the reader (issue #13): a visitor gets PRO by logging in (or registering
 * from the login page) and comes back here with the plan chosen, which then goes to the checkout at
 * once (issue #29); a free user upgrades (to the checkout); a subscriber is told so and finds the
 * billing page.
 */
export function ProPlanAction({ planId, currency }: ProPlanActionProps) {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const location = useLocation();
  const status = useSession(sessionStatus);
  const user = useCurrentUser();
  const checkout = useStartCheckout();
  const wanted = new URLSearchParams(location.search).get(SUBSCRIBE_PARAM);
  const free = Boolean(user) && user?.subscription !== 'active';
  // Back from the login with a plan chosen: that plan's checkout starts once, as if Upgrade was pressed.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !free || !planId || wanted !== planId) return;
    started.current = true;
    checkout.mutate({ plan_id: planId, currency });
  }, [free, planId, wanted, currency, checkout]);

  if (status === 'unknown') return <p aria-busy="true">{t('pricing.loading')}</p>;
  if (status === 'guest' || !user) {
    const back = new URLSearchParams(location.search);
    if (planId) back.set(SUBSCRIBE_PARAM, planId);
    return (
      <>
        {/* The login page sends the visitor back here afterwards, with the plan: its checkout follows. */}
        <Link to={paths.login()} state={{ from: `${location.pathname}?${back.toString()}` }} className="p-button p-component bz-pricing__cta">
          {t('pricing.getPro')}
        </Link>
        <p className="bz-pricing__aside">{t('pricing.getProHint')}</p>
      </>
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
