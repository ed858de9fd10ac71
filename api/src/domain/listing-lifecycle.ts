// Hooks of the listing lifecycle (issue #10, spec §4), called by the listing routes after a save and
// after a submit. What each transition does and tells is in ./listing-lifecycle-actions.ts; the
// scheduled rules (45-day warning, 60-day hiding, end of an owner's hide) in src/jobs/listing-*.ts.
import type { FastifyInstance } from 'fastify';
import type { ListingRecord } from '../repositories/businesses';
import { listingSaved, listingSubmitted } from './listing-lifecycle-actions';

export type { ListingRecord };

/**
 * After `POST /api/businesses` (before = after) and `POST /api/businesses/{id}`: `sections` = the saved
 * section ids (and 'hide_listing'). The consequences are read from what actually changed between
 * `before` and `after` (a section saved with the same values is no edit), so `sections` only says
 * whether there can be any.
 */
export async function afterListingSaved(
  app: FastifyInstance,
  change: { before: ListingRecord; after: ListingRecord; sections: readonly string[] },
): Promise<void> {
  if (change.sections.length === 0 || change.before === change.after) return;
  await listingSaved(app, change.before, change.after);
}

/** After `POST /api/businesses/{id}/submit` moved the listing to pending. */
export async function afterListingSubmitted(app: FastifyInstance, listing: ListingRecord): Promise<void> {
  await listingSubmitted(app, listing);
}
