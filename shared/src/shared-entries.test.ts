// The rule of the shared package (README, "The shared package"): the root `@bizmarkt/shared` is the
// Module Federation singleton and holds only state, behind a stable list of names; pure code lives in
// subpaths that every app bundles itself, and reaches state only through the singleton specifier.
import fs from 'node:fs';
import path from 'node:path';
import * as root from './index';
import * as router from './router';
import * as query from './query';
import * as translation from './translation';

const SHARED = path.resolve(__dirname, '..');
const REPO = path.dirname(SHARED);
const APPS = ['shell', 'mfe-listings', 'mfe-create-listing', 'mfe-messaging', 'mfe-account'];

/**
 * Every runtime name of the singleton root. A remote may call any of them on an older shell, so a
 * name is only ever added (after the shell that has it is deployed) and never removed or changed.
 */
const ROOT_EXPORTS = [
  // The current user (one query) and the form helpers.
  'CurrentUserAvatar',
  'FieldError',
  'FormField',
  'describedBy',
  'avatarThumbOf',
  'bindSessionToQueryCache',
  'containsFile',
  'currentUserQuery',
  'errorsAfterRowRemoved',
  'getCurrentUser',
  'refreshCurrentUser',
  'setCurrentUser',
  'toFormData',
  'updateCurrentUser',
  'useCurrentUser',
  'valueAt',
  'withValueAt',
  'ApiError',
  'COMMON_NS',
  'DOCUMENT_TITLE_SUFFIX',
  'ERROR_LOG_FIELD_CAPS',
  'ERROR_LOG_MAX_BATCH_BYTES',
  'ErrorLogQueue',
  'IDEMPOTENCY_HEADER',
  'MAX_RETRY_AFTER_MS',
  'NETWORK_FAILURE',
  'NetworkError',
  'SHARED_INSTANCE_ID',
  'WRITE_RETRY_DELAYS_MS',
  'api',
  'apiFetch',
  'apiRequest',
  'categoriesQueryOptions',
  'composeDocumentTitle',
  'configureApiClient',
  'countriesQueryOptions',
  'createErrorCatalogue',
  'createErrorLogEvent',
  'createPoller',
  'createPrecognitiveForm',
  'createSync',
  'currentLocale',
  'documentTitleStore',
  'endSession',
  'fetchUser',
  'forcePoll',
  'getCategories',
  'getCountries',
  'getErrorLog',
  'initI18n',
  'installErrorCatalogue',
  'installErrorLog',
  'isApiError',
  'isHandledByCaller',
  'isNetworkError',
  'logout',
  'modalStore',
  'newIdempotencyKey',
  'notify',
  'onApiError',
  'onSessionEnd',
  'onSyncMessages',
  'panelStore',
  'partnerCodeFrom',
  'pollDelayMs',
  'readCookie',
  'refreshCsrfCookie',
  'registerAppInstance',
  'registerCommonNamespace',
  'registerNamespace',
  'registerPoller',
  'reportError',
  'reportRenderError',
  'resetErrorLogForTests',
  'sessionStatus',
  'sessionStore',
  'setRouteTitle',
  'storePartnerCode',
  'toastStore',
  'unreadStore',
  'useCategories',
  'useCountries',
  'useDocumentTitle',
  'useLocale',
  'useLocalizedPath',
  'useModals',
  'usePanels',
  'usePrecognitiveForm',
  'useSession',
  'useUnread',
  'withNamespaces',
  'writeCookie',
  // One remote drawing another's expose through the shell's federation registry (issue #10).
  'federatedComponent',
  'loadRemoteExpose',
  'registerExposeLoader',
  'resetRemoteExpose',
  // The favourite ids every heart reads: a query of the page's one client (issue #11; a query since
  // #28, decision 0155, which removed the store's two names with the shell and mfe-listings deployed together).
  'cachedFavorite',
  'favoriteIdsQuery',
  'getFavoriteIds',
  'setFavoriteId',
  'useIsFavorite',
  // Clients of endpoints two remotes call (issue #28): hiding a listing (/my-listings, the hide-listing modal).
  'hideListing',
  // Guards that see the browser's Back/Forward before the router (the wizard's leave question, issue #10).
  'addPopStateGuard',
  'installPopStateGuards',
  // The event stream beside the poller (issue #30 §4): the shell opens it; the messaging remote hears
  // its dialog events and the ladder's beat.
  'apiUrl',
  'connectStream',
  'createEventStream',
  'onDialogEvent',
  'onSyncPoll',
];

/**
 * The router entry (`@bizmarkt/shared/router`), the other singleton: React Router's declarative API.
 * Only ever grows, like the root's list (a remote may run on an older shell's copy).
 */
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'MemoryRouter',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Router',
  'Routes',
  'createPath',
  'createSearchParams',
  'generatePath',
  'matchPath',
  'matchRoutes',
  'parsePath',
  'resolvePath',
  'useHref',
  'useInRouterContext',
  'useLinkClickHandler',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useNavigationType',
  'useOutlet',
  'useOutletContext',
  'useParams',
  'useResolvedPath',
  'useRoutes',
  'useSearchParams',
];

/** The TanStack Query entry (`@bizmarkt/shared/query`), a singleton like the router's; only grows. */
const QUERY_EXPORTS = [
  'QueryClient',
  'QueryClientProvider',
  'hashKey',
  'infiniteQueryOptions',
  'keepPreviousData',
  'queryOptions',
  'useInfiniteQuery',
  'useMutation',
  'useQuery',
  'useQueryClient',
];

