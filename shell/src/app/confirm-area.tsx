import { useEffect } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from 'primereact/confirmdialog';
import { confirmBus } from '../prime/prime-setup';

/**
 * The page's one ConfirmDialog, loaded with the first `confirmDialog()` of any app (GlobalOverlays).
 * The dialog subscribes to PrimeReact's overlay bus when it mounts, after the call that caused the
 * load: this parent's effect runs after the child's, so the call is sent again once it listens.
 */
export default function ConfirmArea({ first }: { first: ConfirmDialogProps }) {
  useEffect(() => {
    // Replayed once; later calls reach the mounted dialog directly.
    confirmBus()?.emit('confirm-dialog', first);
  }, [first]);
  return <ConfirmDialog />;
}
