// `./business-details`: the business page's drawing of one listing, for other remotes (the wizard's
// preview). Typed by `BusinessDetailsProps` in @bizmarkt/shared/federation; see the README.
import { useTranslation } from '@bizmarkt/shared/translation';
import { COMMON_NS } from '@bizmarkt/shared';
import type { BusinessDetailsComponent, BusinessDetailsProps } from '@bizmarkt/shared/federation';
import { BusinessDetails } from '../features/business-details/components/business-details';
import { DETAILS_NS, NAMESPACE } from './register';

/** Waits for this remote's texts (its namespaces load lazily) instead of flashing their keys. */
function ExposedBusinessDetails(props: BusinessDetailsProps) {
  const { ready } = useTranslation([DETAILS_NS, NAMESPACE], { useSuspense: false });
  const { t } = useTranslation(COMMON_NS);
  if (!ready) return <p role="status">{t('remote.loading')}</p>;
  return <BusinessDetails {...props} />;
}

export default ExposedBusinessDetails satisfies BusinessDetailsComponent;
