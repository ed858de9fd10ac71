import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import type { Locale } from '@bizmarkt/shared/constants';
import type { ListingChange } from '@bizmarkt/shared/contract';
import { formatMonthYear, formatNumber } from '@bizmarkt/shared/locale';

const MONTH_FIELD = /^months\.(\d{4}-\d{2})$/;

/** A changed value as text: numbers in the page's format, lists joined, rows as `key: value` pairs. */
function showValue(value: unknown, locale: Locale, none: string): string {
  if (value === null || value === undefined || value === '') return none;
  if (typeof value === 'number') return formatNumber(value, locale);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((item) => showValue(item, locale, none)).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => `${key}: ${showValue(item, locale, none)}`)
    .join('; ');
}

/** What changed since the listing was last verified, field by field (months of financials one by one). */
export function ChangesList({ changes }: { changes: ListingChange[] | null }) {
  const { t } = useTranslation('listingsModeration');
  const locale = useLocale();
  const none = t('moderation.changes.none');
  let body;
  if (changes === null) body = <p>{t('moderation.changes.neverVerified')}</p>;
  else if (changes.length === 0) body = <p>{t('moderation.changes.nothing')}</p>;
  else {
    body = (
      <div className="bz-table-scroll" tabIndex={0} role="region" aria-label={t('moderation.changes.title')}>
        <table className="bz-table bz-changes">
          <caption className="bz-visually-hidden">{t('moderation.changes.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('moderation.changes.field')}</th>
              <th scope="col">{t('moderation.changes.before')}</th>
              <th scope="col">{t('moderation.changes.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => {
              const month = MONTH_FIELD.exec(change.field)?.[1];
              const label = month ? t('moderation.changes.month', { month: formatMonthYear(month, locale) }) : change.field;
              return (
                <tr key={`${change.section}/${change.field}`}>
                  <th scope="row">
                    <span className="bz-changes__section">{t(`moderation.sections.${change.section}`, { defaultValue: change.section })}</span> {label}
                  </th>
                  <td>{showValue(change.before, locale, none)}</td>
                  <td>{showValue(change.after, locale, none)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section className="bz-details__section" aria-labelledby="bz-moderation-changes">
      <h2 id="bz-moderation-changes" className="bz-details__heading">
        {t('moderation.changes.title')}
      </h2>
      {body}
    </section>
  );
}
