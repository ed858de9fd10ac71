// The adversarial suites' clients and actors (support.ts): the run's size, addresses that are not this
// machine, a browser-like client that keeps cookies and echoes the XSRF token, and the six actors with
// real sessions.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { type MatrixActor } from '../../src/plugins/app/access';
import { SESSION_COOKIE, XSRF_COOKIE } from '../helpers/client';
import { ADMIN, FREE, PRO, SELLER, TEST_SESSION_PATH } from '../helpers/test-app';

/** The full run (`npm run security`); `npm test` runs each suite's bounded sample. */
export const SECURITY_FULL = process.env.SECURITY_FULL === '1';

/** TEST-NET-3 (RFC 5737): a client that is not this machine. `app.inject` sends nothing anywhere. */
export const REMOTE_ADDRESS = '203.0.113.7';
/** The machine itself, for fixtures (so they spend none of a remote client's rate limits). */
export const LOCAL_ADDRESS = '127.0.0.1';

/**
 * One summary line of a full run, with the database leg, e.g. `security matrix (pglite): tried 552,
 * refused 195, leaked 0`; `npm run security` (shared/tooling/security.mjs) collects these lines.
 */
export function printSummary(name: string, figures: Record<string, number>): void {
  if (!SECURITY_FULL) return;
  const parts = Object.entries(figures).map(([label, value]) => `${label} ${value}`);
  const leg = globalThis.__DB_LEG__;
  console.log(`security ${name}${leg ? ` (${leg})` : ''}: ${parts.join(', ')}`);
}

// ——— Clients ———

export interface ProbeRequest {
  method?: InjectOptions['method'];
  /** Path and query. */
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

export interface SendOptions extends ProbeRequest {
  /** Send X-XSRF-TOKEN from the XSRF-TOKEN cookie, as the SPA does (default true). */
  xsrf?: boolean;
  /** Send the cookies the client holds (default true). */
  cookies?: boolean;
  /** Keep the cookies the answer sets (default true). */
  keepCookies?: boolean;
}

/** A browser-like client at `remoteAddress`: keeps cookies and echoes the XSRF cookie. */
export class ProbeClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly app: FastifyInstance,
    readonly remoteAddress: string = REMOTE_ADDRESS,
  ) {}

  get sessionToken(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  get xsrfToken(): string | undefined {
    return this.cookies.get(XSRF_COOKIE);
  }

  async request(options: SendOptions): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if ((options.cookies ?? true) && this.cookies.size > 0 && headers.cookie === undefined) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.cookies.get(XSRF_COOKIE);
    if ((options.xsrf ?? true) && xsrf !== undefined && headers['x-xsrf-token'] === undefined) headers['x-xsrf-token'] = xsrf;
    const response = await this.app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      headers,
      remoteAddress: this.remoteAddress,
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });
    if (options.keepCookies ?? true) {
      for (const cookie of response.cookies) {
        if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
        else this.cookies.set(cookie.name, cookie.value);
      }
    }
    return response;
  }
}

// ——— Actors ———

/** The demo accounts behind the logged-in actors ("owner" owns every resource the recipes probe). */
export const ACTOR_EMAILS: Record<Exclude<MatrixActor, 'visitor'>, string> = {
  free: FREE.email,
  pro: PRO.email,
  owner: SELLER.email,
  otherSeller: 'greta@bizmarkt.test',
  admin: ADMIN.email,
};

/** What the derivation assumes of each actor; the matrix checks it against the seeded rows first. */
export const ACTOR_TRAITS: Record<MatrixActor, { loggedIn: boolean; verified: boolean; pro: boolean; admin: boolean }> = {
  visitor: { loggedIn: false, verified: false, pro: false, admin: false },
  free: { loggedIn: true, verified: true, pro: false, admin: false },
  pro: { loggedIn: true, verified: true, pro: true, admin: false },
  owner: { loggedIn: true, verified: true, pro: false, admin: false },
  otherSeller: { loggedIn: true, verified: true, pro: false, admin: false },
  admin: { loggedIn: true, verified: true, pro: false, admin: true },
};

/** A guest with a session and its CSRF token (what a browser holds after its first page). */
export async function guestSession(app: FastifyInstance, remoteAddress = REMOTE_ADDRESS): Promise<ProbeClient> {
  const client = new ProbeClient(app, remoteAddress);
  const response = await client.request({ url: '/sanctum/csrf-cookie' });
  if (response.statusCode !== 204 || !client.xsrfToken) throw new Error(`csrf-cookie answered ${response.statusCode}`);
  return client;
}

/** A fresh session of the user with this email (the test app's session shortcut: no scrypt). */
export async function sessionOf(app: FastifyInstance, email: string, remoteAddress = REMOTE_ADDRESS): Promise<ProbeClient> {
  const client = await guestSession(app, remoteAddress);
  const started = await client.request({ method: 'POST', url: TEST_SESSION_PATH, payload: { email } });
  if (started.statusCode !== 204) throw new Error(`session of ${email}: ${started.statusCode} ${started.body}`);
  return client;
}

/** A fresh session of the actor (a visitor: a guest session). */
export function actorSession(app: FastifyInstance, actor: MatrixActor, remoteAddress = REMOTE_ADDRESS): Promise<ProbeClient> {
  return actor === 'visitor' ? guestSession(app, remoteAddress) : sessionOf(app, ACTOR_EMAILS[actor], remoteAddress);
}

/**
 * One session per actor, reused from probe to probe: each probe sends a copy of its cookies and keeps
 * none, and a session the answer replaced (a login, a logout, a registration: any Set-Cookie of the
 * session cookie) is dropped, so the next probe of that actor starts a new one.
 */
export class ActorSessions {
  private readonly sessions = new Map<MatrixActor, Promise<ProbeClient>>();

  constructor(
    readonly app: FastifyInstance,
    readonly remoteAddress = REMOTE_ADDRESS,
  ) {}

  async send(actor: MatrixActor, request: ProbeRequest & Pick<SendOptions, 'xsrf' | 'cookies'>): Promise<Response> {
    let session = this.sessions.get(actor);
    if (!session) {
      session = actorSession(this.app, actor, this.remoteAddress);
      this.sessions.set(actor, session);
    }
    const response = await (await session).request({ ...request, keepCookies: false });
    if (response.cookies.some((cookie) => cookie.name === SESSION_COOKIE)) this.sessions.delete(actor);
    return response;
  }
}
