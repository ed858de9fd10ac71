import { Navigate, useParams } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from '@bizmarkt/shared/ui';
import { isApiError, useDocumentTitle } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';
import { BusinessDetails } from '../../business-details';
import { useBusiness } from '../api/get-business';
import { BusinessAside } from './business-aside';
import { DealActions } from './deal-actions';
import { DealSummary } from './deal-summary';
import './business-page.css';

/** Answers after which the error catalogue moves the page on (307 → /business-unavailable, 404 → /404). */
const NAVIGATING = [307, 404];

function BusinessLoader({ id }: { id: number }) {
  const { t } = useTranslation(['listingsDetails', 'listings']);
  const query = useBusiness(id);
  useDocumentTitle(query.data?.name);

  if (query.isPending || (query.isError && isApiError(query.error) && NAVIGATING.includes(query.error.status))) {
    return (
      <p role="status" className="bz-business__state">
        {t('business.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="bz-business__state">
        <p>{t('business.failed')}</p>
        <Button type="button" label={t('listings:shared.retry')} onClick={() => void query.refetch()} />
      </div>
    );
  }
  return (
    <div className="bz-business">
      <BusinessDetails
        listing={query.data}
        headingLevel={1}
        deal={<DealSummary listing={query.data} actions={<DealActions listing={query.data} />} />}
        aside={<BusinessAside listing={query.data} />}
      />
    </div>
  );
}

/** `/business/{id}`: one listing as this viewer may see it. */
export default function BusinessPage() {
  const { id } = useParams();
  const paths = usePaths();
  const businessId = Number(id);
  if (!Number.isInteger(businessId) || businessId <= 0) return <Navigate to={paths.notFound()} replace />;
  return <BusinessLoader key={businessId} id={businessId} />;
}
