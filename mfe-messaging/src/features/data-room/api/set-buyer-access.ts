import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { DATA_ROOM_PATHS, type DataRoomAccess, type DataRoomAccessRequest } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `PUT /api/dialogs/{id}/data-room/access` (the seller): one buyer's access, through that buyer's dialog. */
export function setBuyerAccess(dialogId: number, body: DataRoomAccessRequest): Promise<DataRoomAccess> {
  return api.put<DataRoomAccess>(DATA_ROOM_PATHS.access(dialogId), body);
}

/** From the seller's list: any buyer's dialog; every data room shown reads afresh (the list sits under each). */
export function useSetBuyerAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dialogId, state }: DataRoomAccessRequest & { dialogId: number }) => setBuyerAccess(dialogId, { state }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.dataRooms() }),
  });
}
