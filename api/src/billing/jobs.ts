// The kinds of billing's jobs (defined in plugins/app/billing.ts), and their schedules.

/** Recurring: subscriptions whose time is up end (cancelled ones at their period end, past-due ones after the grace period). */
export const BILLING_PERIOD_END_JOB = 'billing-period-end';
/** How often period ends are looked at: PRO ends at most this late. */
export const BILLING_PERIOD_END_EVERY_SECONDS = 60;

/** A VAT number the VAT service could not confirm (VIES down) is asked about again later. */
export const VAT_RECHECK_JOB = 'billing-vat-recheck';
export const VAT_RECHECK_DELAY_SECONDS = 15 * 60;

// The sandbox provider's background work, through the jobs table like any provider's would be:
// delivering its signed webhook events (a non-2xx answer fails the job, which the worker retries with
// backoff, as Stripe retries), settling "pay later" payments, expiring abandoned checkouts, and
// renewing subscriptions whose period has ended.
export const SANDBOX_WEBHOOK_JOB = 'billing-sandbox-webhook';
export const SANDBOX_SETTLE_JOB = 'billing-sandbox-settle';
export const SANDBOX_RENEWALS_JOB = 'billing-sandbox-renewals';
export const SANDBOX_EXPIRE_JOB = 'billing-sandbox-expire';
/** Stripe retries for days; the jobs table's backoff (30 s doubling, capped at an hour) over this many attempts. */
export const SANDBOX_WEBHOOK_ATTEMPTS = 20;
/** How often the sandbox renews its subscriptions whose period has ended. */
export const SANDBOX_RENEWALS_EVERY_SECONDS = 60;
