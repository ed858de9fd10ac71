import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { DATA_ROOM_PATHS, type DataRoomBuyersResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `GET /api/dialogs/{id}/data-room/buyers` (the seller): every buyer of the listing with their access. */
export function getDataRoomBuyers(dialogId: number): Promise<DataRoomBuyersResponse> {
  return api.get<DataRoomBuyersResponse>(DATA_ROOM_PATHS.buyers(dialogId));
}

export function dataRoomBuyersQueryOptions(dialogId: number) {
  return queryOptions({ queryKey: queryKeys.dataRoomBuyers(dialogId), queryFn: () => getDataRoomBuyers(dialogId) });
}

export function useDataRoomBuyers(dialogId: number) {
  return useQuery({ ...dataRoomBuyersQueryOptions(dialogId), refetchOnMount: 'always' });
}
