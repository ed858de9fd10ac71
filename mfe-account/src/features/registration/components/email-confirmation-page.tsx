import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { logout, notify, useCurrentUser } from '@bizmarkt/shared';
import { useFreshCurrentUser } from '../api/current-user';
import { isThrottledError, useResendVerification } from '../api/resend-verification';
import { useCountdown } from '../hooks/use-countdown';
import '../../../components/auth-card.css';
import '../../../components/account-pages.css';
import { usePaths, type PathBuilders } from '@bizmarkt/shared/routing';

/** `throttled.timed`: the server said how long to wait, shown as a live countdown instead of its text. */
type Feedback = { kind: 'sent' } | { kind: 'throttled'; message: string; timed: boolean } | { kind: 'notYet' } | null;

/** Where a user goes once the email is confirmed: the missing role first, else home. */
function nextStep(role: string | null, paths: PathBuilders): string {
  return role ? paths.dashboard() : paths.registrationGeneralInfo();
}

/**
 * `/registration/email-confirmation` (login required): the shell holds every unverified user here.
 * The user is re-read when the tab gets focus again, so confirming in the mail's tab moves this one on.
 */
export default function EmailConfirmationPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const paths = usePaths();
  const [params] = useSearchParams();
  const current = useFreshCurrentUser({ refetchOnWindowFocus: true });
  const cachedUser = useCurrentUser();
  const user = current.data ?? cachedUser;
  const resend = useResendVerification();
  const countdown = useCountdown();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  const [checking, setChecking] = useState(false);

  const verified = Boolean(current.data?.email_verified_at);
  useEffect(() => {
    if (!current.data?.email_verified_at) return;
    navigate(nextStep(current.data.role, paths), { replace: true });
  }, [current.data, navigate, paths]);

  const linkProblem = params.get('verification');

  const onResend = () => {
    setFeedback(null);
    resend.mutate(undefined, {
      onSuccess: () => setFeedback({ kind: 'sent' }),
      onError: (error) => {
        if (!isThrottledError(error)) return; // the error catalogue has shown it
        const timed = Boolean(error.retryAfterSeconds);
        setFeedback({ kind: 'throttled', message: error.message || t('emailConfirmation.throttled'), timed });
        if (error.retryAfterSeconds) countdown.start(error.retryAfterSeconds);
      },
    });
  };

  const onCheckAgain = async () => {
    setFeedback(null);
    setChecking(true);
    const result = await current.refetch();
    setChecking(false);
    if (result.data && !result.data.email_verified_at) setFeedback({ kind: 'notYet' });
  };

  const onLogout = () => {
    setLoggingOut(true);
    logout()
      .catch(() => notify({ severity: 'error', summary: t('emailConfirmation.logoutFailed') }))
      .finally(() => navigate(paths.landing()));
  };

  if (verified) return null;

  return (
    <section className="bz-auth-card" aria-labelledby="bz-email-confirmation-title">
      <h1 id="bz-email-confirmation-title">{t('emailConfirmation.title')}</h1>
      {linkProblem === 'expired' || linkProblem === 'invalid' ? (
        <p className="bz-notice bz-notice--warn" role="alert">
          {t(linkProblem === 'expired' ? 'emailConfirmation.expired' : 'emailConfirmation.invalid')}
        </p>
      ) : null}
      <p>{user ? t('emailConfirmation.sentTo', { email: user.email }) : t('emailConfirmation.sent')}</p>
      <p>{t('emailConfirmation.explain')}</p>
      <div aria-live="polite">
        {feedback?.kind === 'sent' ? <p className="bz-notice bz-notice--success">{t('emailConfirmation.resent', { email: user?.email ?? '' })}</p> : null}
        {feedback?.kind === 'throttled' && !feedback.timed ? <p className="bz-notice bz-notice--warn">{feedback.message}</p> : null}
        {feedback?.kind === 'throttled' && feedback.timed && countdown.remaining > 0 ? (
          <p className="bz-notice bz-notice--warn">{t('emailConfirmation.wait', { count: countdown.remaining })}</p>
        ) : null}
        {feedback?.kind === 'notYet' ? <p className="bz-notice bz-notice--warn">{t('emailConfirmation.notYet')}</p> : null}
      </div>
      <div className="bz-form">
        <Button
          type="button"
          label={t('emailConfirmation.resend')}
          onClick={onResend}
          loading={resend.isPending}
          disabled={countdown.remaining > 0}
          className="bz-form__submit"
        />
        <Button
          type="button"
          label={t('emailConfirmation.checkAgain')}
          onClick={() => void onCheckAgain()}
          loading={checking}
          outlined
          className="bz-form__submit"
        />
        <p className="bz-form__links">
          {t('emailConfirmation.wrongAddress')}{' '}
          <button type="button" className="bz-link-button" onClick={onLogout} disabled={loggingOut}>
            {t('emailConfirmation.logout')}
          </button>
        </p>
      </div>
    </section>
  );
}
