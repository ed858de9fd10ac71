import { Link } from '@bizmarkt/shared/router';
import { usePaths } from '@bizmarkt/shared/routing';
import { useTranslation } from '@bizmarkt/shared/translation';
import { LanguageSwitch } from './language-switch';
import { CookieDeclaration } from '../third-party/cookie-declaration';
import { CookieSettings } from '../third-party/cookie-settings';
import './footer.css';

/**
 * The one footer of every layout (the home page's and the dashboard's used to differ). It carries the
 * legal and contact links a German site must offer on every page (issue #29: imprint, privacy
 * policy, terms, contact, cookie settings) and the consent tool's cookie-declaration placeholder,
 * which spec §2 puts in the application shell: so it is on every page, whatever the layout.
 */
export function Footer({ languageSwitch = true }: { languageSwitch?: boolean }) {
  const { t } = useTranslation('shell');
  const paths = usePaths();
  const links = [
    { to: paths.imprint(), label: t('footer.imprint') },
    { to: paths.privacyPolicy(), label: t('footer.privacy') },
    { to: paths.termsOfService(), label: t('footer.terms') },
    { to: paths.contact(), label: t('footer.contact') },
  ];
  return (
    <footer className="bz-footer">
      <div className="bz-footer__brand">
        <p>{t('footer.tagline')}</p>
        <p className="bz-footer__copy">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
      <nav className="bz-footer__nav" aria-label={t('footer.legal')}>
        <ul className="bz-footer__links">
          {links.map((link) => (
            <li key={link.to}>
              <Link className="bz-footer__link" to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <CookieSettings />
          </li>
        </ul>
      </nav>
      {/* The auth and preferences bars always show the switch; one on the page is enough there. */}
      {languageSwitch ? <LanguageSwitch /> : null}
      <CookieDeclaration />
    </footer>
  );
}
