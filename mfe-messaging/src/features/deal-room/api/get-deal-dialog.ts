import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { MESSAGING_PATHS, type DialogListResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `GET /api/dialogs?dialog_id=`: the deal's dialog in its group; 403 (not a party) and 404 are shown by the page. */
export function getDealDialog(dialogId: number): Promise<DialogListResponse> {
  return api.get<DialogListResponse>(MESSAGING_PATHS.dialogs, { query: { dialog_id: dialogId }, handled: [403, 404] });
}

export function dealDialogQueryOptions(dialogId: number) {
  return queryOptions({ queryKey: queryKeys.dealDialog(dialogId), queryFn: () => getDealDialog(dialogId), retry: false });
}

export function useDealDialog(dialogId: number) {
  return useQuery({ ...dealDialogQueryOptions(dialogId), enabled: Number.isInteger(dialogId) && dialogId > 0 });
}
