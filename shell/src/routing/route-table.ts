// The one route table of the product: id, path, layout, access rule and owning app. Every entry is
// registered twice, bare (English) and under /de (German). Later issues add their routes here.
import type { RemoteKey } from '@bizmarkt/shared';

export type Layout = 'auth' | 'compact-footer' | 'default' | 'error' | 'landing' | 'preferences';
export type AccessRule = 'auth' | 'guest' | 'subscribed';

export interface RouteEntry {
  /** Key of the element in the owning remote's `./routes` expose. */
  id: string;
  /** Bare path in React Router syntax, e.g. `/business/:id`. */
  path: string;
  layout: Layout;
  access?: AccessRule;
  owner: RemoteKey | 'shell';
}

export const ROUTES: readonly RouteEntry[] = [
  { id: 'landing', path: '/', layout: 'landing', owner: 'listings' },
  { id: 'login', path: '/login', layout: 'auth', owner: 'account' },
  { id: 'not-found', path: '/404', layout: 'error', owner: 'shell' },
];

const KNOWN_RULES: readonly AccessRule[] = ['auth', 'guest', 'subscribed'];

/** Throws for a route naming an access rule that does not exist (spec §8). */
export function assertKnownRule(entry: RouteEntry): void {
  if (entry.access !== undefined && !KNOWN_RULES.includes(entry.access)) throw new Error('Unknown route middleware');
}

/** The bare path and its German twin: `/` → `/de`, `/login` → `/de/login`. */
export function localizedPaths(path: string): [string, string] {
  return [path, path === '/' ? '/de' : `/de${path}`];
}
