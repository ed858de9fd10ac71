import { lazy, Suspense } from 'react';
import { Link, useLocation } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { sessionStatus, useCurrentUser, useSession, type SessionStatus } from '@bizmarkt/shared';
import { ACCOUNT_PATHS } from '@bizmarkt/shared/contract';
import '../../../components/account-pages.css';
import './delete-account.css';
import { usePaths } from '@bizmarkt/shared/routing';

/** Only a member draws it: a visitor's page loads neither the form nor PrimeReact (delete-form.tsx). */
const DeleteForm = lazy(() => import('./delete-form'));

function WhatHappens() {
  const { t } = useTranslation('account');
  return (
    <>
      <h2>{t('deleteAccount.whatTitle')}</h2>
      <ul className="bz-delete-account__list">
        <li>{t('deleteAccount.whatProfile')}</li>
        <li>{t('deleteAccount.whatListings')}</li>
        <li>{t('deleteAccount.whatMessages')}</li>
        <li>{t('deleteAccount.whatSessions')}</li>
        <li>{t('deleteAccount.whatKept')}</li>
        <li>{t('deleteAccount.whatEmail')}</li>
      </ul>
    </>
  );
}

function GuestView() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const location = useLocation();
  return (
    <>
      <p>{t('deleteAccount.guestText')}</p>
      <WhatHappens />
      <div className="bz-actions">
        {/* The login page sends the visitor back here afterwards. */}
        <Link to={paths.login()} state={{ from: `${location.pathname}${location.search}` }} className="p-button p-component">
          {t('deleteAccount.login')}
        </Link>
      </div>
    </>
  );
}

/**
 * The page for a session in `status`: the server draws it for a visitor (first-paint/server.tsx), where
 * the session store cannot say so.
 */
export function DeleteAccountView({ status }: { status: SessionStatus }) {
  const { t } = useTranslation('account');
  const hasPassword = useCurrentUser()?.has_password !== false;

  return (
    <section className="bz-page-card bz-delete-account" aria-labelledby="bz-delete-account-title">
      <h1 id="bz-delete-account-title">{t('deleteAccount.title')}</h1>
      {status === 'unknown' ? (
        <p aria-busy="true">{t('deleteAccount.loading')}</p>
      ) : status === 'guest' ? (
        <GuestView />
      ) : (
        <>
          <p>{t('deleteAccount.lead')}</p>
          <WhatHappens />
          <h2>{t('deleteAccount.exportTitle')}</h2>
          <p>{t('deleteAccount.exportText')}</p>
          <div className="bz-actions">
            <a href={ACCOUNT_PATHS.exportData} download className="p-button p-component p-button-outlined">
              <span className="pi pi-download" aria-hidden="true" />
              &nbsp;{t('deleteAccount.export')}
            </a>
          </div>
          <h2>{t(hasPassword ? 'deleteAccount.confirmSection' : 'deleteAccount.confirmSectionEmail')}</h2>
          <Suspense fallback={null}>
            <DeleteForm withEmail={!hasPassword} />
          </Suspense>
        </>
      )}
    </section>
  );
}

/** `/delete-account`: public (reached from emails too); deleting needs the login and the password. */
export default function DeleteAccountPage() {
  return <DeleteAccountView status={useSession(sessionStatus)} />;
}
