import { useTranslation } from '@bizmarkt/shared/translation';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@bizmarkt/shared/contract';
import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete' | 'maxLength' | 'hint'> {
  /**
   * `current`: the password the account has (a password manager fills it in); `new`: one being chosen
   * or confirmed (the manager offers to generate and save it; no longer than the contract allows).
   */
  purpose: 'current' | 'new';
  /** Say the minimum length under the field (the first field of a new password). */
  lengthHint?: boolean;
  /** A hint of the form's own instead (e.g. why the password is asked for). */
  hint?: string;
}

/**
 * The password of every account form (log in, sign up, reset and change password, delete the
 * account): masked, with the browser's autofill for its purpose, errors under it.
 */
export function PasswordField({ purpose, lengthHint, hint, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      {...props}
      type="password"
      autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
      maxLength={purpose === 'new' ? PASSWORD_MAX_LENGTH : undefined}
      hint={lengthHint ? t('passwordField.lengthHint', { count: PASSWORD_MIN_LENGTH }) : hint}
    />
  );
}
