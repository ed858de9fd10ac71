// Registers the listing lifecycle's jobs with the runner (src/plugins/app/jobs.ts).
import fp from 'fastify-plugin';
import { FAVORITES_NOTIFY_JOB, type FavoritesNotifyPayload } from '../domain/listing-lifecycle-notify';
import { runFavoritesNotify } from './listing-favorites-notify';
import { LISTING_SWEEP_EVERY_SECONDS, LISTING_SWEEP_JOB, runListingSweep } from './listing-lifecycle-sweep';

export default fp(
  async (app) => {
    app.jobs.every(LISTING_SWEEP_JOB, LISTING_SWEEP_EVERY_SECONDS, async (_payload, { now, log }) => {
      const result = await runListingSweep(app, now);
      log.info(result, 'listing lifecycle sweep');
    });
    app.jobs.define<FavoritesNotifyPayload>(FAVORITES_NOTIFY_JOB, async (payload, context) => {
      await runFavoritesNotify(app, payload, context);
    });
  },
  { name: 'listing-jobs', dependencies: ['jobs', 'repositories', 'notifier'] },
);
