// One access layer: every route says who may call it, in its options —
//   config: { access: 'public' | 'authenticated' | 'verified' | 'subscribed' | 'admin' }
// and, for a resource that belongs to someone, `config.resource` (see ownUserParam / participantOf).
// The checks run in an onRequest hook, after the session and CSRF hooks and before validation, so a
// Precognition request (which never reaches the handler) is refused exactly like a real one.
// A route that declares no level stops the app at start (`onReady`), so a new endpoint cannot forget.
//   public         anyone; `request.user` stays null (handlers may read `request.session`)
//   authenticated  a logged-in user, else 401 {"message":"Unauthenticated."}; sets `request.user`
//   verified       … whose email is confirmed and who has a role (registration done), else 403
//   subscribed     … verified with an active PRO subscription, else 403 {"message":"PRO subscription required"}
//   admin          … a logged-in admin (users.is_admin), else 403 {"message":"This action is unauthorized."}
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../db/schema';

export const ACCESS_LEVELS = ['public', 'authenticated', 'verified', 'subscribed', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const UNAUTHENTICATED = { message: 'Unauthenticated.' } as const;
/** Laravel's AuthorizationException message. */
export const UNAUTHORIZED = { message: 'This action is unauthorized.' } as const;
/** Laravel's EnsureEmailIsVerified message. */
export const EMAIL_NOT_VERIFIED = { message: 'Your email address is not verified.' } as const;
export const REGISTRATION_INCOMPLETE = { message: 'Your registration is not complete.' } as const;
/** Spec §8: what a 403 says when PRO is required (messaging). */
export const SUBSCRIPTION_REQUIRED = { message: 'PRO subscription required' } as const;

export interface RouteAccess {
  method: string;
  url: string;
  /** Undefined when the route declares none (the app then refuses to start). */
  access: AccessLevel | undefined;
  /** Whether the route declares `config.resource` (someone's own resource). */
  resource: boolean;
  /** What the authorization matrix expects beyond `access` and `resource`, if anything. */
  matrix: RouteMatrix | undefined;
}

/** The actors of the authorization matrix (api/test/security/matrix.test.ts, docs/security.md). */
export const MATRIX_ACTORS = ['visitor', 'free', 'pro', 'owner', 'otherSeller', 'admin'] as const;
export type MatrixActor = (typeof MATRIX_ACTORS)[number];

/**
 * What the authorization matrix expects of a route where `access` and `resource` do not say it all.
 * Derived by default: the level refuses whom it refuses (401/403), and with `resource` only the owner
 * of the probed resource passes (others 403). One short line per route, only where needed.
 */
export interface RouteMatrix {
  /** The handler itself lets only the owner of the probed resource through (others that pass the level: 403). */
  owner?: true;
  /** Refusals for someone else's resource answer 404: the route hides that it exists. */
  hidden?: true;
  /** Actors who pass although the rules above refuse them (e.g. an admin reads any listing). */
  pass?: readonly MatrixActor[];
  /** Actors refused although the level lets them in (a rule in the handler, e.g. PRO for buyers). */
  refuse?: readonly MatrixActor[];
  /** For the person at the machine only (the local mailbox): from any other address, 404 to everyone. */
  local?: true;
}

/** A request whose user the access hook has loaded. */
export type AuthenticatedRequest = FastifyRequest & { user: UserRow };

/** Whether the user may touch the route's resource (their own profile, a dialog they take part in…). */
export type ResourceCheck = (request: AuthenticatedRequest) => boolean | Promise<boolean>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (required on every route; see plugins/app/access.ts). */
    access?: AccessLevel;
    /** Checked after the level: false answers 403 (someone else's resource). */
    resource?: ResourceCheck;
    /** The authorization matrix's expectation where access and resource do not say it all (RouteMatrix). */
    matrix?: RouteMatrix;
  }
  interface FastifyInstance {
    /** Every route of the app with its declared level (collected as routes are added; read after ready). */
    readonly accessTable: readonly RouteAccess[];
  }
  interface FastifyRequest {
    /** The logged-in user, set by the access hook on every route that is not public. */
    user: UserRow | null;
  }
}

/**
 * The user of a request to a non-public route. The access hook has set it before any handler or
 * pre-handler runs; reaching this without one is a programming error (500), never a 401.
 */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new Error(`no user on ${request.method} ${request.routeOptions.url}: declare config.access`);
  return request.user;
}

const ID_PATTERN = /^[1-9]\d{0,9}$/;

