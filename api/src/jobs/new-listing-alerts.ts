// Registers the new-listing alert jobs (issue #11) with the runner (src/plugins/app/jobs.ts).
import fp from 'fastify-plugin';
import {
  matchNewListing,
  NEW_LISTING_ALERTS_JOB,
  NEW_LISTING_DIGEST_EVERY_SECONDS,
  NEW_LISTING_DIGEST_JOB,
  sendNewListingDigests,
  type NewListingAlertsPayload,
} from '../domain/new-listing-alerts';

export default fp(
  async (app) => {
    app.jobs.define<NewListingAlertsPayload>(NEW_LISTING_ALERTS_JOB, async (payload, { now, log }) => {
      const told = await matchNewListing(app, payload.business_id, now);
      log.info({ businessId: payload.business_id, told }, 'new-listing alerts matched');
    });
    app.jobs.every(NEW_LISTING_DIGEST_JOB, NEW_LISTING_DIGEST_EVERY_SECONDS, async (_payload, { now, log }) => {
      const sent = await sendNewListingDigests(app, now);
      if (sent > 0) log.info({ sent }, 'new-listing digests queued');
    });
  },
  { name: 'new-listing-alert-jobs', dependencies: ['jobs', 'repositories', 'mail'] },
);
