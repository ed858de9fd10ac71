// The listing's months of financials as the sellerboard import reads and replaces them. The listing
// model (its months table and contract) belongs to the listing lane; this is the one seam between the
// two, so only this file changes with that model.
import type { SellerboardMonth } from '@bizmarkt/shared/contract';

export interface MonthsSource {
  source: 'file' | 'sellerboard';
  at: Date;
}

export interface MonthsStore {
  read(businessId: number): Promise<SellerboardMonth[]>;
  /** Replaces every month of the listing with these (in one transaction). */
  replace(businessId: number, months: readonly SellerboardMonth[], source: MonthsSource): Promise<void>;
}
