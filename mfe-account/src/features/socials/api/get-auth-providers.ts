import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS, api, queryKeys, type AuthProvidersResponse } from '@bizmarkt/shared';

/** `GET /api/auth/providers`: which social sign-in is configured (none: the option is hidden). */
export function getAuthProviders(): Promise<AuthProvidersResponse> {
  return api.get<AuthProvidersResponse>(ACCOUNT_PATHS.authProviders);
}

export const authProvidersQuery = () =>
  queryOptions({ queryKey: queryKeys.authProviders(), queryFn: getAuthProviders, staleTime: 5 * 60_000 });

export function useAuthProviders() {
  return useQuery(authProvidersQuery());
}
