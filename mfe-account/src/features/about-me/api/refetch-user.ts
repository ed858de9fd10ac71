import type { QueryClient } from '@bizmarkt/shared/query';
import { fetchUser, sessionStore } from '@bizmarkt/shared';
import type { User } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/**
 * After a change to the user (spec §7: "the user is re-fetched"): fetch `GET /api/user` into the
 * query cache through the factory key and hand it to the session store, as logging in does, so the
 * header and every remote see the new name, picture and settings.
 */
export async function refetchUser(queryClient: QueryClient): Promise<User> {
  const user = await queryClient.fetchQuery({ queryKey: queryKeys.user(), queryFn: fetchUser, staleTime: 0 });
  sessionStore.getState().setUser(user);
  return user;
}
