import { lazy, Suspense } from 'react';
import { BrowserRouter } from '@bizmarkt/shared/router';
import { QueryClient, QueryClientProvider } from '@bizmarkt/shared/query';
import { isApiError } from '@bizmarkt/shared';
import { AppRoutes } from '../routing/app-routes';
import { PageLoading } from '../layout/page-loading';
import { SessionBootstrap } from '../session/session-bootstrap';
import { GlobalOverlays } from './global-overlays';
import { FatalErrorBoundary } from './fatal-error-boundary';
import { RoutePrefetcher } from '../routing/route-prefetcher';
import { DocumentTitle } from '../routing/document-title';
import { ModalHost, PanelHost } from '../overlays/surface-hosts';
import { LocaleSync } from './locale-sync';
import { NavigationBridge } from './navigation-bridge';
import { anyThirdParty, buildThirdPartyConfig } from '../third-party/config';

/**
 * The third parties' loaders (consent, tags, chat) arrive after the page's own code, and only in a
 * build that names one: a build without any (development, tests, the e2e build) never loads them.
 */
const ThirdPartyScripts = anyThirdParty(buildThirdPartyConfig)
  ? lazy(() => import('../third-party/third-party-scripts').then((module) => ({ default: module.ThirdPartyScripts })))
  : null;

/**
 * The page's single QueryClient. Client errors (4xx) are not retried; server errors and requests that
 * got no answer (NetworkError, status 0) are, twice (the error catalogue shows one toast for them).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: (failureCount, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});

export function App() {
  return (
    <FatalErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <NavigationBridge />
          <LocaleSync />
          <SessionBootstrap />
          <RoutePrefetcher />
          <DocumentTitle />
          <Suspense fallback={<PageLoading />}>
            <AppRoutes />
          </Suspense>
          <PanelHost />
          <ModalHost />
          <GlobalOverlays />
          {ThirdPartyScripts ? (
            <Suspense fallback={null}>
              <ThirdPartyScripts />
            </Suspense>
          ) : null}
        </BrowserRouter>
      </QueryClientProvider>
    </FatalErrorBoundary>
  );
}
