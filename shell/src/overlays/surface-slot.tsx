import { Suspense, type ComponentType } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import type { RemoteName } from '@bizmarkt/shared/federation';
import { RemoteBoundary, RemoteFallback } from '../remotes/remote-boundary';
import { PageLoading } from '../layout/page-loading';
import { SurfaceFrame } from './surface-frame';
import { useRemoteSurface } from './use-remote-surface';

interface SurfaceSlotProps {
  kind: 'panel' | 'modal';
  remote: RemoteName;
  id: string;
  onClose: () => void;
}

/** A panel or modal of a remote inside the shell's frame, with loading, missing and failure states. */
export function SurfaceSlot({ kind, remote, id, onClose }: SurfaceSlotProps) {
  const { t } = useTranslation('shell');
  const { state, retry } = useRemoteSurface<ComponentType<{ onClose: () => void }>>(remote, kind === 'panel' ? './panels' : './modals', id);
  const DynamicTitle = state.status === 'ready' ? state.module.meta.Title : undefined;
  const title = DynamicTitle ? <DynamicTitle /> : state.status === 'ready' ? t(state.module.meta.titleKey) : t(`surfaces.${id}`);
  const closable = state.status === 'ready' ? state.module.meta.closable !== false : true;

  let body;
  if (state.status === 'loading') body = <PageLoading />;
  else if (state.status === 'missing') body = <p>{t('notAvailable.text')}</p>;
  else if (state.status === 'failed') body = <RemoteFallback onRetry={retry} />;
  else {
    const Content = state.module.default;
    body = (
      <RemoteBoundary remote={remote} onRetry={retry}>
        <Suspense fallback={<PageLoading />}>
          <Content onClose={onClose} />
        </Suspense>
      </RemoteBoundary>
    );
  }
  return (
    <SurfaceFrame kind={kind} title={title} closable={closable} onClose={onClose}>
      {body}
    </SurfaceFrame>
  );
}
