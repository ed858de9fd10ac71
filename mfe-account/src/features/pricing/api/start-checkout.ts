import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api, isApiError, refreshCurrentUser } from '@bizmarkt/shared';
import { BILLING_PATHS, type CheckoutRequest, type RedirectResponse } from '@bizmarkt/shared/contract';
import { goToUrl } from '../../../lib/go-to-url';

/**
 * `POST /api/billing/checkout` → the provider's (or the sandbox's) checkout page, where the browser goes.
 * 409 (already PRO) is the caller's to explain; everything else is the error catalogue's.
 */
export function startCheckout(body: CheckoutRequest): Promise<RedirectResponse> {
  return api.post<RedirectResponse>(BILLING_PATHS.checkout, body, { handled: [409] });
}

export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => goToUrl(url),
    // The server knows this user as PRO already (another tab paid): the page catches up.
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void refreshCurrentUser(queryClient).catch(() => undefined);
    },
  });
}
