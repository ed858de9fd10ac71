// The buying process (issue #12, spec §4): each party moves its own step within 1–7; when both
// reach 7 (deal closed) the listing leaves the market through the lifecycle (published/hidden →
// sold, logged as the 'sold' event) and everyone who favourited it is told, by the favourites job.
import { BUYING_STEP_CLOSED, type DialogStepResponse } from '@bizmarkt/shared/contract';
import type { DialogRow } from '../db/schema';
import type { Repositories } from '../repositories';
import type { ListingLifecycle } from './listing-lifecycle';

export interface StepDeps {
  repositories: Pick<Repositories, 'dialogs'>;
  lifecycle: Pick<ListingLifecycle, 'sell'>;
}

export async function setOwnStep(deps: StepDeps, dialog: DialogRow, side: 'buyer_step' | 'seller_step', step: number): Promise<DialogStepResponse> {
  const updated = (await deps.repositories.dialogs.setStep(dialog.id, side, step)) ?? dialog;
  let sold = false;
  if (updated.buyer_step === BUYING_STEP_CLOSED && updated.seller_step === BUYING_STEP_CLOSED) {
    sold = await deps.lifecycle.sell(updated.business_id, updated.seller_id);
  }
  return { id: updated.id, buyer_step: updated.buyer_step, seller_step: updated.seller_step, business_sold: sold };
}
