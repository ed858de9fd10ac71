// `./contact-actions`: the business page's 'Request access / sign NDA' and 'Contact seller', for
// mfe-listings (dead-remote fallback on its side). Typed by `ContactActionsProps` in @bizmarkt/shared/federation.
import { lazy, Suspense } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import type { ComponentType } from 'react';
import type { ContactActionsProps } from '@bizmarkt/shared/federation';
import { NAMESPACE } from './register';

const ContactActions = lazy(() => import('../features/contact/components/contact-actions'));

/** Waits for this remote's texts (its namespace loads lazily) instead of flashing their keys. */
function ExposedContactActions(props: ContactActionsProps) {
  const { ready } = useTranslation(NAMESPACE, { useSuspense: false });
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ContactActions {...props} />
    </Suspense>
  );
}

export default ExposedContactActions satisfies ComponentType<ContactActionsProps>;
