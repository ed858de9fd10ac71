import type { FormEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { notify, useCurrentUser, usePrecognitiveForm } from '@bizmarkt/shared';
import type { ChangePasswordRequest } from '@bizmarkt/shared/contract';
import { PasswordField } from '../../../components/password-field';
import { CHANGE_PASSWORD_URL } from '../api/change-password';
import './change-password.css';

type Field = keyof ChangePasswordRequest;
type FieldErrors = Partial<Record<Field, string[]>>;
const EMPTY: ChangePasswordRequest = { old_password: '', password: '', password_confirmation: '' };

/** What the form refuses before asking the server (spec §5: the confirmation is required). */
function validate(values: ChangePasswordRequest, t: (key: string) => string): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.old_password) errors.old_password = [t('changePassword.oldRequired')];
  if (!values.password) errors.password = [t('changePassword.newRequired')];
  if (!values.password_confirmation) errors.password_confirmation = [t('changePassword.confirmRequired')];
  else if (values.password && values.password !== values.password_confirmation) errors.password_confirmation = [t('changePassword.mismatch')];
  return errors;
}

interface ChangePasswordFormProps {
  /** Cancel, and after a successful change (the panel closes; the page moves on). */
  onDone: () => void;
  /** Prefix of the field ids, so the panel and the page never share ids. */
  idPrefix: string;
}

/** Old password, New password, Confirm new password; Cancel and Apply (spec §2, §5, §7). */
export function ChangePasswordForm({ onDone, idPrefix }: ChangePasswordFormProps) {
  const { t } = useTranslation('account');
  const form = usePrecognitiveForm<ChangePasswordRequest>('post', CHANGE_PASSWORD_URL, EMPTY);
  const hasPassword = useCurrentUser()?.has_password !== false;

  const field = (name: Field) => ({
    value: form.data[name],
    onChange: (value: string) => {
      form.setData(name, value);
      if (form.isInvalid(name)) form.forgetError(name);
    },
    onBlur: () => form.validate(name),
    validating: form.isValidating(name),
    errors: form.errorsFor(name),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A validation answer still on its way must not replace the errors set below.
    if (form.validating) await form.settle();
    else form.cancel();
    const clientErrors = validate(form.data, t);
    if (Object.keys(clientErrors).length > 0) {
      form.setErrors(clientErrors as Record<string, string[]>);
      return;
    }
    try {
      await form.submit();
    } catch {
      return; // 422: under the fields (and the catalogue's toast); anything else: the catalogue's
    }
    form.reset();
    notify({ severity: 'success', summary: t('changePassword.success') });
    onDone();
  };

  if (!hasPassword) {
    // An account made through a social sign-in has no old password to give.
    return (
      <div className="bz-pw">
        <p>{t('changePassword.noPassword')}</p>
        <div className="bz-pw__actions">
          <Button type="button" label={t('changePassword.cancel')} severity="secondary" outlined onClick={onDone} />
        </div>
      </div>
    );
  }

  return (
    <form className="bz-account-form bz-pw" onSubmit={(event) => void submit(event)} noValidate aria-busy={form.processing}>
      <PasswordField id={`${idPrefix}-old`} label={t('changePassword.old')} purpose="current" {...field('old_password')} />
      <PasswordField id={`${idPrefix}-new`} label={t('changePassword.new')} purpose="new" {...field('password')} />
      <PasswordField id={`${idPrefix}-confirm`} label={t('changePassword.confirm')} purpose="new" {...field('password_confirmation')} />
      <div className="bz-pw__actions">
        <Button type="button" label={t('changePassword.cancel')} severity="secondary" outlined onClick={onDone} disabled={form.processing} />
        <Button type="submit" label={t('changePassword.apply')} loading={form.processing} />
      </div>
    </form>
  );
}
