// Code outside React (the error catalogue, installed before the first render) navigates with the
// router the page renders, so a redirect is a client-side route change, not a page load.
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from '@bizmarkt/shared/router';

let routerNavigate: NavigateFunction | null = null;

/** Navigates with the router once it is mounted; before that (or without it) by loading the page. */
export function navigateOutsideReact(path: string, options: { replace?: boolean } = {}): void {
  if (routerNavigate) {
    void routerNavigate(path, options);
    return;
  }
  if (options.replace) window.location.replace(path);
  else window.location.assign(path);
}

/** Lends the router's navigate to `navigateOutsideReact`; render it once inside the router. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    routerNavigate = navigate;
    return () => {
      if (routerNavigate === navigate) routerNavigate = null;
    };
  }, [navigate]);
  return null;
}
