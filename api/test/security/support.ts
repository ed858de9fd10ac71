// What the adversarial suites (api/test/security, docs/security.md) share: clients that call from a
// non-local address, the six actors with real sessions, the app's own route table as the matrix and
// the CSRF suite walk it, the expected outcome of each route for each actor (derived from the route's
// `config.access`, `config.resource` and `config.matrix`), and one request recipe per route with the
// fixtures the recipes need (made through the app itself where that is cheap, else in the database).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { EMAIL_NOTIFICATION_FLAGS } from '@bizmarkt/shared/contract';
import type { DatabaseHandle } from '../../src/db/client';
import { listingNdaVersions, listings, emails, invoices, users } from '../../src/db/schema';
import { signPath } from '../../src/lib/signing';
import { unsubscribeToken } from '../../src/mail/unsubscribe';
import { MATRIX_ACTORS, type AccessLevel, type MatrixActor, type RouteAccess } from '../../src/plugins/app/access';
import { emailHash, verifyEmailPath } from '../../src/routes/registration';
import { createUser, multipartBody, pngFixture, TEST_PASSWORD } from '../helpers/accounts';
import { SESSION_COOKIE, XSRF_COOKIE } from '../helpers/client';
import { insertListing } from '../helpers/listing-lifecycle';
import { information, NDA_TEXT } from '../helpers/listings';
import { ADMIN, FREE, PRO, SELLER, TEST_SESSION_PATH } from '../helpers/test-app';

export { MATRIX_ACTORS, type MatrixActor };

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

// ——— Fixtures ———

const SELLERBOARD_FIXTURE = path.join(__dirname, '../fixtures/sellerboard/pnl-us.csv');

/**
 * What the recipes need, owned by the owner actor (seller@bizmarkt.test) unless said otherwise. Some
 * are made once for all routes (what no probe changes), others once per route (`startRoute`): the
 * owner probes last, and a refused probe changes nothing, so a probe that deletes, submits or decides
 * something meets it as the owner left it. Made from the machine itself (`LOCAL_ADDRESS`).
 */
export class Fixtures {
  private readonly cache = new Map<string, Promise<unknown>>();
  /** Fixtures shared by the probes of one route (`startRoute` begins the next route). */
  private routeCache = new Map<string, Promise<unknown>>();
  private ids: Promise<Record<Exclude<MatrixActor, 'visitor'>, number>> | undefined;

  constructor(
    readonly app: FastifyInstance,
    readonly database: DatabaseHandle,
  ) {}

