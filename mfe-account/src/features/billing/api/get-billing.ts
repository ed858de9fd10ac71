import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { BILLING_PATHS, type BillingResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** While a VAT number is being verified, the page asks again this often (the verifier answers by itself). */
export const VAT_PENDING_POLL_MS = 3_000;

/** `GET /api/billing`: the caller's plan, status, period end, billing details, VAT state and invoices. */
export function getBilling(): Promise<BillingResponse> {
  return api.get<BillingResponse>(BILLING_PATHS.billing, { handled: 'all' });
}

export function billingQueryOptions() {
  return queryOptions({ queryKey: queryKeys.billing(), queryFn: getBilling });
}

/** The billing page's data; re-read while the VAT number's verification is pending. */
export function useBilling() {
  return useQuery({
    ...billingQueryOptions(),
    refetchInterval: (query) => (query.state.data?.vat.status === 'pending' ? VAT_PENDING_POLL_MS : false),
  });
}
