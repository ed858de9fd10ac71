import { Suspense, useState } from 'react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { REMOTES } from '@bizmarkt/shared/federation';
import { RemoteBoundary } from '../remotes/remote-boundary';
import { ErrorLayout, layoutComponent } from '../layout/layouts';
import { PageLoading } from '../layout/page-loading';
import NotFoundPage from '../layout/not-found-page';
import { resetRouteComponent, routeComponent } from './route-components';
import { AccessGuard } from './access-guard';
import { FirstPaintHandover } from '../app/first-paint';
import { assertKnownRule, localizedPaths, ROUTES, type RouteEntry } from '@bizmarkt/shared/routing';

function RouteSlot({ entry }: { entry: RouteEntry }) {
  const [, setAttempt] = useState(0);
  const Page = routeComponent(entry.id);
  const retry = () => {
    resetRouteComponent(entry);
    setAttempt((n) => n + 1);
  };
  const remote = entry.owner === 'shell' ? 'shell' : REMOTES[entry.owner];
  return (
    <AccessGuard entry={entry}>
      <RemoteBoundary remote={remote} onRetry={retry}>
        <Suspense fallback={<PageLoading />}>
          {/* eslint-disable-next-line react-hooks/static-components -- routeComponent hands out the route's one lazy component from a module cache (a new one only after a retry reset it) */}
          <Page />
          <FirstPaintHandover />
        </Suspense>
      </RemoteBoundary>
    </AccessGuard>
  );
}

const layoutsInUse = [...new Set(ROUTES.map((entry) => entry.layout))];

export function AppRoutes() {
  return (
    <Routes>
      {layoutsInUse.map((layout) => {
        const Frame = layoutComponent(layout);
        return (
          <Route key={layout} element={<Frame />}>
            {ROUTES.filter((entry) => entry.layout === layout).flatMap((entry) => {
              assertKnownRule(entry);
              return localizedPaths(entry.path).map((path) => <Route key={path} path={path} element={<RouteSlot entry={entry} />} />);
            })}
          </Route>
        );
      })}
      <Route element={<ErrorLayout />}>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
