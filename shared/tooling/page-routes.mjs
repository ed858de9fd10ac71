// Which page paths the shell's server answers 200 for: the route table's patterns, which the shell's
// build writes to dist/routes.json (React Router syntax: `/business/:id`, `/create/information/:id?`),
// each bare and under /de. Any other page path answers 404 with the shell's page, which then
// renders its 404 page — crawlers and monitors read the status.

const LOCALE_PREFIX = '/de';

/** `/business/:id` → /^\/business\/[^/]+$/; an optional `/:id?` segment may be absent. */
export function patternToRegExp(pattern) {
  const segments = pattern.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      if (/^:\w+\?$/.test(segment)) return '(?:/[^/]+)?';
      if (/^:\w+$/.test(segment)) return '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  // React Router matches case-insensitively unless a route says otherwise; none here does.
  return new RegExp(`^${source || '/'}$`, 'i');
}

/** `/de/login` → `/login`, `/de` → `/`; other paths unchanged. */
function withoutLocale(pathname) {
  if (pathname === LOCALE_PREFIX) return '/';
  return pathname.startsWith(`${LOCALE_PREFIX}/`) ? pathname.slice(LOCALE_PREFIX.length) : pathname;
}

/**
 * A matcher over the given patterns. `statusFor` is 404 for the table's own not-found route, so
 * `/404` says what it is, and for any path the table does not hold.
 * @param {{ path: string, notFound?: boolean }[]} routes
 */
export function createPageMatcher(routes) {
  const compiled = routes.map((route) => ({ ...route, regExp: patternToRegExp(route.path) }));
  function match(url) {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
    } catch {
      return undefined;
    }
    // React Router matches with or without one trailing slash.
    const bare = withoutLocale(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
    return compiled.find((route) => route.regExp.test(bare));
  }
  return {
    match,
    statusFor(url) {
      const route = match(url);
      return route && !route.notFound ? 200 : 404;
    },
  };
}
