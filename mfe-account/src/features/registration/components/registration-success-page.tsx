import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from '@bizmarkt/shared/router';
import { useQueryClient } from '@bizmarkt/shared/query';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { getCurrentUser, refreshCurrentUser, sessionStatus, useCurrentUser, useSession } from '@bizmarkt/shared';
import '../../../components/auth-card.css';
import '../../../components/account-pages.css';
import { usePaths } from '@bizmarkt/shared/routing';

/**
 * `/registration/success/:id`: the new account exists and a confirmation mail is on its way.
 *
 * The registration form comes here right after `201`: the API has logged the new user in, and this
 * page makes them the current user (which also sets `guest=0`, so a reload or the mail's link finds
 * them logged in). It happens here, not in the form, because the shell lets an unverified user stay
 * on this page while the registration page would send a logged-in one on. Until the user arrives the
 * page says it is loading rather than offering a guest's "Log In".
 */
function useRegisteredUser(justRegistered: boolean) {
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!justRegistered || getCurrentUser(queryClient)) return;
    // A failure is the error catalogue's to show; the page then offers the way to log in.
    refreshCurrentUser(queryClient).catch(() => setFailed(true));
  }, [justRegistered, queryClient]);
  return failed;
}

export default function RegistrationSuccessPage() {
  const { t } = useTranslation('account');
  const { id } = useParams();
  const navigate = useNavigate();
  const paths = usePaths();
  const user = useCurrentUser();
  const justRegistered = Boolean((useLocation().state as { registered?: boolean } | null)?.registered);
  const failed = useRegisteredUser(justRegistered);
  const isPending = useSession(sessionStatus) === 'unknown' || (justRegistered && !user && !failed);
  const ownAccount = user && String(user.id) === id ? user : null;

  const goOn = () => navigate(user ? paths.registrationEmailConfirmation() : paths.login());

  return (
    <section className="bz-auth-card" aria-labelledby="bz-registration-success-title">
      <h1 id="bz-registration-success-title">{t('registrationSuccess.title')}</h1>
      {isPending ? (
        <p aria-busy="true">{t('registrationSuccess.loading')}</p>
      ) : (
        <>
          <p>{ownAccount ? t('registrationSuccess.sentTo', { email: ownAccount.email }) : t('registrationSuccess.sent')}</p>
          <p>{t('registrationSuccess.validity')}</p>
          <div className="bz-actions">
            <Button
              type="button"
              label={user ? t('registrationSuccess.continue') : t('registrationSuccess.login')}
              onClick={goOn}
              className="bz-form__submit"
            />
          </div>
          {user ? null : (
            <p className="bz-form__links">
              <Link to={paths.registration()}>{t('registrationSuccess.register')}</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
