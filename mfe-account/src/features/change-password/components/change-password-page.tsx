import { Link, useNavigate } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { sessionStatus, useSession } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';
import { ChangePasswordForm } from './change-password-form';
import './change-password.css';

/**
 * `/change-password` (a public route in spec §2): the same form as the panel for a logged-in user, a
 * prompt to log in (and come back here) for a visitor.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const paths = usePaths();
  const status = useSession(sessionStatus);
  const here = paths.changePassword();

  return (
    <section className="bz-pw-page" aria-labelledby="bz-pw-page-title">
      <h1 id="bz-pw-page-title">{t('changePassword.title')}</h1>
      {status === 'unknown' ? (
        <p className="bz-account-muted" role="status">
          {t('changePassword.loading')}
        </p>
      ) : status === 'guest' ? (
        <p>
          {t('changePassword.guest')}{' '}
          <Link to={paths.login()} state={{ from: here }}>
            {t('changePassword.logIn')}
          </Link>
        </p>
      ) : (
        <ChangePasswordForm idPrefix="password-page" onDone={() => navigate(paths.dashboard())} />
      )}
    </section>
  );
}
