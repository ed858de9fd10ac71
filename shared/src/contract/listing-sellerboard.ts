// sellerboard (issue #10, spec's tip in the Create New Listing modal): importing an export file into a
// listing's months of financials (answered as a diff first, applied on confirmation), and a connection
// to a sellerboard automation report link that the server fetches on a schedule. The link is a secret:
// it goes up once (connect) and never comes back in any answer.
import { z } from './zod';
import { financialMonthSchema } from './listing-sections';
import { IMPORT_CURRENCIES } from './import-currency';

/** Largest export accepted (3 years of "Dashboard by day" is about 1 MB). */
export const SELLERBOARD_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** An import preview can be applied for this long. */
export const SELLERBOARD_IMPORT_TTL_MINUTES = 60;
/** The scheduled fetch of every connected report, in hours. */
export const SELLERBOARD_SYNC_INTERVAL_HOURS = 24;
/** Months kept from a file: the most recent ones, as many as a listing holds (LISTING_LIMITS.monthsMax). */
export const SELLERBOARD_MAX_MONTHS = 36;

/**
 * One calendar month as the import gives it: the listing's month (costs ≥ 0), with sellerboard's own
 * net profit (it knows costs the table has no column for, e.g. VAT), so `net_profit` is always set.
 */
export const sellerboardMonthSchema = financialMonthSchema.extend({ net_profit: z.number() });
export type SellerboardMonth = z.infer<typeof sellerboardMonthSchema>;

export const SELLERBOARD_FORMATS = ['dashboard_by_day', 'profit_and_loss'] as const;
export type SellerboardFormatName = (typeof SELLERBOARD_FORMATS)[number];

const totalsSchema = z.object({ months: z.number().int(), revenue: z.number(), net_profit: z.number() });

/** What an import would change, month by month. */
export const sellerboardDiffSchema = z.object({
  added: z.array(z.string()),
  changed: z.array(z.string()),
  removed: z.array(z.string()),
  unchanged: z.array(z.string()),
  before: totalsSchema,
  after: totalsSchema,
});
export type SellerboardDiff = z.infer<typeof sellerboardDiffSchema>;

export const sellerboardImportPreviewSchema = z.object({
  /** Names the preview in the apply call. */
  token: z.string(),
  expires_at: z.string(),
  format: z.enum(SELLERBOARD_FORMATS),
  months: z.array(sellerboardMonthSchema),
  /** Months the file covers only in part (left out). */
  partial_months: z.array(z.string()),
  /** Older complete months left out beyond SELLERBOARD_MAX_MONTHS. */
  dropped_months: z.array(z.string()),
  diff: sellerboardDiffSchema,
  /** The file's currency; `months` are already converted into US dollars (decision 0193). */
  currency: z.enum(IMPORT_CURRENCIES),
  /** Where the rates come from: the ECB's monthly average euro reference rates. */
  rate_source: z.literal('ecb_monthly_average'),
  /** US dollars per unit of `currency`, month by month (1 for a dollar file). */
  usd_per_unit: z.record(z.string(), z.number()),
  /** Months converted at a rate the table marks provisional (not yet the ECB's published average). */
  provisional_months: z.array(z.string()),
});
export type SellerboardImportPreview = z.infer<typeof sellerboardImportPreviewSchema>;

export const sellerboardImportAppliedSchema = z.object({
  months: z.array(sellerboardMonthSchema),
  currency: z.enum(IMPORT_CURRENCIES),
});
export type SellerboardImportApplied = z.infer<typeof sellerboardImportAppliedSchema>;

/** sellerboard's automation report links (Reports → Automation → "copy link"). */
export const SELLERBOARD_LINK_HOSTS = ['app.sellerboard.com', 'sellerboard.com'] as const;
export const SELLERBOARD_LINK_MAX_LENGTH = 2048;

export const sellerboardConnectBodySchema = z.object({
  url: z.string().trim().min(1).max(SELLERBOARD_LINK_MAX_LENGTH),
  /** The report's currency; default: the listing's first marketplace's (decision 0193). */
  currency: z.enum(IMPORT_CURRENCIES).optional(),
});
export type SellerboardConnectBody = z.infer<typeof sellerboardConnectBodySchema>;

/** A connection's state; the database's `sellerboard_connections.status` check reads this list too. */
export const SELLERBOARD_CONNECTION_STATUSES = ['active', 'expired'] as const;
export type SellerboardConnectionStatus = (typeof SELLERBOARD_CONNECTION_STATUSES)[number];

/** The connection as its owner sees it: never the link itself. */
export const sellerboardConnectionSchema = z.object({
  connected: z.boolean(),
  status: z.enum(SELLERBOARD_CONNECTION_STATUSES).nullable(),
  /** When the months were last replaced from the report (ISO), for "Synced from sellerboard on DATE". */
  last_synced_at: z.string().nullable(),
  /** The last fetch's problem, in the seller's words (no link, no response body). */
  last_error: z.string().nullable(),
  /** The report's currency: each sync converts its months into USD at the ECB monthly average. */
  currency: z.enum(IMPORT_CURRENCIES).nullable(),
});
export type SellerboardConnection = z.infer<typeof sellerboardConnectionSchema>;
