import { Navigate } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useSession } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';
import { RegistrationForm } from './registration-form';
import '../../../components/auth-card.css';
import '../../../components/account-pages.css';

export default function RegistrationPage() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  // Signed in already: the shell's rules send an unfinished registration to its step from there.
  if (isLoggedIn) return <Navigate to={paths.dashboard()} replace />;
  return (
    <section className="bz-auth-card" aria-labelledby="bz-registration-title">
      <h1 id="bz-registration-title">{t('registration.title')}</h1>
      <p className="bz-auth-card__lead">{t('registration.lead')}</p>
      <RegistrationForm />
    </section>
  );
}
