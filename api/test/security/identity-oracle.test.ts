// The identity oracle (issue #27, point 3 and point 7; spec §6 "The seller's identity is masked as
// 'Seller' when an NDA applies or the chat is hidden"). A seller with an identity nothing else can
// resemble — user id 424242, a name, last name, email, avatar and website found nowhere else — sells
// a published NDA listing and a listing without NDA. A visitor, a free buyer and a PRO buyer who has
// not been granted the NDA (both buyers with a dialog about the NDA listing, the PRO buyer's NDA
// request rejected once and pending again, the seller's messages and an image in it, favourites,
// alerts, notifications and e-mails) then call every route of the app's own route table
// (`app.accessTable`) with the ids of this world filled in, plus the writes a buyer without access
// can make whose answers carry data. No answer may carry any of her markers; the few requests that
// name her themselves (her id in the path or query, her listing without NDA) may answer with her
// identity but must not list, count or name the NDA listing. A route of the table that is neither
// probed nor in SKIPPED (with its reason) fails the test, so every new endpoint is considered.
// Afterwards the seller accepts the PRO buyer's NDA and that buyer must see her: the test would notice
// a fix that masks everyone.
//
// Deterministic: the bounded run of `npm test` and the full run (SECURITY_FULL=1) are the same; the
// full run prints `security identity-oracle: tried N routes×actors, leaked N`.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@bizmarkt/shared/contract';
import { listings, listingNdaVersions, emails, users, type UserRow } from '../../src/db/schema';
import { queueFavoritesNews } from '../../src/domain/listing-lifecycle-notify';
import { sendNewListingDigests } from '../../src/domain/new-listing-alerts';
import { createUser, multipartBody, pngFixture } from '../helpers/accounts';
import { insertListing } from '../helpers/listing-lifecycle';
import { firstCategoryId, NDA_TEXT } from '../helpers/listings';
import { openStream } from '../helpers/stream';
import { TEST_SESSION_PATH, useTestApp } from '../helpers/test-app';
import { offerTerms } from './support';

jest.setTimeout(120_000);
const FULL = process.env.SECURITY_FULL === '1';
const t = useTestApp();

// ——— The seller and her two listings: values no other field of any answer can equal ———

/**
 * An explicit id far above what the users' identity sequence gives in a test database (a few dozen
 * seeded and created users), so nothing else is 424242 and the sequence needs no bump: later users
 * keep their small ids. Matched as a whole number (no digit on either side), in the JSON and headers.
 */
const SELLER_ID = 424242;
const SELLER = {
  name: 'Zephyrine',
  last_name: 'Quillfeather',
  email: 'zephyrine.quillfeather@oracle.example',
  avatar: `avatars/${SELLER_ID}/zq-oracle-face`,
  website: 'zq-oracle-site.example',
} as const;
const NDA_LISTING_ID = 737373;
const NDA_LISTING_NAME = 'Obsidian Lantern Trading';
const OPEN_LISTING_NAME = 'Juniper Harbour Goods';

const number = (value: number) => new RegExp(`(?<![0-9])${value}(?![0-9])`);
const IDENTITY_MARKERS: ReadonlyArray<[string, RegExp]> = [
  ['seller id', number(SELLER_ID)],
  ['seller name', new RegExp(SELLER.name, 'i')],
  ['seller last name', new RegExp(SELLER.last_name, 'i')],
  ['seller email', /zephyrine\.quillfeather@/i],
  ['seller avatar', /zq-oracle-face/i],
  ['seller website', /zq-oracle-site/i],
];
const NDA_LISTING_MARKERS: ReadonlyArray<[string, RegExp]> = [
  ['NDA listing id', number(NDA_LISTING_ID)],
  ['NDA listing name', new RegExp(NDA_LISTING_NAME, 'i')],
];

/** What an answer says: its headers (but cookies and ETags, random tokens that say nothing) and its body. */
function scannable(response: Response): string {
  const { 'set-cookie': _cookies, etag: _etag, ...headers } = response.headers;
  return `${JSON.stringify(headers)}\n${response.payload}`;
}

const found = (text: string, markers: ReadonlyArray<[string, RegExp]>) => markers.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);

// ——— Actors: a cookie-keeping client from an address of the outside world ———

type ActorName = 'visitor' | 'free buyer' | 'PRO buyer';

interface RequestSpec {
  method?: InjectOptions['method'];
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

class Actor {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly name: ActorName | 'seller',
    private readonly remoteAddress: string,
    readonly user: UserRow | null,
  ) {}

