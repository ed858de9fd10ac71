// One scheduled fetch of a connected report: fetch → parse → replace the listing's months → mark the
// connection synced. A link that stopped working (401/403/404/410, a redirect to sellerboard's login, or
// an answer with no data) expires the connection and tells the owner once
// (`expired-sellerboard-integration`, in-app and by email per their settings); sellerboard being
// unavailable only records the error and the next run tries again. The link is never logged.
// The schedule: `sellerboard-sync` runs every hour and queues one `sellerboard-fetch` per active
// connection not tried for SELLERBOARD_SYNC_INTERVAL_HOURS (keyed per listing, so a fetch still queued is
// not queued twice); each fetch job syncs one connection (the jobs are defined in plugins/app/listings.ts).
import type { FastifyBaseLogger } from 'fastify';
import { isImportCurrency, SELLERBOARD_MAX_MONTHS, SELLERBOARD_SYNC_INTERVAL_HOURS } from '@bizmarkt/shared/contract';
import type { JobQueue } from '../jobs/queue';
import { checkImportable, keepRecent } from '../lib/sellerboard/diff';
import { SellerboardFileError, type SellerboardErrorCode } from '../lib/sellerboard/errors';
import { fetchReport, type FetchOptions } from '../lib/sellerboard/fetcher';
import { checkReportLink, redactLink } from '../lib/sellerboard/link';
import { parseSellerboardExport } from '../lib/sellerboard/parser';
import { decryptSecret } from '../lib/sellerboard/secret';
import type { Repositories } from '../repositories';
import type { SellerboardRepository } from '../repositories/sellerboard';
import type { ListingLifecycle } from './listing-lifecycle';
import type { Notifier } from './notifier';
import { convertMonths, MissingRatesError, type ReferenceRates } from './currency/reference-rates';
import { createMonthsStore, type MonthsStore } from './sellerboard-months';

export const SELLERBOARD_SYNC_JOB = 'sellerboard-sync';
export const SELLERBOARD_FETCH_JOB = 'sellerboard-fetch';
/** How often the round looks for connections due (their own interval is a day). */
export const SELLERBOARD_ROUND_SECONDS = 60 * 60;

export function sellerboardFetchKey(listingId: number): string {
  return `${SELLERBOARD_FETCH_JOB}:${listingId}`;
}

/** Connections last tried before this moment are due. */
export function syncDueBefore(now: Date): Date {
  return new Date(now.getTime() - SELLERBOARD_SYNC_INTERVAL_HOURS * 60 * 60 * 1000);
}

/** Queues the fetch of one connection (at `runAt`, now by default; once while one is queued). */
export async function queueFetch(jobs: JobQueue, listingId: number, runAt?: Date): Promise<void> {
  await jobs.enqueue(SELLERBOARD_FETCH_JOB, { businessId: listingId }, { key: sellerboardFetchKey(listingId), ...(runAt ? { runAt } : {}) });
}

/** The hourly round: a fetch for every active connection that is due. */
export async function queueDueFetches(deps: { repository: Pick<SellerboardRepository, 'dueForSync'>; jobs: JobQueue }, now: Date): Promise<void> {
  for (const listingId of await deps.repository.dueForSync(syncDueBefore(now))) await queueFetch(deps.jobs, listingId, now);
}

export interface SyncDeps {
  repository: SellerboardRepository;
  /** The report's months are converted into USD at these (decision 0193). */
  rates: ReferenceRates;
  months: MonthsStore;
  notifier: Notifier;
  appKey: string;
  allowLocal: boolean;
  log: FastifyBaseLogger;
  fetchOptions?: FetchOptions;
}

export type SyncResult = 'synced' | 'expired' | 'failed' | 'skipped';

/** Parse errors that mean "the link gives no data any more", as opposed to data we misread. */
const NO_DATA: ReadonlySet<SellerboardErrorCode> = new Set(['empty', 'unrecognised', 'no_revenue', 'no_complete_month']);

