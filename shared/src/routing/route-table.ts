// The one route table of the product (spec §2): id, path, layout, access rule and owning app. Pure
// data, bundled into every app that reads it (see the README's rule on the shared package). Every
// entry is registered twice, bare (English) and under /de (German). A remote renders the route whose
// id it exposes in `./routes`; a route whose page has not been built yet shows the shell's
// "not available yet" page. Each route's document title is `shellTitles:<id>`.
import type { RemoteKey } from '../federation/remotes';

export type Layout = 'auth' | 'compact-footer' | 'default' | 'error' | 'landing' | 'preferences';
/** `admin`: the moderation screens (issue #10), for users whose answer has `is_admin`. */
export type AccessRule = 'auth' | 'guest' | 'subscribed' | 'admin';

/** The shape every row of the table satisfies (ids are checked, then become the `RouteId` union). */
export interface RouteDefinition {
  /** Key of the element in the owning remote's `./routes` expose. */
  readonly id: string;
  /** Bare path in React Router syntax, e.g. `/business/:id`, `/create/information/:id?`. */
  readonly path: `/${string}`;
  readonly layout: Layout;
  readonly access?: AccessRule;
  readonly owner: RemoteKey | 'shell';
}

const ROUTE_TABLE = [
  // Public
  { id: 'landing', path: '/', layout: 'landing', owner: 'listings' },
  { id: 'search', path: '/search', layout: 'default', owner: 'listings' },
  { id: 'pricing', path: '/pricing', layout: 'default', owner: 'account' },
  { id: 'how-to-buy', path: '/how-to-buy', layout: 'default', owner: 'listings' },
  { id: 'how-to-sell', path: '/how-to-sell', layout: 'default', owner: 'listings' },
  { id: 'faq', path: '/faq', layout: 'default', owner: 'listings' },
  { id: 'how-we-verify', path: '/how-we-verify', layout: 'default', owner: 'listings' },
  { id: 'business', path: '/business/:id', layout: 'default', owner: 'listings' },
  { id: 'business-unavailable', path: '/business-unavailable', layout: 'default', owner: 'listings' },
  // The spec shows no access rule for it; the page itself asks a logged-out visitor to log in.
  { id: 'my-listings', path: '/my-listings', layout: 'default', owner: 'listings' },
  { id: 'unsubscribed', path: '/unsubscribed', layout: 'preferences', owner: 'account' },
  { id: 'delete-account', path: '/delete-account', layout: 'default', owner: 'account' },
  { id: 'privacy-policy', path: '/privacy-policy', layout: 'default', owner: 'listings' },
  { id: 'terms-of-service', path: '/terms-of-service', layout: 'default', owner: 'listings' },
  // Legal and contact (issue #29): the imprint (§ 5 DDG) and the contact page, linked from every footer.
  { id: 'imprint', path: '/imprint', layout: 'default', owner: 'listings' },
  { id: 'contact', path: '/contact', layout: 'default', owner: 'listings' },
  { id: 'change-password', path: '/change-password', layout: 'default', owner: 'account' },
  { id: 'payment-success', path: '/payment-success', layout: 'default', owner: 'account' },
  { id: 'subscription-cancel', path: '/subscription/cancel', layout: 'default', owner: 'account' },
  { id: 'subscription-success', path: '/subscription/success', layout: 'default', owner: 'account' },
  { id: 'not-found', path: '/404', layout: 'error', owner: 'shell' },
  // Auth layout
  { id: 'login', path: '/login', layout: 'auth', owner: 'account' },
  { id: 'registration', path: '/registration', layout: 'auth', owner: 'account' },
  { id: 'registration-socials', path: '/registration/socials', layout: 'auth', owner: 'account' },
  { id: 'registration-success', path: '/registration/success/:id', layout: 'auth', owner: 'account' },
  { id: 'password-reset-success', path: '/password-reset/success', layout: 'auth', owner: 'account' },
  // Guest only
  { id: 'password-reset', path: '/password-reset', layout: 'auth', access: 'guest', owner: 'account' },
  { id: 'password-reset-token', path: '/password-reset/:token', layout: 'auth', access: 'guest', owner: 'account' },
  // Login required
  { id: 'billing', path: '/billing', layout: 'default', access: 'auth', owner: 'account' },
  { id: 'dashboard', path: '/dashboard', layout: 'compact-footer', access: 'auth', owner: 'account' },
  { id: 'favorites', path: '/favorites', layout: 'default', access: 'auth', owner: 'listings' },
  { id: 'payment-in-progress', path: '/payment-in-progress', layout: 'default', access: 'auth', owner: 'account' },
  { id: 'email-preferences', path: '/email-preferences', layout: 'preferences', access: 'auth', owner: 'account' },
  { id: 'email-preferences-success', path: '/email-preferences/success', layout: 'preferences', access: 'auth', owner: 'account' },
  { id: 'registration-general-info', path: '/registration/general-info', layout: 'auth', access: 'auth', owner: 'account' },
  { id: 'registration-email-confirmation', path: '/registration/email-confirmation', layout: 'auth', access: 'auth', owner: 'account' },
  // The deal room of one dialog (issue #30 §5): its two parties only (the API answers anyone else 403)
  { id: 'deal', path: '/deals/:id', layout: 'default', access: 'auth', owner: 'messaging' },
  // Login and an active subscription required
  { id: 'sign', path: '/sign/:id', layout: 'default', access: 'subscribed', owner: 'messaging' },
  // Listing creation (login required)
  { id: 'create-information', path: '/create/information/:id?', layout: 'default', access: 'auth', owner: 'createListing' },
  { id: 'create-financials', path: '/create/financials/:id', layout: 'default', access: 'auth', owner: 'createListing' },
  { id: 'create-assets', path: '/create/assets/:id', layout: 'default', access: 'auth', owner: 'createListing' },
  { id: 'create-description', path: '/create/description/:id', layout: 'default', access: 'auth', owner: 'createListing' },
  { id: 'create-price', path: '/create/price/:id', layout: 'default', access: 'auth', owner: 'createListing' },
  { id: 'create-socials', path: '/create/socials/:id', layout: 'default', access: 'auth', owner: 'createListing' },
  { id: 'create-nda', path: '/create/nda/:id', layout: 'default', access: 'auth', owner: 'createListing' },
  { id: 'create-preview', path: '/create/preview/:id', layout: 'default', access: 'auth', owner: 'createListing' },
  // Moderation (admins only; not in the spec: issue #10). Anyone else gets the unknown page's answer.
  { id: 'admin-listings', path: '/admin/listings', layout: 'default', access: 'admin', owner: 'listings' },
  { id: 'admin-listing', path: '/admin/listings/:id', layout: 'default', access: 'admin', owner: 'listings' },
] as const satisfies readonly RouteDefinition[];

