// Wires the listings' domain into the app: `app.lifecycle` (the listing lifecycle,
// src/domain/listing-lifecycle.ts) and `app.sellerboard` (the months store and the report syncs,
// src/domain/sellerboard-sync.ts), built from the repositories and services they use, and the jobs
// of listings: sellerboard syncs, the lifecycle's sweep and fan-out, new-listing alerts, and the
// views counter's clean-up.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VIEW_VISITORS_FORGET_EVERY_SECONDS, VIEW_VISITORS_FORGET_JOB, viewDay } from '../../domain/listing-views';
import { createListingLifecycle, type ListingLifecycle } from '../../domain/listing-lifecycle';
import { FAVORITES_NOTIFY_JOB, type FavoritesNotifyPayload } from '../../domain/listing-lifecycle-notify';
import { LISTING_SWEEP_EVERY_SECONDS, LISTING_SWEEP_JOB } from '../../domain/listing-lifecycle-sweep';
import {
  matchNewListing,
  NEW_LISTING_ALERTS_JOB,
  NEW_LISTING_DIGEST_EVERY_SECONDS,
  NEW_LISTING_DIGEST_JOB,
  sendNewListingDigests,
  type NewListingAlertsPayload,
} from '../../domain/new-listing-alerts';
import { tableRates, type ReferenceRates } from '../../domain/currency/reference-rates';
import { createSellerboard, SELLERBOARD_FETCH_JOB, SELLERBOARD_ROUND_SECONDS, SELLERBOARD_SYNC_JOB, type Sellerboard } from '../../domain/sellerboard-sync';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: ListingLifecycle;
    sellerboard: Sellerboard;
    /** The ECB monthly average reference rates the sellerboard import converts with (decision 0193). */
    referenceRates: ReferenceRates;
  }
}

export default fp(
  async (app) => {
    const { repositories, notifier, jobs, clock, config } = app;
    const lifecycle = createListingLifecycle({ repositories, notifier, jobs, clock, log: app.log });
    const referenceRates = tableRates();
    const sellerboard = createSellerboard({
      rates: referenceRates,
      repositories,
      lifecycle,
      notifier,
      jobs,
      appKey: config.appKey,
      allowLocal: config.sellerboardAllowLocal,
    });
    app.decorate('lifecycle', lifecycle);
    app.decorate('sellerboard', sellerboard);
    app.decorate('referenceRates', referenceRates);
    defineListingJobs(app);
  },
  { name: 'listings', dependencies: ['config', 'repositories', 'jobs', 'notifier', 'mail'] },
);

function defineListingJobs(app: FastifyInstance): void {
  const { jobs, lifecycle, sellerboard, repositories } = app;

  jobs.every(SELLERBOARD_SYNC_JOB, SELLERBOARD_ROUND_SECONDS, async (_payload, { now }) => {
    await sellerboard.queueDueFetches(now);
  });
  jobs.define<{ businessId?: unknown }>(SELLERBOARD_FETCH_JOB, async (payload, { now, log }) => {
    if (typeof payload.businessId !== 'number') return;
    await sellerboard.sync(payload.businessId, now, log);
  });

  jobs.every(LISTING_SWEEP_JOB, LISTING_SWEEP_EVERY_SECONDS, async (_payload, { now, log }) => {
    const result = await lifecycle.sweep(now);
    log.info(result, 'listing lifecycle sweep');
  });
  jobs.define<FavoritesNotifyPayload>(FAVORITES_NOTIFY_JOB, async (payload, context) => {
    await lifecycle.tellFans(payload, context);
  });

  jobs.define<NewListingAlertsPayload>(NEW_LISTING_ALERTS_JOB, async (payload, { now, log }) => {
    const told = await matchNewListing({ repositories }, payload.business_id, now);
    log.info({ businessId: payload.business_id, told }, 'new-listing alerts matched');
  });
  jobs.every(NEW_LISTING_DIGEST_JOB, NEW_LISTING_DIGEST_EVERY_SECONDS, async (_payload, { now, log }) => {
    const sent = await sendNewListingDigests({ repositories, mail: app.mail }, now);
    if (sent > 0) log.info({ sent }, 'new-listing digests queued');
  });

  // The views counter (domain/listing-views.ts) forgets the visitors of past days; their views stay counted.
  jobs.every(VIEW_VISITORS_FORGET_JOB, VIEW_VISITORS_FORGET_EVERY_SECONDS, async (_payload, { now, log }) => {
    const forgotten = await repositories.myListings.forgetVisitorsBefore(viewDay(now));
    if (forgotten > 0) log.info({ forgotten }, 'view marks of past days forgotten');
  });
}
