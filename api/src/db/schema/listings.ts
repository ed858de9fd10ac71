// Listings (businesses for sale): the listing with its wizard sections, its months of financials,
// add-backs, NDA versions and who accepted which NDA version. Images (`business_images`), sellerboard
// and favourites live in their own files (other lanes of issue #10).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  LISTING_STATUSES,
  SALE_REASONS,
  FINANCIALS_SOURCES,
  type AmazonMarketplace,
  type AssetKind,
  type BusinessModel,
  type FinancialsSource,
  type ListingStatus,
  type SaleReason,
  type SocialAccount,
  type TrademarkRegistry,
} from '@bizmarkt/shared/contract';
import { users } from './accounts';
import { timestamps } from './common';
import { categories, countries } from './reference';

export { LISTING_STATUSES, type ListingStatus };

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
/** Money in USD with cents; 14 digits hold the contract's bounds (1e9 a month, 36 months summed). */
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
/** Ratios (margin, growth in percent, multiples) — wide enough for a tiny base. */
const ratio = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });

/**
 * Listings ("businesses", spec §1, §3). Statuses per spec §4 plus 'sold'. The derived metrics are
 * stored on every save of the financials or the price (computeListingMetrics) so browse filters and
 * sorts by columns. `founded_on` is the first day of the founding month (age = now − founded_on).
 */
