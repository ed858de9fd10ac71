import { Suspense, useState } from 'react';
import { RemoteBoundary } from './remote-boundary';
import { remoteModal, resetRemoteModal, type RemoteModalRef } from './remote-modals';

/** Renders a remote's modal; a remote that fails to load shows the fallback with Retry instead. */
export function RemoteModalSlot({ modal, onClose }: { modal: RemoteModalRef; onClose: () => void }) {
  const [, setAttempt] = useState(0);
  const Modal = remoteModal(modal);
  return (
    <RemoteBoundary
      remote={modal.remote}
      onRetry={() => {
        resetRemoteModal(modal);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={null}>
        <Modal onClose={onClose} />
      </Suspense>
    </RemoteBoundary>
  );
}
