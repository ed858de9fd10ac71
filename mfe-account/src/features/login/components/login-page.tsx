import { useTranslation } from '@bizmarkt/shared/translation';
import { SocialSignIn } from '../../socials';
import { LoginForm } from './login-form';
import { EmailVerifiedNotice } from '../../../components/email-verified-notice';
import '../../../components/auth-card.css';

export default function LoginPage() {
  const { t } = useTranslation('account');
  return (
    <section className="bz-auth-card" aria-labelledby="bz-login-title">
      <h1 id="bz-login-title">{t('login.title')}</h1>
      <EmailVerifiedNotice loginNeeded />
      <p className="bz-auth-card__lead">{t('login.lead')}</p>
      <LoginForm />
      <SocialSignIn intent="login" divider />
    </section>
  );
}