type TableRow = (typeof ROUTE_TABLE)[number];
/** Every route of the table, by id: `'landing' | 'search' | … | 'create-preview'`. */
export type RouteId = TableRow['id'];
/** The table's entry of one route, with its literal path. */
export type RouteOf<Id extends RouteId> = Extract<TableRow, { id: Id }>;
/** The routes a remote may expose in `./routes` (the shell draws its own). */
export type RemoteRouteId = Exclude<RouteId, Extract<TableRow, { owner: 'shell' }>['id']>;

export interface RouteEntry extends RouteDefinition {
  readonly id: RouteId;
}

/** The table, in the spec's order. */
export const ROUTES: readonly RouteEntry[] = ROUTE_TABLE;
/** The steps of the listing wizard: `/create/{step}/{id}`. */
export type CreateStep = RouteId extends infer Id ? (Id extends `create-${infer Step}` ? Step : never) : never;

const ROUTES_BY_ID = new Map<string, RouteEntry>(ROUTES.map((route) => [route.id, route]));

export function routeById<Id extends RouteId>(id: Id): RouteOf<Id> {
  return ROUTES_BY_ID.get(id) as RouteOf<Id>;
}

export function isRouteId(value: string): value is RouteId {
  return ROUTES_BY_ID.has(value);
}

const KNOWN_RULES: readonly AccessRule[] = ['auth', 'guest', 'subscribed', 'admin'];

/** Throws for a route naming an access rule that does not exist (spec §8). */
export function assertKnownRule(entry: RouteDefinition): void {
  if (entry.access !== undefined && !KNOWN_RULES.includes(entry.access)) throw new Error('Unknown route middleware');
}

/** The bare path and its German twin: `/` → `/de`, `/login` → `/de/login`. */
export function localizedPaths(path: string): [string, string] {
  return [path, path === '/' ? '/de' : `/de${path}`];
}
