// One scheduled fetch of a connected report: fetch → parse → replace the listing's months → mark the
// connection synced. A link that stopped working (401/403/404/410, a redirect to sellerboard's login, or
// an answer with no data) expires the connection and tells the owner once
// (`expired-sellerboard-integration`, in-app and by email per their settings); sellerboard being
// unavailable only records the error and the next run tries again. The link is never logged.
import type { FastifyBaseLogger } from 'fastify';
import { SELLERBOARD_MAX_MONTHS } from '@bizmarkt/shared/contract';
import type { Notifier } from '../../domain/notifier';
import type { SellerboardRepository } from '../../repositories/sellerboard';
import { checkImportable, keepRecent } from './diff';
import { SellerboardFileError, type SellerboardErrorCode } from './errors';
import { fetchReport, type FetchOptions } from './fetcher';
import { checkReportLink, redactLink } from './link';
import type { MonthsStore } from './months-store';
import { parseSellerboardExport } from './parser';
import { decryptSecret } from './secret';

export interface SyncDeps {
  repository: SellerboardRepository;
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
} as const;

export async function syncConnection(deps: SyncDeps, businessId: number, now: Date): Promise<SyncResult> {
  const { repository, log } = deps;
  const connection = await repository.connection(businessId);
  if (!connection || connection.status !== 'active') return 'skipped';

  const expire = async (error: string): Promise<SyncResult> => {
    const firstTime = await repository.markExpired(businessId, error, now);
    if (firstTime) {
      const business = await repository.business(businessId);
      if (business) {
        await deps.notifier.notify(business.user_id, 'expired-sellerboard-integration', { business_id: businessId, business_name: business.name });
      }
    }
    log.info({ businessId }, 'sellerboard connection expired');
    return 'expired';
  };
  const fail = async (error: string): Promise<SyncResult> => {
    await repository.markFailed(businessId, error, now);
    return 'failed';
  };

  const link = decryptSecret(deps.appKey, connection.url_encrypted);
  const checked = link === null ? null : checkReportLink(link, deps.allowLocal);
  if (!checked?.ok) return expire(SYNC_ERRORS.unreadable);

  const outcome = await fetchReport(checked.url, deps.fetchOptions);
  log.info({ businessId, link: redactLink(checked.url.href), outcome: outcome.kind }, 'sellerboard report fetched');
  if (outcome.kind === 'gone') return expire(SYNC_ERRORS.gone(outcome.status));
  if (outcome.kind === 'unavailable') return fail(SYNC_ERRORS.unavailable(outcome.reason));
  if (outcome.kind === 'too_large') return fail(SYNC_ERRORS.tooLarge);

  try {
    const parsed = parseSellerboardExport(outcome.body, { now });
    const { kept } = keepRecent(parsed.months, SELLERBOARD_MAX_MONTHS);
    checkImportable(kept);
    await deps.months.replace(businessId, kept, { source: 'sellerboard', at: now });
    await repository.markSynced(businessId, now);
    return 'synced';
  } catch (error) {
    if (!(error instanceof SellerboardFileError)) throw error;
    return NO_DATA.has(error.code) ? expire(SYNC_ERRORS.noData) : fail(error.message);
  }
}
