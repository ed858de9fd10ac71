import { useEffect, useRef, type MouseEvent } from 'react';
import { Toast } from 'primereact/toast';
import { toastStore, type ToastMessage } from '@bizmarkt/shared';

/**
 * PrimeReact pauses a toast while the pointer is over it; on a phone a tap counts as "over" until the
 * next tap elsewhere, so an error toast never left. The spec's lives (10 s, 30 s for 403/503) hold.
 */
const keepLifeRunning = (event: MouseEvent) => event.preventDefault();

/**
 * The page's one Toast (bottom-left, spec §2). Loaded with the first message (GlobalOverlays): it
 * shows the messages that arrived while it loaded, then takes every later one directly.
 */
export default function ToastArea({ waiting }: { waiting: ToastMessage[] }) {
  const toast = useRef<Toast>(null);
  useEffect(() => {
    const show = (message: ToastMessage) => toast.current?.show(message);
    toastStore.getState().register(show);
    // Taken out of the queue, so a second mount (StrictMode) does not show them twice.
    for (const message of waiting.splice(0)) show(message);
    return () => toastStore.getState().register(null);
  }, [waiting]);
  return <Toast ref={toast} position="bottom-left" className="bz-toast" onMouseEnter={keepLifeRunning} />;
}
