import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className="bz-footer">
      <p>{t('footer.tagline')}</p>
      <LanguageSwitch />
      <p className="bz-footer__copy">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
