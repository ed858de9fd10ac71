import { useEffect } from 'react';
import { useLocation } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { localeFromPath } from '@bizmarkt/shared/locale';
import { setPrimeLocale } from '../prime/prime-setup';

/**
 * The route decides the language: /de… is German, everything else English — for our texts (i18next),
 * for PrimeReact's own (close buttons, empty lists; see prime/prime-setup.ts) and for the document.
 */
export function LocaleSync() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const locale = localeFromPath(pathname);
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    setPrimeLocale(locale);
    document.documentElement.lang = locale;
  }, [i18n, locale]);
  return null;
}
