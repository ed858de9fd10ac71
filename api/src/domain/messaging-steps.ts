// The buying process (issue #12, spec §4): each party moves its own step within 1–7; when both
// reach 7 (deal closed) the listing leaves the market through the lifecycle (published/hidden →
// sold, logged as the 'sold' event) and everyone who favourited it is told, by the favourites job.
import type { FastifyInstance } from 'fastify';
import { BUYING_STEP_CLOSED, type DialogStepResponse } from '@bizmarkt/shared/contract';
import type { DialogRow } from '../db/schema';
import { FAVORITES_NOTIFY_JOB, listingData, type FavoritesNotifyPayload } from './listing-lifecycle-notify';

export async function setOwnStep(app: FastifyInstance, dialog: DialogRow, side: 'buyer_step' | 'seller_step', step: number): Promise<DialogStepResponse> {
  const updated = (await app.repositories.dialogs.setStep(dialog.id, side, step)) ?? dialog;
  let sold = false;
  if (updated.buyer_step === BUYING_STEP_CLOSED && updated.seller_step === BUYING_STEP_CLOSED) {
    sold = await markSold(app, updated);
  }
  return { id: updated.id, buyer_step: updated.buyer_step, seller_step: updated.seller_step, business_sold: sold };
}

/** True when the listing is sold now (also when an earlier closing already sold it). */
async function markSold(app: FastifyInstance, dialog: DialogRow): Promise<boolean> {
  const now = app.clock.now();
  const listing = await app.repositories.listingLifecycle.transition(
    dialog.business_id,
    ['published', 'hidden'],
    { status: 'sold', hidden_until: null },
    { kind: 'sold', actor_id: dialog.seller_id, created_at: now },
  );
  if (listing) {
    const payload: FavoritesNotifyPayload = {
      business_id: listing.id,
      owner_id: listing.user_id,
      type: 'favorite-updated',
      data: { ...listingData(listing), sold: true },
    };
    await app.jobs.enqueue(FAVORITES_NOTIFY_JOB, payload);
    return true;
  }
  return (await app.repositories.businesses.ownerOf(dialog.business_id))?.status === 'sold';
}
