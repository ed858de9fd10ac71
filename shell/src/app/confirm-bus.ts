import type { ConfirmDialogProps } from 'primereact/confirmdialog';
import { OverlayService } from 'primereact/overlayservice';

type ConfirmListener = (props: ConfirmDialogProps) => void;

/**
 * PrimeReact's overlay bus as `confirmDialog()` uses it: it emits 'confirm-dialog' with the dialog's
 * props, which ConfirmDialog listens for. The library's types name only its 'overlay-click' event.
 */
export const confirmBus = OverlayService as unknown as {
  on(event: 'confirm-dialog', listener: ConfirmListener): void;
  off(event: 'confirm-dialog', listener: ConfirmListener): void;
  emit(event: 'confirm-dialog', props: ConfirmDialogProps): void;
};
