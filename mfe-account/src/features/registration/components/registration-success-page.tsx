import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { sessionStore } from '@bizmarkt/shared';
import type { User } from '@bizmarkt/shared/contract';
import { usePaths } from '@bizmarkt/shared/routing';
import { useApplyUser, useCurrentUser } from '../api/current-user';
import '../../../components/auth-card.css';
import '../../../components/account-pages.css';

/**
 * `/registration/success/:id`: the new account exists and a confirmation mail is on its way.
 *
 * The registration form put the new (logged-in, unverified) user into the query cache only. The
 * session store learns about them when the visitor leaves this page, because the shell holds every
 * logged-in unverified user at the email confirmation and would otherwise skip this page.
 */
export default function RegistrationSuccessPage() {
  const { t } = useTranslation('account');
  const { id } = useParams();
  const navigate = useNavigate();
  const paths = usePaths();
  const applyUser = useApplyUser();
  const { data: user, isPending } = useCurrentUser({ quiet: true });
  const ownAccount = user && String(user.id) === id ? user : null;

  // Whichever way the visitor leaves (the button, the logo, the language switch), the page then knows
  // they are logged in.
  const latest = useRef<User | null>(null);
  latest.current = user ?? null;
  useEffect(
    () => () => {
      const known = latest.current;
      if (known && !sessionStore.getState().isLoggedIn) sessionStore.getState().setUser(known);
    },
    [],
  );

  const goOn = () => {
    if (user) applyUser(user);
    navigate(user ? paths.registrationEmailConfirmation() : paths.login());
  };

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
            <Button type="button" label={user ? t('registrationSuccess.continue') : t('registrationSuccess.login')} onClick={goOn} className="bz-form__submit" />
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
