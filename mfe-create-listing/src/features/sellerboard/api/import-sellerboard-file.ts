import { useMutation } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { SELLERBOARD_PATHS, type ImportCurrency, type SellerboardImportPreview } from '@bizmarkt/shared/contract';

export interface SellerboardFileUpload {
  file: File;
  /** The file's currency: the months come back converted into US dollars (decision 0193). */
  currency: ImportCurrency;
}

/** `POST /api/businesses/{id}/financials/import` (multipart `file`, `currency`): the parsed, converted months and a diff; nothing replaced yet. */
export function importSellerboardFile(businessId: number, { file, currency }: SellerboardFileUpload): Promise<SellerboardImportPreview> {
  const body = new FormData();
  body.append('currency', currency);
  body.append('file', file);
  return api.post<SellerboardImportPreview>(SELLERBOARD_PATHS.importFile(businessId), body, { handled: [422] });
}

export function useImportSellerboardFile(businessId: number) {
  return useMutation({ mutationFn: (upload: SellerboardFileUpload) => importSellerboardFile(businessId, upload) });
}
