// The moderation API (issue #10, admins only): the queue of listings waiting for verification, one
// listing in full with what changed since it was last verified, and the two decisions.
//   GET  /api/admin/businesses?status=pending&page=&per_page=   → adminListingsPageSchema
//   GET  /api/admin/businesses/{id}                             → adminListingDetailSchema
//   POST /api/admin/businesses/{id}/verify                      → moderationDecisionResponseSchema
//   POST /api/admin/businesses/{id}/cancel  { reason }          → moderationDecisionResponseSchema
// Both decisions answer 409 `{ message }` when the listing is not pending verification (someone else
// decided first, or the seller withdrew it); cancel answers 422 without a reason.
import { z } from './zod';
import { requestBody } from './body';
import { listingSchema } from './listing-answer';
import { ADMIN_LISTINGS_MAX_PER_PAGE, ADMIN_LISTINGS_PER_PAGE, CANCEL_REASON_MAX_LENGTH, LISTING_STATUSES, MODERATION_QUEUE_STATUSES } from './listing-enums';

/** `GET /api/admin/businesses` query. The queue is oldest first (by submission), so nobody waits forever. */
export const adminListingsQuerySchema = z.object({
  status: z.enum(MODERATION_QUEUE_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(ADMIN_LISTINGS_MAX_PER_PAGE).default(ADMIN_LISTINGS_PER_PAGE),
});
export type AdminListingsQuery = z.infer<typeof adminListingsQuerySchema>;

/** The seller, as the moderator needs to know them. */
export const moderationOwnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type ModerationOwner = z.infer<typeof moderationOwnerSchema>;

/** When the listing last entered and left moderation (ISO 8601 strings; null = never). */
export const moderationStateSchema = z.object({
  /** When it was last submitted for verification (the queue's order). */
  submitted_at: z.string().nullable(),
  last_verified_at: z.string().nullable(),
  canceled_at: z.string().nullable(),
  /** The reason of the last cancel, shown to the seller; null once resubmitted and verified. */
  cancel_reason: z.string().nullable(),
});
export type ModerationState = z.infer<typeof moderationStateSchema>;

/** One row of the queue. */
export const adminListingSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(LISTING_STATUSES),
  /** Asking price in whole US dollars. */
  price: z.number().nullable(),
  /** Cover image URL. */
  image: z.string().nullable(),
  category_id: z.number().int().nullable(),
  owner: moderationOwnerSchema,
  moderation: moderationStateSchema,
  /** Whether it was verified before (the detail then lists what changed since). */
  previously_verified: z.boolean(),
  updated_at: z.string(),
});
export type AdminListingSummary = z.infer<typeof adminListingSummarySchema>;

export const adminListingsPageSchema = z.object({
  data: z.array(adminListingSummarySchema),
  meta: z.object({ current_page: z.number(), last_page: z.number(), per_page: z.number(), total: z.number() }),
});
export type AdminListingsPage = z.infer<typeof adminListingsPageSchema>;

/**
 * One difference between the last verified version and the listing now. `field` is the stored
 * field's name — the listing answer's, except `founded_on` (`YYYY-MM-DD`, the answer's founded year
 * and month) — or `months.2025-07-01` for one month of financials (`before`/`after` null when the
 * month was added/removed; rows as stored, `net_profit` null = computed). `addbacks` and `nda_text`
 * compare whole. `section` is the wizard step (LISTING_STEPS id) it belongs to.
 */
export const listingChangeSchema = z.object({
  section: z.string(),
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type ListingChange = z.infer<typeof listingChangeSchema>;

/**
 * `GET /api/admin/businesses/{id}`: the listing as its owner sees it (every field, NDA-protected ones
 * included), who owns it, its moderation state, and `changes` since the last verification — null when
 * it has never been verified (everything is new), [] when nothing changed.
 */
export const adminListingDetailSchema = z.object({
  /** The owner's view of the listing (every field, NDA-protected ones included, and `owner`). */
  listing: listingSchema,
  owner: moderationOwnerSchema,
  moderation: moderationStateSchema,
  changes: z.array(listingChangeSchema).nullable(),
});
export type AdminListingDetail = z.infer<typeof adminListingDetailSchema>;

/** `POST /api/admin/businesses/{id}/cancel` */
export const cancelListingFieldsSchema = z.object({
  reason: z.string().trim().min(1).max(CANCEL_REASON_MAX_LENGTH),
});
export const cancelListingRequestSchema = requestBody(cancelListingFieldsSchema);
export type CancelListingRequest = z.infer<typeof cancelListingFieldsSchema>;

/** Answer of verify and cancel: the listing's new row in the queue. */
export const moderationDecisionResponseSchema = adminListingSummarySchema;
export type ModerationDecisionResponse = AdminListingSummary;
