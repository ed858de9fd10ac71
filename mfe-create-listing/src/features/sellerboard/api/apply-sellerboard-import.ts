import { useMutation } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { SELLERBOARD_PATHS, type SellerboardImportApplied } from '@bizmarkt/shared/contract';

/** `POST /api/businesses/{id}/financials/import/{token}/apply`: the listing's months become the preview's. */
export function applySellerboardImport(businessId: number, token: string): Promise<SellerboardImportApplied> {
  return api.post<SellerboardImportApplied>(SELLERBOARD_PATHS.applyImport(businessId, token), undefined, { handled: [422] });
}

export function useApplySellerboardImport(businessId: number) {
  return useMutation({ mutationFn: (token: string) => applySellerboardImport(businessId, token) });
}
