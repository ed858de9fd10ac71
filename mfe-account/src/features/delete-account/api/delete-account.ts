import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_PATHS, api, endSession, notify, queryKeys, setCurrentUser, useLocalizedPath, type DeleteAccountRequest } from '@bizmarkt/shared';

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
  const localized = useLocalizedPath();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      navigate(localized('/'), { replace: true });
      endSession();
      setCurrentUser(queryClient, null);
      for (const queryKey of [queryKeys.emailPreferences(), queryKeys.notifications()]) queryClient.removeQueries({ queryKey });
      notify({ severity: 'success', summary: t('deleteAccount.deleted'), detail: t('deleteAccount.deletedDetail') });
    },
  });
}
