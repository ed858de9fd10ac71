// Every endpoint of the contract, as one list: each area's paths with the methods they serve and a line
// for the API reference (`*_ENDPOINTS` beside each `*_PATHS`). The API builds its OpenAPI document's
// summaries from it, and its test `api/test/contract/api-paths.test.ts` holds the app's routes to it:
// every endpoint here is served, and every route served is here. No page imports this module.
import { ACCOUNT_ENDPOINTS, ACCOUNT_PATHS } from './api-paths/accounts';
import { BILLING_ENDPOINTS, BILLING_PATHS } from './api-paths/billing';
import { DEV_ENDPOINTS, DEV_PATHS } from './api-paths/dev';
import { FAVORITES_ENDPOINTS, FAVORITES_PATHS } from './api-paths/favorites';
import { LISTING_IMAGE_ENDPOINTS, LISTING_IMAGE_PATHS } from './api-paths/listing-images';
import { LISTING_ENDPOINTS, LISTING_PATHS } from './api-paths/listings';
import { MESSAGING_ENDPOINTS, MESSAGING_PATHS } from './api-paths/messaging';
import { OFFER_ENDPOINTS, OFFER_PATHS } from './api-paths/offers';
import { DATA_ROOM_ENDPOINTS, DATA_ROOM_PATHS } from './api-paths/data-room';
import { MODERATION_ENDPOINTS, MODERATION_PATHS } from './api-paths/moderation';
import { MY_LISTINGS_ENDPOINTS, MY_LISTINGS_PATHS } from './api-paths/my-listings';
import { HTTP_METHODS, routePattern, type ApiPathEntry, type HttpMethod, type PathRoutes } from './api-paths/path';
import { REFERENCE_ENDPOINTS, REFERENCE_PATHS } from './api-paths/reference';
import { SEARCH_ENDPOINTS, SEARCH_PATHS } from './api-paths/search';
import { SELLERBOARD_ENDPOINTS, SELLERBOARD_PATHS } from './api-paths/sellerboard';
import { SERVICE_ENDPOINTS, SERVICE_PATHS } from './api-paths/service';
import { SESSION_ENDPOINTS, SESSION_PATHS } from './api-paths/session';

export interface ApiEndpoint {
  method: HttpMethod;
  /** The router's pattern, e.g. `/api/businesses/:id`. */
  pattern: string;
  /** The area (the reference's section): `listings`, `billing`… */
  area: string;
  /** The entry's name in its paths object, e.g. `listing` of LISTING_PATHS. */
  name: string;
  summary: string;
}

export interface ApiArea {
  paths: Readonly<Record<string, ApiPathEntry>>;
  endpoints: Readonly<Record<string, PathRoutes>>;
}

/** The areas (each a module of api-paths/), in the reference's order. */
export const API_AREAS: Readonly<Record<string, ApiArea>> = {
  session: { paths: SESSION_PATHS, endpoints: SESSION_ENDPOINTS },
  reference: { paths: REFERENCE_PATHS, endpoints: REFERENCE_ENDPOINTS },
  accounts: { paths: ACCOUNT_PATHS, endpoints: ACCOUNT_ENDPOINTS },
  listings: { paths: LISTING_PATHS, endpoints: LISTING_ENDPOINTS },
  'listing images': { paths: LISTING_IMAGE_PATHS, endpoints: LISTING_IMAGE_ENDPOINTS },
  sellerboard: { paths: SELLERBOARD_PATHS, endpoints: SELLERBOARD_ENDPOINTS },
  'my listings': { paths: MY_LISTINGS_PATHS, endpoints: MY_LISTINGS_ENDPOINTS },
  moderation: { paths: MODERATION_PATHS, endpoints: MODERATION_ENDPOINTS },
  search: { paths: SEARCH_PATHS, endpoints: SEARCH_ENDPOINTS },
  favorites: { paths: FAVORITES_PATHS, endpoints: FAVORITES_ENDPOINTS },
  messaging: { paths: MESSAGING_PATHS, endpoints: MESSAGING_ENDPOINTS },
  billing: { paths: BILLING_PATHS, endpoints: BILLING_ENDPOINTS },
  offers: { paths: OFFER_PATHS, endpoints: OFFER_ENDPOINTS },
  'data room': { paths: DATA_ROOM_PATHS, endpoints: DATA_ROOM_ENDPOINTS },
  service: { paths: SERVICE_PATHS, endpoints: SERVICE_ENDPOINTS },
  dev: { paths: DEV_PATHS, endpoints: DEV_ENDPOINTS },
};

/** Every endpoint of the contract, area by area in the order of each paths object. */
export const API_ENDPOINTS: readonly ApiEndpoint[] = Object.entries(API_AREAS).flatMap(([area, { paths, endpoints }]) =>
  Object.entries(paths).flatMap(([name, entry]) =>
    HTTP_METHODS.flatMap((method) => {
      const summary = endpoints[name]?.[method];
      return summary === undefined ? [] : [{ method, pattern: routePattern(entry), area, name, summary }];
    }),
  ),
);

/** The key of an endpoint or a route, as `METHOD /pattern`. */
export function endpointKey(route: { method: string; pattern: string }): string {
  return `${route.method} ${route.pattern}`;
}
