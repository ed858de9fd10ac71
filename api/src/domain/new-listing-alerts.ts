// New-listing alerts (issue #11): when a listing is verified for the first time, every user whose
// alert matches it (all ranges and categories; an empty bound is no bound) is told in the app at
// once, and — with `email.new_listing_alerts` on — by one digest email a day at most, collecting
// the matches since the last one. Both run as jobs (defined in plugins/app/listings.ts).
import type { JobQueue } from '../jobs/queue';
import type { Lang } from '../lib/lang';
import type { MailService } from '../mail/outbox';
import type { UnsubscribeList } from '../mail/types';
import type { Repositories } from '../repositories';
import { listingData } from './listing-lifecycle-notify';

export const NEW_LISTING_ALERTS_JOB = 'new-listing-alerts.match';
export const NEW_LISTING_DIGEST_JOB = 'new-listing-alerts.digest';
/** How often the digest job looks for users owed a digest (each gets one a day at most). */
export const NEW_LISTING_DIGEST_EVERY_SECONDS = 3600;
/** Digests sent per run; the rest follow in the next run. */
export const NEW_LISTING_DIGEST_BATCH = 500;
const DIGEST_LIST: UnsubscribeList = 'new_listing_alerts';
const mailLocale = (locale: string): Lang => (locale === 'de' ? 'de' : 'en');

export interface NewListingAlertsPayload {
  business_id: number;
}

/** Queues the matching of a newly verified listing (once per listing while queued). */
export async function queueNewListingAlerts(jobs: JobQueue, listingId: number): Promise<void> {
  const payload: NewListingAlertsPayload = { business_id: listingId };
  await jobs.enqueue(NEW_LISTING_ALERTS_JOB, payload, { key: `${NEW_LISTING_ALERTS_JOB}:${listingId}` });
}

/** What the matching reads and writes through (the app's repositories, or the bench's on one transaction). */
export interface AlertMatchDeps {
  repositories: Pick<Repositories, 'newListingAlerts' | 'listingLifecycle'>;
}

/** Matches one listing against every alert in one statement; answers how many users were told. */
export async function matchNewListing(deps: AlertMatchDeps, listingId: number, now: Date): Promise<number> {
  const repository = deps.repositories.newListingAlerts;
  const facts = await repository.factsOf(listingId, now);
  // Hidden or sold again before the job ran: nobody hears of it.
  if (!facts) return 0;
  // Only what the notice says (name, price, cover): not the whole record with its months.
  const listing = await deps.repositories.listingLifecycle.facts(listingId);
  if (!listing) return 0;
  return repository.recordMatches(facts, listingData(listing), now);
}

export interface DigestDeps {
  repositories: Pick<Repositories, 'newListingAlerts'>;
  mail: MailService;
}

/** Sends the digests that are due; answers how many mails were queued. */
export async function sendNewListingDigests(deps: DigestDeps, now: Date): Promise<number> {
  const repository = deps.repositories.newListingAlerts;
  let sent = 0;
  for (const user of await repository.dueDigests(now, NEW_LISTING_DIGEST_BATCH)) {
    const listings = await repository.takePending(user.user_id, now);
    if (listings.length === 0) continue;
    await deps.mail.queue({
      template: 'new-listing-digest',
      data: { listings, name: user.name },
      to: user.email,
      userId: user.user_id,
      locale: mailLocale(user.locale),
      unsubscribeList: DIGEST_LIST,
    });
    sent += 1;
  }
  return sent;
}
