// The scheduled rules of the listing lifecycle (issue #10, spec §4), run hourly from the jobs table
// (one instance runs it at a time: the runner claims the job with FOR UPDATE SKIP LOCKED). Every
// comparison uses the job's `now`, passed to SQL as a parameter, so a fake clock drives it in tests.
// The order matters: an owner's hide that ends on a listing with stale financials publishes it and the
// next step hides it for its financials (and says so); a hidden listing is not warned.
import type { Repositories } from '../repositories';
import { daysLeftBeforeHiding, hideCutoff, outdatedCutoff } from './listing-lifecycle-rules';
import { notifyOwner, type OwnerNoticeDeps } from './listing-lifecycle-notify';

export const LISTING_SWEEP_JOB = 'listing-lifecycle-sweep';
/** Hourly: a warning or a hidden listing is at most an hour late, and the sweep is a few indexed updates. */
export const LISTING_SWEEP_EVERY_SECONDS = 60 * 60;

export interface SweepResult {
  hideEnded: number;
  restored: number;
  hidden: number;
  warned: number;
}

export interface SweepDeps extends OwnerNoticeDeps {
  repositories: Pick<Repositories, 'listingLifecycle'>;
}

export async function runListingSweep(deps: SweepDeps, now: Date): Promise<SweepResult> {
  const repository = deps.repositories.listingLifecycle;
  const hideEnded = await repository.endOwnerHides(now);
  const restored = await repository.restoreRefreshed(hideCutoff(now), now);

  const hidden = await repository.hideOutdated(hideCutoff(now), now);
  for (const listing of hidden) await notifyOwner(deps, listing, 'business-was-hidden');

  const warned = await repository.warnOutdated(outdatedCutoff(now), now);
  for (const listing of warned) {
    const days = listing.financials_updated_at ? daysLeftBeforeHiding(listing.financials_updated_at, now) : undefined;
    await notifyOwner(deps, listing, 'my-listings-outdated', days === undefined ? {} : { days });
  }
  return { hideEnded: hideEnded.length, restored: restored.length, hidden: hidden.length, warned: warned.length };
}
