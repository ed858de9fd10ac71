import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { describedBy, FieldError, useLocale } from '@bizmarkt/shared';
import { formatPrice } from '@bizmarkt/shared/locale';
import type { FieldBinding } from '../../../components/field';
import { MAX_MONTHS, MIN_MONTHS, MONTH_COLUMNS, rowNetProfit, type MonthValues } from '../lib/financial-rows';
import { monthLabel } from '../lib/months';
import './financials.css';

interface MonthTableProps {
  rows: readonly MonthValues[];
  bind: <V>(path: string) => FieldBinding<V>;
  /** The dotted path of the rows in the form (`financials.months`). */
  path: string;
  onAddEarlier: () => void;
  onAddLater: () => void;
  onRemove: (index: number) => void;
}

/**
 * The months of financials as a table: one row a month, one labelled input a cell ("Revenue Mar 2026"),
 * net profit computed unless entered (then the difference is shown). Only the first and the last
 * month can be removed, so the months never have a gap. Every cell is a dollar amount with two
 * decimals as typed ($2,500.50 / 2.500,50 $), right-aligned; the table fits its card at 1440 px. On a
 * phone every month is a card of its own (its amounts two by two, each with its column's name), so
 * nothing hides sideways and every month is equally tall (decision 0250).
 */
export function MonthTable({ rows, bind, path, onAddEarlier, onAddLater, onRemove }: MonthTableProps) {
  const { t } = useTranslation('createListing');
  const locale = useLocale();
  const intl = locale === 'de' ? 'de-DE' : 'en-US';
  const columns = [...MONTH_COLUMNS, 'net_profit'] as const;

  const cell = (index: number, key: string, name: string) => {
    const field = bind<number | null>(`${path}.${index}.${key}`);
    // An empty cell shows what counts (revenue still to enter as 0, net profit as computed) in the
    // placeholder's grey, so no cell of a fresh month looks blank beside the 0,00 $ of its costs.
    const shown = key === 'net_profit' ? rowNetProfit(rows[index]!) : 0;
    return (
      <>
        <span className="bz-months__cell-label" aria-hidden="true">
          {name}
        </span>
        <InputNumber
          inputId={field.id}
          value={field.value}
          locale={intl}
          mode="currency"
          currency="USD"
          minFractionDigits={2}
          maxFractionDigits={2}
          inputClassName="bz-num"
          placeholder={formatPrice(shown, locale, { decimals: 2 })}
          aria-label={`${name} ${monthLabel(rows[index]!.month, locale)}`}
          onValueChange={(event) => field.onChange(event.value ?? null)}
          onBlur={field.onBlur}
          invalid={field.errors.length > 0}
          aria-invalid={field.errors.length > 0}
          aria-describedby={describedBy(field.id, { hint: key === 'net_profit', errors: field.errors })}
        />
        {key === 'net_profit' ? <NetProfitHint id={`${field.id}-hint`} row={rows[index]!} entered={field.value} /> : null}
        <FieldError id={`${field.id}-error`} messages={field.errors} />
      </>
    );
  };

  const monthsError = bind<unknown>(path).errors;
  return (
    <div className="bz-months">
      <div className="bz-months__scroll" role="region" aria-label={t('financials.tableLabel')} tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col" className="bz-months__month">
                {t('financials.month')}
              </th>
              {columns.map((key) => (
                <th key={key} scope="col" className="bz-num">
                  {t(`columns.${key}`)}
                </th>
              ))}
              <th scope="col">
                <span className="bz-visually-hidden">{t('financials.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const label = monthLabel(row.month, locale);
              const removable = rows.length > MIN_MONTHS && (index === 0 || index === rows.length - 1);
              return (
                <tr key={row.month}>
                  <th scope="row" className="bz-months__month">
                    {label}
                  </th>
                  {columns.map((key) => (
                    <td key={key} className={key === 'net_profit' ? 'bz-months__net' : undefined}>
                      {cell(index, key, t(`columns.${key}`))}
                    </td>
                  ))}
                  <td className="bz-months__remove">
                    {removable ? (
                      <Button
                        type="button"
                        icon="pi pi-trash"
                        text
                        severity="danger"
                        aria-label={t('financials.removeMonth', { month: label })}
                        onClick={() => onRemove(index)}
                      />
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <FieldError id={`${bind(path).id}-error`} messages={monthsError} />
      <div className="bz-months__actions">
        <Button
          type="button"
          label={t('financials.addEarlier')}
          icon="pi pi-plus"
          outlined
          size="small"
          disabled={rows.length >= MAX_MONTHS}
          onClick={onAddEarlier}
        />
        <Button
          type="button"
          label={t('financials.addLater')}
          icon="pi pi-plus"
          outlined
          size="small"
          disabled={rows.length >= MAX_MONTHS}
          onClick={onAddLater}
        />
        <span className="bz-field__hint">{t('financials.monthCount', { count: rows.length })}</span>
      </div>
    </div>
  );
}

/** Under a net profit entered otherwise than computed: the computed one, and by how much it differs. */
function NetProfitHint({ id, row, entered }: { id: string; row: MonthValues; entered: number | null }) {
  const { t } = useTranslation('createListing');
  const locale = useLocale();
  const computed = rowNetProfit(row);
  // Not entered (or entered as computed): the placeholder shows the amount, the hint is only read out.
  if (entered === null || entered === computed) {
    return (
      <small id={id} className="bz-visually-hidden">
        {t('financials.netProfitComputed', { amount: formatPrice(computed, locale, { decimals: 2 }) })}
      </small>
    );
  }
  return (
    <small id={id} className="bz-months__hint">
      {t('financials.netProfitDiffers', {
        amount: formatPrice(computed, locale, { decimals: 2 }),
        difference: formatPrice(entered - computed, locale, { decimals: 2 }),
      })}
    </small>
  );
}
