// The months store on the listing model: reading the listing's months, and replacing them through the
// listing repository's own financials save (`saveSections`: months replaced, add-backs kept, derived
// figures recomputed, `financials_source`/`financials_updated_at` set — "synced from sellerboard on
// DATE"), followed by the lifecycle hook like any wizard save (a published listing whose financials
// change goes back to pending verification).
import type { FastifyInstance } from 'fastify';
import { monthNetProfit, type SellerboardMonth } from '@bizmarkt/shared/contract';
import { afterListingSaved } from '../../domain/listing-lifecycle';
import type { MonthsSource, MonthsStore } from './months-store';

const SOURCES = { file: 'sellerboard_import', sellerboard: 'sellerboard_sync' } as const;

export function createMonthsStore(app: FastifyInstance): MonthsStore {
  const listings = app.repositories.businesses;
  return {
    async read(businessId) {
      const record = await listings.findRecord(businessId);
      return (record?.months ?? []).map((row) => ({
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
      const before = await listings.findRecord(businessId);
      if (!before) return;
      const addbacks = before.addbacks.map(({ label, amount }) => ({ label, amount }));
      const financials = { months: [...months], addbacks };
      const after = await listings.saveSections(businessId, { financials }, source.at, SOURCES[source.source]);
      await afterListingSaved(app, { before, after, sections: ['financials'] });
    },
  };
}
