// `./latest-messages`: the "Latest messages" block for mfe-account's /dashboard. Typed by
// `LatestMessagesProps` in @bizmarkt/shared/federation.
import { lazy, Suspense } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import type { ComponentType } from 'react';
import { COMMON_NS } from '@bizmarkt/shared';
import type { LatestMessagesProps } from '@bizmarkt/shared/federation';
import { NAMESPACE } from './register';

const LatestMessages = lazy(() => import('../features/dashboard/components/latest-messages'));

function Loading() {
  const { t } = useTranslation(COMMON_NS);
  return <p role="status">{t('remote.loading')}</p>;
}

function ExposedLatestMessages(props: LatestMessagesProps) {
  const { ready } = useTranslation(NAMESPACE, { useSuspense: false });
  if (!ready) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <LatestMessages {...props} />
    </Suspense>
  );
}

export default ExposedLatestMessages satisfies ComponentType<LatestMessagesProps>;
