import { api } from '@bizmarkt/shared';
import { MY_LISTINGS_PATHS } from '@bizmarkt/shared/contract';
import { useListingMove } from './use-listing-move';

/** `DELETE /api/businesses/{id}`: deletes a draft. */
export function deleteDraft(id: number): Promise<void> {
  return api.delete<void>(MY_LISTINGS_PATHS.remove(id));
}

export const useDeleteDraft = () => useListingMove(deleteDraft, (id) => id);