  async request(spec: RequestSpec): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', ...spec.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf !== undefined) headers['x-xsrf-token'] = xsrf;
    const response = await this.app.inject({
      method: spec.method ?? 'GET',
      url: spec.url,
      headers,
      remoteAddress: this.remoteAddress,
      ...(spec.payload === undefined ? {} : { payload: spec.payload }),
    });
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** The CSRF cookie as the SPA fetches it, then (for a user) a real session. */
  async start(): Promise<this> {
    await this.request({ url: '/sanctum/csrf-cookie' });
    if (this.user) {
      const started = await this.request({ method: 'POST', url: TEST_SESSION_PATH, payload: { email: this.user.email } });
      if (started.statusCode !== 204) throw new Error(`session of ${this.name} failed: ${started.statusCode}`);
    }
    return this;
  }
}

// ——— The world ———

interface World {
  seller: Actor;
  actors: Actor[];
  free: Actor;
  pro: Actor;
  openListingId: number;
  categoryId: number;
  freeDialogId: number;
  proDialogId: number;
  /** The seller's image in the PRO buyer's dialog. */
  mediaMessageId: number;
  /** The pending `nda_request_decision` message of the PRO buyer's second request (the seller's buttons). */
  pendingDecisionId: number;
  ndaRecordIds: number[];
  /** The NDA listing's cover image and its thumbnail, as URLs. */
  imageUrls: string[];
  imageIds: number[];
  /** Every answer a buyer received while the world was built: they are checked like the probes. */
  setupAnswers: Array<{ actor: ActorName; label: string; response: Response }>;
}

function expectStatus(response: Response, status: number, label: string) {
  if (response.statusCode !== status) throw new Error(`${label}: ${response.statusCode} ${response.payload.slice(0, 300)}`);
}

