import { MODERATION_PATHS } from '@bizmarkt/shared/contract';

/**
 * `POST /api/admin/businesses/{id}/cancel` `{ reason }`: pending → canceled. Sent by the cancel form
 * through the one form helper (422 under the reason field); the screen refreshes the queue after it.
 */
export const cancelListingUrl = (id: number): string => MODERATION_PATHS.cancel(id);
