import { compareMonths } from '@bizmarkt/shared/contract';
import { useTranslation } from '@bizmarkt/shared/translation';
import { SectionHeading } from './section-heading';
import { useLocale } from '@bizmarkt/shared';
import { formatMonthYear } from '@bizmarkt/shared/locale';
import { Money } from '@bizmarkt/shared/ui';
import type { Addback, MonthRow } from '../types/business-view';

const COLUMNS = ['revenue', 'costOfGoods', 'amazonFees', 'advertising', 'refunds', 'otherExpenses', 'netProfit'] as const;

/**
 * The seller's monthly profit and loss, newest month first, then the add-backs line by line: every
 * amount with two decimals (one format per view, decision 0202), right-aligned.
 */
export function FinancialsTable({ months, addbacks }: { months: MonthRow[]; addbacks: Addback[] | null }) {
  const { t } = useTranslation('listingsDetails');
  const locale = useLocale();
  const newestFirst = [...months].sort((a, b) => compareMonths(b.month, a.month));
  return (
    <>
      <div className="bz-table-scroll" tabIndex={0} role="region" aria-label={t('details.financials.title')}>
        <table className="bz-table">
          <caption className="bz-visually-hidden">{t('details.financials.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('details.financials.month')}</th>
              {COLUMNS.map((column) => (
                <th scope="col" key={column} className="bz-num">
                  {t(`details.financials.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((row) => (
              <tr key={row.month}>
                <th scope="row">{formatMonthYear(row.month, locale)}</th>
                {COLUMNS.map((column) => (
                  <td key={column} className="bz-num">
                    <Money value={row[column]} locale={locale} decimals={2} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {addbacks && addbacks.length > 0 ? (
        <>
          <SectionHeading depth={2}>{t('details.financials.addbacks')}</SectionHeading>
          <ul className="bz-addbacks">
            {addbacks.map((addback, index) => (
              <li key={`${addback.label}-${index}`}>
                <span>{addback.label}</span> <Money value={addback.amount} locale={locale} decimals={2} className="bz-num" />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
