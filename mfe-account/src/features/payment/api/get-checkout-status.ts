import { useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { BILLING_PATHS, type CheckoutStatusResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** How often a return page asks whether the provider's webhook has landed, and for how long. */
export const CHECKOUT_POLL_MS = 2_000;
export const CHECKOUT_POLL_TIMEOUT_MS = 90_000;

/** A checkout is settled once it is paid AND the subscription is active (the webhook did both), or it failed. */
export function isSettled(status: CheckoutStatusResponse): boolean {
  return (status.status === 'paid' && status.subscription_status === 'active') || status.status === 'failed' || status.status === 'expired';
}

/**
 * `GET /api/billing/checkouts/{id}`. A 404 or 403 (a link from someone else, an old id) is shown by the
 * page as a failed lookup, not by sending the visitor to the 404 page.
 */
export function getCheckoutStatus(id: string): Promise<CheckoutStatusResponse> {
  return api.get<CheckoutStatusResponse>(BILLING_PATHS.checkoutStatus(id), { handled: [403, 404] });
}

/**
 * Polls the checkout until it is settled or `timedOut` (the page's clock) says to stop. Asking again
 * after a failed request keeps going too: a blip must not end the wait.
 */
export function useCheckoutStatus(id: string | null, timedOut: boolean) {
  return useQuery({
    queryKey: queryKeys.checkoutStatus(id ?? ''),
    queryFn: () => getCheckoutStatus(id ?? ''),
    enabled: id !== null,
    retry: false,
    refetchInterval: (query) => {
      if (timedOut) return false;
      const data = query.state.data;
      if (data && isSettled(data)) return false;
      const status = (query.state.error as { status?: number } | null)?.status;
      if (status === 403 || status === 404) return false;
      return CHECKOUT_POLL_MS;
    },
  });
}
