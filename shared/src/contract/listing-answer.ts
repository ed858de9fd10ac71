// The listing contract (issue #10), part 3: what `GET /api/businesses/{id}` and the saves answer.
// One schema for every viewer: the NDA-protected fields (NDA_PROTECTED_FIELDS) are absent from the
// answer unless the viewer owns the listing, the listing has no NDA, or the viewer accepted its
// current NDA version (`access.granted`). The server leaves them out; the UI never just hides them.
import { z } from './zod';
import {
  AMAZON_MARKETPLACES,
  ASSET_KINDS,
  BUSINESS_MODELS,
  FINANCIALS_SOURCES,
  LISTING_STATUSES,
  SALE_REASONS,
  SOCIAL_NETWORKS,
  TRADEMARK_REGISTRIES,
} from './listing-enums';
// One image schema (the image endpoints' contract): id, url, thumb_url, width, height, position.
import { listingImageSchema } from './listing-images';
import { listingRiskSchema } from './listing-risk';

/** Figures derived from the months table (computeListingMetrics); stored on save so browse can filter by them. */
export const listingMetricsSchema = z.object({
  months_count: z.number().int(),
  /** First and last month of the table, `YYYY-MM`. */
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  ttm_revenue: z.number(),
  ttm_net_profit: z.number(),
  ttm_addbacks: z.number(),
  /** Net profit plus add-backs (seller's discretionary earnings); the multiples divide by it. */
  ttm_adjusted_profit: z.number(),
  avg_monthly_revenue: z.number(),
  avg_monthly_profit: z.number(),
  /** Net profit ÷ revenue over the TTM, in percent. */
  profit_margin: z.number().nullable(),
  /** Revenue of the last 12 months vs the 12 before, in percent (null without 24 months). */
  revenue_growth: z.number().nullable(),
  /** Net profit growth, same periods. */
  profit_growth: z.number().nullable(),
  /** price ÷ (avg monthly adjusted profit × 12); null without a price or a positive profit. */
  annual_multiple: z.number().nullable(),
  /** price ÷ avg monthly adjusted profit. */
  monthly_multiple: z.number().nullable(),
});
export type ListingMetrics = z.infer<typeof listingMetricsSchema>;

// Answer schemas carry no transforms (the API serialises through them).

/** A month as answered: `net_profit` always filled (entered or computed), `net_profit_entered` as typed. */
export const listingMonthSchema = z.object({
  month: z.string(),
  revenue: z.number(),
  cogs: z.number(),
  amazon_fees: z.number(),
  advertising: z.number(),
  refunds: z.number(),
  other_expenses: z.number(),
  net_profit: z.number(),
  net_profit_entered: z.number().nullable(),
});
export type ListingMonth = z.infer<typeof listingMonthSchema>;

/**
 * The fields behind the NDA: absent from the answer of a viewer who is not granted access. Decided
 * per field in docs/decisions/0038-nda-protected-fields-and-charts.md (what identifies the business or
 * is its detailed due-diligence data).
 */
export const NDA_PROTECTED_FIELDS = [
  'website',
  'socials',
  'months',
  'addbacks',
  'description',
  'opportunities',
  'risks',
  'seller_support',
  'assets_notes',
  'sale_reason_details',
  'images',
  'trademark_registries',
] as const;
export type NdaProtectedField = (typeof NDA_PROTECTED_FIELDS)[number];

export const listingAddbackSchema = z.object({ label: z.string(), amount: z.number() });
export const listingSocialAccountSchema = z.object({
  network: z.enum(SOCIAL_NETWORKS),
  url: z.string(),
  followers: z.number().int().nullable(),
});

/** Where the caller's own NDA request for the listing's current NDA version stands (the chat's `nda_status`). */
export const LISTING_NDA_REQUEST_STATES = ['none', 'pending', 'accepted', 'rejected', 'revoked'] as const;
export type ListingNdaRequestState = (typeof LISTING_NDA_REQUEST_STATES)[number];

export const listingAccessSchema = z.object({
  /** The listing requires an NDA before its details are shown. */
  nda_required: z.boolean(),
  /** The caller sees the protected fields (owner, no NDA, or accepted the current NDA version). */
  granted: z.boolean(),
  /**
   * A logged-in buyer's own request for the current NDA version ('none' for a visitor, the owner, or a
   * listing without NDA): 'pending' = signed, waiting for the seller (the page asks again until it changes).
   */
  nda_request: z.enum(LISTING_NDA_REQUEST_STATES).optional(),
});

/**
 * Who sells, as far as the caller may know (decision 0164). Without access the name is null and nothing
 * here names or points to the seller: member since (a month), businesses sold, the usual answer time.
 */
