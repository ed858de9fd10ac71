import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api, isApiError, notify, refreshCurrentUser } from '@bizmarkt/shared';
import { BILLING_PATHS, type BillingResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** 409: the change does not fit the subscription any more (e.g. resuming after its end); the server says why. */
const HANDLED = { handled: [409] } as const;

/** `POST /api/billing/cancel`: PRO stays until `period_end`, then the account is Free. */
export function cancelSubscription(): Promise<BillingResponse> {
  return api.post<BillingResponse>(BILLING_PATHS.cancel, undefined, HANDLED);
}

/** `POST /api/billing/resume`: before `period_end`, the subscription renews again. */
export function resumeSubscription(): Promise<BillingResponse> {
  return api.post<BillingResponse>(BILLING_PATHS.resume, undefined, HANDLED);
}

/**
 * Cancel or resume; the answer is the new billing state. The current user is re-read too, so
 * everything PRO-dependent (the header's label) follows the server at once. On a 409 the page shows
 * the server's reason and reads the billing state again (it was out of date).
 */
export function useChangeSubscription(change: 'cancel' | 'resume') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change === 'cancel' ? cancelSubscription : resumeSubscription,
    onSuccess: async (billing) => {
      queryClient.setQueryData(queryKeys.billing(), billing);
      await refreshCurrentUser(queryClient).catch(() => undefined);
    },
    onError: (error) => {
      if (!isApiError(error) || error.status !== 409) return;
      notify({ severity: 'warn', summary: error.message });
      void queryClient.invalidateQueries({ queryKey: queryKeys.billing() });
    },
  });
}
