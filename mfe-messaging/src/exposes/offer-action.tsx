// `./offer-action`: the business page's 'Make an offer' (issue #30 §1), for
// mfe-listings (dead-remote fallback on its side). Typed by `OfferActionProps` in @bizmarkt/shared/federation.
import { lazy, Suspense } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import type { ComponentType } from 'react';
import type { OfferActionProps } from '@bizmarkt/shared/federation';
import { NAMESPACE } from './register';

const OfferAction = lazy(() => import('../features/offers/components/offer-action'));

/** Waits for this remote's texts (its namespace loads lazily) instead of flashing their keys. */
function ExposedOfferAction(props: OfferActionProps) {
  const { ready } = useTranslation(NAMESPACE, { useSuspense: false });
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <OfferAction {...props} />
    </Suspense>
  );
}

export default ExposedOfferAction satisfies ComponentType<OfferActionProps>;
