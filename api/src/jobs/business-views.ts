// Registers the daily clean-up of the per-visitor view marks (src/domain/business-views.ts).
import fp from 'fastify-plugin';
import { VIEW_VISITORS_FORGET_EVERY_SECONDS, VIEW_VISITORS_FORGET_JOB, viewDay } from '../domain/business-views';

export default fp(
  async (app) => {
    app.jobs.every(VIEW_VISITORS_FORGET_JOB, VIEW_VISITORS_FORGET_EVERY_SECONDS, async (_payload, { now, log }) => {
      const forgotten = await app.repositories.myListings.forgetVisitorsBefore(viewDay(now));
      if (forgotten > 0) log.info({ forgotten }, 'view marks of past days forgotten');
    });
  },
  { name: 'business-view-jobs', dependencies: ['jobs', 'repositories'] },
);
