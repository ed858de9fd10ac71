// The subscription's state as the product shows it (spec §4), derived from our copy of the provider's
// subscription and the time. Pure functions of `now`, so fake-clock tests drive them.
import { BILLING_GRACE_PERIOD_DAYS, type SubscriptionStatus } from '@bizmarkt/shared/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SubscriptionState {
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: Date | null;
  grace_until: Date | null;
  ended_at: Date | null;
}

/** Provider statuses that never give PRO. */
const ENDED_STATUSES = new Set(['canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused']);

export function subscriptionStatus(row: SubscriptionState | null | undefined, now: Date): SubscriptionStatus {
  if (!row || row.ended_at !== null || ENDED_STATUSES.has(row.status)) return 'free';
  if (row.status === 'past_due') return row.grace_until !== null && row.grace_until > now ? 'past_due' : 'free';
  if (row.cancel_at_period_end) {
    return row.current_period_end !== null && row.current_period_end <= now ? 'free' : 'cancelled';
  }
  return 'active';
}

/** PRO rights (`users.subscription = 'active'`): active, cancelled until its end, or past due within the grace period. */
export function hasPro(status: SubscriptionStatus): boolean {
  return status !== 'free';
}

/** When a failed payment ends PRO. */
export function graceUntil(failedAt: Date): Date {
  return new Date(failedAt.getTime() + BILLING_GRACE_PERIOD_DAYS * DAY_MS);
}

/** Why a subscription whose time is up ends now, or null while it runs. */
export function dueToEnd(row: SubscriptionState, now: Date): 'period_end' | 'grace_over' | null {
  if (row.ended_at !== null || ENDED_STATUSES.has(row.status)) return null;
  if (row.status === 'past_due' && (row.grace_until === null || row.grace_until <= now)) return 'grace_over';
  if (row.cancel_at_period_end && row.current_period_end !== null && row.current_period_end <= now) return 'period_end';
  return null;
}

/** One interval after `from` (calendar month or year, as providers bill). */
export function addInterval(from: Date, interval: 'month' | 'year'): Date {
  const next = new Date(from.getTime());
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}
