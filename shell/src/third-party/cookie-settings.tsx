// The footer's "Cookie settings" (issue #29): it reopens the consent tool's banner, so a visitor can
// change the answer they gave. A build without a consent tool (development, tests, an unconfigured
// deployment) sets only the cookies the site needs to work and asks nothing; there the button opens
// a dialog of the shell's own saying which cookies those are and that no other category is used.
import { useRef } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { buildThirdPartyConfig } from './config';

/** The strictly necessary cookies the site sets (the privacy policy's list). */
export const NECESSARY_COOKIES = ['bizmarkt_session', 'XSRF-TOKEN', 'guest', 'locale', 'p'] as const;

/** Loads the page's consent tool (only in a build that names one) and shows its banner again. */
async function renewConsent(consentId: string): Promise<void> {
  const { consentToolFor } = await import('./consent-tool');
  consentToolFor({ ...buildThirdPartyConfig, consentId })?.renew();
}

export function CookieSettings({
  consentId = buildThirdPartyConfig.consentId,
  renew = renewConsent,
}: {
  consentId?: string | null;
  /** Reopens the consent tool's banner (a parameter for tests). */
  renew?: (consentId: string) => Promise<void> | void;
}) {
  const { t } = useTranslation('shell');
  const dialog = useRef<HTMLDialogElement>(null);
  const open = () => {
    if (consentId) void renew(consentId);
    else dialog.current?.showModal();
  };
  return (
    <>
      <button type="button" className="bz-footer__link bz-footer__button" onClick={open}>
        {t('footer.cookieSettings')}
      </button>
      {consentId ? null : (
        <dialog ref={dialog} className="bz-cookie-settings" aria-labelledby="bz-cookie-settings-title">
          <h2 id="bz-cookie-settings-title">{t('cookieSettings.title')}</h2>
          <p>{t('cookieSettings.necessaryOnly')}</p>
          <h3>{t('cookieSettings.necessary')}</h3>
          <ul>
            {NECESSARY_COOKIES.map((name) => (
              <li key={name}>
                <code>{name}</code> — {t(`cookieSettings.cookies.${name}`)}
              </li>
            ))}
          </ul>
          <p>{t('cookieSettings.noOthers')}</p>
          {/* A button, not a <form method="dialog">: a page's forms are its own (the login page has one). */}
          <button type="button" className="p-button p-component p-button-sm" onClick={() => dialog.current?.close()}>
            {t('cookieSettings.close')}
          </button>
        </dialog>
      )}
    </>
  );
}
