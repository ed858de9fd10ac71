import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConfirmDialogProps } from 'primereact/confirmdialog';
import { onConfirmDialog } from '../prime/prime-setup';
import { toastStore, type ToastMessage } from '@bizmarkt/shared';
import './global-overlays.css';

// Neither is on a page until it is needed (issue #14: the first page loads only what it shows).
const ToastArea = lazy(() => import('./toast-area'));
const ConfirmArea = lazy(() => import('./confirm-area'));

/**
 * The page's one Toast (bottom-left, spec §2) and one ConfirmDialog, usable from every remote, each
 * loaded with its first use: `notify()` before the Toast is there queues the message (shown once it
 * loads), and the first `confirmDialog()` of any app (PrimeReact's overlay bus) is replayed to the
 * dialog once it listens.
 */
export function GlobalOverlays() {
  // One array for the component's life: filled by `notify()` before the Toast loads, emptied by it.
  const [waitingToasts] = useState<ToastMessage[]>(() => []);
  const [toastWanted, setToastWanted] = useState(false);
  const [firstConfirm, setFirstConfirm] = useState<ConfirmDialogProps | null>(null);

  useEffect(() => {
    const enqueue = (message: ToastMessage) => {
      waitingToasts.push(message);
      setToastWanted(true);
    };
    toastStore.getState().register(enqueue);
    return () => {
      // The Toast, once loaded, has registered itself instead: leave it.
      if (toastStore.getState().show === enqueue) toastStore.getState().register(null);
    };
  }, [waitingToasts]);

  useEffect(() => {
    if (firstConfirm) return undefined;
    const onConfirm = (props: ConfirmDialogProps) => {
      // A hide before any dialog was shown has nothing to hide.
      if (props.visible !== false) setFirstConfirm(props);
    };
    return onConfirmDialog(onConfirm);
  }, [firstConfirm]);

  return (
    <Suspense fallback={null}>
      {toastWanted && <ToastArea waiting={waitingToasts} />}
      {firstConfirm && <ConfirmArea first={firstConfirm} />}
    </Suspense>
  );
}
