// "Continue with <provider>" for the login and registration pages; renders nothing unless the API
// says a provider is configured. Owned by the social sign-in feature (refined there).
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATHS } from '@bizmarkt/shared';
import { useAuthProviders } from '../api/get-auth-providers';

export interface SocialSignInProps {
  intent: 'login' | 'register';
}

export function SocialSignIn({ intent }: SocialSignInProps) {
  const { t, i18n } = useTranslation('account');
  const { data } = useAuthProviders();
  if (!data?.oidc) return null;
  const href = `${ACCOUNT_PATHS.oidcRedirect}?intent=${intent}&locale=${i18n.language.startsWith('de') ? 'de' : 'en'}`;
  return (
    <a className="p-button p-button-outlined bz-social-sign-in" href={href}>
      {t('socials.continueWith', { provider: data.oidc.name })}
    </a>
  );
}
