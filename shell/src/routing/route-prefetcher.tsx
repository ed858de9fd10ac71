import { useEffect } from 'react';
import { preloadRoute } from './route-components';
import { createPrefetchQueue, routeIdForPath } from './prefetch';

const queue = createPrefetchQueue(preloadRoute);

/** Prefetches the page of any same-site link the pointer or the keyboard focus reaches (every app's links). */
export function RoutePrefetcher() {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const id = routeIdForPath(link.pathname);
      if (id) queue.prefetch(id);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
  return null;
}
