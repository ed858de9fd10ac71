import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, refreshCurrentUser } from '@bizmarkt/shared';
import { BILLING_PATHS, type BillingResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `POST /api/billing/cancel`: PRO stays until `period_end`, then the account is Free. */
export function cancelSubscription(): Promise<BillingResponse> {
  return api.post<BillingResponse>(BILLING_PATHS.cancel);
}

/** `POST /api/billing/resume`: before `period_end`, the subscription renews again. */
export function resumeSubscription(): Promise<BillingResponse> {
  return api.post<BillingResponse>(BILLING_PATHS.resume);
}

/**
 * Cancel or resume; the answer is the new billing state. The current user is re-read too, so
 * everything PRO-dependent (the header's label) follows the server at once.
 */
export function useChangeSubscription(change: 'cancel' | 'resume') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change === 'cancel' ? cancelSubscription : resumeSubscription,
    onSuccess: async (billing) => {
      queryClient.setQueryData(queryKeys.billing(), billing);
      await refreshCurrentUser(queryClient).catch(() => undefined);
    },
  });
}
