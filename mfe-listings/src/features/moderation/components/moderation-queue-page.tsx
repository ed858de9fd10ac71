import { useTranslation } from '@bizmarkt/shared/translation';
import { Link, useSearchParams } from '@bizmarkt/shared/router';
import { useLocale } from '@bizmarkt/shared';
import { MODERATION_QUEUE_STATUSES, type AdminListingSummary, type ModerationQueueStatus } from '@bizmarkt/shared/contract';
import { formatDate } from '@bizmarkt/shared/locale';
import { Money } from '@bizmarkt/shared/ui';
import { usePaths } from '@bizmarkt/shared/routing';
import { useModerationQueue } from '../api/get-moderation-queue';
import './moderation.css';

function readStatus(value: string | null): ModerationQueueStatus {
  return (MODERATION_QUEUE_STATUSES as readonly string[]).includes(value ?? '') ? (value as ModerationQueueStatus) : 'pending';
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function QueueRow({ listing }: { listing: AdminListingSummary }) {
  const { t } = useTranslation('listingsModeration');
  const locale = useLocale();
  const paths = usePaths();
  const submitted = listing.moderation.submitted_at;
  return (
    <li className="bz-queue__item">
      {listing.image ? <img src={listing.image} alt="" className="bz-queue__image" /> : <span className="bz-queue__image" aria-hidden="true" />}
      <div className="bz-queue__main">
        <Link to={paths.adminListing(listing.id)} className="bz-queue__name">
          {listing.name}
        </Link>
        <span className="bz-queue__meta">
          {t('moderation.queue.owner', { name: `${listing.owner.name} ${listing.owner.last_name}`.trim(), email: listing.owner.email })}
        </span>
        <span className="bz-queue__meta">
          <Money value={listing.price} locale={locale} decimals={0} />
          {submitted ? ` · ${t('moderation.queue.submitted', { date: formatDate(submitted, locale) })}` : ''}
        </span>
      </div>
      {listing.previously_verified ? <span className="bz-tag">{t('moderation.queue.resubmitted')}</span> : null}
    </li>
  );
}

/** `/admin/listings`: the listings waiting for verification (oldest first), or those of another status. */
export default function ModerationQueuePage() {
  const { t } = useTranslation(['listingsModeration', 'listings']);
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const page = readPage(params.get('page'));
  const queue = useModerationQueue(status, page);
  const go = (next: { status?: ModerationQueueStatus; page?: number }) => setParams({ status: next.status ?? status, page: String(next.page ?? 1) });

  return (
    <section className="bz-moderation" aria-labelledby="bz-moderation-title">
      <h1 id="bz-moderation-title">{t('moderation.queue.title')}</h1>
      <div className="bz-moderation__filters">
        <label htmlFor="bz-moderation-status">{t('moderation.queue.status')}</label>
        <select id="bz-moderation-status" value={status} onChange={(e) => go({ status: readStatus(e.target.value) })}>
          {MODERATION_QUEUE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`moderation.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {queue.isPending ? <p role="status">{t('moderation.queue.loading')}</p> : null}
      {queue.isError ? (
        <div role="alert" className="bz-inline-error">
          <span>{t('moderation.queue.error')}</span>
          <button type="button" className="p-button p-component p-button-sm" onClick={() => void queue.refetch()}>
            {t('listings:shared.retry')}
          </button>
        </div>
      ) : null}
      {queue.data ? (
        <>
          <p className="bz-muted" aria-live="polite">
            {t('moderation.queue.count', { count: queue.data.meta.total })}
          </p>
          {queue.data.data.length === 0 ? (
            <p>{t(status === 'pending' ? 'moderation.queue.emptyPending' : 'moderation.queue.empty')}</p>
          ) : (
            <ul className="bz-queue" aria-label={t('moderation.queue.listLabel')}>
              {queue.data.data.map((listing) => (
                <QueueRow key={listing.id} listing={listing} />
              ))}
            </ul>
          )}
          {queue.data.meta.last_page > 1 ? (
            <nav className="bz-pager" aria-label={t('moderation.queue.pages')}>
              <button type="button" className="p-button p-component p-button-sm p-button-outlined" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                {t('moderation.queue.previous')}
              </button>
              <span>{t('moderation.queue.pageOf', { page: queue.data.meta.current_page, last: queue.data.meta.last_page })}</span>
              <button
                type="button"
                className="p-button p-component p-button-sm p-button-outlined"
                disabled={page >= queue.data.meta.last_page}
                onClick={() => go({ page: page + 1 })}
              >
                {t('moderation.queue.next')}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
