// The page's one React Router. Like the root `@bizmarkt/shared`, this entry is a Module Federation
// singleton (its router context must be one object on the page); unlike a shared `react-router`,
// whose every export ships because a remote might use any of it, it lists what the apps may use:
// React Router's declarative API (BrowserRouter, Routes, links, hooks, path helpers). The bundler
// keeps only that: 13 of the library's 52 KB (brotli) on every page (README, "The shared package").
// No app imports `react-router` itself; none has it as a dependency.
//
// The list is pinned by shared-entries.test.ts and only ever grows: a remote may run on an older
// shell's copy, so a name is added to the shell's deployment before a remote relies on it.
export {
  BrowserRouter,
  createPath,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  parsePath,
  resolvePath,
  Route,
  Router,
  Routes,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type {
  LinkProps,
  Location,
  NavigateFunction,
  NavigateOptions,
  NavLinkProps,
  Params,
  PathMatch,
  RouteObject,
  SetURLSearchParams,
  To,
  URLSearchParamsInit,
} from 'react-router';