async function buildWorld(app: FastifyInstance): Promise<World> {
  const { database } = t;
  const categoryId = await firstCategoryId(database);
  const sellerRow = await createUser(database, {
    id: SELLER_ID,
    email: SELLER.email,
    name: SELLER.name,
    last_name: SELLER.last_name,
    role: 'seller',
    about: `${SELLER.name} has sold online brands for ten years.`,
    website: SELLER.website,
    avatar: `${SELLER.avatar}-512.jpg`,
    avatar_thumb: `${SELLER.avatar}-114.jpg`,
    avatar_thumb_64: `${SELLER.avatar}-64.jpg`,
  });
  const freeRow = await createUser(database, { name: 'Frida', last_name: 'Freebuyer' });
  const proRow = await createUser(database, { name: 'Pablo', last_name: 'Probuyer', subscription: 'active' });
  const moderator = await createUser(database, { is_admin: true });
  // Both buyers want new-listing alerts by e-mail too (no bounds: every listing matches).
  const alerts = structuredClone(DEFAULT_NOTIFICATION_SETTINGS);
  alerts.email.new_listing_alerts = true;
  await database.db
    .update(users)
    .set({ notification_settings: alerts })
    .where(inArray(users.id, [freeRow.id, proRow.id]));

  // The two listings, pending until the moderator verifies them (the real way onto the market).
  await insertListing(database, SELLER_ID, {
    id: NDA_LISTING_ID,
    name: NDA_LISTING_NAME,
    status: 'pending',
    nda: true,
    price: 315_000,
    category_id: categoryId,
  });
  const [version] = await database.db.insert(listingNdaVersions).values({ business_id: NDA_LISTING_ID, version: 1, text: NDA_TEXT }).returning();
  await database.db.update(listings).set({ nda_version_id: version!.id }).where(eq(listings.id, NDA_LISTING_ID));
  const openListingId = await insertListing(database, SELLER_ID, { name: OPEN_LISTING_NAME, status: 'pending', price: 185_000, category_id: categoryId });

  const setupAnswers: World['setupAnswers'] = [];
  const seller = await new Actor(app, 'seller', '203.0.113.40', sellerRow).start();
  const visitor = await new Actor(app, 'visitor', '203.0.113.10', null).start();
  const free = await new Actor(app, 'free buyer', '203.0.113.20', freeRow).start();
  const pro = await new Actor(app, 'PRO buyer', '203.0.113.30', proRow).start();
  const asBuyer = async (actor: Actor, label: string, spec: RequestSpec, status: number) => {
    const response = await actor.request({ method: 'POST', ...spec });
    expectStatus(response, status, `${actor.name}: ${label}`);
    setupAnswers.push({ actor: actor.name as ActorName, label, response });
    return response;
  };

  // A cover image on the NDA listing, uploaded by its owner.
  const png = pngFixture(64, 48);
  const upload = multipartBody({}, { filename: 'lantern.png', contentType: 'image/png', data: png });
  const uploaded = await seller.request({ method: 'POST', url: `/api/businesses/${NDA_LISTING_ID}/images`, payload: upload.payload, headers: upload.headers });
  expectStatus(uploaded, 201, 'image upload');
  const image = uploaded.json().image as { id: number; url: string; thumb_url?: string };
  const imageUrls = Object.values(image).filter((value): value is string => typeof value === 'string' && value.startsWith('/api/media/'));

  for (const id of [NDA_LISTING_ID, openListingId]) {
    const outcome = await app.lifecycle.verify(id, moderator.id);
    if (!outcome.ok) throw new Error(`verify ${id}: ${outcome.reason}`);
  }
  // The alerts' matching (jobs), then the day's digest e-mails.
  await app.jobsWorker.runDue();
  await sendNewListingDigests({ repositories: app.repositories, mail: app.mail }, app.clock.now());

  for (const buyer of [free, pro]) {
    for (const id of [NDA_LISTING_ID, openListingId]) await asBuyer(buyer, `favourite ${id}`, { url: '/api/favorites', payload: { business_id: id } }, 200);
  }
  const freeDialogId = (await asBuyer(free, 'contact', { url: '/api/dialogs', payload: { business_id: NDA_LISTING_ID } }, 200)).json().dialog.id as number;

  // The PRO buyer signs; the seller rejects; the buyer signs again (pending now), and writes.
  const signature = { business_id: NDA_LISTING_ID, signer_name: 'Pablo Probuyer', message: 'May I see the details?' };
  const first = await asBuyer(pro, 'NDA request', { url: '/api/messages/nda', payload: signature }, 201);
  const proDialogId = first.json().dialog_id as number;
  const rejected = await seller.request({ method: 'PATCH', url: `/api/messages/nda/${first.json().messages[1].id}`, payload: { result: 'reject' } });
  expectStatus(rejected, 200, 'reject');
  const second = await asBuyer(pro, 'NDA request again', { url: '/api/messages/nda', payload: signature }, 201);
  const pendingDecisionId = second.json().messages[1].id as number;
  const ndaRecordIds = [first.json().record.id as number, second.json().record.id as number];
  await asBuyer(
    pro,
    'message',
    { url: '/api/messages', payload: { type: 'text', business_id: NDA_LISTING_ID, message: 'Could we talk about the stock?' } },
    201,
  );

  // The seller answers both buyers (the free buyer's chat is locked), and sends the PRO buyer an image.
  const toFree = await seller.request({
    method: 'POST',
    url: '/api/messages',
    payload: { type: 'text', business_id: NDA_LISTING_ID, opponent_id: freeRow.id, message: 'Upgrade to read the numbers.' },
  });
  expectStatus(toFree, 201, 'seller to free buyer');
  const toPro = await seller.request({
    method: 'POST',
    url: '/api/messages',
    payload: { type: 'text', business_id: NDA_LISTING_ID, opponent_id: proRow.id, message: 'Stock covers four months.' },
  });
  expectStatus(toPro, 201, 'seller to PRO buyer');
  const media = multipartBody(
    { type: 'media', business_id: String(NDA_LISTING_ID), opponent_id: String(proRow.id) },
    { name: 'media', filename: 'warehouse.png', contentType: 'image/png', data: png },
  );
  const sentMedia = await seller.request({ method: 'POST', url: '/api/messages', payload: media.payload, headers: media.headers });
  expectStatus(sentMedia, 201, 'seller image');

  // What buyers are told by mail and in the app: the new-message e-mails (their job, run now), the
  // favourites' news of a new price.
  for (const message of [toFree, toPro]) await app.messaging.runEmail({ message_id: message.json().message.id }, app.clock.now());
  const facts = await app.repositories.listingLifecycle.facts(NDA_LISTING_ID);
  await queueFavoritesNews(app.jobs, facts!, { priceChange: { old_price: 330_000, new_price: 315_000 }, otherMaterialChange: false });
  await app.jobsWorker.runDue();

  return {
    seller,
    actors: [visitor, free, pro],
    free,
    pro,
    openListingId,
    categoryId,
    freeDialogId,
    proDialogId,
    mediaMessageId: sentMedia.json().message.id,
    pendingDecisionId,
    ndaRecordIds,
    imageUrls,
    imageIds: [image.id],
    setupAnswers,
  };
}

// ——— What is probed, and what is not ———

/** A request that names the seller itself (her id, her listing without NDA): it may answer with her identity. */
interface Named {
  /** Further checks of the answer (counts); each failure is a message. */
  check?: (response: Response) => string[];
}

interface Probe extends RequestSpec {
  named?: Named;
}

/** `GET /api/businesses?user_id=`: her list without the NDA listing, and counted without it. */
const listsOnly =
  (expected: number[]): Named['check'] =>
  (response) => {
    if (response.statusCode !== 200) return [`status ${response.statusCode}`];
    const body = response.json() as { data: Array<{ id: number }>; meta: { total: number } };
    const ids = body.data.map((card) => card.id);
    const problems: string[] = [];
    if (JSON.stringify(ids) !== JSON.stringify(expected)) problems.push(`lists ${JSON.stringify(ids)} (only ${JSON.stringify(expected)} may show)`);
    if (body.meta.total !== expected.length) problems.push(`counts ${body.meta.total} (the NDA listing is not counted)`);
    return problems;
  };

