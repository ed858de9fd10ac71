import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { isApiError } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';
import { useUnsubscribe } from '../api/unsubscribe';
import '../../../components/account-pages.css';

/**
 * `/unsubscribed?token=` (no login): the link of every email. The token is sent once when the page
 * opens — following the link is the visitor's request; a second page load just repeats it harmlessly.
 */
export default function UnsubscribedPage() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const request = useUnsubscribe();
  const { mutate: unsubscribe } = request;
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    unsubscribe({ token });
  }, [token, unsubscribe]);

  const invalid = !token || (isApiError(request.error) && request.error.status === 422);
  const manage = (
    <div className="bz-actions">
      <Link to={paths.emailPreferences()} className="p-button p-component p-button-outlined">
        {t('unsubscribed.manage')}
      </Link>
    </div>
  );

  let body;
  if (invalid) {
    body = (
      <>
        <p className="bz-notice bz-notice--warn" role="alert">
          {t('unsubscribed.invalid')}
        </p>
        <p>{t('unsubscribed.invalidHelp')}</p>
        {manage}
      </>
    );
  } else if (request.isSuccess) {
    const { list, email } = request.data;
    const text =
      list === 'all'
        ? t('unsubscribed.textAll', { email })
        : t('unsubscribed.text', { email, list: t(`emailPreferences.flags.${list}`, { defaultValue: list }) });
    body = (
      <>
        <p role="status">{text}</p>
        <p>{t('unsubscribed.changeMind')}</p>
        {manage}
      </>
    );
  } else if (request.isError) {
    body = (
      <>
        <p className="bz-notice bz-notice--warn" role="alert">
          {t('unsubscribed.failed')}
        </p>
        <div className="bz-actions">
          <Button type="button" label={t('unsubscribed.retry')} onClick={() => request.mutate({ token })} />
        </div>
      </>
    );
  } else {
    body = <p aria-busy="true">{t('unsubscribed.working')}</p>;
  }

  return (
    <section className="bz-page-card" aria-labelledby="bz-unsubscribed-title">
      <h1 id="bz-unsubscribed-title">
        {invalid ? t('unsubscribed.invalidTitle') : request.isSuccess ? t('unsubscribed.title') : t('unsubscribed.pendingTitle')}
      </h1>
      {body}
    </section>
  );
}
