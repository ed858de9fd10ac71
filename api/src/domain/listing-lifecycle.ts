// Hooks of the listing lifecycle (issue #10). The listing routes call them after a save and after a
// submit; the listing-lifecycle lane fills them in (notifications to the owner and to the users who
// favourited the listing, a published listing whose financials changed going back to pending, …).
// Until then they do nothing on purpose.
import type { FastifyInstance } from 'fastify';
import type { ListingRecord } from '../repositories/businesses';

export type { ListingRecord };

/** After `POST /api/businesses` (before = after) and `POST /api/businesses/{id}`: `sections` = the saved section ids (and 'hide_listing'). */
export async function afterListingSaved(app: FastifyInstance, change: { before: ListingRecord; after: ListingRecord; sections: readonly string[] }): Promise<void> {
  void app;
  void change;
}

/** After `POST /api/businesses/{id}/submit` moved the listing to pending. */
export async function afterListingSubmitted(app: FastifyInstance, listing: ListingRecord): Promise<void> {
  void app;
  void listing;
}
