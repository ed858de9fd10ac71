// The sandbox provider's background work, through the jobs table like any provider's would be:
// delivering its signed webhook events (a non-2xx answer fails the job, which the worker retries with
// backoff, as Stripe retries), settling "pay later" payments, expiring abandoned checkouts, and renewing subscriptions whose period
// has ended.
import type { FastifyInstance } from 'fastify';
import { BILLING_PATHS } from '@bizmarkt/shared/contract';
import type { ProviderEvent } from '../billing/events';
import { signatureHeader } from '../billing/signature';

export const SANDBOX_WEBHOOK_JOB = 'billing-sandbox-webhook';
export const SANDBOX_SETTLE_JOB = 'billing-sandbox-settle';
export const SANDBOX_RENEWALS_JOB = 'billing-sandbox-renewals';
export const SANDBOX_EXPIRE_JOB = 'billing-sandbox-expire';
/** Stripe retries for days; the jobs table's backoff (30 s doubling, capped at an hour) over this many attempts. */
export const SANDBOX_WEBHOOK_ATTEMPTS = 20;

export function defineSandboxJobs(app: FastifyInstance): void {
  const sandbox = app.billing.sandbox;
  if (!sandbox) return;
  const secret = app.config.billing.sandboxWebhookSecret;

  app.jobs.define<{ event: ProviderEvent }>(SANDBOX_WEBHOOK_JOB, async ({ event }, { now }) => {
    const payload = JSON.stringify(event);
    // Signed at each attempt, as Stripe does: a retry carries a fresh timestamp.
    const signature = signatureHeader(payload, secret, Math.floor(now.getTime() / 1000));
    const response = await app.inject({
      method: 'POST',
      url: BILLING_PATHS.webhook,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    if (response.statusCode >= 300) throw new Error(`webhook ${event.type} answered ${response.statusCode}`);
  });

  app.jobs.define<{ checkoutId: string }>(SANDBOX_SETTLE_JOB, async ({ checkoutId }) => {
    const checkout = await app.billing.catalog.checkout(checkoutId);
    if (checkout) await sandbox.choose(checkout, 'settle_ok');
  });

  app.jobs.define<{ checkoutId: string }>(SANDBOX_EXPIRE_JOB, async ({ checkoutId }) => {
    const checkout = await app.billing.catalog.checkout(checkoutId);
    if (checkout) await sandbox.expire(checkout);
  });

  app.jobs.every(SANDBOX_RENEWALS_JOB, 60, async (_payload, { now }) => {
    await sandbox.renewDue(now);
  });
}
