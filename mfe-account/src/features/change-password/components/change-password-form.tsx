import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { type ChangePasswordRequest, isApiError, notify, useCurrentUser } from '@bizmarkt/shared';
import { TextField } from '../../../components/text-field';
import { useChangePassword } from '../api/change-password';
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
  const [values, setValues] = useState<ChangePasswordRequest>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useChangePassword();
  const hasPassword = useCurrentUser()?.has_password !== false;

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clientErrors = validate(values, t);
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) return;
    change.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        setErrors({});
        notify({ severity: 'success', summary: t('changePassword.success') });
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422) setErrors(error.fieldErrors as FieldErrors);
      },
    });
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
    <form className="bz-account-form bz-pw" onSubmit={submit} noValidate aria-busy={change.isPending}>
      <TextField
        id={`${idPrefix}-old`}
        label={t('changePassword.old')}
        type="password"
        autoComplete="current-password"
        value={values.old_password}
        onChange={set('old_password')}
        errors={errors.old_password}
      />
      <TextField
        id={`${idPrefix}-new`}
        label={t('changePassword.new')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        errors={errors.password}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        label={t('changePassword.confirm')}
        type="password"
        autoComplete="new-password"
        value={values.password_confirmation}
        onChange={set('password_confirmation')}
        errors={errors.password_confirmation}
      />
      <div className="bz-pw__actions">
        <Button type="button" label={t('changePassword.cancel')} severity="secondary" outlined onClick={onDone} disabled={change.isPending} />
        <Button type="submit" label={t('changePassword.apply')} loading={change.isPending} />
      </div>
    </form>
  );
}