/** A path parameter that must be the user's own id (e.g. `POST /api/users/{id}`): anything else is 403. */
export function ownUserParam(param: string): ResourceCheck {
  return (request) => {
    const raw = (request.params as Record<string, unknown>)[param];
    return typeof raw === 'string' && ID_PATTERN.test(raw) && Number(raw) === request.user.id;
  };
}

/**
 * A resource the user takes part in (a dialog, an offer…): `load` reads the participants' ids for
 * the request (e.g. from the path's id); a user not among them, or a resource that does not exist,
 * gets 403 — the answer does not tell which.
 */
export function participantOf(load: (request: AuthenticatedRequest) => Promise<readonly number[] | null | undefined>): ResourceCheck {
  return async (request) => {
    const participants = await load(request);
    return participants?.includes(request.user.id) ?? false;
  };
}

function isAccessLevel(value: unknown): value is AccessLevel {
  return typeof value === 'string' && (ACCESS_LEVELS as readonly string[]).includes(value);
}

/** The answer for a user who is logged in but below the route's level, or null when they may pass. */
function refusal(level: Exclude<AccessLevel, 'public' | 'authenticated'>, user: UserRow): { message: string } | null {
  if (level === 'admin') return user.is_admin ? null : UNAUTHORIZED;
  if (user.email_verified_at === null) return EMAIL_NOT_VERIFIED;
  if (user.role === null) return REGISTRATION_INCOMPLETE;
  if (level === 'subscribed' && user.subscription !== 'active') return SUBSCRIPTION_REQUIRED;
  return null;
}

/**
 * Whether a request to a route of `access` (not public) by `user` may go on; when not, it has been
 * answered (401, 403). A promise only when the route's resource check waits for one.
 */
function admit(
  request: FastifyRequest,
  reply: FastifyReply,
  access: Exclude<AccessLevel, 'public'>,
  resource: ResourceCheck | undefined,
  user: UserRow | undefined,
): boolean | Promise<boolean> {
  if (!user) {
    reply.code(401).send(UNAUTHENTICATED);
    return false;
  }
  request.user = user;
  const refused = access === 'authenticated' ? null : refusal(access, user);
  if (refused) {
    reply.code(403).send(refused);
    return false;
  }
  if (!resource) return true;
  const decide = (allowed: boolean) => {
    if (!allowed) reply.code(403).send(UNAUTHORIZED);
    return allowed;
  };
  const allowed = resource(request as AuthenticatedRequest);
  return allowed instanceof Promise ? allowed.then(decide) : decide(allowed);
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null);

    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    // Read when asked, so that onRoute hooks of a route's own plugin (folder defaults) count too.
    const table = (): RouteAccess[] =>
      routes.flatMap((route) =>
        [route.method].flat().map((method) => {
          const access = route.config?.access;
          return {
            method,
            url: route.url,
            access: isAccessLevel(access) ? access : undefined,
            resource: route.config?.resource !== undefined,
            matrix: route.config?.matrix,
          };
        }),
      );
    app.decorate('accessTable', { getter: table });
    app.addHook('onReady', async () => {
      const missing = table().filter((route) => route.access === undefined);
      if (missing.length > 0) {
        const names = missing.map((route) => `${route.method} ${route.url}`).join(', ');
        throw new Error(`routes without an access level (config.access): ${names}`);
      }
    });

    // Callback style, so that a public route passes and a user answered from memory is checked
    // without a promise; one is made only when the database is asked or a resource check waits
    // (issue #14). A refusal is answered here and the chain stops (done is not called).
    app.addHook('onRequest', (request, reply, done) => {
      // `routeOptions` is a getter that builds an object: read once.
      const { url, config } = request.routeOptions;
      // No route matched: the 404 handler answers.
      if (url === undefined) return done();
      const { access, resource } = config;
      if (access === 'public') return done();
      // Not declared (only possible before onReady refused to start): closed, not open.
      if (!isAccessLevel(access)) {
        reply.code(500).send({ message: 'Server Error' });
        return;
      }
      const userId = request.session?.userId;
      if (userId == null) {
        reply.code(401).send(UNAUTHENTICATED);
        return;
      }
      const user = app.liveState.user(userId);
      const admitted =
        user instanceof Promise ? user.then((loaded) => admit(request, reply, access, resource, loaded)) : admit(request, reply, access, resource, user);
      if (admitted === true) done();
      else if (admitted !== false) admitted.then((ok) => ok && done(), done);
    });
  },
  { name: 'access', dependencies: ['session', 'repositories', 'live-state'] },
);
