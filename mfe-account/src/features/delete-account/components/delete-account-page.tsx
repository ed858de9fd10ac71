import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { ACCOUNT_PATHS, isApiError, sessionStatus, useCurrentUser, useLocalizedPath, useSession } from '@bizmarkt/shared';
import { TextField } from '../../../components/text-field';
import { useDeleteAccount } from '../api/delete-account';
import '../../../components/account-pages.css';
import './delete-account.css';

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
  const localized = useLocalizedPath();
  const location = useLocation();
  return (
    <>
      <p>{t('deleteAccount.guestText')}</p>
      <WhatHappens />
      <div className="bz-actions">
        {/* The login page sends the visitor back here afterwards. */}
        <Link to={localized('/login')} state={{ from: `${location.pathname}${location.search}` }} className="p-button p-component">
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
  const remove = useDeleteAccount();
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<string[] | undefined>();
  const field = withEmail ? 'email' : 'password';

  const deleteNow = () =>
    remove.mutate(withEmail ? { email: value.trim() } : { password: value }, {
      onError: (error) => {
        if (!isApiError(error)) return;
        if (error.status === 422) setErrors(error.fieldErrors[field] ?? [error.message]);
        else if (error.status === 429) setErrors([error.message]);
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setErrors([t(withEmail ? 'deleteAccount.emailRequired' : 'deleteAccount.passwordRequired')]);
    setErrors(undefined);
    confirmDialog({
      header: t('deleteAccount.confirmTitle'),
      message: t('deleteAccount.confirmText'),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('deleteAccount.confirmAccept'),
      rejectLabel: t('deleteAccount.confirmReject'),
      acceptClassName: 'p-button-danger',
      // The safe choice has the focus: Enter on the dialog keeps the account.
      defaultFocus: 'reject',
      accept: deleteNow,
    });
  };

  return (
    <form className="bz-form" onSubmit={submit} noValidate>
      <TextField
        id={`delete-account-${field}`}
        label={t(withEmail ? 'deleteAccount.email' : 'deleteAccount.password')}
        type={withEmail ? 'email' : 'password'}
        autoComplete={withEmail ? 'off' : 'current-password'}
        value={value}
        onChange={setValue}
        hint={t(withEmail ? 'deleteAccount.emailHint' : 'deleteAccount.passwordHint')}
        errors={errors}
      />
      <div className="bz-actions">
        <Button type="submit" label={t('deleteAccount.submit')} severity="danger" icon="pi pi-trash" loading={remove.isPending} />
      </div>
    </form>
  );
}

/** `/delete-account`: public (reached from emails too); deleting needs the login and the password. */
export default function DeleteAccountPage() {
  const { t } = useTranslation('account');
  const status = useSession(sessionStatus);
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
