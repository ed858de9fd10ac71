// The browse contract (issue #11), part 2: favourites (spec §3 "Favorites", §4 optimistic toggle,
// §7 the four calls). All four need a session; the two POSTs need the CSRF token (419 without).
import { z } from './zod';
import { requestBody } from './body';
import { idField } from './columns';
import { LISTING_STATUSES } from './listing-enums';
import { listingCardSchema } from './search-response';

/** `GET /api/favorites/ids` → the ids, newest favourite first. Only the caller's own. */
export const favoriteIdsResponseSchema = z.array(z.number().int());
export type FavoriteIdsResponse = z.infer<typeof favoriteIdsResponseSchema>;

/**
 * `POST /api/favorites` body: adds the listing to the caller's favourites, or removes it when it is one
 * already. Only a published listing can be added (else 422 on `business_id`); removing always works.
 */
export const favoriteToggleRequestSchema = requestBody(
  z.object({
    business_id: z.preprocess((value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value), idField()),
  }),
);
export type FavoriteToggleRequest = z.infer<typeof favoriteToggleRequestSchema>;

/** `POST /api/favorites` → 200: whether the listing is a favourite now. */
export const favoriteToggleResponseSchema = z.object({ favorite: z.boolean() });
export type FavoriteToggleResponse = z.infer<typeof favoriteToggleResponseSchema>;

/**
 * A favourite as `/favorites` lists it: the card plus what changed since the caller last read the list
 * (`POST /api/favorites/read`; a new favourite counts as read when added):
 * - `price_changed`: the asking price differs from the one seen then (`old_price`);
 * - `updated`: the listing was re-verified after a material edit since then;
 * - `sold`: it was sold since then.
 * `available` = it is published (a hidden, sold or re-pending listing stays in the list, not openable).
 */
export const favoriteCardSchema = listingCardSchema.extend({
  status: z.enum(LISTING_STATUSES),
  available: z.boolean(),
  favorited_at: z.string(),
  price_changed: z.boolean(),
  old_price: z.number().int().nullable(),
  updated: z.boolean(),
  sold: z.boolean(),
});
export type FavoriteCard = z.infer<typeof favoriteCardSchema>;

/** `GET /api/favorites` → the caller's favourites, newest favourite first (a deleted listing is gone). */
export const favoritesResponseSchema = z.object({
  data: z.array(favoriteCardSchema),
  /** When the caller last marked the list read (null: never). */
  read_at: z.string().nullable(),
});
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;

/** `POST /api/favorites/read` → 200. */
export const favoritesReadResponseSchema = z.object({ read_at: z.string() });
export type FavoritesReadResponse = z.infer<typeof favoritesReadResponseSchema>;
