import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { usePaths } from '@bizmarkt/shared/routing';
import type { BusinessView } from '../types/business-view';

/**
 * The header's line on a listing behind an NDA, for whoever looks: the owner (who signs nothing and
 * sees everything) is told what buyers see and where the listing is managed; a moderator, that the review
 * shows every detail; a buyer, whether the NDA is signed and accepted or the details are behind it.
 */
export function NdaLine({ access }: { access: BusinessView['access'] }) {
  const { t } = useTranslation('listingsDetails');
  const paths = usePaths();
  if (!access.ndaRequired) return null;
  if (access.moderator) {
    return (
      <p className="bz-details__nda">
        <span className="pi pi-shield" aria-hidden="true" /> {t('details.nda.moderator')}
      </p>
    );
  }
  if (access.mine) {
    return (
      <p className="bz-details__nda bz-details__nda--owner">
        <span className="pi pi-shield" aria-hidden="true" />{' '}
        <span>
          {t('details.nda.owner')} <Link to={paths.myListings()}>{t('details.nda.manage')}</Link>
        </span>
      </p>
    );
  }
  return (
    <p className="bz-details__nda">
      <span className="pi pi-shield" aria-hidden="true" /> {t(access.granted ? 'details.nda.granted' : 'details.nda.required')}
    </p>
  );
}