export const listingSellerSummarySchema = z.object({
  /** The seller's full name when the caller has access (no NDA, or the NDA accepted); otherwise null. */
  name: z.string().nullable(),
  /** The month the seller's account was created, `YYYY-MM`. */
  member_since: z.string(),
  /** The seller's e-mail address is confirmed. */
  email_verified: z.boolean(),
  /** The seller's listings marked sold (a deal both parties closed). */
  businesses_sold: z.number().int(),
  /**
   * The median time, in whole hours (at least 1), the seller took to answer the first message of a
   * buyer over the last 12 months; null with fewer than 3 answered conversations.
   */
  response_hours: z.number().int().nullable(),
});
export type ListingSellerSummary = z.infer<typeof listingSellerSummarySchema>;
export type ListingAccess = z.infer<typeof listingAccessSchema>;

/** Fields only the owner (and the admin moderation) receives. */
export const listingOwnerFieldsSchema = z.object({
  cancel_reason: z.string().nullable(),
  hidden_until: z.string().nullable(),
  submitted_at: z.string().nullable(),
  verified_at: z.string().nullable(),
});

export const listingSchema = z.object({
  id: z.number().int(),
  /**
   * The owner, or null while the seller is masked as 'Seller' (spec §6): an NDA the caller has not
   * accepted. Nothing else in the answer names or points to the owner then (issue #27).
   */
  user_id: z.number().int().nullable(),
  status: z.enum(LISTING_STATUSES),
  is_mine: z.boolean(),
  access: listingAccessSchema,
  // Information
  name: z.string(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  fba_statuses: z.array(z.enum(BUSINESS_MODELS)),
  marketplaces: z.array(z.enum(AMAZON_MARKETPLACES)),
  founded_year: z.number().int().nullable(),
  founded_month: z.number().int().nullable(),
  country_code: z.string().nullable(),
  asin_count: z.number().int().nullable(),
  sku_count: z.number().int().nullable(),
  /** The top product's share of revenue in whole percent (issue #29). */
  top_product_share: z.number().int().nullable().optional(),
  brand_registry: z.boolean(),
  trademark: z.boolean(),
  trademark_registries: z.array(z.enum(TRADEMARK_REGISTRIES)).optional(),
  team_size: z.number().int().nullable(),
  owner_hours_per_week: z.number().int().nullable(),
  sale_reason: z.enum(SALE_REASONS).nullable(),
  sale_reason_details: z.string().nullable().optional(),
  // Financials
  months: z.array(listingMonthSchema).optional(),
  addbacks: z.array(listingAddbackSchema).optional(),
  metrics: listingMetricsSchema,
  financials_source: z.enum(FINANCIALS_SOURCES).nullable(),
  /** When the months were last saved, imported or synced (ISO). */
  financials_updated_at: z.string().nullable(),
  /** The Amazon risk panel (issue #29; api/src/responses/listing-risk.ts): figures read from the months locked without access. */
  risk: listingRiskSchema.optional(),
  // Assets
  inventory_value: z.number().nullable(),
  inventory_included: z.boolean().nullable(),
  assets_included: z.array(z.enum(ASSET_KINDS)),
  assets_notes: z.string().nullable().optional(),
  // Description
  summary: z.string().nullable(),
  description: z.string().nullable().optional(),
  opportunities: z.string().nullable().optional(),
  risks: z.string().nullable().optional(),
  seller_support: z.string().nullable().optional(),
  /** Cover image URL (the first image) — public. */
  image: z.string().nullable(),
  images: z.array(listingImageSchema).optional(),
  // Price
  price: z.number().int().nullable(),
  open_to_offers: z.boolean(),
  // Socials
  website: z.string().nullable().optional(),
  socials: z.array(listingSocialAccountSchema).optional(),
  // NDA (the text is public: a buyer reads what they are asked to accept)
  nda: z.boolean(),
  nda_text: z.string().nullable(),
  nda_version_id: z.number().int().nullable(),
  hide_for_x_days: z.number().int().nullable(),
  /** First published (the first moderator verification), ISO; null before. */
  listed_at: z.string().nullable().optional(),
  /** The last moderator review that published it (`verified_at`), ISO; null before. */
  reviewed_at: z.string().nullable().optional(),
  /** The seller summary; null when the account is gone. */
  seller: listingSellerSummarySchema.nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
  owner: listingOwnerFieldsSchema.optional(),
});
export type Listing = z.infer<typeof listingSchema>;

/** `POST /api/businesses` → 201: the new draft (owner view). */
export const listingCreateResponseSchema = listingSchema;
export type ListingCreateResponse = Listing;

/** `GET /api/my/businesses`: the caller's listings, every status, newest first (owner view). */
export const myListingsResponseSchema = z.object({ data: z.array(listingSchema) });
export type MyListingsResponse = z.infer<typeof myListingsResponseSchema>;
