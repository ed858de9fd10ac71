// The listing's months of financials as the sellerboard import reads and replaces them: read from the
// listing record, and replaced through the listing repository's own financials save (`saveSections`:
// months replaced, add-backs kept, derived figures recomputed, `financials_source`/`financials_updated_at`
// set — "synced from sellerboard on DATE"), followed by the lifecycle like any wizard save (a published
// listing whose financials change goes back to pending verification). The one seam between the
// sellerboard import and the listing model.
import { monthNetProfit, type ImportCurrency, type SellerboardMonth } from '@bizmarkt/shared/contract';
import type { Repositories } from '../repositories';
import { monthOfRow } from '../repositories/listing-columns';
import type { ListingLifecycle } from './listing-lifecycle';

export interface MonthsSource {
  source: 'file' | 'sellerboard';
  at: Date;
  /** A file's own currency (the months come converted into USD, decision 0193); a report: null. */
  currency?: ImportCurrency | null;
}

export interface MonthsStore {
  read(listingId: number): Promise<SellerboardMonth[]>;
  /** Replaces every month of the listing with these (in one transaction). */
  replace(listingId: number, months: readonly SellerboardMonth[], source: MonthsSource): Promise<void>;
}

export interface MonthsStoreDeps {
  repositories: Pick<Repositories, 'listings' | 'sellerboard'>;
  lifecycle: Pick<ListingLifecycle, 'saved'>;
}

const SOURCES = { file: 'sellerboard_import', sellerboard: 'sellerboard_sync' } as const;

export function createMonthsStore({ repositories, lifecycle }: MonthsStoreDeps): MonthsStore {
  const listings = repositories.listings;
  return {
    async read(listingId) {
      const record = await listings.findRecord(listingId);
      return (record?.months ?? []).map((row) => ({ ...monthOfRow(row), net_profit: monthNetProfit(row) }));
    },

    async replace(listingId: number, months: readonly SellerboardMonth[], source: MonthsSource) {
      const before = await listings.findRecord(listingId);
      if (!before) return;
      const addbacks = before.addbacks.map(({ label, amount }) => ({ label, amount }));
      const financials = { months: [...months], addbacks };
      const after = await listings.saveSections(listingId, { financials }, source.at, SOURCES[source.source]);
      await repositories.sellerboard.setFinancialsCurrency(listingId, source.currency ?? null);
      await lifecycle.saved({ before, after, sections: ['financials'] });
    },
  };
}