export const SYNC_ERRORS = {
  unreadable: 'The saved link can no longer be read. Connect sellerboard again.',
  gone: (status: number) => `sellerboard refused the link (HTTP ${status}): it has expired or was deleted. Connect sellerboard again.`,
  noData: 'The sellerboard report has no data any more. Check the report in sellerboard and connect it again.',
  tooLarge: 'The sellerboard report is larger than 5 MB.',
  unavailable: (reason: string) => `sellerboard could not be reached (${reason}); the next sync tries again.`,
  noRate: (currency: string, months: string) =>
    `There is no ECB reference rate for ${currency} in ${months} yet, so the report cannot be converted into US dollars; the next sync tries again.`,
} as const;

export async function syncConnection(deps: SyncDeps, listingId: number, now: Date): Promise<SyncResult> {
  const { repository, log } = deps;
  const connection = await repository.connection(listingId);
  if (!connection || connection.status !== 'active') return 'skipped';

  const expire = async (error: string): Promise<SyncResult> => {
    const firstTime = await repository.markExpired(listingId, error, now);
    if (firstTime) {
      const listing = await repository.listing(listingId);
      if (listing) {
        await deps.notifier.notify(listing.user_id, 'expired-sellerboard-integration', { business_id: listingId, business_name: listing.name });
      }
    }
    log.info({ businessId: listingId }, 'sellerboard connection expired');
    return 'expired';
  };
  const fail = async (error: string): Promise<SyncResult> => {
    await repository.markFailed(listingId, error, now);
    return 'failed';
  };

  const link = decryptSecret(deps.appKey, connection.url_encrypted);
  const checked = link === null ? null : checkReportLink(link, deps.allowLocal);
  if (!checked?.ok) return expire(SYNC_ERRORS.unreadable);

  const outcome = await fetchReport(checked.url, deps.fetchOptions);
  log.info({ businessId: listingId, link: redactLink(checked.url.href), outcome: outcome.kind }, 'sellerboard report fetched');
  if (outcome.kind === 'gone') return expire(SYNC_ERRORS.gone(outcome.status));
  if (outcome.kind === 'unavailable') return fail(SYNC_ERRORS.unavailable(outcome.reason));
  if (outcome.kind === 'too_large') return fail(SYNC_ERRORS.tooLarge);

  try {
    const parsed = parseSellerboardExport(outcome.body, { now });
    const { kept } = keepRecent(parsed.months, SELLERBOARD_MAX_MONTHS);
    checkImportable(kept);
    const currency = isImportCurrency(connection.currency) ? connection.currency : 'USD';
    const converted = convertMonths(kept, currency, deps.rates);
    await deps.months.replace(listingId, converted.months, { source: 'sellerboard', at: now, currency });
    await repository.markSynced(listingId, now);
    return 'synced';
  } catch (error) {
    if (error instanceof MissingRatesError) return fail(SYNC_ERRORS.noRate(error.currency, error.months.join(', ')));
    if (!(error instanceof SellerboardFileError)) throw error;
    return NO_DATA.has(error.code) ? expire(SYNC_ERRORS.noData) : fail(error.message);
  }
}

export interface SellerboardDeps {
  repositories: Pick<Repositories, 'sellerboard' | 'listings'>;
  lifecycle: Pick<ListingLifecycle, 'saved'>;
  notifier: Notifier;
  jobs: JobQueue;
  /** Unseals the stored links. */
  appKey: string;
  /** Tests only: report links may point at this machine (config.sellerboardAllowLocal). */
  allowLocal: boolean;
  rates: ReferenceRates;
}

/** `app.sellerboard` (plugins/app/listings.ts): the months store, and the syncs of connected reports. */
export function createSellerboard(deps: SellerboardDeps) {
  const repository = deps.repositories.sellerboard;
  const months = createMonthsStore(deps);
  return {
    months,
    /** The first sync of a connection, right away. */
    queueFetch: (listingId: number) => queueFetch(deps.jobs, listingId),
    /** The hourly round. */
    queueDueFetches: (now: Date) => queueDueFetches({ repository, jobs: deps.jobs }, now),
    /** One fetch job. */
    sync: (listingId: number, now: Date, log: FastifyBaseLogger) =>
      syncConnection({ repository, rates: deps.rates, months, notifier: deps.notifier, appKey: deps.appKey, allowLocal: deps.allowLocal, log }, listingId, now),
  };
}

export type Sellerboard = ReturnType<typeof createSellerboard>;
