import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';
import { CookieDeclaration } from '../third-party/cookie-declaration';

export function Footer({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <footer className={compact ? 'bz-footer bz-footer--compact' : 'bz-footer'}>
      {compact ? null : <p>{t('footer.tagline')}</p>}
      <LanguageSwitch />
      <p className="bz-footer__copy">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      {compact ? null : <CookieDeclaration />}
    </footer>
  );
}
