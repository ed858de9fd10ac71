// The browse contract (issue #11), part 2: the answer of `GET /api/businesses` (search.ts has the
// query). The API builds its responses against these schemas; the pages import only their types, so
// no page builds them while it starts.
import { z } from './zod';
import { AMAZON_MARKETPLACES, BUSINESS_MODELS } from './listing-enums';

/**
 * A listing as a card (search, landing, favourites, seller's list): public fields only — never one of
 * NDA_PROTECTED_FIELDS. Money in USD; `profit_margin` in percent; `annual_multiple` = price ÷ annual
 * adjusted profit; `age_years` = whole years since the founding month; `published_at` = last verified.
 */
export const listingCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Cover image URL (public). */
  image: z.string().nullable(),
  summary: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  fba_statuses: z.array(z.enum(BUSINESS_MODELS)),
  marketplaces: z.array(z.enum(AMAZON_MARKETPLACES)),
  price: z.number().int().nullable(),
  open_to_offers: z.boolean(),
  ttm_revenue: z.number().nullable(),
  ttm_net_profit: z.number().nullable(),
  profit_margin: z.number().nullable(),
  annual_multiple: z.number().nullable(),
  age_years: z.number().int().nullable(),
  published_at: z.string().nullable(),
  /** The listing asks for an NDA before its details (the card then says so; the seller is 'Seller'). */
  nda: z.boolean(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

export const searchMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
});
export type SearchMeta = z.infer<typeof searchMetaSchema>;

/** The seller of a `user_id` search (the page heading). */
export const searchSellerSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  last_name: z.string().nullable(),
});
export type SearchSeller = z.infer<typeof searchSellerSchema>;

/**
 * `GET /api/businesses` → 200. `seller` only with `user_id` (an unknown user → 404). With `user_id`,
 * listings behind an NDA are left out — of `data` and of `meta.total` — for everyone but their owner:
 * the list names the seller, and the NDA hides who sells (spec §2, §6; issue #27). The profile's and
 * the dialog's `total_listings_count` count the same listings.
 */
export const searchResponseSchema = z.object({
  data: z.array(listingCardSchema),
  meta: searchMetaSchema,
  seller: searchSellerSchema.optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
