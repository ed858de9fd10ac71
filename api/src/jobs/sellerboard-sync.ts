// Scheduled sellerboard syncs through the jobs table: `sellerboard-sync` runs every hour and queues one
// `sellerboard-fetch` per active connection not tried for SELLERBOARD_SYNC_INTERVAL_HOURS (keyed per
// listing, so a fetch still queued is not queued twice); each fetch job syncs one connection. Workers
// on several instances claim them with FOR UPDATE SKIP LOCKED (src/jobs/worker.ts).
import type { FastifyInstance } from 'fastify';
import { SELLERBOARD_SYNC_INTERVAL_HOURS } from '@bizmarkt/shared/contract';
import type { MonthsStore } from '../lib/sellerboard/months-store';
import { syncConnection, type SyncDeps } from '../lib/sellerboard/sync';

export const SELLERBOARD_SYNC_JOB = 'sellerboard-sync';
export const SELLERBOARD_FETCH_JOB = 'sellerboard-fetch';
/** How often the round looks for connections due (their own interval is a day). */
export const SELLERBOARD_ROUND_SECONDS = 60 * 60;

export function sellerboardFetchKey(businessId: number): string {
  return `${SELLERBOARD_FETCH_JOB}:${businessId}`;
}

/** Connections last tried before this moment are due. */
export function syncDueBefore(now: Date): Date {
  return new Date(now.getTime() - SELLERBOARD_SYNC_INTERVAL_HOURS * 60 * 60 * 1000);
}

export function registerSellerboardJobs(app: FastifyInstance, months: MonthsStore): void {
  app.jobs.every(SELLERBOARD_SYNC_JOB, SELLERBOARD_ROUND_SECONDS, async (_payload, { now }) => {
    const due = await app.repositories.sellerboard.dueForSync(syncDueBefore(now));
    for (const businessId of due) {
      await app.jobs.enqueue(SELLERBOARD_FETCH_JOB, { businessId }, { key: sellerboardFetchKey(businessId), runAt: now });
    }
  });

  app.jobs.define<{ businessId?: unknown }>(SELLERBOARD_FETCH_JOB, async (payload, { now, log }) => {
    if (typeof payload.businessId !== 'number') return;
    const deps: SyncDeps = {
      repository: app.repositories.sellerboard,
      months,
      notifier: app.notifier,
      appKey: app.config.appKey,
      allowLocal: app.config.sellerboardAllowLocal,
      log,
    };
    await syncConnection(deps, payload.businessId, now);
  });
}
