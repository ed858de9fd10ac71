import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endSession, notify } from '@bizmarkt/shared';
import { ACCOUNT_PATHS, type DeleteAccountRequest } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { usePaths } from '@bizmarkt/shared/routing';

/** 422 (wrong password) under the field, 429 (too many tries) the same way. */
export const DELETE_ACCOUNT_HANDLED_STATUSES = [422, 429] as const;

/** `POST /api/delete-account` with the password; 204: the account is gone and every session ended. */
export function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  return api.post<void>(ACCOUNT_PATHS.deleteAccount, body, { handled: DELETE_ACCOUNT_HANDLED_STATUSES });
}

/**
 * Deleting ends the session on this page as logging out does (panels closed, polling stopped, guest
 * cookie set), forgets what the cache knew about the user, and says goodbye on the home page. All of
 * it runs here rather than in the form's callbacks: the form unmounts as soon as the page is a guest's.
 */
export function useDeleteAccount() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const paths = usePaths();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      navigate(paths.landing(), { replace: true });
      endSession();
      for (const queryKey of [queryKeys.user(), queryKeys.emailPreferences(), queryKeys.notifications()]) queryClient.removeQueries({ queryKey });
      notify({ severity: 'success', summary: t('deleteAccount.deleted'), detail: t('deleteAccount.deletedDetail') });
    },
  });
}
