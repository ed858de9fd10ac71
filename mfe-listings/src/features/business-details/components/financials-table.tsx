import { useId, useState } from 'react';
import { compareMonths } from '@bizmarkt/shared/contract';
import { useTranslation } from '@bizmarkt/shared/translation';
import { SectionHeading } from './section-heading';
import { useLocale } from '@bizmarkt/shared';
import { formatMonthYear } from '@bizmarkt/shared/locale';
import { Money } from '@bizmarkt/shared/ui';
import type { Addback, MonthRow } from '../types/business-view';

const COLUMNS = ['revenue', 'costOfGoods', 'amazonFees', 'advertising', 'refunds', 'otherExpenses', 'netProfit'] as const;

/** The months shown before "Show all N months": the last year, what the key metrics and the risk panel read. */
export const MONTHS_SHOWN = 12;

/**
 * The seller's monthly profit and loss, newest month first — the last 12, and all of them on request, so
 * two or three years of months do not push the risk panel a screen down (walk finding 40) — then the
 * add-backs line by line: every amount with two decimals (one format per view, decision 0202), right-aligned.
 */
export function FinancialsTable({ months, addbacks }: { months: MonthRow[]; addbacks: Addback[] | null }) {
  const { t } = useTranslation('listingsDetails');
  const locale = useLocale();
  const tableId = useId();
  const [all, setAll] = useState(false);
  const newestFirst = [...months].sort((a, b) => compareMonths(b.month, a.month));
  const shown = all ? newestFirst : newestFirst.slice(0, MONTHS_SHOWN);
  const more = newestFirst.length > MONTHS_SHOWN;
  return (
    <>
      <div id={tableId} className="bz-table-scroll" tabIndex={0} role="region" aria-label={t('details.financials.title')}>
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
            {shown.map((row) => (
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
      {more ? (
        <button type="button" className="bz-table-more" aria-expanded={all} aria-controls={tableId} onClick={() => setAll(!all)}>
          {all ? t('details.financials.showRecent', { count: MONTHS_SHOWN }) : t('details.financials.showAll', { count: newestFirst.length })}
        </button>
      ) : null}
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