export const listings = pgTable(
  'businesses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 255 }).notNull(),
    status: text('status').$type<ListingStatus>().notNull().default('draft'),
    category_id: integer('category_id').references(() => categories.id),
    /** Asking price in whole US dollars (spec §9: shown with a $ sign). */
    price: bigint('price', { mode: 'number' }),
    /** Cover image URL (the first of `business_images`, kept here by the media lane). */
    image: text('image'),
    /** Buyers must accept the NDA (current version: `nda_version_id`) before they see the details. */
    nda: boolean('nda').notNull().default(false),
    hide_for_x_days: integer('hide_for_x_days'),
    // — Business information —
    fba_statuses: text('fba_statuses')
      .array()
      .$type<BusinessModel[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    marketplaces: text('marketplaces')
      .array()
      .$type<AmazonMarketplace[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    founded_on: date('founded_on', { mode: 'string' }),
    country_code: char('country_code', { length: 2 }).references(() => countries.code),
    asin_count: integer('asin_count'),
    sku_count: integer('sku_count'),
    /** The best-selling product's share of revenue in whole percent (0–100), optional (risk panel, issue #29). */
    top_product_share: integer('top_product_share'),
    brand_registry: boolean('brand_registry').notNull().default(false),
    trademark: boolean('trademark').notNull().default(false),
    trademark_registries: text('trademark_registries')
      .array()
      .$type<TrademarkRegistry[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    team_size: integer('team_size'),
    owner_hours_per_week: integer('owner_hours_per_week'),
    sale_reason: text('sale_reason').$type<SaleReason>(),
    sale_reason_details: text('sale_reason_details'),
    // — Financials: derived from business_months / business_addbacks and the price —
    months_count: integer('months_count').notNull().default(0),
    ttm_revenue: money('ttm_revenue'),
    ttm_net_profit: money('ttm_net_profit'),
    ttm_adjusted_profit: money('ttm_adjusted_profit'),
    avg_monthly_revenue: money('avg_monthly_revenue'),
    avg_monthly_profit: money('avg_monthly_profit'),
    profit_margin: ratio('profit_margin'),
    revenue_growth: ratio('revenue_growth'),
    profit_growth: ratio('profit_growth'),
    annual_multiple: ratio('annual_multiple'),
    monthly_multiple: ratio('monthly_multiple'),
    financials_source: text('financials_source').$type<FinancialsSource>(),
    financials_updated_at: timestamp('financials_updated_at', { withTimezone: true }),
    /**
     * The currency of the sellerboard file the months were imported from (ISO 4217; they are stored in
     * USD, converted month by month at the ECB monthly average, decision 0193). Null: never imported.
     * Read together with `financials_source` (a later manual save makes the note moot).
     */
    financials_currency: char('financials_currency', { length: 3 }),
    // — Assets —
    inventory_value: money('inventory_value'),
    inventory_included: boolean('inventory_included'),
    assets_included: text('assets_included')
      .array()
      .$type<AssetKind[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    assets_notes: text('assets_notes'),
    // — Description (text; images are business_images) —
    summary: text('summary'),
    description: text('description'),
    opportunities: text('opportunities'),
    risks: text('risks'),
    seller_support: text('seller_support'),
    // — Price, socials —
    open_to_offers: boolean('open_to_offers').notNull().default(false),
    website: varchar('website', { length: 255 }),
    socials: jsonb('socials')
      .$type<SocialAccount[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // — NDA: the current version of the text —
    nda_version_id: integer('nda_version_id').references((): AnyPgColumn => listingNdaVersions.id),
    // — Lifecycle —
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    cancel_reason: text('cancel_reason'),
    /** A hidden listing comes back on its own after this instant (owner's hide_listing). */
    hidden_until: timestamp('hidden_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('businesses_user_id_idx').on(t.user_id),
    index('businesses_status_created_idx').on(t.status, t.created_at),
    // Browse filters and sorts (issue #10 Data): always within one status (published). The sorts
    // (newest, price, net profit, multiple, revenue) have partial covering indexes over the published
    // listings that carry every filter column, written by hand in `*_search-covering-indexes.sql`
    // (drizzle-kit has no INCLUDE): api/README "Search", "Covering indexes".
    index('businesses_status_margin_idx').on(t.status, t.profit_margin),
    index('businesses_status_founded_idx').on(t.status, t.founded_on),
    index('businesses_status_category_idx').on(t.status, t.category_id),
    index('businesses_fba_statuses_idx').using('gin', t.fba_statuses),
    // Browse (issue #11): one seller's listings. The text search column and its GIN index live in the
    // custom migration `*_browse-search-data.sql` (see api/README "Search").
    index('businesses_user_status_idx').on(t.user_id, t.status),
    index('businesses_marketplaces_idx').using('gin', t.marketplaces),
    check('businesses_status_check', sql`${t.status} in (${inList(LISTING_STATUSES)})`),
    check('businesses_sale_reason_check', sql`${t.sale_reason} is null or ${t.sale_reason} in (${inList(SALE_REASONS)})`),
    check('businesses_financials_source_check', sql`${t.financials_source} is null or ${t.financials_source} in (${inList(FINANCIALS_SOURCES)})`),
    check('businesses_price_check', sql`${t.price} is null or ${t.price} >= 0`),
    check('businesses_top_product_share_check', sql`${t.top_product_share} is null or ${t.top_product_share} between 0 and 100`),
    check('businesses_hide_days_check', sql`${t.hide_for_x_days} is null or ${t.hide_for_x_days} between 1 and 3650`),
  ],
);

/** One calendar month of a listing's P&L (`month` = its first day). `net_profit` null = computed. */
export const listingMonths = pgTable(
  'business_months',
  {
    business_id: integer('business_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    revenue: money('revenue').notNull(),
    cogs: money('cogs').notNull(),
    amazon_fees: money('amazon_fees').notNull(),
    advertising: money('advertising').notNull(),
    refunds: money('refunds').notNull(),
    other_expenses: money('other_expenses').notNull(),
    net_profit: money('net_profit'),
  },
  (t) => [primaryKey({ columns: [t.business_id, t.month] }), check('business_months_first_day_check', sql`extract(day from ${t.month}) = 1`)],
);

/** Seller's discretionary add-backs, line by line (amounts over the last 12 months). */
export const listingAddbacks = pgTable(
  'business_addbacks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    business_id: integer('business_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: varchar('label', { length: 120 }).notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [uniqueIndex('business_addbacks_position_unique').on(t.business_id, t.position)],
);

/** Every saved change of a listing's NDA text is a new version; acceptances point at one version. */
export const listingNdaVersions = pgTable(
  'business_nda_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    business_id: integer('business_id')
      .notNull()
      .references((): AnyPgColumn => listings.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('business_nda_versions_unique').on(t.business_id, t.version)],
);

/**
 * Which NDA version a buyer accepted (written by the messaging issue when the seller accepts the
 * request; read here: access is granted only for the listing's current version).
 */
export const ndaAcceptances = pgTable(
  'nda_acceptances',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    business_id: integer('business_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    nda_version_id: integer('nda_version_id')
      .notNull()
      .references(() => listingNdaVersions.id, { onDelete: 'cascade' }),
    accepted_at: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nda_acceptances_user_version_unique').on(t.user_id, t.nda_version_id),
    index('nda_acceptances_business_user_idx').on(t.business_id, t.user_id),
  ],
);

export type ListingRow = typeof listings.$inferSelect;
export type ListingMonthRow = typeof listingMonths.$inferSelect;
export type ListingAddbackRow = typeof listingAddbacks.$inferSelect;
export type ListingNdaVersionRow = typeof listingNdaVersions.$inferSelect;
export type NdaAcceptanceRow = typeof ndaAcceptances.$inferSelect;