const countsOne: Named['check'] = (response) => {
  if (response.statusCode !== 200) return [];
  const count = (response.json() as { total_listings_count: number }).total_listings_count;
  return count === 1 ? [] : [`total_listings_count ${count} (the NDA listing is not counted)`];
};

/**
 * Every route probed, by its table key (`METHOD url`), with the requests it gets from each actor. A
 * HEAD route is probed with the requests of its GET (its headers are scanned).
 */
function probes(w: World): Record<string, Probe[]> {
  const nda = NDA_LISTING_ID;
  const open = w.openListingId;
  const dialogs = [w.freeDialogId, w.proDialogId];
  const asOwner = (method: InjectOptions['method'], url: string, payload: InjectOptions['payload'] = {}): Probe[] => [{ method, url, payload }];
  return {
    'GET /api/media/*': w.imageUrls.map((url) => ({ url })),
    // The local mailbox holds every user's mail, hers too: the actors call from other addresses, so it
    // must answer them nothing (point 1; test/routes/mailbox.test.ts has the loopback side).
    'GET /api/dev/mailbox.json': [{ url: `/api/dev/mailbox.json?to=${encodeURIComponent(SELLER.email)}` }, { url: '/api/dev/mailbox.json' }],
    'GET /api/dev/mailbox': [{ url: '/api/dev/mailbox' }],
    'GET /api/dev/mailbox/:id': [1, 2, 3].map((id) => ({ url: `/api/dev/mailbox/${id}` })),
    'GET /api/dev/mailbox/:id/html': [1, 2, 3].map((id) => ({ url: `/api/dev/mailbox/${id}/html` })),
    'GET /api/dev/mailbox/:id/raw': [1, 2, 3].map((id) => ({ url: `/api/dev/mailbox/${id}/raw` })),
    // The API reference's page, document and files (development only): from other addresses, nothing.
    'GET /api/dev/docs/': [{ url: '/api/dev/docs/' }],
    // Fastify adds the page without the slash too; its GET shares the record above, its HEAD has its own.
    'HEAD /api/dev/docs': [{ url: '/api/dev/docs' }],
    'GET /api/dev/docs/json': [{ url: '/api/dev/docs/json' }],
    'GET /api/dev/docs/yaml': [{ url: '/api/dev/docs/yaml' }],
    'GET /api/dev/docs/static/index.html': [{ url: '/api/dev/docs/static/index.html' }],
    'GET /api/dev/docs/static/swagger-initializer.js': [{ url: '/api/dev/docs/static/swagger-initializer.js' }],
    'GET /api/dev/docs/static/*': [{ url: '/api/dev/docs/static/swagger-ui.css' }],
    'GET /health': [{ url: '/health' }],
    'GET /sanctum/csrf-cookie': [{ url: '/sanctum/csrf-cookie' }],
    'GET /api/user': [{ url: '/api/user' }],
    'GET /api/sync': [{ url: '/api/sync?timestamp=0&latestMessageId=0' }],
    // Its refusal here (406 without `Accept: text/event-stream`); the events themselves: the test below.
    'GET /api/stream': [{ url: '/api/stream' }],
    'GET /api/categories': [{ url: '/api/categories' }],
    'GET /api/categories/counts': [{ url: '/api/categories/counts' }],
    'GET /api/countries': [{ url: '/api/countries' }],
    'GET /api/operator': [{ url: '/api/operator' }],
    'GET /api/auth/providers': [{ url: '/api/auth/providers' }],
    'GET /api/businesses': [
      { url: '/api/businesses' },
      { url: `/api/businesses?q=${encodeURIComponent('Obsidian Lantern')}` },
      { url: `/api/businesses?categories=${w.categoryId}&sort=price_desc` },
      { url: `/api/businesses?user_id=${SELLER_ID}`, named: { check: listsOnly([open]) } },
      // Words of the NDA listing do not bring it into her list either.
      { url: `/api/businesses?user_id=${SELLER_ID}&q=Obsidian`, named: { check: listsOnly([]) } },
    ],
    'GET /api/admin/log/js': [{ url: '/api/admin/log/js' }],
    'GET /api/email/verify/:id/:hash': [{ url: `/api/email/verify/${SELLER_ID}/0123456789abcdef`, named: {} }],
    'GET /api/reset-password/:token': [{ url: '/api/reset-password/not-a-token' }],
    'GET /api/users/:id/profile': [{ url: `/api/users/${SELLER_ID}/profile`, named: { check: countsOne } }],
    'GET /api/user/export': [{ url: '/api/user/export' }],
    'GET /api/notifications': [{ url: '/api/notifications' }],
    'GET /api/email-preferences': [{ url: '/api/email-preferences' }],
    'GET /api/unsubscribe': [{ url: '/api/unsubscribe?token=not-a-token' }],
    'GET /api/businesses/:id': [{ url: `/api/businesses/${nda}` }, { url: `/api/businesses/${open}`, named: {} }],
    'GET /api/my/businesses': [{ url: '/api/my/businesses' }],
    'GET /api/my/businesses/stats': [{ url: '/api/my/businesses/stats' }],
    'GET /api/businesses/:id/sellerboard': [{ url: `/api/businesses/${nda}/sellerboard` }],
    'GET /api/admin/businesses': [{ url: '/api/admin/businesses' }],
    'GET /api/admin/businesses/:id': [{ url: `/api/admin/businesses/${nda}` }],
    'GET /api/plans': [{ url: '/api/plans' }],
    'GET /api/billing': [{ url: '/api/billing' }],
    'GET /api/billing/checkouts/:id': [{ url: '/api/billing/checkouts/1' }],
    'GET /api/billing/invoices/:id/pdf': [{ url: '/api/billing/invoices/1/pdf' }],
    'GET /api/payments/sandbox/checkout/:id': [{ url: '/api/payments/sandbox/checkout/1' }],
    'GET /api/payments/sandbox/portal/:token': [{ url: '/api/payments/sandbox/portal/not-a-token' }],
    'GET /api/favorites/ids': [{ url: '/api/favorites/ids' }],
    'GET /api/favorites': [{ url: '/api/favorites' }],
    'GET /api/dialogs': [{ url: '/api/dialogs' }, ...dialogs.map((id) => ({ url: `/api/dialogs?dialog_id=${id}` }))],
    'GET /api/dialogs/:id/messages': dialogs.map((id) => ({ url: `/api/dialogs/${id}/messages?before_id=2147483647` })),
    'GET /api/dialogs/:id/nda-records': dialogs.map((id) => ({ url: `/api/dialogs/${id}/nda-records` })),
    'GET /api/messages/:id/media': [{ url: `/api/messages/${w.mediaMessageId}/media` }],
    'GET /api/messages/:id/media/thumb': [{ url: `/api/messages/${w.mediaMessageId}/media/thumb` }],
    'GET /api/messages/dashboard': [{ url: '/api/messages/dashboard' }],

    // Writes a buyer without access may make, whose answers carry data.
    'POST /api/dialogs': [
      { method: 'POST', url: '/api/dialogs', payload: { business_id: nda } },
      // A guessed opponent changes nothing (checked apart below too).
      { method: 'POST', url: '/api/dialogs', payload: { business_id: nda, opponent_id: SELLER_ID } },
    ],
    'POST /api/messages': [
      { method: 'POST', url: '/api/messages', payload: { type: 'text', business_id: nda, message: 'Are the numbers audited?' } },
      { method: 'POST', url: '/api/messages', payload: { type: 'text', business_id: nda, opponent_id: SELLER_ID, message: 'Still there?' } },
    ],
    'POST /api/messages/nda': [{ method: 'POST', url: '/api/messages/nda', payload: { business_id: nda, signer_name: 'Someone Buying' } }],
    'PATCH /api/messages/nda/:id': [{ method: 'PATCH', url: `/api/messages/nda/${w.pendingDecisionId}`, payload: { result: 'accept' } }],
    'POST /api/nda-records/:id/revoke': w.ndaRecordIds.map((id) => ({ method: 'POST' as const, url: `/api/nda-records/${id}/revoke` })),
    // Offers (issue #30): the buyers' dialogs about the NDA listing (no offer can be made there without
    // the NDA accepted), and answers to offers that are not theirs.
    'GET /api/dialogs/:id/offers': dialogs.map((id) => ({ url: `/api/dialogs/${id}/offers` })),
    'POST /api/dialogs/:id/offers': dialogs.map((id) => ({ method: 'POST' as const, url: `/api/dialogs/${id}/offers`, payload: { terms: offerTerms() } })),
    'POST /api/offers/:id/counter': [1, 2].map((id) => ({
      method: 'POST' as const,
      url: `/api/offers/${id}/counter`,
      payload: { version: 1, terms: offerTerms() },
    })),
    'POST /api/offers/:id/accept': [1, 2].map((id) => ({
      method: 'POST' as const,
      url: `/api/offers/${id}/accept`,
      payload: { version: 1, signer_name: 'Someone Buying' },
    })),
    'GET /api/dialogs/:id/checklist': dialogs.map((id) => ({ url: `/api/dialogs/${id}/checklist` })),
    'POST /api/dialogs/:id/checklist/:item': dialogs.map((id) => ({
      method: 'POST' as const,
      url: `/api/dialogs/${id}/checklist/domain`,
      payload: { action: 'request' },
    })),
    'GET /api/offers/:id/letter-of-intent': [1, 2].map((id) => ({ url: `/api/offers/${id}/letter-of-intent` })),
    'POST /api/offers/:id/decline': [1, 2].map((id) => ({ method: 'POST' as const, url: `/api/offers/${id}/decline`, payload: { version: 1 } })),
    // The data room (issue #30 §2): the buyers' own dialogs (no NDA: nothing opens) and guessed documents;
    // the seller's writes are refused to them.
    'GET /api/dialogs/:id/data-room': dialogs.map((id) => ({ url: `/api/dialogs/${id}/data-room` })),
    'GET /api/dialogs/:id/data-room/documents/:document': dialogs.flatMap((id) =>
      [1, 2].map((doc) => ({ url: `/api/dialogs/${id}/data-room/documents/${doc}?download=1` })),
    ),
    'POST /api/dialogs/:id/data-room/documents': dialogs.map((id) => ({
      method: 'POST' as const,
      url: `/api/dialogs/${id}/data-room/documents`,
      payload: { folder: 'Mine', visibility: 'nda' },
    })),
    'DELETE /api/dialogs/:id/data-room/documents/:document': dialogs.map((id) => ({
      method: 'DELETE' as const,
      url: `/api/dialogs/${id}/data-room/documents/1`,
    })),
    'PUT /api/dialogs/:id/data-room/access': dialogs.map((id) => ({
      method: 'PUT' as const,
      url: `/api/dialogs/${id}/data-room/access`,
      payload: { state: 'granted' },
    })),
    'GET /api/dialogs/:id/data-room/buyers': dialogs.map((id) => ({ url: `/api/dialogs/${id}/data-room/buyers` })),
    'POST /api/dialogs/:id/read': dialogs.map((id) => ({ method: 'POST' as const, url: `/api/dialogs/${id}/read` })),
    'PATCH /api/dialogs/:id': dialogs.map((id) => ({ method: 'PATCH' as const, url: `/api/dialogs/${id}`, payload: { buyer_step: 2 } })),
    // Twice: off and on again, so the world stays as it was.
    'POST /api/favorites': [0, 1].map(() => ({ method: 'POST' as const, url: '/api/favorites', payload: { business_id: nda } })),
    'POST /api/favorites/read': [{ method: 'POST', url: '/api/favorites/read' }],
    'POST /api/notifications/read': [{ method: 'POST', url: '/api/notifications/read' }],

    // The owner's and the moderator's writes on her NDA listing: refused to these actors, and the
    // refusal names no one.
    'POST /api/businesses/:id': asOwner('POST', `/api/businesses/${nda}`, { hide_listing: { hide_for_x_days: 7 } }),
    'POST /api/businesses/:id/submit': asOwner('POST', `/api/businesses/${nda}/submit`),
    'POST /api/businesses/:id/sold': asOwner('POST', `/api/businesses/${nda}/sold`),
    'POST /api/businesses/:id/show': asOwner('POST', `/api/businesses/${nda}/show`),
    'DELETE /api/businesses/:id': asOwner('DELETE', `/api/businesses/${nda}`, undefined),
    'POST /api/businesses/:id/images': asOwner('POST', `/api/businesses/${nda}/images`),
    'DELETE /api/businesses/:id/images/:imageId': w.imageIds.flatMap((id) => asOwner('DELETE', `/api/businesses/${nda}/images/${id}`, undefined)),
    'POST /api/businesses/:id/images/order': asOwner('POST', `/api/businesses/${nda}/images/order`, { ids: w.imageIds }),
    'POST /api/businesses/:id/financials/import': asOwner('POST', `/api/businesses/${nda}/financials/import`),
    'POST /api/businesses/:id/financials/import/:token/apply': asOwner('POST', `/api/businesses/${nda}/financials/import/not-a-token/apply`),
    'POST /api/businesses/:id/sellerboard': asOwner('POST', `/api/businesses/${nda}/sellerboard`, { url: 'https://example.com/report.csv' }),
    'DELETE /api/businesses/:id/sellerboard': asOwner('DELETE', `/api/businesses/${nda}/sellerboard`, undefined),
    'POST /api/admin/businesses/:id/verify': asOwner('POST', `/api/admin/businesses/${nda}/verify`),
    'POST /api/admin/businesses/:id/cancel': asOwner('POST', `/api/admin/businesses/${nda}/cancel`, { reason: 'No.' }),
    'POST /api/admin/invoices/:id/refund': asOwner('POST', '/api/admin/invoices/1/refund'),
  };
}

