import { useTranslation } from '@bizmarkt/shared/translation';
import { LanguageSwitch } from './language-switch';
import { CookieDeclaration } from '../third-party/cookie-declaration';

/**
 * The one footer of every layout (the home page's and the dashboard's used to differ). It carries the
 * consent tool's cookie-declaration placeholder, which spec §2 puts in the application shell: so it
 * is on every page, whatever the layout.
 */
export function Footer({ languageSwitch = true }: { languageSwitch?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <footer className="bz-footer">
      <p>{t('footer.tagline')}</p>
      {/* The auth and preferences bars always show the switch; one on the page is enough there. */}
      {languageSwitch ? <LanguageSwitch /> : null}
      <p className="bz-footer__copy">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      <CookieDeclaration />
    </footer>
  );
}
