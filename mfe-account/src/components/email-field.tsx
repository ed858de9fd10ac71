import { useTranslation } from '@bizmarkt/shared/translation';
import { TextField, type TextFieldProps } from './text-field';

export interface EmailFieldProps extends Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'> {
  /**
   * What the browser may fill in: `email` (default) where the visitor types their address, `username`
   * for the account's address shown beside a new password (so a password manager saves the pair), `off`
   * where it is typed out on purpose (to confirm deleting the account).
   */
  autoComplete?: 'email' | 'username' | 'off';
}

/**
 * The email address of every account form (log in, sign up, forgot and reset password, delete the
 * account): its label, the email keyboard and autofill, errors under it. Check it with `emailProblem`.
 */
export function EmailField({ autoComplete = 'email', ...props }: EmailFieldProps) {
  const { t } = useTranslation('account');
  return <TextField {...props} label={t('emailField.label')} type="email" autoComplete={autoComplete} />;
}
