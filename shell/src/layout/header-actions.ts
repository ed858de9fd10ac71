// What the header's menus do besides navigating: log out, and open the create-listing modal.
import { useNavigate } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { logout, modalStore, notify } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';

export function useLogout() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const paths = usePaths();
  return () => {
    logout()
      .catch(() => notify({ severity: 'error', summary: t('errors.generic') }))
      .finally(() => navigate(paths.landing()));
  };
}

export const openSellNow = () => modalStore.getState().openModal('create-listing');
