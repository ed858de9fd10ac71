// Page views of a listing counted once per visitor a day (issue #11, /my-listings' "views").
// The visitor is a logged-in user's id or, for a guest, the IP address and user agent; both only
// ever enter the database as an HMAC under APP_KEY that includes the day, so the table cannot be
// read back into who looked at what, nor linked from one day to the next. No cookie is set for it:
// a tracking cookie would need the visitor's consent, and the count is the owner's rough measure.
import { createHmac } from 'node:crypto';

/** Job that forgets the visitors of past days (their views stay counted). */
export const VIEW_VISITORS_FORGET_JOB = 'business-views.forget-visitors';
/** Often enough that the table holds about a day of rows; the job is one DELETE. */
export const VIEW_VISITORS_FORGET_EVERY_SECONDS = 6 * 60 * 60;

export type Viewer = { userId: number } | { ip: string; userAgent: string };

/** The counting day: the UTC calendar day of `now` (one day for every instance and time zone). */
export function viewDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** 32 hex characters naming the viewer on `day` only. */
export function viewerKey(appKey: string, day: string, viewer: Viewer): string {
  const who = 'userId' in viewer ? `user:${viewer.userId}` : `guest:${viewer.ip}\n${viewer.userAgent}`;
  return createHmac('sha256', appKey).update(`business-view\n${day}\n${who}`).digest('hex').slice(0, 32);
}
