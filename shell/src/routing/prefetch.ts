// Route prefetching (spec §9: at most about 5 at once): hovering or focusing a link starts loading
// its page, so the click renders at once. A small queue keeps at most five loads in flight.
import { matchPath } from '@bizmarkt/shared/router';
import { ROUTE_PREFETCH_MAX } from '@bizmarkt/shared/constants';
import { stripLocale } from '@bizmarkt/shared/locale';
import { ROUTES, type RouteId } from '@bizmarkt/shared/routing';

export function createPrefetchQueue<Id extends string>(load: (id: Id) => Promise<void>, max = ROUTE_PREFETCH_MAX) {
  const seen = new Set<Id>();
  const waiting: Id[] = [];
  let running = 0;

  const next = () => {
    while (running < max && waiting.length > 0) {
      const id = waiting.shift()!;
      running += 1;
      void load(id).finally(() => {
        running -= 1;
        next();
      });
    }
  };

  return {
    /** Queues a route once; later requests for the same route do nothing. */
    prefetch(id: Id) {
      if (seen.has(id)) return;
      seen.add(id);
      waiting.push(id);
      next();
    },
    get running() {
      return running;
    },
  };
}

/** The route id a path of this site belongs to, bare or under /de. */
export function routeIdForPath(path: string): RouteId | null {
  const bare = stripLocale(path.split(/[?#]/)[0] ?? '/');
  return ROUTES.find((route) => matchPath({ path: route.path, end: true }, bare))?.id ?? null;
}
