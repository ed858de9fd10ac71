import { useMutation } from '@tanstack/react-query';
import { api } from '@bizmarkt/shared';
import { BILLING_PATHS, type RedirectResponse } from '@bizmarkt/shared/contract';
import { goToUrl } from '../../payment/lib/go-to-url';

/** `POST /api/billing/payment-method` → the provider's portal (or the sandbox's payment-method page). */
export function openPaymentMethod(): Promise<RedirectResponse> {
  return api.post<RedirectResponse>(BILLING_PATHS.paymentMethod);
}

export function useOpenPaymentMethod() {
  return useMutation({ mutationFn: openPaymentMethod, onSuccess: ({ url }) => goToUrl(url) });
}
