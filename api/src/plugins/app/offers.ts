// Wires offers (src/domain/offers.ts) into the app: `app.offers`, built from the repositories and
// services it uses, and its job, the expiry at an offer's valid-until; and the due-diligence checklist
// (src/domain/due-diligence.ts), `app.dueDiligence`.
import fp from 'fastify-plugin';
import { createDueDiligence, type DueDiligence } from '../../domain/due-diligence';
import { createOffers, OFFER_EXPIRE_JOB, type OfferExpirePayload, type Offers } from '../../domain/offers';

declare module 'fastify' {
  interface FastifyInstance {
    offers: Offers;
    /** The due-diligence checklist of a dialog (issue #30 §3). */
    dueDiligence: DueDiligence;
  }
}

export default fp(
  async (app) => {
    // The live stream's `offer` and `checklist` events are published by the repositories in each
    // write's transaction (decision 0209); the expiry job's write goes through the same repository.
    const offers = createOffers({ repositories: app.repositories, notifier: app.notifier, jobs: app.jobs, clock: app.clock });
    app.decorate('offers', offers);
    app.decorate('dueDiligence', createDueDiligence({ repositories: app.repositories, notifier: app.notifier, clock: app.clock }));

    app.jobs.define<OfferExpirePayload>(OFFER_EXPIRE_JOB, async (payload, { now, log }) => {
      const outcome = await offers.runExpiry(payload, now);
      log.info({ offerId: payload.offer_id, version: payload.version, outcome }, 'offer expiry');
    });
  },
  { name: 'offers', dependencies: ['repositories', 'jobs', 'notifier', 'messaging'] },
);
