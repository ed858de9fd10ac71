// /my-listings (issue #11): the owner's moves beyond saving and the counts the page shows. Every POST
// and the DELETE need the session, the CSRF token (419) and the listing's owner (403); an unknown
// listing is 404; a listing in a status the move does not apply to is 422 on `status`.
import { z } from './zod';

export const myListingStatsSchema = z.object({
  id: z.number().int(),
  /** Openings of the listing's page by anyone but its owner. */
  views: z.number().int(),
  /** Users who have it among their favourites now. */
  favorites: z.number().int(),
});
export type MyListingStats = z.infer<typeof myListingStatsSchema>;

export const myListingStatsResponseSchema = z.object({ data: z.array(myListingStatsSchema) });
export type MyListingStatsResponse = z.infer<typeof myListingStatsResponseSchema>;
