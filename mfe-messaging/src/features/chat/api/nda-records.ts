import { queryOptions, useMutation, useQuery, useQueryClient } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { MESSAGING_PATHS, type NdaRecord, type NdaRecordsResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `GET /api/dialogs/{id}/nda-records`: the signatures of this dialog, newest first (both parties). */
export function getNdaRecords(dialogId: number): Promise<NdaRecordsResponse> {
  return api.get<NdaRecordsResponse>(MESSAGING_PATHS.dialogNdaRecords(dialogId));
}

export function ndaRecordsQueryOptions(dialogId: number) {
  return queryOptions({ queryKey: queryKeys.ndaRecords(dialogId), queryFn: () => getNdaRecords(dialogId) });
}

export function useNdaRecords(dialogId: number, enabled: boolean) {
  return useQuery({ ...ndaRecordsQueryOptions(dialogId), enabled });
}

/** `POST /api/nda-records/{id}/revoke` (seller): the buyer loses the protected fields at once. */
export function revokeNda(recordId: number): Promise<NdaRecord> {
  return api.post<NdaRecord>(MESSAGING_PATHS.ndaRevoke(recordId));
}

export function useRevokeNda(dialogId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeNda,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.ndaRecords(dialogId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dialogs() });
    },
  });
}