  private once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let value = this.cache.get(key) as Promise<T> | undefined;
    if (!value) {
      value = make();
      this.cache.set(key, value);
    }
    return value;
  }

  /** The next route's probes get fixtures of their own. */
  startRoute(): void {
    this.routeCache = new Map();
  }

  private forRoute<T>(key: string, make: () => Promise<T>): Promise<T> {
    let value = this.routeCache.get(key) as Promise<T> | undefined;
    if (!value) {
      value = make();
      this.routeCache.set(key, value);
    }
    return value;
  }

  /** A session of the actor from the machine itself. */
  as(actor: MatrixActor): Promise<ProbeClient> {
    return actorSession(this.app, actor, LOCAL_ADDRESS);
  }

  async userId(actor: Exclude<MatrixActor, 'visitor'>): Promise<number> {
    this.ids ??= (async () => {
      const entries = await Promise.all(
        Object.entries(ACTOR_EMAILS).map(async ([name, email]) => {
          const [row] = await this.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
          if (!row) throw new Error(`no seeded user ${email}`);
          return [name, row.id] as const;
        }),
      );
      return Object.fromEntries(entries) as Record<Exclude<MatrixActor, 'visitor'>, number>;
    })();
    return (await this.ids)[actor];
  }

  async user(actor: Exclude<MatrixActor, 'visitor'>) {
    const [row] = await this.database.db
      .select()
      .from(users)
      .where(eq(users.id, await this.userId(actor)));
    if (!row) throw new Error(`no user for ${actor}`);
    return row;
  }

  async categoryId(): Promise<number> {
    return this.once('category', async () => {
      const [row] = await this.database.db.select({ category_id: listings.category_id }).from(listings).limit(1);
      return row?.category_id ?? 1;
    });
  }

  private async newListing(overrides: Parameters<typeof insertListing>[2] = {}): Promise<number> {
    return insertListing(this.database, await this.userId('owner'), overrides);
  }

  /** A draft of the owner (one per route). */
  draft(): Promise<number> {
    return this.forRoute('draft', () => this.newListing({ status: 'draft', submitted_at: null }));
  }

  /** A listing of the owner in this status (one per route). */
  listing(status: 'published' | 'pending'): Promise<number> {
    return this.forRoute(`listing-${status}`, () => this.newListing({ status }));
  }

  /** A listing the owner has hidden, for "show again" (one per route). */
  hidden(): Promise<number> {
    return this.forRoute('hidden', () => this.newListing({ status: 'hidden', hide_for_x_days: 30, hidden_until: new Date(Date.now() + 30 * 86_400_000) }));
  }

  /** The owner's published listing without NDA that buyers write about (one for all routes). */
  published(): Promise<number> {
    return this.once('published', () => this.newListing({ name: 'Matrix garden tools brand' }));
  }

  /** The owner's published listing under NDA, with its NDA text version. */
  ndaListing(): Promise<{ id: number; versionId: number }> {
    return this.once('nda-listing', async () => {
      const id = await this.newListing({ name: 'Matrix secret skincare brand', nda: true });
      const [version] = await this.database.db.insert(listingNdaVersions).values({ business_id: id, version: 1, text: NDA_TEXT }).returning();
      await this.database.db.update(listings).set({ nda_version_id: version!.id }).where(eq(listings.id, id));
      return { id, versionId: version!.id };
    });
  }

  /** A draft of the owner with one image uploaded through the API (one per route). */
  draftWithImage(): Promise<{ listingId: number; imageId: number; url: string }> {
    return this.forRoute('draft-with-image', () => this.uploadImage());
  }

  private async uploadImage(): Promise<{ listingId: number; imageId: number; url: string }> {
    const listingId = await this.newListing({ status: 'draft', submitted_at: null });
    const owner = await this.as('owner');
    const { payload, headers } = multipartBody({}, { filename: 'shop.png', contentType: 'image/png', data: pngFixture(64, 48) });
    const response = await owner.request({ method: 'POST', url: `/api/businesses/${listingId}/images`, payload, headers });
    if (response.statusCode !== 201) throw new Error(`image upload answered ${response.statusCode} ${response.body}`);
    const image = (response.json() as { image: { id: number; url: string } }).image;
    return { listingId, imageId: image.id, url: image.url };
  }

  /** A public media file (a listing image). */
  mediaUrl(): Promise<string> {
    return this.once('media', async () => (await this.uploadImage()).url);
  }

  /** A draft of the owner and the preview token of a sellerboard import for it (one per route). */
  importPreview(): Promise<{ listingId: number; token: string }> {
    return this.forRoute('import', () => this.importFile());
  }

  private async importFile(): Promise<{ listingId: number; token: string }> {
    const listingId = await this.newListing({ status: 'draft', submitted_at: null });
    const owner = await this.as('owner');
    const { payload, headers } = multipartBody({}, { filename: 'pnl-us.csv', contentType: 'text/csv', data: readFileSync(SELLERBOARD_FIXTURE) });
    const response = await owner.request({ method: 'POST', url: `/api/businesses/${listingId}/financials/import`, payload, headers });
    if (response.statusCode !== 200) throw new Error(`sellerboard import answered ${response.statusCode} ${response.body}`);
    return { listingId, token: (response.json() as { token: string }).token };
  }

  /**
   * A dialog of the owner (the seller) with a buyer who is none of the actors, about the owner's
   * published listing, holding an image the buyer sent.
   */
  dialog(): Promise<{ id: number; mediaMessageId: number; buyerId: number }> {
    return this.once('dialog', async () => {
      const buyer = await createUser(this.database, { subscription: 'active', name: 'Bruno', last_name: 'Buyer' });
      const client = await sessionOf(this.app, buyer.email, LOCAL_ADDRESS);
      const listingId = await this.published();
      const text = await client.request({ method: 'POST', url: '/api/messages', payload: { type: 'text', business_id: listingId, message: 'Hello' } });
      if (text.statusCode !== 201) throw new Error(`first message answered ${text.statusCode} ${text.body}`);
      const { payload, headers } = multipartBody(
        { type: 'media', business_id: String(listingId) },
        { name: 'media', filename: 'photo.png', contentType: 'image/png', data: pngFixture(64, 48) },
      );
      const media = await client.request({ method: 'POST', url: '/api/messages', payload, headers });
      if (media.statusCode !== 201) throw new Error(`media message answered ${media.statusCode} ${media.body}`);
      const message = (media.json() as { message: { id: number; dialog_id: number } }).message;
      return { id: message.dialog_id, mediaMessageId: message.id, buyerId: buyer.id };
    });
  }

  /** A buyer (none of the actors) has asked for the owner's NDA: the pending decision's message and the record (one per route). */
  ndaRequest(): Promise<{ decisionMessageId: number; recordId: number }> {
    return this.forRoute('nda-request', () => this.requestNda());
  }

  private async requestNda(): Promise<{ decisionMessageId: number; recordId: number }> {
    const buyer = await createUser(this.database, { subscription: 'active', name: 'Nina', last_name: 'Signer' });
    const client = await sessionOf(this.app, buyer.email, LOCAL_ADDRESS);
    const listing = await this.ndaListing();
    const response = await client.request({
      method: 'POST',
      url: '/api/messages/nda',
      payload: { business_id: listing.id, signer_name: 'Nina Signer', nda_version_id: listing.versionId },
    });
    if (response.statusCode !== 201) throw new Error(`NDA request answered ${response.statusCode} ${response.body}`);
    const body = response.json() as { messages: Array<{ id: number; type: string }>; record: { id: number } };
    const decision = body.messages.find((message) => message.type === 'nda_request_decision') ?? body.messages[body.messages.length - 1]!;
    return { decisionMessageId: decision.id, recordId: body.record.id };
  }

  /** An NDA the owner has accepted (revocable). */
  acceptedNda(): Promise<{ recordId: number }> {
    return this.once('accepted-nda', async () => {
      const request = await this.requestNda();
      const owner = await this.as('owner');
      const answer = await owner.request({ method: 'PATCH', url: `/api/messages/nda/${request.decisionMessageId}`, payload: { result: 'accept' } });
      if (answer.statusCode !== 200) throw new Error(`NDA accept answered ${answer.statusCode} ${answer.body}`);
      return { recordId: request.recordId };
    });
  }

  /** A document of the owner's data room, uploaded through her dialog (`once`: for all routes; else one per route). */
  dataRoomDocument(perRoute = false): Promise<{ dialogId: number; documentId: number }> {
    const make = async () => {
      const { id: dialogId } = await this.dialog();
      const owner = await this.as('owner');
      const { payload, headers } = multipartBody(
        { folder: 'Screenshots', visibility: 'nda' },
        { name: 'document', filename: 'health.png', contentType: 'image/png', data: pngFixture(64, 48) },
      );
      const response = await owner.request({ method: 'POST', url: `/api/dialogs/${dialogId}/data-room/documents`, payload, headers });
      if (response.statusCode !== 201) throw new Error(`data room upload answered ${response.statusCode} ${response.body}`);
      return { dialogId, documentId: (response.json() as { id: number }).id };
    };
    return perRoute ? this.forRoute('data-room-document', make) : this.once('data-room-document', make);
  }

  /** The PRO actor's dialog with the owner about a fresh published listing of hers (one per route). */
  proDialog(): Promise<number> {
    return this.forRoute('pro-dialog', async () => {
      const pro = await this.as('pro');
      const listingId = await this.listing('published');
      const text = await pro.request({ method: 'POST', url: '/api/messages', payload: { type: 'text', business_id: listingId, message: 'Hello' } });
      if (text.statusCode !== 201) throw new Error(`first message answered ${text.statusCode} ${text.body}`);
      return (text.json() as { message: { dialog_id: number } }).message.dialog_id;
    });
  }

  /**
   * An open offer to the owner (one per route): a PRO buyer who is none of the actors writes about a
   * fresh published listing of the owner and offers; the owner's turn to answer it.
   */
  offer(): Promise<{ id: number; dialogId: number }> {
    return this.forRoute('offer', async () => this.makeOffer(await this.listing('published')));
  }

  /** An offer the owner accepted (signed), about a listing of its own (acceptance hides it). */
  acceptedOffer(): Promise<number> {
    return this.once('accepted-offer', async () => {
      const { id } = await this.makeOffer(await this.newListing({ name: 'Matrix letter of intent brand' }));
      const owner = await this.as('owner');
      const user = await this.user('owner');
      const accepted = await owner.request({
        method: 'POST',
        url: `/api/offers/${id}/accept`,
        payload: { version: 1, signer_name: `${user.name} ${user.last_name}` },
      });
      if (accepted.statusCode !== 200) throw new Error(`offer accept answered ${accepted.statusCode} ${accepted.body}`);
      return id;
    });
  }

  private async makeOffer(listingId: number): Promise<{ id: number; dialogId: number }> {
    const buyer = await createUser(this.database, { subscription: 'active', name: 'Olga', last_name: 'Offer' });
    const client = await sessionOf(this.app, buyer.email, LOCAL_ADDRESS);
    const text = await client.request({ method: 'POST', url: '/api/messages', payload: { type: 'text', business_id: listingId, message: 'Hello' } });
    if (text.statusCode !== 201) throw new Error(`first message answered ${text.statusCode} ${text.body}`);
    const dialogId = (text.json() as { message: { dialog_id: number } }).message.dialog_id;
    const made = await client.request({ method: 'POST', url: `/api/dialogs/${dialogId}/offers`, payload: { terms: offerTerms() } });
    if (made.statusCode !== 201) throw new Error(`offer answered ${made.statusCode} ${made.body}`);
    return { id: (made.json() as { id: number }).id, dialogId };
  }

  /** A checkout the owner started (the sandbox's id). */
  checkout(): Promise<string> {
    return this.once('checkout', async () => {
      const owner = await this.as('owner');
      const response = await owner.request({ method: 'POST', url: '/api/billing/checkout', payload: { plan_id: 'pro_monthly', currency: 'EUR' } });
      if (response.statusCode !== 201) throw new Error(`checkout answered ${response.statusCode} ${response.body}`);
      return decodeURIComponent(new URL((response.json() as { url: string }).url).pathname.split('/').pop() ?? '');
    });
  }

  /** The PRO buyer's payment-method portal token (the sandbox's signed token). */
  portalToken(): Promise<string> {
    return this.once('portal', async () => {
      const pro = await this.as('pro');
      const response = await pro.request({ method: 'POST', url: '/api/billing/payment-method' });
      if (response.statusCode !== 200) throw new Error(`payment-method answered ${response.statusCode} ${response.body}`);
      return decodeURIComponent(new URL((response.json() as { url: string }).url).pathname.split('/').pop() ?? '');
    });
  }

  /** The PRO buyer's seeded invoice. */
  proInvoice(): Promise<number> {
    return this.once('pro-invoice', async () => {
      const [row] = await this.database.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.user_id, await this.userId('pro')));
      if (!row) throw new Error('the seed gave the PRO buyer no invoice');
      return row.id;
    });
  }

  /** An invoice of the owner: a copy of the PRO buyer's seeded one (the owner has no subscription). */
  ownerInvoice(): Promise<number> {
    return this.once('owner-invoice', async () => {
      const [source] = await this.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.id, await this.proInvoice()));
      const { id: _id, created_at: _created, ...columns } = source!;
      const [row] = await this.database.db
        .insert(invoices)
        .values({
          ...columns,
          user_id: await this.userId('owner'),
          number: `${columns.number}-M`,
          sequence: columns.sequence + 10_000,
          provider_payment_id: `${columns.provider_payment_id}-matrix`,
          pdf_key: null,
        })
        .returning({ id: invoices.id });
      return row!.id;
    });
  }

  /** A mail to the owner in the outbox, delivered to the local mailbox (its .eml written). */
  mail(): Promise<number> {
    return this.once('mail', async () => {
      const visitor = await guestSession(this.app, LOCAL_ADDRESS);
      const response = await visitor.request({ method: 'POST', url: '/api/forgot-password', payload: { email: SELLER.email } });
      if (response.statusCode !== 200) throw new Error(`forgot-password answered ${response.statusCode} ${response.body}`);
      await this.app.mailWorker.runOnce();
      const [row] = await this.database.db.select({ id: emails.id }).from(emails).where(eq(emails.to_email, SELLER.email));
      if (!row) throw new Error('no mail to the owner');
      return row.id;
    });
  }

  /** The owner's signed email-verification link (path and query). */
  async verificationPath(): Promise<string> {
    const id = await this.userId('owner');
    return signPath(this.app.config.appKey, verifyEmailPath(id, emailHash(SELLER.email)), {}, new Date(Date.now() + 3_600_000));
  }

  async unsubscribeToken(): Promise<string> {
    return unsubscribeToken(this.app.config.appKey, await this.userId('owner'), 'all');
  }
}

