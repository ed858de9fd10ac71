import { useContext, useEffect } from 'react';
import { useLocation } from '@bizmarkt/shared/router';
import { useTranslation } from 'react-i18next';
import { PrimeReactContext } from 'primereact/api';
import { localeFromPath } from '@bizmarkt/shared/locale';

/**
 * The route decides the language: /de… is German, everything else English — for our texts (i18next),
 * for PrimeReact's own (close buttons, empty lists; see prime-config.ts) and for the document.
 */
export function LocaleSync() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const prime = useContext(PrimeReactContext);
  const locale = localeFromPath(pathname);
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    prime?.setLocale?.(locale);
    document.documentElement.lang = locale;
  }, [i18n, prime, locale]);
  return null;
}
