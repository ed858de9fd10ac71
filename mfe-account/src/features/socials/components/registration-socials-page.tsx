// /registration/socials (auth layout): sign up through the configured OpenID Connect provider after
// accepting the terms. The API also sends people here (`?social=new`) who tried to log in with a
// provider account that has no Bizmarkt account yet: they accept the terms, then continue.
import { useId, useState } from 'react';
import { Link, Navigate, useSearchParams } from '@bizmarkt/shared/router';
import { Trans, useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useSession } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';
import { useAuthProviders } from '../api/get-auth-providers';
import { SocialSignIn } from './social-sign-in';
import '../../../components/auth-card.css';
import './socials.css';

export default function RegistrationSocialsPage() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const providers = useAuthProviders();
  const [searchParams] = useSearchParams();
  const [accepted, setAccepted] = useState(false);
  const termsId = useId();

  // Signed in already: the shell's rules send an unfinished registration to its step from there.
  if (isLoggedIn) return <Navigate to={paths.dashboard()} replace />;

  const provider = providers.data?.oidc?.name;
  const title = provider ? t('socials.page.title', { provider }) : t('socials.page.titleGeneric');

  return (
    <section className="bz-auth-card" aria-labelledby="bz-socials-title" aria-busy={providers.isPending}>
      <h1 id="bz-socials-title">{title}</h1>
      {providers.isPending ? (
        <p role="status">{t('socials.page.loading')}</p>
      ) : providers.isError ? (
        <div className="bz-social">
          <p className="bz-social__error" role="alert">
            {t('socials.page.loadFailed')}
          </p>
          <Button type="button" label={t('socials.page.retry')} outlined onClick={() => void providers.refetch()} />
        </div>
      ) : !provider ? (
        <div className="bz-social">
          <p className="bz-social__notice">{t('socials.page.unavailable')}</p>
          <Link className="p-button bz-social__button" to={paths.registration()}>
            {t('socials.page.toRegistration')}
          </Link>
        </div>
      ) : (
        <div className="bz-social">
          {searchParams.get('social') === 'new' ? (
            <p className="bz-social__notice" role="status">
              {t('socials.page.newAccount', { provider })}
            </p>
          ) : null}
          <p className="bz-auth-card__lead">{t('socials.page.lead', { provider })}</p>
          <div className="bz-social__terms">
            <Checkbox inputId={termsId} checked={accepted} onChange={(event) => setAccepted(event.checked === true)} />
            <label htmlFor={termsId}>
              <Trans
                t={t}
                i18nKey="socials.page.terms"
                components={{
                  terms: <Link to={paths.termsOfService()} target="_blank" rel="noopener" />,
                  privacy: <Link to={paths.privacyPolicy()} target="_blank" rel="noopener" />,
                }}
              />
            </label>
          </div>
          <SocialSignIn intent="register" termsAccepted={accepted} />
          <p className="bz-social__links">
            <Trans t={t} i18nKey="socials.page.emailSignup" components={{ email: <Link to={paths.registration()} /> }} />
          </p>
        </div>
      )}
      <p className="bz-social__links">
        {t('socials.page.haveAccount')} <Link to={paths.login()}>{t('socials.page.login')}</Link>
      </p>
    </section>
  );
}