/** Valid offer terms by the real clock (issue #30): open for three days. */
export function offerTerms(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const day = 86_400_000;
  return {
    price: 150_000,
    cash_at_closing: 150_000,
    inventory: 'included',
    exclusivity_days: 30,
    due_diligence_days: 21,
    target_closing_date: new Date(Date.now() + 60 * day).toISOString().slice(0, 10),
    valid_until: new Date(Date.now() + 3 * day).toISOString(),
    ...overrides,
  };
}

// ——— Recipes ———

/** The request one actor sends to one route: path parameters from the fixtures, a minimal body. */
export type Recipe = (fixtures: Fixtures, actor: MatrixActor) => ProbeRequest | Promise<ProbeRequest>;

const form = (body: string): Pick<ProbeRequest, 'payload' | 'headers'> => ({ payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const NEW_PASSWORD = 'Amber-Heron-77';
let registrations = 0;

/**
 * One recipe per route of the table, keyed `METHOD /pattern`. A route added without one fails the
 * matrix by name (docs/security.md: how to add one). Bodies are valid, except where a valid one would
 * end an actor's account or cost a password hash per probe (login, registration, password and
 * account changes): those fail validation (422), which the access layer's checks come before.
 */
export const RECIPES: Record<RouteKey, Recipe> = {
  // Reads that anyone may make
  'GET /api/media/*': async (f) => ({ url: await f.mediaUrl() }),
  'GET /health': () => ({ url: '/health' }),
  'GET /sanctum/csrf-cookie': () => ({ url: '/sanctum/csrf-cookie' }),
  'GET /api/categories': () => ({ url: '/api/categories' }),
  'GET /api/categories/counts': () => ({ url: '/api/categories/counts' }),
  'GET /api/countries': () => ({ url: '/api/countries' }),
  'GET /api/operator': () => ({ url: '/api/operator' }),
  'GET /api/auth/providers': () => ({ url: '/api/auth/providers' }),
  'GET /api/auth/oidc/redirect': () => ({ url: '/api/auth/oidc/redirect?intent=login&locale=en' }),
  'GET /api/auth/oidc/callback': () => ({ url: '/api/auth/oidc/callback?code=matrix&state=matrix' }),
  'GET /api/businesses': () => ({ url: '/api/businesses?q=brand' }),
  'GET /api/businesses/:id': async (f) => ({ url: `/api/businesses/${await f.draft()}` }),
  'GET /api/plans': () => ({ url: '/api/plans?currency=EUR' }),

  // The local mailbox (a mail to the owner)
  'GET /api/dev/mailbox.json': () => ({ url: `/api/dev/mailbox.json?to=${encodeURIComponent(SELLER.email)}` }),
  'GET /api/dev/mailbox': () => ({ url: `/api/dev/mailbox?to=${encodeURIComponent(SELLER.email)}` }),
  'GET /api/dev/mailbox/:id': async (f) => ({ url: `/api/dev/mailbox/${await f.mail()}` }),
  'GET /api/dev/mailbox/:id/html': async (f) => ({ url: `/api/dev/mailbox/${await f.mail()}/html` }),
  'GET /api/dev/mailbox/:id/raw': async (f) => ({ url: `/api/dev/mailbox/${await f.mail()}/raw` }),

  // The API reference (development only): its page, document and files, registered by @fastify/swagger-ui
  'GET /api/dev/docs/': () => ({ url: '/api/dev/docs/' }),
  'GET /api/dev/docs/json': () => ({ url: '/api/dev/docs/json' }),
  'GET /api/dev/docs/yaml': () => ({ url: '/api/dev/docs/yaml' }),
  'GET /api/dev/docs/static/index.html': () => ({ url: '/api/dev/docs/static/index.html' }),
  'GET /api/dev/docs/static/swagger-initializer.js': () => ({ url: '/api/dev/docs/static/swagger-initializer.js' }),
  'GET /api/dev/docs/static/*': () => ({ url: '/api/dev/docs/static/swagger-ui.css' }),

  // Sessions, registration, passwords
  'POST /api/login': () => ({ method: 'POST', url: '/api/login', payload: { email: FREE.email } }),
  'POST /api/logout': () => ({ method: 'POST', url: '/api/logout' }),
  'POST /api/register': () => {
    registrations += 1;
    const email = `matrix-${process.pid}-${Date.now()}-${registrations}@example.com`;
    return { method: 'POST', url: '/api/register', payload: { email, password: TEST_PASSWORD, password_confirmation: `${TEST_PASSWORD}!`, terms: true } };
  },
  'GET /api/email/verify/:id/:hash': async (f) => ({ url: await f.verificationPath() }),
  'POST /api/email/verification-notification': () => ({ method: 'POST', url: '/api/email/verification-notification' }),
  'POST /api/user/general-info': async (f, actor) => {
    const user = actor === 'visitor' ? await f.user('free') : await f.user(actor);
    return {
      method: 'POST',
      url: '/api/user/general-info',
      payload: { role: user.role, name: user.name, last_name: user.last_name, country_code: user.country_code },
    };
  },
  'POST /api/forgot-password': () => ({ method: 'POST', url: '/api/forgot-password', payload: { email: 'not-an-email' } }),
  'GET /api/reset-password/:token': () => ({ url: `/api/reset-password/not-a-token?email=${encodeURIComponent(SELLER.email)}` }),
  'POST /api/reset-password': () => ({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token: 'not-a-token', email: SELLER.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
  }),
  'POST /api/change-password': () => ({
    method: 'POST',
    url: '/api/change-password',
    payload: { old_password: '', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
  }),
  'POST /api/delete-account': () => ({ method: 'POST', url: '/api/delete-account', payload: { password: '' } }),

  // The account
  'GET /api/user': () => ({ url: '/api/user' }),
  'GET /api/sync': () => ({ url: '/api/sync?timestamp=1&latestMessageId=0' }),
  // Without `Accept: text/event-stream` an actor who passes gets 406 at once (an open stream would never end the probe).
  'GET /api/stream': () => ({ url: '/api/stream' }),
  'POST /api/users/:id': async (f) => ({
    method: 'POST',
    url: `/api/users/${await f.userId('owner')}`,
    payload: { role: 'seller', name: 'Sophie', last_name: 'Seller', country_code: 'DE', about: 'I sell the brands I built.' },
  }),
  'GET /api/users/:id/profile': async (f) => ({ url: `/api/users/${await f.userId('owner')}/profile` }),
  'GET /api/user/export': () => ({ url: '/api/user/export' }),
  'GET /api/notifications': () => ({ url: '/api/notifications' }),
  'POST /api/notifications/read': () => ({ method: 'POST', url: '/api/notifications/read' }),
  'GET /api/email-preferences': () => ({ url: '/api/email-preferences' }),
  'POST /api/email-preferences': () => ({
    method: 'POST',
    url: '/api/email-preferences',
    payload: Object.fromEntries(EMAIL_NOTIFICATION_FLAGS.map((flag) => [flag, true])),
  }),
  'POST /api/unsubscribe': async (f) => ({ method: 'POST', url: '/api/unsubscribe', payload: { token: await f.unsubscribeToken() } }),
  'GET /api/unsubscribe': async (f) => ({ url: `/api/unsubscribe?token=${encodeURIComponent(await f.unsubscribeToken())}` }),

  // The client error log
  'POST /api/log/js': () => ({
    method: 'POST',
    url: '/api/log/js',
    payload: { events: [{ type: 'manual', message: 'authorization matrix probe' }], href: 'http://localhost:3000/' },
  }),
  'GET /api/admin/log/js': () => ({ url: '/api/admin/log/js' }),

  // Listings: the owner's side
  'POST /api/businesses': async (f) => ({ method: 'POST', url: '/api/businesses', payload: { information: information(await f.categoryId()) } }),
  'POST /api/businesses/:id': async (f) => ({
    method: 'POST',
    url: `/api/businesses/${await f.draft()}`,
    payload: { price: { price: 120_000, open_to_offers: true } },
  }),
  'POST /api/businesses/:id/submit': async (f) => ({ method: 'POST', url: `/api/businesses/${await f.draft()}/submit` }),
  'GET /api/my/businesses': () => ({ url: '/api/my/businesses' }),
  'GET /api/my/businesses/stats': () => ({ url: '/api/my/businesses/stats' }),
  'POST /api/businesses/:id/images': async (f) => {
    const { payload, headers } = multipartBody({}, { filename: 'shop.png', contentType: 'image/png', data: pngFixture(64, 48) });
    return { method: 'POST', url: `/api/businesses/${await f.draft()}/images`, payload, headers };
  },
  'DELETE /api/businesses/:id/images/:imageId': async (f) => {
    const { listingId, imageId } = await f.draftWithImage();
    return { method: 'DELETE', url: `/api/businesses/${listingId}/images/${imageId}` };
  },
  'POST /api/businesses/:id/images/order': async (f) => {
    const { listingId, imageId } = await f.draftWithImage();
    return { method: 'POST', url: `/api/businesses/${listingId}/images/order`, payload: { ids: [imageId] } };
  },
  'POST /api/businesses/:id/financials/import': async (f) => {
    const { payload, headers } = multipartBody({}, { filename: 'pnl-us.csv', contentType: 'text/csv', data: readFileSync(SELLERBOARD_FIXTURE) });
    return { method: 'POST', url: `/api/businesses/${await f.draft()}/financials/import`, payload, headers };
  },
  'POST /api/businesses/:id/financials/import/:token/apply': async (f) => {
    const { listingId, token } = await f.importPreview();
    return { method: 'POST', url: `/api/businesses/${listingId}/financials/import/${token}/apply` };
  },
  'GET /api/businesses/:id/sellerboard': async (f) => ({ url: `/api/businesses/${await f.draft()}/sellerboard` }),
  'POST /api/businesses/:id/sellerboard': async (f) => ({
    method: 'POST',
    url: `/api/businesses/${await f.draft()}/sellerboard`,
    payload: { url: 'https://app.sellerboard.com/en/automation/reports?id=matrix&format=csv' },
  }),
  'DELETE /api/businesses/:id/sellerboard': async (f) => ({ method: 'DELETE', url: `/api/businesses/${await f.draft()}/sellerboard` }),
  'POST /api/businesses/:id/sold': async (f) => ({ method: 'POST', url: `/api/businesses/${await f.listing('published')}/sold` }),
  'POST /api/businesses/:id/show': async (f) => ({ method: 'POST', url: `/api/businesses/${await f.hidden()}/show` }),
  'DELETE /api/businesses/:id': async (f) => ({ method: 'DELETE', url: `/api/businesses/${await f.draft()}` }),

  // Moderation and refunds
  'GET /api/admin/businesses': () => ({ url: '/api/admin/businesses?status=pending' }),
  'GET /api/admin/businesses/:id': async (f) => ({ url: `/api/admin/businesses/${await f.listing('pending')}` }),
  'POST /api/admin/businesses/:id/verify': async (f) => ({
    method: 'POST',
    url: `/api/admin/businesses/${await f.listing('pending')}/verify`,
  }),
  'POST /api/admin/businesses/:id/cancel': async (f) => ({
    method: 'POST',
    url: `/api/admin/businesses/${await f.listing('pending')}/cancel`,
    payload: { reason: 'The financials are incomplete.' },
  }),
  'POST /api/admin/invoices/:id/refund': async (f) => ({ method: 'POST', url: `/api/admin/invoices/${await f.proInvoice()}/refund`, payload: { amount: 100 } }),

  // Billing and the sandbox provider
  'GET /api/billing': () => ({ url: '/api/billing' }),
  'POST /api/billing/checkout': () => ({ method: 'POST', url: '/api/billing/checkout', payload: { plan_id: 'pro_monthly', currency: 'EUR' } }),
  'GET /api/billing/checkouts/:id': async (f) => ({ url: `/api/billing/checkouts/${encodeURIComponent(await f.checkout())}` }),
  'POST /api/billing/cancel': () => ({ method: 'POST', url: '/api/billing/cancel' }),
  'POST /api/billing/resume': () => ({ method: 'POST', url: '/api/billing/resume' }),
  'POST /api/billing/payment-method': () => ({ method: 'POST', url: '/api/billing/payment-method' }),
  'PUT /api/billing/details': () => ({
    method: 'PUT',
    url: '/api/billing/details',
    payload: { name: 'Sophie Seller', address_line1: 'Hauptstraße 1', postal_code: '10115', city: 'Berlin', country_code: 'DE' },
  }),
  'GET /api/billing/invoices/:id/pdf': async (f) => ({ url: `/api/billing/invoices/${await f.ownerInvoice()}/pdf` }),
  'POST /api/payments/webhook': () => ({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: '{"id":"evt_matrix","type":"ping"}',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
  }),
  'GET /api/payments/sandbox/checkout/:id': async (f) => ({ url: `/api/payments/sandbox/checkout/${encodeURIComponent(await f.checkout())}` }),
  'POST /api/payments/sandbox/checkout/:id': async (f) => ({
    method: 'POST',
    url: `/api/payments/sandbox/checkout/${encodeURIComponent(await f.checkout())}`,
    ...form('choice=pending'),
  }),
  'GET /api/payments/sandbox/portal/:token': async (f) => ({ url: `/api/payments/sandbox/portal/${encodeURIComponent(await f.portalToken())}` }),
  'POST /api/payments/sandbox/portal/:token': async (f) => ({
    method: 'POST',
    url: `/api/payments/sandbox/portal/${encodeURIComponent(await f.portalToken())}`,
    ...form('choice=works'),
  }),

  // Favourites
  'GET /api/favorites/ids': () => ({ url: '/api/favorites/ids' }),
  'GET /api/favorites': () => ({ url: '/api/favorites' }),
  'POST /api/favorites': async (f) => ({ method: 'POST', url: '/api/favorites', payload: { business_id: await f.published() } }),
  'POST /api/favorites/read': () => ({ method: 'POST', url: '/api/favorites/read' }),

  // Messaging (the owner's dialog with a buyer who is none of the actors)
  'GET /api/dialogs': async (f) => ({ url: `/api/dialogs?dialog_id=${(await f.dialog()).id}` }),
  'POST /api/dialogs': async (f) => ({ method: 'POST', url: '/api/dialogs', payload: { business_id: await f.published() } }),
  'GET /api/dialogs/:id/messages': async (f) => ({ url: `/api/dialogs/${(await f.dialog()).id}/messages?before_id=2147483647` }),
  'POST /api/dialogs/:id/read': async (f) => ({ method: 'POST', url: `/api/dialogs/${(await f.dialog()).id}/read` }),
  'PATCH /api/dialogs/:id': async (f) => ({ method: 'PATCH', url: `/api/dialogs/${(await f.dialog()).id}`, payload: { seller_step: 2 } }),
  'GET /api/dialogs/:id/nda-records': async (f) => ({ url: `/api/dialogs/${(await f.dialog()).id}/nda-records` }),
  'POST /api/messages': async (f) => ({
    method: 'POST',
    url: '/api/messages',
    payload: { type: 'text', business_id: await f.published(), message: 'Is the brand still for sale?' },
  }),
  'GET /api/messages/:id/media': async (f) => ({ url: `/api/messages/${(await f.dialog()).mediaMessageId}/media` }),
  'GET /api/messages/:id/media/thumb': async (f) => ({ url: `/api/messages/${(await f.dialog()).mediaMessageId}/media/thumb` }),
  'GET /api/messages/dashboard': () => ({ url: '/api/messages/dashboard' }),
  'POST /api/messages/nda': async (f) => {
    const listing = await f.ndaListing();
    return { method: 'POST', url: '/api/messages/nda', payload: { business_id: listing.id, signer_name: 'Paul Pro', nda_version_id: listing.versionId } };
  },
  'PATCH /api/messages/nda/:id': async (f) => ({
    method: 'PATCH',
    url: `/api/messages/nda/${(await f.ndaRequest()).decisionMessageId}`,
    payload: { result: 'reject' },
  }),
  'POST /api/nda-records/:id/revoke': async (f) => ({ method: 'POST', url: `/api/nda-records/${(await f.acceptedNda()).recordId}/revoke` }),

  // Offers (issue #30): an open offer to the owner, her turn
  'GET /api/dialogs/:id/offers': async (f) => ({ url: `/api/dialogs/${(await f.dialog()).id}/offers` }),
  // The PRO actor's own dialog with the owner: only the dialog's buyer makes offers (matrix: pass pro).
  'POST /api/dialogs/:id/offers': async (f) => ({ method: 'POST', url: `/api/dialogs/${await f.proDialog()}/offers`, payload: { terms: offerTerms() } }),
  'POST /api/offers/:id/counter': async (f) => ({
    method: 'POST',
    url: `/api/offers/${(await f.offer()).id}/counter`,
    payload: { version: 1, terms: offerTerms({ price: 160_000, cash_at_closing: 160_000 }) },
  }),
  'POST /api/offers/:id/accept': async (f) => {
    const owner = await f.user('owner');
    return { method: 'POST', url: `/api/offers/${(await f.offer()).id}/accept`, payload: { version: 1, signer_name: `${owner.name} ${owner.last_name}` } };
  },
  'POST /api/offers/:id/decline': async (f) => ({ method: 'POST', url: `/api/offers/${(await f.offer()).id}/decline`, payload: { version: 1 } }),
  // The checklist of the owner's dialog: she answers (409 while nothing is requested: a served answer).
  'GET /api/dialogs/:id/checklist': async (f) => ({ url: `/api/dialogs/${(await f.dialog()).id}/checklist` }),
  'POST /api/dialogs/:id/checklist/:item': async (f) => ({
    method: 'POST',
    url: `/api/dialogs/${(await f.dialog()).id}/checklist/domain`,
    payload: { action: 'answer', note: 'Registered at Namecheap since 2019.' },
  }),
  'GET /api/offers/:id/letter-of-intent': async (f) => ({ url: `/api/offers/${await f.acceptedOffer()}/letter-of-intent?lang=de` }),
  // The data room (issue #30 §2) of the owner's dialog: she manages it.
  'GET /api/dialogs/:id/data-room': async (f) => ({ url: `/api/dialogs/${(await f.dialog()).id}/data-room` }),
  'POST /api/dialogs/:id/data-room/documents': async (f) => ({
    method: 'POST',
    url: `/api/dialogs/${(await f.dialog()).id}/data-room/documents`,
    ...multipartBody(
      { folder: 'Screenshots', visibility: 'nda' },
      { name: 'document', filename: 'shot.png', contentType: 'image/png', data: pngFixture(64, 48) },
    ),
  }),
  'GET /api/dialogs/:id/data-room/documents/:document': async (f) => {
    const { dialogId, documentId } = await f.dataRoomDocument();
    return { url: `/api/dialogs/${dialogId}/data-room/documents/${documentId}` };
  },
  'DELETE /api/dialogs/:id/data-room/documents/:document': async (f) => {
    const { dialogId, documentId } = await f.dataRoomDocument(true);
    return { method: 'DELETE', url: `/api/dialogs/${dialogId}/data-room/documents/${documentId}` };
  },
  'PUT /api/dialogs/:id/data-room/access': async (f) => ({
    method: 'PUT',
    url: `/api/dialogs/${(await f.dialog()).id}/data-room/access`,
    payload: { state: 'paused' },
  }), // The seller's access list of the listing (decision 0222): the owner only.
  'GET /api/dialogs/:id/data-room/buyers': async (f) => ({ url: `/api/dialogs/${(await f.dialog()).id}/data-room/buyers` }),
};

export * from './api-process';
