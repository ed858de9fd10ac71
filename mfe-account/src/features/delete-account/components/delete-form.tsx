// The member's confirmation form, a chunk of its own: a visitor's /delete-account (drawn by the
// server, then by the app) asks them to log in and needs neither the form nor PrimeReact's Button
// and ConfirmDialog, which were most of the page's script (docs/architecture/page-weight.md).
import type { FormEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { isApiError, usePrecognitiveForm } from '@bizmarkt/shared';
import { EmailField } from '../../../components/email-field';
import { PasswordField } from '../../../components/password-field';
import { DELETE_ACCOUNT_URL, useAfterAccountDeleted } from '../api/delete-account';

/**
 * The confirmation: the password — or, for an account made through a social sign-in that never set
 * one (`has_password` false), its email address typed out.
 */
export default function DeleteForm({ withEmail }: { withEmail: boolean }) {
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