const OWN_ACCOUNT =
  "the caller's own account, session or payment: the answer is the caller's own user, record or a status; nothing in it is read from another user";

/**
 * Routes not probed, each with why. A route of the table in neither list fails the test: decide for
 * each new endpoint whether a buyer without access reaches data through it.
 */
const SKIPPED: Record<string, string> = {
  'POST /api/login': OWN_ACCOUNT,
  'POST /api/logout': OWN_ACCOUNT,
  'POST /api/register': OWN_ACCOUNT,
  'POST /api/email/verification-notification': OWN_ACCOUNT,
  'POST /api/user/general-info': OWN_ACCOUNT,
  'POST /api/forgot-password': OWN_ACCOUNT,
  'POST /api/reset-password': OWN_ACCOUNT,
  'POST /api/change-password': OWN_ACCOUNT,
  'POST /api/users/:id': `${OWN_ACCOUNT} (403 for another id)`,
  'POST /api/delete-account': OWN_ACCOUNT,
  'POST /api/email-preferences': OWN_ACCOUNT,
  'POST /api/unsubscribe': OWN_ACCOUNT,
  'POST /api/billing/checkout': OWN_ACCOUNT,
  'POST /api/billing/cancel': OWN_ACCOUNT,
  'POST /api/billing/resume': OWN_ACCOUNT,
  'POST /api/billing/payment-method': OWN_ACCOUNT,
  'PUT /api/billing/details': OWN_ACCOUNT,
  'POST /api/payments/webhook': 'the payment provider’s calls, signed; answers a status',
  'POST /api/payments/sandbox/checkout/:id': OWN_ACCOUNT,
  'POST /api/payments/sandbox/portal/:token': OWN_ACCOUNT,
  'POST /api/log/js': 'client error reports: answers 204, reads nothing',
  'POST /api/businesses': "the caller's own new draft (owner view of their own listing)",
  [`POST ${TEST_SESSION_PATH}`]: 'the test suites’ own login shortcut, not part of the app',
};

