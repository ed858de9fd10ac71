// The app's own route table as the matrix and the CSRF suite walk it (support.ts), and the expected
// outcome of each route for each actor, derived from the route's `config.access`, `config.resource` and
// `config.matrix`.
import type { FastifyInstance, LightMyRequestResponse as Response } from 'fastify';
import { type AccessLevel, type MatrixActor, type RouteAccess } from '../../src/plugins/app/access';
import { ACTOR_TRAITS } from './probe-clients';

// ——— The route table ———

export type RouteKey = string;

export function routeKey(route: Pick<RouteAccess, 'method' | 'url'>): RouteKey {
  return `${route.method} ${route.url}`;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(method: string): boolean {
  return STATE_CHANGING.has(method);
}

/**
 * The app's own routes in the order they were added: without HEAD (Fastify's copy of each GET, same
 * options and handler) and without the test app's own routes (`/__test/…`).
 */
export function appRoutes(app: FastifyInstance): RouteAccess[] {
  return app.accessTable.filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/__test'));
}

// ——— Expected outcomes ———

/** pass: anything but 401/403 (and no 404, 419 or 5xx); refused: 401 or 403 and no data; hidden: 404 and no data. */
export type Outcome = 'pass' | 'refused' | 'hidden';

function levelAdmits(access: AccessLevel | undefined, actor: MatrixActor): boolean {
  const traits = ACTOR_TRAITS[actor];
  switch (access) {
    case 'public':
      return true;
    case 'authenticated':
      return traits.loggedIn;
    case 'verified':
      return traits.verified;
    case 'subscribed':
      return traits.verified && traits.pro;
    case 'admin':
      return traits.admin;
    default:
      return false;
  }
}

/**
 * What the route must answer the actor when the request comes from another machine
 * (`REMOTE_ADDRESS`), derived from its declarations (plugins/app/access.ts, RouteMatrix).
 */
export function expectedOutcome(route: RouteAccess, actor: MatrixActor): Outcome {
  const matrix = route.matrix ?? {};
  if (matrix.local) return 'hidden';
  const refusal: Outcome = matrix.hidden ? 'hidden' : 'refused';
  let outcome: Outcome = levelAdmits(route.access, actor) ? 'pass' : 'refused';
  if (outcome === 'pass' && (route.resource || matrix.owner) && actor !== 'owner') outcome = refusal;
  if (matrix.pass?.includes(actor)) outcome = 'pass';
  if (matrix.refuse?.includes(actor)) outcome = refusal;
  return outcome;
}

/** The exact statuses a refusal may have: a visitor on a logged-in route 401, anyone else 403. */
export function refusalStatuses(route: RouteAccess, actor: MatrixActor, outcome: Exclude<Outcome, 'pass'>): number[] {
  if (outcome === 'hidden') return [404];
  if (actor === 'visitor') return route.access === 'public' ? [401, 403] : [401];
  return [403];
}

/** A refusal carries nothing but a short message (or nothing at all). */
export function carriesNoData(response: Response): boolean {
  if (response.body === '') return true;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return false;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  const message = (body as { message?: unknown }).message;
  return keys.length === 1 && keys[0] === 'message' && typeof message === 'string' && message.length <= 200;
}
