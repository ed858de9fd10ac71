import type { DataRoomAccess, DataRoomVisibility } from '@bizmarkt/shared/contract';

/** Whether the access opens a document of the visibility (the API's `mayOpen`, decision 0207). */
export function opensFor(access: Pick<DataRoomAccess, 'nda' | 'loi'>, visibility: DataRoomVisibility): boolean {
  return visibility === 'nda' ? access.nda : access.loi;
}