function tableKeys(app: FastifyInstance): string[] {
  return [...new Set(app.accessTable.map((route) => `${route.method} ${route.url}`))];
}

/** The GET a HEAD route is probed with. */
const getOf = (key: string) => (key.startsWith('HEAD ') ? `GET ${key.slice(5)}` : null);

interface Leak {
  actor: string;
  route: string;
  request: string;
  status: number;
  what: string[];
}

/** What is wrong with an answer to the probe (a HEAD answer has headers only: no body to count). */
function judge(response: Response, probe: Probe, head: boolean): string[] {
  const text = scannable(response);
  if (!probe.named) return found(text, IDENTITY_MARKERS);
  return [...found(text, NDA_LISTING_MARKERS), ...(head ? [] : (probe.named.check?.(response) ?? []))];
}

let w: World;

beforeAll(async () => {
  w = await buildWorld(t.app);
});

describe('identity oracle: nothing a person without access reaches ties the NDA listing to its seller', () => {
  it('probes or deliberately skips every route of the table', () => {
    const keys = tableKeys(t.app);
    const probed = new Set(Object.keys(probes(w)));
    const unconsidered = keys.filter((key) => !probed.has(key) && !(key in SKIPPED) && !(getOf(key) && (probed.has(getOf(key)!) || getOf(key)! in SKIPPED)));
    expect(unconsidered).toEqual([]);
    // Entries for routes that no longer exist are stale: the list says what the app has.
    const stale = [...probed, ...Object.keys(SKIPPED)].filter((key) => !keys.includes(key));
    expect(stale).toEqual([]);
  });

  it("answers every actor without the seller's id, name, last name, email, avatar or website", async () => {
    const keys = tableKeys(t.app);
    const plan = probes(w);
    const leaks: Leak[] = [];
    const pairs = new Set<string>();
    const leakedPairs = new Set<string>();
    let requests = 0;
    for (const actor of w.actors) {
      for (const key of keys) {
        const source = plan[key] ?? (getOf(key) ? plan[getOf(key)!] : undefined);
        if (!source) continue;
        pairs.add(`${actor.name} ${key}`);
        const method = key.split(' ')[0] as InjectOptions['method'];
        for (const probe of source) {
          const head = key.startsWith('HEAD ');
          const response = await actor.request({ ...probe, method: head ? 'HEAD' : (probe.method ?? method) });
          requests += 1;
          const what = judge(response, probe, head);
          if (what.length > 0) {
            leaks.push({ actor: actor.name, route: key, request: `${probe.method ?? method} ${probe.url}`, status: response.statusCode, what });
            leakedPairs.add(`${actor.name} ${key}`);
          }
        }
      }
    }
    // What the buyers were answered while the world was built (favourites, the dialog, the NDA requests…).
    for (const { actor, label, response } of w.setupAnswers) {
      const what = found(scannable(response), IDENTITY_MARKERS);
      if (what.length > 0) leaks.push({ actor, route: `setup: ${label}`, request: label, status: response.statusCode, what });
    }
    // What the buyers were told by e-mail (new messages, favourites' news, the alert digest).
    const buyers = [w.free.user!, w.pro.user!];
    const mails = await t.database.db
      .select()
      .from(emails)
      .where(
        inArray(
          emails.user_id,
          buyers.map((buyer) => buyer.id),
        ),
      );
    expect(mails.map((mail) => mail.template).sort()).toEqual(
      expect.arrayContaining(['new-listing-digest', 'new-message', 'notification.favorite-price-changed']),
    );
    for (const mail of mails) {
      const what = found(`${mail.subject}\n${mail.text}\n${mail.html}\n${JSON.stringify(mail.headers)}`, IDENTITY_MARKERS);
      if (what.length > 0) leaks.push({ actor: mail.to_email, route: `e-mail ${mail.template}`, request: mail.subject, status: 0, what });
    }

    if (FULL) console.log(`security identity-oracle: tried ${pairs.size} routes×actors, leaked ${leakedPairs.size}`);
    expect(requests).toBeGreaterThan(300);
    expect(leaks).toEqual([]);
  });

  it('answers a buyer the same whatever opponent they name: a guess of who sells is never confirmed', async () => {
    for (const buyer of [w.free, w.pro]) {
      const answers = [];
      for (const opponent of [undefined, SELLER_ID, w.free.user!.id, 999_999]) {
        const response = await buyer.request({
          method: 'POST',
          url: '/api/dialogs',
          payload: { business_id: NDA_LISTING_ID, ...(opponent === undefined ? {} : { opponent_id: opponent }) },
        });
        answers.push([response.statusCode, response.payload]);
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    }
  });

  it('tells the buyers on their event streams what she writes and does, without naming her', async () => {
    const streams = [await openStream(t.app, w.free), await openStream(t.app, w.pro)];
    try {
      for (const stream of streams) await stream.next((event) => event.type === 'unread');
      for (const [buyer, text] of [
        [w.free, 'Streamed to the free buyer.'],
        [w.pro, 'Streamed to the PRO buyer.'],
      ] as const) {
        const sent = await w.seller.request({
          method: 'POST',
          url: '/api/messages',
          payload: { type: 'text', business_id: NDA_LISTING_ID, opponent_id: buyer.user!.id, message: text },
        });
        expectStatus(sent, 201, 'seller message while streaming');
      }
      for (const dialogId of [w.freeDialogId, w.proDialogId]) {
        expectStatus(await w.seller.request({ method: 'PATCH', url: `/api/dialogs/${dialogId}`, payload: { seller_step: 2 } }), 200, 'seller step');
      }
      const [free, pro] = streams;
      // The free buyer's chat is locked: the counts and the step, not the words.
      await free!.next((event) => event.type === 'dialog' && event.topic === 'step');
      await free!.next((event) => event.type === 'unread' && event.unreadMessages > 0);
      expect(free!.text).not.toContain('Streamed to the free buyer.');
      await pro!.next((event) => event.type === 'message' && event.message.message === 'Streamed to the PRO buyer.');
      await pro!.next((event) => event.type === 'dialog' && event.topic === 'step');
      expect(streams.map((stream) => found(stream.text, IDENTITY_MARKERS))).toEqual([[], []]);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('names her to the PRO buyer once she accepts the NDA, and to no one else', async () => {
    const accepted = await w.seller.request({ method: 'PATCH', url: `/api/messages/nda/${w.pendingDecisionId}`, payload: { result: 'accept' } });
    expect(accepted.statusCode).toBe(200);

    const panel = await w.pro.request({ url: `/api/dialogs?dialog_id=${w.proDialogId}` });
    const group = panel.json().data[0];
    expect(group).toMatchObject({ id: NDA_LISTING_ID, user_id: SELLER_ID });
    expect(group.dialogs[0]).toMatchObject({
      opponent_masked: false,
      seller_id: SELLER_ID,
      nda_status: 'accepted',
      opponent: { id: SELLER_ID, name: SELLER.name, last_name: SELLER.last_name, website: SELLER.website },
      total_listings_count: 1,
    });
    const listing = await w.pro.request({ url: `/api/businesses/${NDA_LISTING_ID}` });
    expect(listing.json()).toMatchObject({ user_id: SELLER_ID, access: { granted: true } });
    // The scanner sees her in these answers: the probes above would have noticed her.
    expect(found(scannable(panel), IDENTITY_MARKERS)).toEqual(expect.arrayContaining(['seller id', 'seller name', 'seller last name', 'seller avatar']));
    // With access the listing names her too (its seller summary, decision 0164).
    expect(found(scannable(listing), IDENTITY_MARKERS)).toEqual(['seller id', 'seller name', 'seller last name']);

    // The others still see 'Seller'.
    const [visitor, free] = w.actors;
    for (const [actor, url] of [
      [visitor!, `/api/businesses/${NDA_LISTING_ID}`],
      [free!, `/api/businesses/${NDA_LISTING_ID}`],
      [free!, '/api/dialogs'],
      [free!, '/api/messages/dashboard'],
    ] as const) {
      const response = await actor.request({ url });
      expect([actor.name, url, found(scannable(response), IDENTITY_MARKERS)]).toEqual([actor.name, url, []]);
    }
  });
});
