import { useMutation } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { LISTING_PATHS } from '@bizmarkt/shared/contract';

/** `POST /api/businesses/{id}` with `hide_listing` (spec §7; the answer is not read). */
export function hideListing(businessId: number, days: number): Promise<unknown> {
  return api.post<unknown>(LISTING_PATHS.listing(businessId), { hide_listing: { hide_for_x_days: days } });
}

export function useHideListing() {
  return useMutation({ mutationFn: ({ businessId, days }: { businessId: number; days: number }) => hideListing(businessId, days) });
}
