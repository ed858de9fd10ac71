// A listing's sellerboard connection as its owner sees it: its state, never the link.
import { isImportCurrency, type SellerboardConnection } from '@bizmarkt/shared/contract';
import type { SellerboardConnectionRow } from '../db/schema';

export function toSellerboardConnection(row: SellerboardConnectionRow | undefined): SellerboardConnection {
  if (!row) return { connected: false, status: null, last_synced_at: null, last_error: null, currency: null };
  return {
    connected: true,
    status: row.status,
    last_synced_at: row.last_synced_at?.toISOString() ?? null,
    last_error: row.last_error,
    currency: isImportCurrency(row.currency) ? row.currency : 'USD',
  };
}
