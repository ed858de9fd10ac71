// The authorization matrix (issue #27, point 7): every route of the app's own table × the six actors
// (visitor, free buyer, PRO buyer, owner, another seller, admin), each request sent from another
// machine (REMOTE_ADDRESS). What each answer must be is derived from the route's own declaration
// (config.access, config.resource, config.matrix; support.ts `expectedOutcome`): a refused actor gets
// exactly 401/403 (404 where the route hides the resource) and no data; an actor who may pass is not
// refused (nor answered 404, 419 or 5xx: the recipe's request is one the route serves). A route without
// a recipe fails by name. The whole matrix runs in `npm test` too (it is not random); the full run also
// repeats every refused request as a Precognition request (live form validation), refused alike.
import type { LightMyRequestResponse as Response } from 'fastify';
import type { RouteAccess } from '../../src/plugins/app/access';
import { useTestApp } from '../helpers/test-app';
import {
  ACTOR_TRAITS,
  ActorSessions,
  appRoutes,
  carriesNoData,
  expectedOutcome,
  Fixtures,
  MATRIX_ACTORS,
  printSummary,
  RECIPES,
  SECURITY_FULL,
  refusalStatuses,
  routeKey,
  type MatrixActor,
  type Outcome,
} from './support';

// Social sign-in configured, so its routes are in the table too (the issuer is never reached: port 9
// of this machine refuses at once).
const t = useTestApp({
  env: { OIDC_ISSUER: 'http://127.0.0.1:9/', OIDC_CLIENT_ID: 'matrix', OIDC_CLIENT_SECRET: 'matrix-secret', OIDC_NAME: 'Matrix' },
});

/** The owner last: a refused probe changes nothing, so the owner meets the route's fixtures as made. */
const ACTOR_ORDER: readonly MatrixActor[] = ['visitor', 'free', 'pro', 'otherSeller', 'admin', 'owner'];

interface Finding {
  route: string;
  actor: MatrixActor;
  expected: string;
  got: string;
}

/** What is wrong with the answer, or null. */
function judge(route: RouteAccess, actor: MatrixActor, outcome: Outcome, response: Response): string | null {
  const status = response.statusCode;
  // Printable, short: some answers are images or PDFs.
  const body = response.body.slice(0, 160).replace(/[^\x20-\x7e]/g, '.');
  if (outcome === 'pass') return [401, 403, 404, 419].includes(status) || status >= 500 ? `${status} ${body}` : null;
  if (!refusalStatuses(route, actor, outcome).includes(status)) return `${status} ${body}`;
  return carriesNoData(response) ? null : `${status} with data: ${body}`;
}

describe('the authorization matrix', () => {
  it('starts from actors who are what the expectations assume (the seeded demo accounts)', async () => {
    const fixtures = new Fixtures(t.app, t.database);
    for (const actor of MATRIX_ACTORS) {
      if (actor === 'visitor') continue;
      const user = await fixtures.user(actor);
      const traits = ACTOR_TRAITS[actor];
      expect({ actor, verified: user.email_verified_at !== null && user.role !== null, pro: user.subscription === 'active', admin: user.is_admin }).toEqual({
        actor,
        verified: traits.verified,
        pro: traits.pro,
        admin: traits.admin,
      });
    }
    expect([(await fixtures.user('owner')).role, (await fixtures.user('otherSeller')).role]).toEqual(['seller', 'seller']);
  });

  it('has a recipe for every route of the table, and none for a route that is gone', () => {
    const keys = appRoutes(t.app).map(routeKey);
    expect(keys.length).toBeGreaterThan(80);
    expect({ routesWithoutRecipe: keys.filter((key) => !(key in RECIPES)) }).toEqual({ routesWithoutRecipe: [] });
    expect({ recipesWithoutRoute: Object.keys(RECIPES).filter((key) => !keys.includes(key)) }).toEqual({ recipesWithoutRoute: [] });
  });

  // The five /api/dev/mailbox routes (config.matrix.local) must answer every actor 404: the requests come
  // from another machine (point 1 of issue #27: before its fix, 30 findings here).
  it('refuses exactly whom each route refuses (401/403, or 404 where declared) with no data, and lets the others pass', async () => {
    const fixtures = new Fixtures(t.app, t.database);
    const sessions = new ActorSessions(t.app);
    const findings: Finding[] = [];
    const figures = { tried: 0, refused: 0, leaked: 0 };
    for (const route of appRoutes(t.app)) {
      const recipe = RECIPES[routeKey(route)];
      if (!recipe) continue; // named by the test above
      fixtures.startRoute();
      for (const actor of ACTOR_ORDER) {
        const outcome = expectedOutcome(route, actor);
        const made = await recipe(fixtures, actor);
        const request = { ...made, method: made.method ?? route.method };
        // In the full run a refused actor also asks as live form validation does (Precognition): refused alike.
        const variants = SECURITY_FULL && outcome !== 'pass' ? [request, { ...request, headers: { ...request.headers, precognition: 'true' } }] : [request];
        for (const variant of variants) {
          const wrong = judge(route, actor, outcome, await sessions.send(actor, variant));
          figures.tried += 1;
          if (outcome !== 'pass') figures[wrong === null ? 'refused' : 'leaked'] += 1;
          if (wrong === null) continue;
          const expected = outcome === 'pass' ? 'pass' : `${outcome} ${refusalStatuses(route, actor, outcome).join('/')}`;
          findings.push({ route: `${routeKey(route)}${variant === request ? '' : ' (Precognition)'}`, actor, expected, got: wrong });
        }
      }
    }
    printSummary('matrix', figures);
    expect(findings).toEqual([]);
  }, 180_000);
});
