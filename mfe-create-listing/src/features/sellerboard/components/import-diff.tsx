import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { useLocale } from '@bizmarkt/shared';
import { formatNumber } from '@bizmarkt/shared/locale';
import { Money } from '@bizmarkt/shared/ui';
import type { SellerboardImportPreview } from '@bizmarkt/shared/contract';
import { monthList } from './month-label';

interface ImportDiffProps {
  preview: SellerboardImportPreview;
  busy: boolean;
  onReplace: () => void;
  onCancel: () => void;
}

const GROUPS = ['added', 'changed', 'removed', 'unchanged'] as const;

/** What the import would change: months added, changed and removed, and the totals before and after. */
export default function ImportDiff({ preview, busy, onReplace, onCancel }: ImportDiffProps) {
  const { t } = useTranslation('createListing');
  const locale = useLocale();
  const { diff } = preview;
  return (
    <div className="bz-sellerboard__diff">
      <p>{t('sellerboard.import.summary', { count: preview.months.length })}</p>
      {preview.currency !== 'USD' ? <p className="bz-sellerboard__converted">{t('sellerboard.import.converted', { currency: preview.currency })}</p> : null}
      {preview.provisional_months.length > 0 ? <p>{t('sellerboard.import.provisional', { months: monthList(preview.provisional_months, locale) })}</p> : null}
      <dl className="bz-sellerboard__groups">
        {GROUPS.map((group) => (
          <div key={group}>
            <dt>{t(`sellerboard.import.${group}`)}</dt>
            <dd>{diff[group].length > 0 ? monthList(diff[group], locale) : t('sellerboard.import.none')}</dd>
          </div>
        ))}
      </dl>
      {preview.partial_months.length > 0 ? <p>{t('sellerboard.import.partial', { months: monthList(preview.partial_months, locale) })}</p> : null}
      {preview.dropped_months.length > 0 ? <p>{t('sellerboard.import.dropped', { months: monthList(preview.dropped_months, locale) })}</p> : null}
      <table className="bz-sellerboard__totals">
        <caption>{t('sellerboard.import.totalsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sellerboard.import.figure')}</th>
            <th scope="col" className="bz-num">
              {t('sellerboard.import.before')}
            </th>
            <th scope="col" className="bz-num">
              {t('sellerboard.import.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('sellerboard.import.months')}</th>
            <td className="bz-num">{formatNumber(diff.before.months, locale)}</td>
            <td className="bz-num">{formatNumber(diff.after.months, locale)}</td>
          </tr>
          <tr>
            <th scope="row">{t('sellerboard.import.revenue')}</th>
            <td className="bz-num">
              <Money value={diff.before.revenue} locale={locale} decimals={2} />
            </td>
            <td className="bz-num">
              <Money value={diff.after.revenue} locale={locale} decimals={2} />
            </td>
          </tr>
          <tr>
            <th scope="row">{t('sellerboard.import.netProfit')}</th>
            <td className="bz-num">
              <Money value={diff.before.net_profit} locale={locale} decimals={2} />
            </td>
            <td className="bz-num">
              <Money value={diff.after.net_profit} locale={locale} decimals={2} />
            </td>
          </tr>
        </tbody>
      </table>
      <div className="bz-sellerboard__actions">
        <Button type="button" label={t('sellerboard.import.replace')} onClick={onReplace} loading={busy} disabled={busy} />
        <Button type="button" label={t('sellerboard.import.cancel')} onClick={onCancel} disabled={busy} outlined />
      </div>
    </div>
  );
}
