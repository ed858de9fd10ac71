import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { LISTING_PATHS, type WizardListing } from '../../wizard';

/**
 * `POST /api/businesses/{id}/submit`: the listing goes to verification. A 422 lists what is missing;
 * the preview shows that list itself (so no toast), every other status goes to the error catalogue.
 */
export function submitListing(id: number): Promise<WizardListing> {
  return api.post<WizardListing>(LISTING_PATHS.submit(id), undefined, { handled: [422] });
}

export function useSubmitListing(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitListing(id),
    onSuccess: (listing) => queryClient.setQueryData(queryKeys.listing(id), listing),
  });
}
