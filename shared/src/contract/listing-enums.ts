// The listing contract (issue #10), part 1: the closed lists a listing is made of and its bounds.
// Stored and sent as these ids; the clients translate them (e.g. `listings:shared.businessModels.<id>`, `listingsDetails:details.saleReasons.<id>`).

/** Spec §4 plus 'sold' (set by the buying process): draft → pending → published | canceled; published ↔ hidden; → sold. */
export const LISTING_STATUSES = ['draft', 'pending', 'published', 'canceled', 'hidden', 'sold'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** Statuses in which the owner may save sections and submit (a published listing may be edited too: lifecycle lane). */
export const LISTING_SUBMITTABLE_STATUSES: readonly ListingStatus[] = ['draft', 'canceled'];
/** Statuses in which anyone may open the listing; hidden and sold answer 307 → /business-unavailable. */
export const LISTING_PUBLIC_STATUSES: readonly ListingStatus[] = ['published'];
export const LISTING_UNAVAILABLE_STATUSES: readonly ListingStatus[] = ['hidden', 'sold'];

/** Business models (the spec's `fba_statuses`). */
export const BUSINESS_MODELS = ['fba', 'fbm', 'private_label', 'wholesale', 'retail_arbitrage', 'online_arbitrage', 'dtc_shopify', 'other'] as const;
export type BusinessModel = (typeof BUSINESS_MODELS)[number];

/** Amazon marketplaces by country code (as Amazon lists them). */
export const AMAZON_MARKETPLACES = [
  'US',
  'CA',
  'MX',
  'BR',
  'UK',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'SE',
  'PL',
  'BE',
  'TR',
  'IE',
  'JP',
  'AU',
  'SG',
  'AE',
  'SA',
  'EG',
  'IN',
  'ZA',
] as const;
export type AmazonMarketplace = (typeof AMAZON_MARKETPLACES)[number];

/** Where a trademark is registered. */
export const TRADEMARK_REGISTRIES = ['USPTO', 'EUIPO', 'DPMA', 'UKIPO', 'WIPO', 'CIPO', 'JPO', 'IPAU', 'other'] as const;
export type TrademarkRegistry = (typeof TRADEMARK_REGISTRIES)[number];

export const SALE_REASONS = ['new_venture', 'lack_of_time', 'retirement', 'personal', 'partner_change', 'cash_needed', 'not_core_business', 'other'] as const;
export type SaleReason = (typeof SALE_REASONS)[number];

/** What changes hands with the business (Assets step). */
export const ASSET_KINDS = [
  'brand_trademarks',
  'amazon_seller_account',
  'domain_website',
  'social_accounts',
  'email_list',
  'supplier_contracts',
  'product_designs_ip',
  'photos_media',
  'other',
] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'tiktok', 'youtube', 'x', 'pinterest'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Where the months table came from (the sellerboard lane sets the other two). */
export const FINANCIALS_SOURCES = ['manual', 'sellerboard_import', 'sellerboard_sync'] as const;
export type FinancialsSource = (typeof FINANCIALS_SOURCES)[number];

/** The bounds of a listing (keep docs/features/listings.md, "Fields and bounds", in step when they change). */
export const LISTING_LIMITS = {
  nameMin: 3,
  nameMax: 120,
  foundedYearMin: 1990,
  asinMax: 100_000,
  skuMax: 1_000_000,
  teamSizeMax: 10_000,
  ownerHoursMax: 168,
  /** The top product's share of revenue, in whole percent. */
  topProductShareMax: 100,
  saleReasonDetailsMax: 1_000,
  monthsMin: 3,
  monthsMax: 36,
  /** Any money amount of one month or one add-back, in USD (2 decimals). */
  moneyMax: 1_000_000_000,
  addbacksMax: 20,
  addbackLabelMax: 120,
  inventoryMax: 1_000_000_000,
  assetsNotesMax: 2_000,
  summaryMin: 20,
  summaryMax: 500,
  descriptionMin: 50,
  descriptionMax: 10_000,
  sectionTextMax: 5_000,
  /** Asking price in whole USD (the alert ranges' 0..2147483647, spec §5). */
  priceMin: 1,
  priceMax: 2_147_483_647,
  followersMax: 2_000_000_000,
  ndaTextMin: 100,
  ndaTextMax: 20_000,
  hideDaysMin: 1,
  hideDaysMax: 3650,
  imagesMax: 10,
} as const;

// ——— The bounds of a listing's life after publishing, and of its moderation ———
// Here, not beside their schemas (my-listings.ts, listing-moderation.ts): /my-listings and the
// moderation pages read them, and a constant defined in a schema module would bring that module, and
// zod, to the page. This module stays free of zod (the contract's `zod-free.test.ts`).

/**
 * Whether the owner may hide a listing for `days` (spec §7 `hide_listing.hide_for_x_days`): a whole
 * number within `LISTING_LIMITS`, as the API's schema has it. The one rule of every form that hides a
 * listing (/my-listings, the buying process's hide-listing modal) before `hideListing` is called.
 */
export function isHideDays(days: number | null | undefined): days is number {
  return typeof days === 'number' && Number.isInteger(days) && days >= LISTING_LIMITS.hideDaysMin && days <= LISTING_LIMITS.hideDaysMax;
}

/** Days of financials age after which the owner is warned (spec §4), and after which the listing is hidden. */
export const FINANCIALS_OUTDATED_AFTER_DAYS = 45;
export const FINANCIALS_HIDDEN_AFTER_DAYS = 60;

/** The statuses a moderator can list (a draft is the seller's private work and never shown). */
export const MODERATION_QUEUE_STATUSES = ['pending', 'published', 'canceled', 'hidden', 'sold'] as const;
export type ModerationQueueStatus = (typeof MODERATION_QUEUE_STATUSES)[number];

export const ADMIN_LISTINGS_PER_PAGE = 20;
export const ADMIN_LISTINGS_MAX_PER_PAGE = 100;
/** A cancel reason is shown to the seller (notification and email): a few sentences, not an essay. */
export const CANCEL_REASON_MAX_LENGTH = 2000;
