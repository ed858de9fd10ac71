import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/**
 * A mutation of one of the owner's listings (hide, show again, sold, delete): on success the
 * listing's own cache entry is dropped and the list and its counts refresh through their query key.
 */
export function useListingMove<V>(move: (variables: V) => Promise<unknown>, idOf: (variables: V) => number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: move,
    onSuccess: (_answer, variables) => {
      queryClient.removeQueries({ queryKey: queryKeys.listing(idOf(variables)) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.myListings() });
    },
  });
}
