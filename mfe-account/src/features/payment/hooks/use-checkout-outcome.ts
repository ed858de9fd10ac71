import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@bizmarkt/shared/router';
import { useQuery, useQueryClient } from '@bizmarkt/shared/query';
import { isApiError, refreshCurrentUser, sessionStatus, useSession } from '@bizmarkt/shared';
import { CHECKOUT_RETURN_QUERY, type BillingResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { billingQueryOptions } from '../../billing';
import { CHECKOUT_POLL_MS, CHECKOUT_POLL_TIMEOUT_MS, isSettled, useCheckoutStatus } from '../api/get-checkout-status';

export type CheckoutOutcome =
  | { kind: 'waiting' }
  | { kind: 'paid' }
  | { kind: 'failed'; reason: string | null }
  | { kind: 'expired' }
  | { kind: 'timeout' }
  /** The checkout id is unknown to the API, or not the caller's. */
  | { kind: 'not-found' }
  /** Nobody is logged in: whose checkout it was cannot be asked. */
  | { kind: 'login' };

/** True once `ms` have passed while `running`; stays false when it stops running first. */
function useTimedOut(ms: number, running: boolean): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setTimedOut(true), ms);
    return () => clearTimeout(timer);
  }, [ms, running]);
  return timedOut;
}

const isPro = (billing: BillingResponse | undefined) => billing?.status === 'active' || billing?.status === 'cancelled';

/**
 * Without a checkout id (a bookmarked return page), the subscription itself is what the page waits
 * for: `GET /api/billing` until it is PRO.
 */
function useBillingUntilPro(enabled: boolean, timedOut: boolean) {
  return useQuery({
    ...billingQueryOptions(),
    enabled,
    refetchInterval: (query) => (timedOut || isPro(query.state.data) ? false : CHECKOUT_POLL_MS),
  });
}

/**
 * What became of the checkout the provider sent the browser back from (`?checkout_id=`): the pages poll
 * until the webhook has landed (subscription state changes only from verified events, never from this
 * URL), then refresh the current user once so the header says 'PRO user'.
 */
export function useCheckoutOutcome(): CheckoutOutcome {
  const [params] = useSearchParams();
  const id = params.get(CHECKOUT_RETURN_QUERY) || null;
  const [settled, setSettled] = useState(false);
  const timedOut = useTimedOut(CHECKOUT_POLL_TIMEOUT_MS, !settled);
  const session = useSession(sessionStatus);
  // Both calls need the session: a visitor's would only end in the login redirect of a 401.
  const checkout = useCheckoutStatus(session === 'user' ? id : null, timedOut);
  const billing = useBillingUntilPro(id === null && session === 'user', timedOut);
  const outcome: CheckoutOutcome = session === 'guest' ? { kind: 'login' } : decide(id, checkout, billing.data, timedOut);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the outcome depends on the timeout, the timeout on whether the outcome settled: the effect breaks that cycle
  useEffect(() => setSettled(outcome.kind !== 'waiting'), [outcome.kind]);
  useRefreshUserWhenPaid(outcome.kind === 'paid');
  return outcome;
}

function decide(id: string | null, checkout: ReturnType<typeof useCheckoutStatus>, billing: BillingResponse | undefined, timedOut: boolean): CheckoutOutcome {
  if (id === null) {
    if (isPro(billing)) return { kind: 'paid' };
    return timedOut ? { kind: 'timeout' } : { kind: 'waiting' };
  }
  if (isApiError(checkout.error) && (checkout.error.status === 404 || checkout.error.status === 403)) return { kind: 'not-found' };
  const data = checkout.data;
  if (data && isSettled(data)) {
    if (data.status === 'failed') return { kind: 'failed', reason: data.failure_reason };
    if (data.status === 'expired') return { kind: 'expired' };
    return { kind: 'paid' };
  }
  return timedOut ? { kind: 'timeout' } : { kind: 'waiting' };
}

/** Once paid: the user (header label, PRO rights), the billing page and the prices are read afresh. */
function useRefreshUserWhenPaid(paid: boolean): void {
  const queryClient = useQueryClient();
  const done = useRef(false);
  useEffect(() => {
    if (!paid || done.current) return;
    done.current = true;
    void refreshCurrentUser(queryClient).catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: queryKeys.billing() });
    void queryClient.invalidateQueries({ queryKey: ['plans'] });
  }, [paid, queryClient]);
}
