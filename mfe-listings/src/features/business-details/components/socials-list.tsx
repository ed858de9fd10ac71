import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import { formatNumber } from '@bizmarkt/shared/locale';
import type { SocialAccount } from '../types/business-view';
import { withScheme } from '../../../lib/format';

/** The website and social accounts, opened in a new tab with https:// added where missing. */
export function SocialsList({ website, socials }: { website: string | null; socials: SocialAccount[] }) {
  const { t } = useTranslation('listingsDetails');
  const locale = useLocale();
  return (
    <ul className="bz-socials">
      {website ? (
        <li>
          <span className="bz-socials__network">{t('details.socials.website')}</span>{' '}
          <a href={withScheme(website)} target="_blank" rel="noopener noreferrer nofollow">
            {withScheme(website)}
          </a>
        </li>
      ) : null}
      {socials.map((account) => (
        <li key={`${account.network}-${account.url}`}>
          <span className="bz-socials__network">{t(`details.socials.networks.${account.network}`, { defaultValue: account.network })}</span>{' '}
          <a href={withScheme(account.url)} target="_blank" rel="noopener noreferrer nofollow">
            {withScheme(account.url)}
          </a>
          {account.followers !== null ? (
            <span className="bz-socials__followers">
              {' '}
              · {t('details.socials.followers', { count: account.followers, formatted: formatNumber(account.followers, locale) })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
