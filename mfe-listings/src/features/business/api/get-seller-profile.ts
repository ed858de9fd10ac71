import { useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { ACCOUNT_PATHS, type PublicProfile } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `GET /api/users/{id}/profile`: the seller's public profile (logged-in viewers only, spec §6). */
export function getSellerProfile(userId: number): Promise<PublicProfile> {
  // The seller block falls back to 'Seller' on any failure: nothing for the catalogue to say.
  return api.get<PublicProfile>(ACCOUNT_PATHS.publicProfile(userId), { handled: 'all' });
}

/** The seller's name where it may be shown: a logged-in viewer, a listing without an NDA or with the NDA accepted. */
export function useSellerProfile(userId: number, enabled: boolean) {
  return useQuery({ queryKey: queryKeys.publicProfile(userId), queryFn: () => getSellerProfile(userId), enabled, retry: false });
}
