import { useEffect, useRef } from 'react';
import { Toast } from 'primereact/toast';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { toastStore } from '@bizmarkt/shared';
import './global-overlays.css';

/** The page's one Toast (bottom-left, spec §2) and one ConfirmDialog, usable from every remote. */
export function GlobalOverlays() {
  const toast = useRef<Toast>(null);
  useEffect(() => {
    toastStore.getState().register((message) => toast.current?.show(message));
    return () => toastStore.getState().register(null);
  }, []);
  return (
    <>
      <Toast ref={toast} position="bottom-left" className="bz-toast" />
      <ConfirmDialog />
    </>
  );
}
