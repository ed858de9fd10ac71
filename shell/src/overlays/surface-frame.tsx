import { useEffect, useRef, type ReactNode } from 'react';
import { Dialog } from 'primereact/dialog';
import './surface-frame.css';

interface SurfaceFrameProps {
  kind: 'panel' | 'modal';
  title: ReactNode;
  closable?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The generic slide-in panel and the generic modal (spec §2): both close on Escape unless the modal
 * is non-closable, trap focus inside (PrimeReact's Dialog focus trap), and give focus back to where it
 * was when they close.
 */
export function SurfaceFrame({ kind, title, closable = true, onClose, children }: SurfaceFrameProps) {
  const returnFocusTo = useRef<Element | null>(null);
  if (returnFocusTo.current === null) returnFocusTo.current = typeof document === 'undefined' ? null : document.activeElement;

  useEffect(
    () => () => {
      const target = returnFocusTo.current;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    },
    [],
  );

  return (
    <Dialog
      visible
      header={title}
      onHide={onClose}
      modal
      closable={closable}
      closeOnEscape={closable}
      dismissableMask={closable}
      draggable={false}
      resizable={false}
      blockScroll
      position={kind === 'panel' ? 'right' : 'center'}
      className={kind === 'panel' ? 'bz-panel' : 'bz-modal'}
      maskClassName={kind === 'panel' ? 'bz-panel-mask' : undefined}
    >
      {children}
    </Dialog>
  );
}
