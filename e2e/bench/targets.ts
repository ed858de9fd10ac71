// Which pages the front-end bench loads: `/`, `/de`, `/login` and every route of the shell's route
// table (so new routes are measured without listing them here). Routes behind `auth` or
// `subscribed` load logged in; `guest` routes and public ones logged out (as their visitors see them).
import type { PageTarget } from './frontend';
import { LIGHTHOUSE_BUDGET_PATTERNS } from './budgets';
import { concretePath } from './measure';

export interface RouteLike {
  path: string;
  owner: string;
  access?: string;
}

export function pageTargets(routes: readonly RouteLike[], quick: boolean, listingPath: string | null = null): PageTarget[] {
  const placeholder = concretePath('/business/:id');
  // The pages with a budget (budgets.ts) are measured in every run, the listing at a published one.
  const out: PageTarget[] = [
    { path: '/', loggedIn: false },
    { path: '/de', loggedIn: false },
    { path: '/login', loggedIn: false },
    { path: '/search', loggedIn: false },
    { path: listingPath ?? placeholder, loggedIn: false },
  ];
  const seen = new Set(out.map((t) => t.path));
  const owners = new Set<string>();
  let protectedTaken = false;
  for (const route of routes) {
    const target = { path: concretePath(route.path), loggedIn: route.access === 'auth' || route.access === 'subscribed' };
    if (target.path === placeholder && listingPath) target.path = listingPath;
    if (seen.has(target.path)) {
      owners.add(route.owner);
      continue;
    }
    // Quick: one page per owning app plus one protected page.
    const wanted = !quick || !owners.has(route.owner) || (target.loggedIn && !protectedTaken);
    if (!wanted) continue;
    owners.add(route.owner);
    if (target.loggedIn) protectedTaken = true;
    seen.add(target.path);
    out.push(target);
  }
  return out;
}

/**
 * Lighthouse's pages. Quick: the pages its budget names (the landing page, the search, one published
 * listing, the login page). Full: every page the front-end section loads. Both measure the listing
 * route at a published listing's path instead of `/business/1` (which need not exist, or be
 * published, in the data); `listingPath` is null when none was found, and the placeholder is kept.
 */
export function lighthouseTargets(routes: readonly RouteLike[], quick: boolean, listingPath: string | null): PageTarget[] {
  const placeholder = concretePath('/business/:id');
  if (quick) {
    return LIGHTHOUSE_BUDGET_PATTERNS.map((pattern) => ({
      path: pattern === '/business/:id' ? (listingPath ?? placeholder) : concretePath(pattern),
      loggedIn: false,
    }));
  }
  return pageTargets(routes, false, listingPath);
}

/**
 * `--routes`: only the named pages of `targets`, in their order. The published listing's page may be
 * named `/business/:id`. A path none of the targets has is an error, so a typo measures nothing silently.
 */
export function selectRoutes(targets: readonly PageTarget[], routes: readonly string[] | null): PageTarget[] {
  if (routes === null) return [...targets];
  const wanted = (target: PageTarget) => routes.includes(target.path) || (routes.includes('/business/:id') && /^\/business\/\d+$/.test(target.path));
  const unknown = routes.filter((path) => !targets.some((target) => target.path === path) && !(path === '/business/:id' && targets.some(wanted)));
  if (unknown.length) throw new Error(`--routes: no such page measured: ${unknown.join(', ')}`);
  return targets.filter(wanted);
}
