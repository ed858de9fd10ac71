import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api, useCurrentUser, useLocale } from '@bizmarkt/shared';
import { BILLING_PATHS, type PlansResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/**
 * `GET /api/plans`: the PRO plans with prices in the caller's currency and VAT. The API decides both
 * (X-LANG and the logged-in user's country), so the cache entry is per language and per user.
 */
export function getPlans(): Promise<PlansResponse> {
  return api.get<PlansResponse>(BILLING_PATHS.plans, { handled: 'all' });
}

export function plansQueryOptions(locale: string, userId: number | null) {
  return queryOptions({ queryKey: queryKeys.plans(locale, userId), queryFn: getPlans, staleTime: 5 * 60_000 });
}

export function usePlans() {
  const locale = useLocale();
  const userId = useCurrentUser()?.id ?? null;
  return useQuery(plansQueryOptions(locale, userId));
}
