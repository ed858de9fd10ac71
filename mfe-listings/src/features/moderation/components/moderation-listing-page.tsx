import { useState } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Link, useNavigate, useParams } from '@bizmarkt/shared/router';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { isApiError, notify, useLocale } from '@bizmarkt/shared';
import type { AdminListingDetail } from '@bizmarkt/shared/contract';
import { formatDate } from '@bizmarkt/shared/locale';
import { usePaths } from '@bizmarkt/shared/routing';
import { BusinessDetailsView, toBusinessView } from '../../business-details';
import { useModerationListing } from '../api/get-moderation-listing';
import { DECISION_CONFLICT, useVerifyListing } from '../api/verify-listing';
import { CancelForm } from './cancel-form';
import { ChangesList } from './changes-list';
import './moderation.css';

function ModerationFacts({ detail }: { detail: AdminListingDetail }) {
  const { t } = useTranslation('listingsModeration');
  const locale = useLocale();
  const { owner, moderation } = detail;
  const status = detail.listing.status;
  const rows: Array<[string, string | null]> = [
    [t('moderation.detail.status'), t(`moderation.statuses.${status}`)],
    [t('moderation.detail.owner'), `${owner.name} ${owner.last_name} <${owner.email}>`],
    [t('moderation.detail.submitted'), moderation.submitted_at ? formatDate(moderation.submitted_at, locale) : null],
    [t('moderation.detail.lastVerified'), moderation.last_verified_at ? formatDate(moderation.last_verified_at, locale) : t('moderation.detail.never')],
    [t('moderation.detail.lastCancelReason'), moderation.cancel_reason],
  ];
  return (
    <dl className="bz-facts">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <div key={label} className="bz-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function Decisions({ detail, onDecided }: { detail: AdminListingDetail; onDecided: () => void }) {
  const { t } = useTranslation('listingsModeration');
  const { id, name } = detail.listing;
  const verify = useVerifyListing(id);
  const [conflict, setConflict] = useState(false);

  const verifyNow = () =>
    verify.mutate(undefined, {
      onSuccess: () => {
        notify({ severity: 'success', summary: t('moderation.verify.done', { name }) });
        onDecided();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === DECISION_CONFLICT) setConflict(true);
      },
    });

  const askVerify = () =>
    confirmDialog({
      header: t('moderation.verify.confirmTitle'),
      message: t('moderation.verify.confirmText', { name }),
      icon: 'pi pi-verified',
      acceptLabel: t('moderation.verify.confirmAccept'),
      rejectLabel: t('moderation.verify.confirmReject'),
      accept: verifyNow,
    });

  if (detail.listing.status !== 'pending') return <p className="bz-muted">{t('moderation.detail.notPending')}</p>;
  return (
    <div className="bz-decisions">
      {conflict ? <p role="alert">{t('moderation.detail.conflict')}</p> : null}
      <Button type="button" label={t('moderation.verify.submit')} icon="pi pi-check" onClick={askVerify} loading={verify.isPending} />
      <CancelForm
        listingId={id}
        listingName={name}
        disabled={verify.isPending}
        onConflict={() => setConflict(true)}
        onCanceled={() => {
          notify({ severity: 'success', summary: t('moderation.cancel.done', { name }) });
          onDecided();
        }}
      />
    </div>
  );
}

/** `/admin/listings/{id}`: one listing in full (protected fields included), its changes, Verify / Cancel. */
export default function ModerationListingPage() {
  const { t } = useTranslation(['listingsModeration', 'listings']);
  const { id } = useParams();
  const paths = usePaths();
  const navigate = useNavigate();
  const detail = useModerationListing(Number(id));

  return (
    <section className="bz-moderation" aria-labelledby="bz-moderation-title">
      <p>
        <Link to={paths.adminListings()}>{t('moderation.detail.back')}</Link>
      </p>
      <h1 id="bz-moderation-title">{t('moderation.detail.title')}</h1>
      {detail.isPending ? <p role="status">{t('moderation.detail.loading')}</p> : null}
      {detail.isError ? (
        <div role="alert" className="bz-inline-error">
          <span>{t('moderation.detail.error')}</span>
          <button type="button" className="p-button p-component p-button-sm" onClick={() => void detail.refetch()}>
            {t('listings:shared.retry')}
          </button>
        </div>
      ) : null}
      {detail.data ? (
        <>
          <ModerationFacts detail={detail.data} />
          <Decisions detail={detail.data} onDecided={() => void navigate(paths.adminListings())} />
          <ChangesList changes={detail.data.changes} />
          <div className="bz-moderation__listing">
            <BusinessDetailsView view={toBusinessView(detail.data.listing, { moderator: true })} headingLevel={2} />
          </div>
        </>
      ) : null}
    </section>
  );
}
