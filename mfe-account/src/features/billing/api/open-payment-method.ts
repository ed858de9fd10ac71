import { useMutation } from '@bizmarkt/shared/query';
import { api, isApiError, notify } from '@bizmarkt/shared';
import { BILLING_PATHS, type RedirectResponse } from '@bizmarkt/shared/contract';
import { goToUrl } from '../../../lib/go-to-url';

/**
 * `POST /api/billing/payment-method` → the provider's portal (or the sandbox's payment-method page).
 * 409: there is no subscription at the provider to manage; the server says so.
 */
export function openPaymentMethod(): Promise<RedirectResponse> {
  return api.post<RedirectResponse>(BILLING_PATHS.paymentMethod, undefined, { handled: [409] });
}

export function useOpenPaymentMethod() {
  return useMutation({
    mutationFn: openPaymentMethod,
    onSuccess: ({ url }) => goToUrl(url),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) notify({ severity: 'warn', summary: error.message });
    },
  });
}
