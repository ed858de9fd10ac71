// One lazy component per route, created once at module scope (never inside render). A remote's
// route loads its `./routes` expose and then that route's own chunk. After a failed load, Retry
// replaces the lazy component, because React.lazy keeps a rejected load forever.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { REMOTES, type RemoteRoutes } from '@bizmarkt/shared/federation';
import { loadExpose, resetRemote } from '../remotes/remote-registry';
import { ROUTES, type RouteEntry, type RouteId } from '@bizmarkt/shared/routing';
import { reloadOnChunkError } from './chunk-reload';

type RouteComponent = LazyExoticComponent<ComponentType>;

type PageLoader = () => Promise<{ default: ComponentType }>;

const shellPages: Partial<Record<RouteId, PageLoader>> = {
  'not-found': reloadOnChunkError(() => import('../layout/not-found-page')),
};
const notAvailablePage: PageLoader = reloadOnChunkError(() => import('../layout/not-available-page'));

function pageLoader(entry: RouteEntry): PageLoader {
  if (entry.owner === 'shell') {
    const page = shellPages[entry.id];
    if (!page) throw new Error(`The shell has no page "${entry.id}"`);
    return page;
  }
  const remote = REMOTES[entry.owner];
  return async () => {
    const routes = await loadExpose<RemoteRoutes>(remote, './routes');
    const load = routes[entry.id as keyof RemoteRoutes];
    // The remote does not provide this page yet (a later issue builds it).
    if (!load) return notAvailablePage();
    return load();
  };
}

/**
 * One load per route, shared by the lazy component and by prefetching, so a prefetched page renders
 * without a second request. A failed load is forgotten, so the next attempt starts afresh.
 */
function memoized(load: PageLoader): PageLoader {
  let pending: ReturnType<PageLoader> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

const loaders = new Map<RouteId, PageLoader>(ROUTES.map((entry) => [entry.id, memoized(pageLoader(entry))]));
const components = new Map<RouteId, RouteComponent>(ROUTES.map((entry) => [entry.id, lazy(loaders.get(entry.id)!)]));

/** Starts loading a route's page ahead of a click; errors are left for the real render to show. */
export function preloadRoute(id: RouteId): Promise<void> {
  const load = loaders.get(id);
  return load
    ? load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

export function routeComponent(id: RouteId): RouteComponent {
  const component = components.get(id);
  if (!component) throw new Error(`No route "${id}" in the route table`);
  return component;
}

/** Forgets a failed route load (and its remote's cached failure) so the next render loads it again. */
export function resetRouteComponent(entry: RouteEntry): void {
  if (entry.owner !== 'shell') resetRemote(REMOTES[entry.owner]);
  const load = memoized(pageLoader(entry));
  loaders.set(entry.id, load);
  components.set(entry.id, lazy(load));
}
