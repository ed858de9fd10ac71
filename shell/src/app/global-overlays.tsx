import { useEffect, useRef, type MouseEvent } from 'react';
import { Toast } from 'primereact/toast';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { toastStore } from '@bizmarkt/shared';
import './global-overlays.css';

/**
 * PrimeReact pauses a toast while the pointer is over it; on a phone a tap counts as "over" until the
 * next tap elsewhere, so an error toast never left. The spec's lives (10 s, 30 s for 403/503) hold.
 */
const keepLifeRunning = (event: MouseEvent) => event.preventDefault();

/** The page's one Toast (bottom-left, spec §2) and one ConfirmDialog, usable from every remote. */
export function GlobalOverlays() {
  const toast = useRef<Toast>(null);
  useEffect(() => {
    toastStore.getState().register((message) => toast.current?.show(message));
    return () => toastStore.getState().register(null);
  }, []);
  return (
    <>
      <Toast ref={toast} position="bottom-left" className="bz-toast" onMouseEnter={keepLifeRunning} />
      <ConfirmDialog />
    </>
  );
}
