import { useMemo, type ReactNode } from 'react';
import type { BusinessDetailsProps } from '@bizmarkt/shared/federation';
import { toBusinessView } from '../to-business-view';
import { BusinessDetailsView } from './business-details-view';

/**
 * The business page's drawing of one listing, from the listing answer as the API gave it to this
 * viewer. Exposed as `mfe_listings/business-details` (the wizard's preview draws the same component).
 */
export function BusinessDetails({ listing, ndaAction, headingLevel, aside, deal }: BusinessDetailsProps & { deal?: ReactNode }) {
  const view = useMemo(() => toBusinessView(listing), [listing]);
  return <BusinessDetailsView view={view} ndaAction={ndaAction} headingLevel={headingLevel} aside={aside} deal={deal} />;
}
