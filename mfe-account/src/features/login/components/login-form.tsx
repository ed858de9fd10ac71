import type { FormEvent } from 'react';
import { useQueryClient } from '@bizmarkt/shared/query';
import { Link, useLocation, useNavigate } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { isApiError, setCurrentUser, usePrecognitiveForm } from '@bizmarkt/shared';
import type { LoginRequest, User } from '@bizmarkt/shared/contract';
import { EMPTY_LOGIN, LOGIN_URL } from '../api/login';
import { EmailField } from '../../../components/email-field';
import { emailProblem } from '../../../components/email-problem';
import { PasswordField } from '../../../components/password-field';
import { Button } from '@bizmarkt/shared/ui';
import { usePaths } from '@bizmarkt/shared/routing';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string[]>>;

function validate(email: string, password: string, t: (key: string) => string): FieldErrors {
  const errors: FieldErrors = {};
  const emailError = emailProblem(email);
  if (emailError) errors.email = [t(emailError)];
  if (!password) errors.password = [t('login.passwordRequired')];
  return errors;
}

export function LoginForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const location = useLocation();
  const paths = usePaths();
  const queryClient = useQueryClient();
  const form = usePrecognitiveForm<LoginRequest>('post', LOGIN_URL, EMPTY_LOGIN);

  const from = (location.state as { from?: string } | null)?.from;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A validation answer still on its way must not replace the errors set below.
    if (form.validating) await form.settle();
    else form.cancel();
    const clientErrors = validate(form.data.email, form.data.password, t);
    form.setErrors(clientErrors as Record<string, string[]>);
    if (Object.keys(clientErrors).length > 0) return;
    form.setData('email', form.data.email.trim());
    try {
      setCurrentUser(queryClient, await form.submit<User>());
      navigate(from ?? paths.landing(), { replace: true });
    } catch (error) {
      // The throttle names the email (spec: attempts per email and IP), so its wait shows there too,
      // beside the catalogue's toast. A 422 is under the fields already (the form helper put it there).
      if (isApiError(error) && error.status === 429) form.setErrors({ email: [error.message] });
    }
  };

  return (
    <form className="bz-form" onSubmit={(event) => void submit(event)} noValidate>
      <EmailField
        id="login-email"
        value={form.data.email}
        onChange={(value) => form.setData('email', value)}
        onBlur={() => {
          form.setData('email', form.data.email.trim());
          form.validate('email');
        }}
        validating={form.isValidating('email')}
        errors={form.errorsFor('email')}
      />
      <PasswordField
        id="login-password"
        label={t('login.password')}
        purpose="current"
        value={form.data.password}
        onChange={(value) => form.setData('password', value)}
        errors={form.errorsFor('password')}
      />
      <Button type="submit" label={t('login.submit')} loading={form.processing} className="bz-form__submit" />
      <p className="bz-form__links">
        <Link to={paths.passwordReset()}>{t('login.forgot')}</Link>
      </p>
      <p className="bz-form__links">
        {t('login.noAccount')} <Link to={paths.registration()}>{t('login.signup')}</Link>
      </p>
    </form>
  );
}
