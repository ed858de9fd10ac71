import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useQueryClient } from '@bizmarkt/shared/query';
import { useLocale } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { SellerboardPanel } from '../../sellerboard';
import { computeListingMetrics } from '@bizmarkt/shared/contract';
import { StepLayout, useStepForm } from '../../wizard';
import type { StepFormProps } from '../../wizard';
import { emptyRow, filledRow, initialMonths, monthAfter, monthBefore, rowNetProfit, type MonthValues } from '../lib/financial-rows';
import { monthLabel } from '../lib/months';
import { AddbacksList } from './addbacks-list';
import { LiveMetrics } from './live-metrics';
import { MonthChart } from './month-chart';
import { MonthTable } from './month-table';

export interface FinancialsValues {
  financials: {
    months: MonthValues[];
    addbacks: Array<{ label: string; amount: number | null }>;
  };
}

function financialsValues(listing: StepFormProps['listing']): FinancialsValues {
  return {
    financials: {
      months: initialMonths(listing, new Date()),
      addbacks: (listing?.addbacks ?? []).map((addback) => ({ ...addback })),
    },
  };
}

/**
 * `/create/financials/{id}`: the sellerboard import/connection (features/sellerboard) above the months
 * table, add-backs, the derived figures and the charts, all live. The form reads its months once, when
 * it mounts: an applied import refetches the listing, whose new `financials_updated_at` remounts the form
 * with the imported months. The import's confirmation is held here, above that key, so it outlives the
 * remount it causes.
 */
export function FinancialsStep({ listing }: StepFormProps) {
  const queryClient = useQueryClient();
  const [importNotice, setImportNotice] = useState<string | null>(null);
  const panel = listing ? (
    <SellerboardPanel
      listingId={listing.id}
      marketplaces={listing.marketplaces}
      onApplied={() => void queryClient.invalidateQueries({ queryKey: queryKeys.listing(listing.id) })}
      notice={importNotice}
      onNotice={setImportNotice}
    />
  ) : null;
  return <FinancialsForm key={listing?.financials_updated_at ?? 'new'} listing={listing} panel={panel} />;
}

function FinancialsForm({ listing, panel }: StepFormProps & { panel: ReactNode }) {
  const { t } = useTranslation('createListing');
  const locale = useLocale();
  const saved = useMemo(() => financialsValues(listing), [listing]);
  const { form, bind, saveAndContinue, back } = useStepForm<FinancialsValues>('financials', listing, saved);
  const { months, addbacks } = form.data.financials;

  const metrics = computeListingMetrics(
    months.map(filledRow),
    addbacks.map((addback) => ({ amount: addback.amount ?? 0 })),
    listing?.price ?? null,
  );
  const labels = useMemo(() => months.map((row) => monthLabel(row.month, locale)), [months, locale]);
  const revenue = useMemo(() => ({ label: t('columns.revenue'), values: months.map((row) => row.revenue ?? 0), color: '#1f5eff' }), [months, t]);
  const profit = useMemo(
    () => ({ label: t('columns.net_profit'), values: months.map((row) => row.net_profit ?? rowNetProfit(row)), color: '#1b7a3a' }),
    [months, t],
  );

  const touchMonths = () => form.validate('financials.months');
  return (
    <StepLayout step="financials" onNext={() => void saveAndContinue()} onBack={back} processing={form.processing}>
      {panel}
      <div className="bz-step__fields">
        <MonthTable
          rows={months}
          bind={bind}
          path="financials.months"
          onAddEarlier={() => {
            form.setData('financials.months', [emptyRow(monthBefore(months)), ...months]);
            touchMonths();
          }}
          onAddLater={() => {
            form.addRow('financials.months', emptyRow(monthAfter(months)));
            touchMonths();
          }}
          onRemove={(index) => {
            form.removeRow('financials.months', index);
            touchMonths();
          }}
        />
        <LiveMetrics metrics={metrics} />
        <div className="bz-charts">
          <MonthChart title={t('financials.revenueChart')} labels={labels} series={revenue} />
          <MonthChart title={t('financials.profitChart')} labels={labels} series={profit} />
        </div>
        <AddbacksList
          count={addbacks.length}
          bind={bind}
          onAdd={() => form.addRow('financials.addbacks', { label: '', amount: null })}
          onRemove={(index) => form.removeRow('financials.addbacks', index)}
        />
      </div>
    </StepLayout>
  );
}
