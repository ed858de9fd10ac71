import { useEffect } from 'react';
import { useQueryClient } from '@bizmarkt/shared/query';
import { fetchUser, isApiError, readCookie, sessionStore, setCurrentUser } from '@bizmarkt/shared';
import { GUEST_COOKIE } from '@bizmarkt/shared/constants';

/**
 * Startup (spec §4): when the page is not logged in and no guest cookie says the visitor is logged
 * out, fetch the user. An id makes the page logged in; a 401 marks the visitor a guest.
 */
export function SessionBootstrap() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { isLoggedIn, markGuest } = sessionStore.getState();
    if (isLoggedIn) return;
    if (readCookie(GUEST_COOKIE) === '1') {
      markGuest();
      return;
    }
    let cancelled = false;
    fetchUser()
      .then((user) => {
        if (cancelled || !user?.id) return;
        setCurrentUser(queryClient, user);
      })
      .catch((error: unknown) => {
        // 401: the error handler already logged the page out. Anything else: behave as logged out
        // for now, without setting the guest cookie, so the next page load asks again.
        if (!isApiError(error) || error.status !== 401) {
          console.error('[shell] could not fetch the user', error);
          if (!cancelled) sessionStore.getState().markGuest();
        }
      });
    return () => {
      cancelled = true;
    };
  }, [queryClient]);
  return null;
}
