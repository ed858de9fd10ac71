// The months store on the listing model (business_months, and the figures derived from them on the
// businesses row). Replacing months is a financials save like the wizard's: the derived figures are
// recomputed with the contract's computeListingMetrics, the source and date are recorded ("synced from
// sellerboard on DATE"), and the lifecycle hook runs (a published listing whose financials change
// goes back to pending verification, once that lane fills the hook in).
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { computeListingMetrics, monthNetProfit, type SellerboardMonth } from '@bizmarkt/shared/contract';
import { businesses, businessMonths } from '../../db/schema';
import { afterListingSaved } from '../../domain/listing-lifecycle';
import type { MonthsSource, MonthsStore } from './months-store';

const SOURCES = { file: 'sellerboard_import', sellerboard: 'sellerboard_sync' } as const;

export function createMonthsStore(app: FastifyInstance): MonthsStore {
  const { db } = app.database;
  return {
    async read(businessId) {
      const rows = await db.select().from(businessMonths).where(eq(businessMonths.business_id, businessId)).orderBy(asc(businessMonths.month));
      return rows.map((row) => ({
        month: row.month.slice(0, 7),
        revenue: row.revenue,
        cogs: row.cogs,
        amazon_fees: row.amazon_fees,
        advertising: row.advertising,
        refunds: row.refunds,
        other_expenses: row.other_expenses,
        net_profit: monthNetProfit(row),
      }));
    },

    async replace(businessId: number, months: readonly SellerboardMonth[], source: MonthsSource) {
      const before = await app.repositories.businesses.findRecord(businessId);
      if (!before) return;
      const metrics = computeListingMetrics(months, before.addbacks, before.price);
      await db.transaction(async (tx) => {
        await tx.delete(businessMonths).where(eq(businessMonths.business_id, businessId));
        if (months.length > 0) {
          await tx.insert(businessMonths).values(months.map((m) => ({ ...m, month: `${m.month}-01`, business_id: businessId })));
        }
        await tx
          .update(businesses)
          .set({
            months_count: metrics.months_count,
            ttm_revenue: metrics.ttm_revenue,
            ttm_net_profit: metrics.ttm_net_profit,
            ttm_adjusted_profit: metrics.ttm_adjusted_profit,
            avg_monthly_revenue: metrics.avg_monthly_revenue,
            avg_monthly_profit: metrics.avg_monthly_profit,
            profit_margin: metrics.profit_margin,
            revenue_growth: metrics.revenue_growth,
            profit_growth: metrics.profit_growth,
            annual_multiple: metrics.annual_multiple,
            monthly_multiple: metrics.monthly_multiple,
            financials_source: SOURCES[source.source],
            financials_updated_at: source.at,
            updated_at: source.at,
          })
          .where(eq(businesses.id, businessId));
      });
      const after = await app.repositories.businesses.findRecord(businessId);
      if (after) await afterListingSaved(app, { before, after, sections: ['financials'] });
    },
  };
}
