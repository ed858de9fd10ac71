import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@bizmarkt/shared/router';
import { sessionStatus, useLocalizedPath, useSession } from '@bizmarkt/shared';
import { stripLocale } from '@bizmarkt/shared/locale';
import { PageLoading } from '../layout/page-loading';
import { decideAccess, registrationRedirect } from './access';
import type { RouteEntry } from '@bizmarkt/shared/routing';

/** Applies the route's access rule and the registration redirects before the page renders. */
export function AccessGuard({ entry, children }: { entry: RouteEntry; children: ReactNode }) {
  const status = useSession(sessionStatus);
  const user = useSession((s) => s.user);
  const location = useLocation();
  const localized = useLocalizedPath();

  const decision = decideAccess(entry.access, status, user);
  if (decision.kind === 'wait') return <PageLoading />;
  if (decision.kind === 'redirect') {
    const state = decision.rememberFrom ? { from: `${location.pathname}${location.search}` } : undefined;
    return <Navigate to={localized(decision.to)} replace state={state} />;
  }
  const registrationStep = registrationRedirect(user, stripLocale(location.pathname));
  if (registrationStep) return <Navigate to={localized(registrationStep)} replace />;
  return <>{children}</>;
}
