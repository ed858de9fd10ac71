import { Link, useLocation } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale, writeCookie } from '@bizmarkt/shared';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from '@bizmarkt/shared/constants';
import { localizePath } from '@bizmarkt/shared/locale';

/** Links to the same page in the other language, remembering the choice in the locale cookie. */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other: Locale = locale === 'de' ? 'en' : 'de';
  return (
    <Link
      className="bz-language-switch"
      to={`${localizePath(pathname, other)}${search}`}
      hrefLang={other}
      lang={other}
      onClick={() => writeCookie(LOCALE_COOKIE, other, LOCALE_COOKIE_MAX_AGE_S)}
    >
      {t(`language.${other}`)}
    </Link>
  );
}