/** The react-i18next entry (`@bizmarkt/shared/translation`), a singleton like the router's; only grows. */
const TRANSLATION_EXPORTS = ['Trans', 'useTranslation'];

/** Subpath entries shared as singletons (mf-shared.ts): checked by their pinned lists, not for purity. */
const SINGLETON_SUBPATHS = new Set(['./router', './query', './translation']);
/**
 * For Node only: the first-paint renderers (`@bizmarkt/shared/server`) are bundles of their own outside
 * Module Federation, one per app's server, so their state (the API client's address) is theirs.
 */
const NODE_SUBPATHS = new Set(['./server']);

/** Libraries the apps reach only through a singleton entry: shared whole, every export would ship. */
const THROUGH_ENTRY: Array<[RegExp, string]> = [
  [/from\s+'react-router(-dom)?'/, 'react-router instead of @bizmarkt/shared/router'],
  [/from\s+'@tanstack\/react-query'/, '@tanstack/react-query instead of @bizmarkt/shared/query'],
  [/from\s+'react-i18next'/, 'react-i18next instead of @bizmarkt/shared/translation'],
];

/** Modules of the pure subpaths (paths relative to shared/src; a trailing slash is a folder). */
const PURE = [
  'charts/',
  'constants.ts',
  'overlays/',
  'contract/',
  'federation/',
  'routing/',
  'i18n/locale.ts',
  'i18n/format.ts',
  'i18n/month-year.ts',
  'i18n/intl.ts', // a memo of formatters: each app's copy answers the same
  'i18n/locale-entry.ts',
  'query-keys.ts',
  'first-paint.ts',
  'ui/',
  'standalone/',
  'testing/',
];

const isPure = (file: string) => {
  const relative = path.relative(path.join(SHARED, 'src'), file).split(path.sep).join('/');
  return PURE.some((entry) => (entry.endsWith('/') ? relative.startsWith(entry) : relative === entry));
};

function resolveRelative(from: string, request: string): string {
  const base = path.resolve(path.dirname(from), request);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
  if (!found) throw new Error(`${from}: cannot resolve ${request}`);
  return found;
}

/** Relative imports that stay in the bundle (`import type` is erased and does not count). */
function runtimeRelativeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const requests = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'(\.[^']+)'/gm),
    ...text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g),
  ].map((match) => match[1]!);
  return requests.filter((request) => !/\.(css|json)$/.test(request)).map((request) => resolveRelative(file, request));
}

function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    runtimeRelativeImports(file).forEach(visit);
  };
  visit(entry);
  return seen;
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const subpathEntries = (): Array<[string, string]> => {
  const pkg = JSON.parse(fs.readFileSync(path.join(SHARED, 'package.json'), 'utf8')) as { exports: Record<string, string> };
  return Object.entries(pkg.exports)
    .filter(([subpath]) => subpath !== '.' && !SINGLETON_SUBPATHS.has(subpath) && !NODE_SUBPATHS.has(subpath))
    .map(([subpath, target]) => [subpath, path.join(SHARED, target)]);
};

describe('the shared package: stateful singleton root, pure subpaths', () => {
  it('the root exports exactly the pinned list of stateful names', () => {
    expect(Object.keys(root).sort()).toEqual([...ROOT_EXPORTS].sort());
  });

  it('the router, query and translation entries export exactly their pinned lists', () => {
    expect(Object.keys(router).sort()).toEqual([...ROUTER_EXPORTS].sort());
    expect(Object.keys(query).sort()).toEqual([...QUERY_EXPORTS].sort());
    expect(Object.keys(translation).sort()).toEqual([...TRANSLATION_EXPORTS].sort());
  });

  it('every subpath entry is pure, and reaches no stateful module by a relative import', () => {
    for (const [subpath, entry] of subpathEntries()) {
      const offenders = [...closure(entry)].filter((file) => !isPure(file)).map((file) => path.relative(SHARED, file));
      expect({ subpath, offenders }).toEqual({ subpath, offenders: [] });
    }
  });

  it('the apps take from the root only names of the pinned list, and never reach into shared/src', () => {
    const allowed = new Set(ROOT_EXPORTS);
    const problems: string[] = [];
    for (const app of APPS) {
      for (const file of sourceFiles(path.join(REPO, app, 'src'))) {
        const text = fs.readFileSync(file, 'utf8');
        for (const [, typeOnly, list] of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@bizmarkt\/shared'/g)) {
          if (typeOnly) continue;
          const names = list!
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part && !part.startsWith('type '))
            .map((part) => part.split(/\s+as\s+/)[0]!);
          for (const name of names) if (!allowed.has(name)) problems.push(`${path.relative(REPO, file)}: ${name}`);
        }
        if (/from\s+'(\.\.\/)+shared\/src/.test(text)) problems.push(`${path.relative(REPO, file)}: relative import of shared/src`);
        // Shared whole, each would ship every export; unshared, a second copy and context.
        for (const [pattern, problem] of THROUGH_ENTRY) if (pattern.test(text)) problems.push(`${path.relative(REPO, file)}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the checks above see a relative import of a stateful module', () => {
    // The use-paths module reads the language through the singleton; a relative import would be caught.
    const usePaths = path.join(SHARED, 'src', 'routing', 'use-paths.ts');
    expect(fs.readFileSync(usePaths, 'utf8')).toMatch(/from '@bizmarkt\/shared';/);
    expect(isPure(resolveRelative(usePaths, '../i18n/use-locale'))).toBe(false);
  });
});
