// The standalone dev page of a remote: the providers the shell normally gives (query client, the
// shared i18n instance, a router) around the remote's own routes, so a team can run its remote alone
// with `pnpm --filter <remote> dev`. Never used inside the shell.
import { StrictMode, Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RemoteRoutes } from '../contract/remotes';
import { initI18n } from '../i18n/i18n';
import { localeFromPath, localizePath } from '../i18n/locale';
import { bindSessionToQueryCache } from '../session/current-user';
import './theme.css';

export interface StandaloneOptions {
  appName: string;
  routes: RemoteRoutes;
  /** Bare (English) path of each route id this page should serve. */
  paths: Record<string, string>;
  /** Extra content of the index page, e.g. buttons that open the remote's panels or modals. */
  extras?: ComponentType;
}

function StandaloneIndex({ appName, paths, extras: Extras }: Pick<StandaloneOptions, 'appName' | 'paths' | 'extras'>) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1>{appName} (standalone)</h1>
      <ul>
        {Object.entries(paths).map(([id, path]) => (
          <li key={id}>
            <Link to={path}>{id}</Link> · <Link to={localizePath(path, 'de')}>{id} (de)</Link>
          </li>
        ))}
      </ul>
      {Extras ? <Extras /> : null}
    </main>
  );
}

export async function mountStandalone({ appName, routes, paths, extras }: StandaloneOptions): Promise<void> {
  await initI18n(localeFromPath(window.location.pathname));
  const queryClient = new QueryClient();
  bindSessionToQueryCache(queryClient);
  const elements: Array<[string, LazyExoticComponent<ComponentType>]> = [];
  for (const [id, path] of Object.entries(paths)) {
    const loader = routes[id];
    if (!loader) throw new Error(`${appName} exposes no route "${id}"`);
    const Component = lazy(loader);
    elements.push([path, Component], [localizePath(path, 'de'), Component]);
  }
  const hasIndexRoute = Object.values(paths).includes('/');
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
              <Route
                path={hasIndexRoute ? '/_standalone' : '*'}
                element={<StandaloneIndex appName={appName} paths={paths} extras={extras} />}
              />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
