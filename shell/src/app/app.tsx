import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { isApiError } from '@bizmarkt/shared';
import { AppRoutes } from '../routing/app-routes';
import { PageLoading } from '../layout/page-loading';
import { SessionBootstrap } from '../session/session-bootstrap';
import { GlobalOverlays } from './global-overlays';
import { LocaleSync } from './locale-sync';

/** The page's single QueryClient; client errors (4xx) are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 2,
    },
  },
});

export function App() {
  return (
    <PrimeReactProvider value={{ ripple: true }}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <LocaleSync />
          <SessionBootstrap />
          <Suspense fallback={<PageLoading />}>
            <AppRoutes />
          </Suspense>
          <GlobalOverlays />
        </BrowserRouter>
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
