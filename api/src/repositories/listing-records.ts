// The listings repository's shapes (listings.ts): a listing as it is loaded, the listing page's facts,
// the sections of a save; and how a row with its months, add-backs and NDA text aggregated as JSON
// (listing-page.ts) becomes a ListingRecord.
import type { ListingNdaRequestState, ListingUpdateRequest } from '@bizmarkt/shared/contract';
import type { ListingAddbackRow, ListingImageRow, ListingMonthRow, ListingRow } from '../db/schema';

/**
 * A listing as the repository loads it: the row, its months (oldest first), add-backs (in order)
 * and the current NDA text. The lifecycle hooks (domain/listing-lifecycle.ts) get these.
 */
export interface ListingRecord extends ListingRow {
  months: ListingMonthRow[];
  addbacks: ListingAddbackRow[];
  /** The text of the current NDA version (`nda_version_id`), null when none was saved. */
  nda_text: string | null;
}

/** What the listing answer's seller summary is made of (responses/listing.ts masks the name). */
export interface SellerFacts {
  name: string | null;
  created_at: Date;
  email_verified: boolean;
  businesses_sold: number;
  response_hours: number | null;
}

/** Everything the listing page's answer reads (GET /api/businesses/{id}), loaded in one statement. */
export interface ListingPage {
  record: ListingRecord;
  images: ListingImageRow[];
  /** When a moderator first published the listing (its first 'verified' event). */
  listedAt: Date | null;
  seller: SellerFacts | undefined;
  /** The viewer's NDA request state and acceptance of the current version (none / false without a viewer). */
  ndaRequest: ListingNdaRequestState;
  accepted: boolean;
}

/** The sections of a save (hide_listing is its own call). */
export type ListingSections = Omit<ListingUpdateRequest, 'hide_listing'>;

export const DAY_MS = 86_400_000;

/** A month row as json_build_object writes it (numerics may come as numbers or strings). */
export type ListingMonthJson = Omit<ListingMonthRow, 'revenue' | 'cogs' | 'amazon_fees' | 'advertising' | 'refunds' | 'other_expenses' | 'net_profit'> &
  Record<'revenue' | 'cogs' | 'amazon_fees' | 'advertising' | 'refunds' | 'other_expenses', number | string> & { net_profit: number | string | null };
export type ListingImageJson = Omit<ListingImageRow, 'created_at'> & { created_at: string };

/** A json column: node-postgres parses it, PGlite may hand the text. */
export function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** The columns of `recordColumns` as the ListingRecord the separate reads give (JSON numerics to numbers). */
export function recordOfRow<
  Row extends ListingRow & { months_json: ListingMonthJson[] | string; addbacks_json: ListingAddbackRow[] | string; nda_text_value: string | null },
>(row: Row): ListingRecord {
  const { months_json, addbacks_json, nda_text_value, ...rowOnly } = row;
  return {
    ...rowOnly,
    months: parseJson(months_json).map((m) => ({
      ...m,
      revenue: Number(m.revenue),
      cogs: Number(m.cogs),
      amazon_fees: Number(m.amazon_fees),
      advertising: Number(m.advertising),
      refunds: Number(m.refunds),
      other_expenses: Number(m.other_expenses),
      net_profit: m.net_profit === null ? null : Number(m.net_profit),
    })),
    addbacks: parseJson(addbacks_json).map((a) => ({ ...a, amount: Number(a.amount) })),
    nda_text: rowOnly.nda_version_id === null ? null : nda_text_value,
  };
}
