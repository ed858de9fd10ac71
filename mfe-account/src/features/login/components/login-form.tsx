import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { isApiError } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';
import { useLogin } from '../api/login';
import { TextField } from '../../../components/text-field';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string[]>>;

function validate(email: string, password: string, t: (key: string) => string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = [t('login.emailRequired')];
  else if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) errors.email = [t('login.emailInvalid')];
  if (!password) errors.password = [t('login.passwordRequired')];
  return errors;
}

export function LoginForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const location = useLocation();
  const paths = usePaths();
  const loginMutation = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const from = (location.state as { from?: string } | null)?.from;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clientErrors = validate(email, password, t);
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) return;
    loginMutation.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => navigate(from ?? paths.landing(), { replace: true }),
        // Only what login.ts declares handled; the error catalogue shows every other failure.
        onError: (error) => {
          if (isApiError(error) && error.status === 422) setErrors(error.fieldErrors as FieldErrors);
          // The throttle names the email (spec: attempts per email and IP), so its wait shows there too.
          else if (isApiError(error) && error.status === 429) setErrors({ email: [error.message] });
        },
      },
    );
  };

  return (
    <form className="bz-form" onSubmit={submit} noValidate>
      <TextField
        id="login-email"
        label={t('login.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        errors={errors.email}
      />
      <TextField
        id="login-password"
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        errors={errors.password}
      />
      <Button type="submit" label={t('login.submit')} loading={loginMutation.isPending} className="bz-form__submit" />
      <p className="bz-form__links">
        <Link to={paths.passwordReset()}>{t('login.forgot')}</Link>
      </p>
      <p className="bz-form__links">
        {t('login.noAccount')} <Link to={paths.registration()}>{t('login.signup')}</Link>
      </p>
    </form>
  );
}
