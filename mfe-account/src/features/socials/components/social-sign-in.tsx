// "Continue with <provider>" for the login, registration and /registration/socials pages. Renders
// nothing unless the API says a provider is configured: the option is hidden, never faked.
// The button is a plain link to the API (a full-page navigation: the API answers with a redirect to
// the provider), not a router link and not a fetch.
import { useId } from 'react';
import { Link, useSearchParams } from '@bizmarkt/shared/router';
import { Trans, useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';
import { oidcRedirectHref, socialFailureOf, useAuthProviders, type SocialIntent } from '../api/get-auth-providers';
import './socials.css';

export interface SocialSignInProps {
  intent: SocialIntent;
  /**
   * Set by a page with its own terms checkbox (/registration/socials): the button is disabled until
   * it is ticked. Left out on the registration page, where a line under the button says that
   * continuing accepts the terms (the API records the acceptance for a new account).
   */
  termsAccepted?: boolean;
  /** An "or" line above, separating the button from a form (the login page). */
  divider?: boolean;
}

export function SocialSignIn({ intent, termsAccepted, divider = false }: SocialSignInProps) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const paths = usePaths();
  const [searchParams] = useSearchParams();
  const { data } = useAuthProviders();
  const hintId = useId();
  const provider = data?.oidc?.name;
  if (!provider) return null;

  // The login page is where the API sends every failed social sign-in (`?social=<reason>`).
  const failure = intent === 'login' ? socialFailureOf(searchParams.get('social')) : null;
  const label = t('socials.continueWith', { provider });
  const waitingForTerms = termsAccepted === false;

  return (
    <div className="bz-social">
      {divider ? <p className="bz-social__divider">{t('socials.or')}</p> : null}
      {failure ? (
        <p className="bz-social__error" role="alert">
          {t(`socials.failure.${failure}`, { provider })}
        </p>
      ) : null}
      {waitingForTerms ? (
        <>
          <button type="button" className="p-button p-button-outlined p-component p-disabled bz-social__button" disabled aria-describedby={hintId}>
            {label}
          </button>
          <p id={hintId} className="bz-social__hint">
            {t('socials.acceptFirst')}
          </p>
        </>
      ) : (
        <a className="p-button p-button-outlined bz-social__button" href={oidcRedirectHref(intent, locale)}>
          {label}
        </a>
      )}
      {intent === 'register' && termsAccepted === undefined ? (
        <p className="bz-social__hint">
          <Trans
            t={t}
            i18nKey="socials.registerConsent"
            values={{ provider }}
            components={{
              terms: <Link to={paths.termsOfService()} target="_blank" rel="noopener" />,
              privacy: <Link to={paths.privacyPolicy()} target="_blank" rel="noopener" />,
            }}
          />
        </p>
      ) : null}
    </div>
  );
}
