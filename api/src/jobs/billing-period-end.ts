// Recurring: subscriptions whose time is up end here (cancelled ones at their period end, past-due
// ones after the grace period), by the clock passed to the job, so fake-clock tests drive it.
import type { FastifyInstance } from 'fastify';

export const BILLING_PERIOD_END_JOB = 'billing-period-end';
/** How often period ends are looked at: PRO ends at most this late. */
export const BILLING_PERIOD_END_EVERY_SECONDS = 60;

export function defineBillingPeriodEndJob(app: FastifyInstance): void {
  app.jobs.every(BILLING_PERIOD_END_JOB, BILLING_PERIOD_END_EVERY_SECONDS, async (_payload, { now, log }) => {
    const ended = await app.billing.service.processDue(now);
    if (ended > 0) log.info({ ended }, 'subscriptions ended at their period end or after the grace period');
  });
}
