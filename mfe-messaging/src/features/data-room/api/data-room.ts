import { queryOptions, useMutation, useQuery, useQueryClient } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { DATA_ROOM_PATHS, type DataRoomDocument, type DataRoomResponse, type DataRoomVisibility } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `GET /api/dialogs/{id}/data-room`: the listing's data room as this dialog's party sees it. */
export function getDataRoom(dialogId: number): Promise<DataRoomResponse> {
  return api.get<DataRoomResponse>(DATA_ROOM_PATHS.dataRoom(dialogId));
}

export function dataRoomQueryOptions(dialogId: number) {
  return queryOptions({ queryKey: queryKeys.dataRoom(dialogId), queryFn: () => getDataRoom(dialogId) });
}

/** Read afresh whenever the section opens: access follows offers and the seller's changes. */
export function useDataRoom(dialogId: number, enabled = true) {
  return useQuery({ ...dataRoomQueryOptions(dialogId), refetchOnMount: 'always', enabled });
}

export interface UploadInput {
  file: File;
  folder: string;
  visibility: DataRoomVisibility;
}

/** `POST …/data-room/documents` (the seller), multipart: `document`, `folder`, `visibility`. */
export function uploadDocument(dialogId: number, input: UploadInput): Promise<DataRoomDocument> {
  const body = new FormData();
  body.append('folder', input.folder);
  body.append('visibility', input.visibility);
  body.append('document', input.file, input.file.name);
  return api.post<DataRoomDocument>(DATA_ROOM_PATHS.documents(dialogId), body, { handled: [422] });
}

export function useDataRoomActions(dialogId: number) {
  const queryClient = useQueryClient();
  const onSettled = () => void queryClient.invalidateQueries({ queryKey: queryKeys.dataRoom(dialogId) });
  const upload = useMutation({ mutationFn: (input: UploadInput) => uploadDocument(dialogId, input), onSettled });
  const remove = useMutation({ mutationFn: (documentId: number) => api.delete<null>(DATA_ROOM_PATHS.document(dialogId, documentId)), onSettled });
  return { upload, remove };
}
