import type { FormEvent } from 'react';
import { Link, useLocation } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { isApiError, sessionStatus, useCurrentUser, usePrecognitiveForm, useSession, type SessionStatus } from '@bizmarkt/shared';
import { ACCOUNT_PATHS } from '@bizmarkt/shared/contract';
import { EmailField } from '../../../components/email-field';
import { PasswordField } from '../../../components/password-field';
import { DELETE_ACCOUNT_URL, useAfterAccountDeleted } from '../api/delete-account';
import '../../../components/account-pages.css';
import './delete-account.css';
import { usePaths } from '@bizmarkt/shared/routing';

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
 * The confirmation: the password — or, for an account made through a social sign-in that never set
 * one (`has_password` false), its email address typed out.
 */
function DeleteForm({ withEmail }: { withEmail: boolean }) {
  const { t } = useTranslation('account');
  const afterDeleted = useAfterAccountDeleted();
  const field = withEmail ? 'email' : 'password';
  const form = usePrecognitiveForm<{ value: string }>('post', DELETE_ACCOUNT_URL, { value: '' });
  const value = form.data.value;
  const errors = form.errorsFor(field);

  const deleteNow = async () => {
    try {
      await form.submit({ body: withEmail ? { email: value.trim() } : { password: value } });
    } catch (error) {
      // A 422 is under the field already (the form helper); a 422 without it, or a 429, goes there too.
      if (isApiError(error) && (error.status === 429 || (error.status === 422 && !form.isInvalid(field)))) form.setErrors({ [field]: [error.message] });
      return;
    }
    afterDeleted();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return form.setErrors({ [field]: [t(withEmail ? 'emailField.required' : 'deleteAccount.passwordRequired')] });
    form.setErrors({});
    confirmDialog({
      header: t('deleteAccount.confirmTitle'),
      message: t('deleteAccount.confirmText'),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('deleteAccount.confirmAccept'),
      rejectLabel: t('deleteAccount.confirmReject'),
      acceptClassName: 'p-button-danger',
      // The safe choice has the focus: Enter on the dialog keeps the account.
      defaultFocus: 'reject',
      accept: () => void deleteNow(),
    });
  };

  return (
    <form className="bz-form" onSubmit={submit} noValidate>
      {withEmail ? (
        <EmailField
          id="delete-account-email"
          autoComplete="off"
          value={value}
          onChange={(next) => form.setData('value', next)}
          hint={t('deleteAccount.emailHint')}
          errors={errors}
        />
      ) : (
        <PasswordField
          id="delete-account-password"
          label={t('deleteAccount.password')}
          purpose="current"
          value={value}
          onChange={(next) => form.setData('value', next)}
          hint={t('deleteAccount.passwordHint')}
          errors={errors}
        />
      )}
      <div className="bz-actions">
        <Button type="submit" label={t('deleteAccount.submit')} severity="danger" icon="pi pi-trash" loading={form.processing} />
      </div>
    </form>
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
          <DeleteForm withEmail={!hasPassword} />
        </>
      )}
    </section>
  );
}

/** `/delete-account`: public (reached from emails too); deleting needs the login and the password. */
export default function DeleteAccountPage() {
  return <DeleteAccountView status={useSession(sessionStatus)} />;
}
