import { useMutation } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { SELLERBOARD_PATHS, type SellerboardImportPreview } from '@bizmarkt/shared/contract';

/** `POST /api/businesses/{id}/financials/import` (multipart `file`): the parsed months and a diff; nothing replaced yet. */
export function importSellerboardFile(businessId: number, file: File): Promise<SellerboardImportPreview> {
  const body = new FormData();
  body.append('file', file);
  return api.post<SellerboardImportPreview>(SELLERBOARD_PATHS.importFile(businessId), body, { handled: [422] });
}

export function useImportSellerboardFile(businessId: number) {
  return useMutation({ mutationFn: (file: File) => importSellerboardFile(businessId, file) });
}
