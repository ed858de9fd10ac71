// The standalone dev page of a remote: the providers the shell normally gives (query client, the
// shared i18n instance, a router) around the remote's own routes, so a team can run its remote alone
// with `pnpm --filter <remote> dev`. Never used inside the shell. The page serves every route the
// remote exposes, at the route table's paths (parameters shown as `:id` are filled with a sample).
import { StrictMode, Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@bizmarkt/shared/router';
import { QueryClient, QueryClientProvider } from '@bizmarkt/shared/query';
// Stateful: through the singleton entry, so the page and the remote's code share one i18n instance.
import { bindSessionToQueryCache, initI18n, installPopStateGuards } from '@bizmarkt/shared';
import type { RemoteRoutes, RouteLoader } from '../federation/remotes';
import { localeFromPath, localizePath } from '../i18n/locale';
import { localizedPaths, ROUTES, type RouteEntry } from '../routing/route-table';
import './theme.css';

export interface StandaloneOptions {
  appName: string;
  /** The remote's `./routes` expose: the page serves each of them at its path in the route table. */
  routes: RemoteRoutes;
  /** Extra content of the index page, e.g. buttons that open the remote's panels or modals. */
  extras?: ComponentType;
}

interface StandaloneRoute {
  entry: RouteEntry;
  load: RouteLoader;
}

/** The table's routes this remote exposes, in the table's order. */
function exposedRoutes(routes: RemoteRoutes): StandaloneRoute[] {
  const loaders = routes as Readonly<Record<string, RouteLoader | undefined>>;
  return ROUTES.flatMap((entry) => {
    const load = loaders[entry.id];
    return load ? [{ entry, load }] : [];
  });
}

/** A link target for the index page: `/business/:id` → `/business/1`, optional parts dropped. */
function samplePath(path: string): string {
  return path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '1');
}

function StandaloneIndex({ appName, routes, extras: Extras }: { appName: string; routes: StandaloneRoute[]; extras?: ComponentType }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1>{appName} (standalone)</h1>
      <ul>
        {routes.map(({ entry }) => (
          <li key={entry.id}>
            <Link to={samplePath(entry.path)}>{entry.id}</Link> · <Link to={localizePath(samplePath(entry.path), 'de')}>{entry.id} (de)</Link>
          </li>
        ))}
      </ul>
      {Extras ? <Extras /> : null}
    </main>
  );
}

export async function mountStandalone({ appName, routes, extras }: StandaloneOptions): Promise<void> {
  await initI18n(localeFromPath(window.location.pathname));
  const queryClient = new QueryClient();
  const served = exposedRoutes(routes);
  const elements: Array<[string, LazyExoticComponent<ComponentType>]> = served.flatMap(({ entry, load }) => {
    const Component = lazy(load);
    return localizedPaths(entry.path).map((path): [string, LazyExoticComponent<ComponentType>] => [path, Component]);
  });
  const hasIndexRoute = served.some(({ entry }) => entry.path === '/');
  bindSessionToQueryCache(queryClient);
  // Before the router mounts, as in the shell: pages' Back guards then run before it.
  installPopStateGuards();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Suspense fallback={<p>Loading…</p>}>
            <Routes>
              {elements.map(([path, Component]) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
              <Route path={hasIndexRoute ? '/_standalone' : '*'} element={<StandaloneIndex appName={appName} routes={served} extras={extras} />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
