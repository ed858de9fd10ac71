// The time rules of the listing lifecycle (issue #10, spec §4), as pure functions of `now`: the jobs
// pass these instants to SQL as parameters (never SQL now()), so a fake clock drives them in tests.
import { FINANCIALS_HIDDEN_AFTER_DAYS, FINANCIALS_OUTDATED_AFTER_DAYS } from '@bizmarkt/shared/contract';

export const DAY_MS = 24 * 60 * 60 * 1000;

// Financial data older than FINANCIALS_OUTDATED_AFTER_DAYS makes the seller a `my-listings-outdated`
// warning; not updated within FINANCIALS_HIDDEN_AFTER_DAYS hides the listing (`business-was-hidden`).
// Declared in the contract: /my-listings counts the days left with the same numbers.
export { FINANCIALS_HIDDEN_AFTER_DAYS, FINANCIALS_OUTDATED_AFTER_DAYS };

/** Why a listing is hidden: the owner hid it for some days, or its financials went stale. */
export const HIDDEN_REASONS = ['owner', 'financials'] as const;
export type HiddenReason = (typeof HIDDEN_REASONS)[number];

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

export function daysAfter(start: Date, days: number): Date {
  return new Date(start.getTime() + days * DAY_MS);
}

/** Financials last updated at or before this instant are outdated (the warning is due). */
export function outdatedCutoff(now: Date): Date {
  return daysBefore(now, FINANCIALS_OUTDATED_AFTER_DAYS);
}

/** Financials last updated at or before this instant hide the listing. */
export function hideCutoff(now: Date): Date {
  return daysBefore(now, FINANCIALS_HIDDEN_AFTER_DAYS);
}

/** Whole days since the financials were last updated (0 on the day itself). */
export function financialsAgeDays(financialsUpdatedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - financialsUpdatedAt.getTime()) / DAY_MS));
}

/**
 * Whole days the seller has left to update the financials before the listing is hidden: the
 * `days` of `my-listings-outdated`. 15 on the 45th day, 0 on the last day (the texts then say "today").
 */
export function daysLeftBeforeHiding(financialsUpdatedAt: Date, now: Date): number {
  const deadline = daysAfter(financialsUpdatedAt, FINANCIALS_HIDDEN_AFTER_DAYS).getTime();
  return Math.max(0, Math.floor((deadline - now.getTime()) / DAY_MS));
}

export function isFinancialsOutdated(financialsUpdatedAt: Date, now: Date): boolean {
  return financialsUpdatedAt.getTime() <= outdatedCutoff(now).getTime();
}

export function isFinancialsExpired(financialsUpdatedAt: Date, now: Date): boolean {
  return financialsUpdatedAt.getTime() <= hideCutoff(now).getTime();
}

/** When a listing the owner hid for `days` days comes back (spec §7 hide_listing). */
export function ownerHideEndsAt(hiddenAt: Date, days: number): Date {
  return daysAfter(hiddenAt, days);
}

/**
 * Whether the outdated warning is still to be sent for these financials: once per version of the
 * financials (a later update starts the count again), never every day.
 */
export function outdatedWarningDue(financialsUpdatedAt: Date, warnedAt: Date | null, now: Date): boolean {
  if (!isFinancialsOutdated(financialsUpdatedAt, now)) return false;
  return warnedAt === null || warnedAt.getTime() < financialsUpdatedAt.getTime();
}
