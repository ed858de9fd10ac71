import { useCallback } from 'react';
import { useNavigate } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useQueryClient } from '@bizmarkt/shared/query';
import { endSession, notify, setCurrentUser } from '@bizmarkt/shared';
import { ACCOUNT_PATHS } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { usePaths } from '@bizmarkt/shared/routing';

/** `POST /api/delete-account` with the password (or the email); 204: the account is gone and every session ended. */
export const DELETE_ACCOUNT_URL = ACCOUNT_PATHS.deleteAccount;

/**
 * After the deletion: the session ends on this page as logging out does (panels closed, polling
 * stopped, guest cookie set), the cache forgets the user, and the home page says goodbye. It does not
 * depend on the form staying mounted: the form unmounts as soon as the page is a guest's.
 */
export function useAfterAccountDeleted(): () => void {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const paths = usePaths();
  return useCallback(() => {
    navigate(paths.landing(), { replace: true });
    endSession();
    setCurrentUser(queryClient, null);
    for (const queryKey of [queryKeys.emailPreferences(), queryKeys.notifications()]) queryClient.removeQueries({ queryKey });
    notify({ severity: 'success', summary: t('deleteAccount.deleted'), detail: t('deleteAccount.deletedDetail') });
  }, [navigate, paths, queryClient, t]);
}
