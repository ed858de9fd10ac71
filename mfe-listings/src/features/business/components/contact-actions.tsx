// 'Contact seller' and 'Request access / sign NDA' until messaging brings the real ones (issue #11):
// a logged-in user's click opens the messages panel, a visitor's goes to /login.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { panelStore, useSession } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';

function useMessagesOrLogin(): () => void {
  const navigate = useNavigate();
  const paths = usePaths();
  const loggedIn = useSession((state) => state.isLoggedIn);
  return () => {
    if (loggedIn) panelStore.getState().openPanel('messages');
    else void navigate(paths.login());
  };
}

export function ContactSellerButton() {
  const { t } = useTranslation('listings');
  return <Button type="button" icon="pi pi-envelope" label={t('business.contactSeller')} onClick={useMessagesOrLogin()} />;
}

export function RequestAccessButton() {
  const { t } = useTranslation('listings');
  return <Button type="button" icon="pi pi-file-edit" outlined label={t('business.requestAccess')} onClick={useMessagesOrLogin()} />;
}
