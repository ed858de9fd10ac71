// The CSRF suite (issue #27, point 7; plugins/app/csrf.ts): every state-changing route of the app's own
// table (POST, PUT, PATCH, DELETE) × eight forgeries of its token, each sent with the request an actor
// who may call the route would send (the authorization matrix's recipe) → 419 `CSRF token mismatch.`
// for every one, and the same request with the right token is not refused as one. The documented
// exemptions (CSRF_EXEMPT_ROUTES, the one place they are made) are each tested with forged input: what
// stands in for the token there (a signature, a signed token, an unguessable id, JSON only) must hold.
import { count, eq } from 'drizzle-orm';
import { ERROR_LOG_BATCH_SIZE } from '@bizmarkt/shared/constants';
import { signatureHeader } from '../../src/billing/signature';
import { clientErrorLogs, providerEvents, sandboxCheckouts, sandboxSubscriptions, users } from '../../src/db/schema';
import { signToken } from '../../src/lib/signing';
import { unsubscribeToken } from '../../src/mail/unsubscribe';
import { CSRF_EXEMPT_ROUTES, CSRF_MISMATCH } from '../../src/plugins/app/csrf';
import type { RouteAccess } from '../../src/plugins/app/access';
import { useTestApp } from '../helpers/test-app';
import {
  actorSession,
  appRoutes,
  expectedOutcome,
  Fixtures,
  guestSession,
  isStateChanging,
  printSummary,
  RECIPES,
  routeKey,
  ProbeClient,
  type MatrixActor,
  type ProbeRequest,
  type SendOptions,
} from './support';

const t = useTestApp();

/** Who sends a route's requests: the first actor the route lets through. */
const SENDER_PREFERENCE: readonly MatrixActor[] = ['owner', 'pro', 'admin', 'free', 'otherSeller', 'visitor'];

function senderOf(route: RouteAccess): MatrixActor {
  const sender = SENDER_PREFERENCE.find((actor) => expectedOutcome(route, actor) === 'pass');
  if (!sender) throw new Error(`nobody may call ${routeKey(route)}`);
  return sender;
}

/** The token one character off (same length, same alphabet). */
function oneOff(token: string): string {
  const last = token.slice(-1);
  return `${token.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`;
}

function withQuery(url: string, name: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

/** The request with the token as a body field `_token` (Laravel's name), in whatever the body's format is. */
function withBodyToken(request: ProbeRequest, token: string): ProbeRequest {
  const { payload, headers = {} } = request;
  const contentType = headers['content-type'] ?? '';
  if (Buffer.isBuffer(payload) && contentType.startsWith('multipart/form-data')) {
    const boundary = /boundary=(.+)$/.exec(contentType)?.[1];
    const part = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="_token"\r\n\r\n${token}\r\n`);
    return { ...request, payload: Buffer.concat([part, payload]) };
  }
  if (typeof payload === 'string' && contentType.startsWith('application/x-www-form-urlencoded')) {
    return { ...request, payload: `${payload}&_token=${encodeURIComponent(token)}` };
  }
  if (payload === undefined) return { ...request, payload: { _token: token } };
  if (typeof payload === 'object' && !Buffer.isBuffer(payload)) return { ...request, payload: { ...(payload as object), _token: token } };
  throw new Error(`no body token for a ${contentType} body`);
}

interface Forgery {
  name: string;
  /** The forged request, from the route's request, the session's own token and another live session's. */
  forge(request: ProbeRequest, token: string, otherToken: string): SendOptions;
}

const FORGERIES: readonly Forgery[] = [
  { name: 'no X-XSRF-TOKEN header', forge: (request) => ({ ...request, xsrf: false }) },
  { name: "another session's token", forge: (request, _token, other) => ({ ...request, headers: { ...request.headers, 'x-xsrf-token': other } }) },
  { name: 'an empty token', forge: (request) => ({ ...request, headers: { ...request.headers, 'x-xsrf-token': '' } }) },
  { name: 'the token one character off', forge: (request, token) => ({ ...request, headers: { ...request.headers, 'x-xsrf-token': oneOff(token) } }) },
  {
    name: 'the right token without the session cookie',
    forge: (request, token) => ({ ...request, cookies: false, headers: { ...request.headers, 'x-xsrf-token': token } }),
  },
  { name: 'the token only in the body', forge: (request, token) => ({ ...withBodyToken(request, token), xsrf: false }) },
  { name: 'the token only as a query parameter', forge: (request, token) => ({ ...request, url: withQuery(request.url, '_token', token), xsrf: false }) },
  // Laravel also reads X-CSRF-TOKEN (the raw token of a form's meta tag); this API does not.
  {
    name: 'the token in X-CSRF-TOKEN instead',
    forge: (request, token) => ({ ...request, xsrf: false, headers: { ...request.headers, 'x-csrf-token': token } }),
  },
];

interface Finding {
  route: string;
  forgery: string;
  got: string;
}

describe('CSRF: every state-changing route refuses every forged token', () => {
  it('419 for each forgery, and the genuine request is not refused as one', async () => {
    const fixtures = new Fixtures(t.app, t.database);
    const other = await guestSession(t.app);
    const routes = appRoutes(t.app).filter((route) => isStateChanging(route.method) && !CSRF_EXEMPT_ROUTES.has(routeKey(route)));
    expect(routes.length).toBeGreaterThan(40);
    const findings: Finding[] = [];
    const figures = { tried: 0, refused: 0, accepted: 0 };
    for (const route of routes) {
      const recipe = RECIPES[routeKey(route)];
      if (!recipe) throw new Error(`no recipe for ${routeKey(route)} (support.ts RECIPES)`);
      fixtures.startRoute();
      const sender = senderOf(route);
      const session = await actorSession(t.app, sender);
      const request = { ...(await recipe(fixtures, sender)), method: route.method };
      for (const forgery of FORGERIES) {
        const response = await session.request({ ...forgery.forge(request, session.xsrfToken!, other.xsrfToken!), keepCookies: false });
        figures.tried += 1;
        const refused = response.statusCode === 419 && response.body === JSON.stringify(CSRF_MISMATCH);
        figures[refused ? 'refused' : 'accepted'] += 1;
        if (!refused) findings.push({ route: routeKey(route), forgery: forgery.name, got: `${response.statusCode} ${response.body.slice(0, 120)}` });
      }
      const genuine = await session.request(request);
      if (genuine.statusCode === 419) findings.push({ route: routeKey(route), forgery: '(none: the genuine request)', got: `419 ${genuine.body}` });
    }
    printSummary('csrf', figures);
    expect(findings).toEqual([]);
  }, 120_000);
});

// ——— The exemptions ———

const WEBHOOK = '/api/payments/webhook';

async function countRows(table: typeof clientErrorLogs | typeof providerEvents): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** A tokenless cross-site POST as a browser would send it: the victim's cookies, no X-XSRF-TOKEN. */
async function victim(actor: MatrixActor = 'owner'): Promise<ProbeClient> {
  return actorSession(t.app, actor);
}

const EXEMPTION_TESTS: Record<string, () => Promise<void>> = {
  'POST /api/log/js': async () => {
    const browser = await victim();
    const send = (payload: string | Buffer, contentType: string) =>
      browser.request({ method: 'POST', url: '/api/log/js', payload, headers: { 'content-type': contentType }, xsrf: false, keepCookies: false });
    const event = { type: 'manual', message: 'forged' };
    const before = await countRows(clientErrorLogs);
    // What a cross-site page can send without a CORS preflight: forms (415) and plain text (read as text,
    // never as a batch: 415 or 422); then JSON that is not a batch the client sends.
    const refusals: Array<[string, number, number[]]> = [
      ['a form', (await send(`events=${encodeURIComponent(JSON.stringify([event]))}`, 'application/x-www-form-urlencoded')).statusCode, [415]],
      [
        'multipart',
        (await send(`--b\r\nContent-Disposition: form-data; name="events"\r\n\r\n[]\r\n--b--\r\n`, 'multipart/form-data; boundary=b')).statusCode,
        [415],
      ],
      ['plain text', (await send(JSON.stringify({ events: [event] }), 'text/plain')).statusCode, [415, 422]],
      ['no events', (await send(JSON.stringify({ events: [] }), 'application/json')).statusCode, [422]],
      [
        'too many events',
        (await send(JSON.stringify({ events: Array.from({ length: ERROR_LOG_BATCH_SIZE + 1 }, () => event) }), 'application/json')).statusCode,
        [422],
      ],
      ['over 64 KiB', (await send(JSON.stringify({ events: [{ ...event, message: 'x'.repeat(70 * 1024) }] }), 'application/json')).statusCode, [413]],
    ];
    for (const [name, status, allowed] of refusals) expect({ name, refused: allowed.includes(status) }).toEqual({ name, refused: true });
    expect(await countRows(clientErrorLogs)).toBe(before);
    // The beacon itself: one JSON batch, no token, no session needed.
    const beacon = await new ProbeClient(t.app).request({
      method: 'POST',
      url: '/api/log/js',
      payload: { events: [event] },
      xsrf: false,
    });
    expect(beacon.statusCode).toBe(204);
    expect(await countRows(clientErrorLogs)).toBe(before + 1);
  },

  'POST /api/unsubscribe': async () => {
    const fixtures = new Fixtures(t.app, t.database);
    const ownerId = await fixtures.userId('owner');
    const owner = await victim('owner');
    const flags = async () => (await owner.request({ url: '/api/email-preferences' })).json() as Record<string, boolean>;
    const allOn = Object.fromEntries(Object.keys(await flags()).map((flag) => [flag, true]));
    expect((await owner.request({ method: 'POST', url: '/api/email-preferences', payload: allOn })).statusCode).toBe(200);
    const real = unsubscribeToken(t.app.config.appKey, ownerId, 'all');
    const forged = [
      unsubscribeToken('another-key-0123456789abcdef0123456789abcdef', ownerId, 'all'),
      oneOff(real),
      signToken(t.app.config.appKey, { u: ownerId, l: 'everything' }),
      `${Buffer.from(JSON.stringify({ u: ownerId, l: 'all' })).toString('base64url')}.${real.split('.')[1]}x`,
      '',
    ];
    const stranger = new ProbeClient(t.app);
    for (const token of forged) {
      for (const request of [
        { url: '/api/unsubscribe', payload: { token } },
        {
          url: withQuery('/api/unsubscribe', 'token', token),
          payload: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      ]) {
        const response = await stranger.request({ method: 'POST', ...request, xsrf: false });
        expect({ token, status: response.statusCode }).toEqual({ token, status: 422 });
      }
    }
    expect(await flags()).toEqual(allOn);
    // The mail client's genuine one-click POST: no session, no CSRF token, the signed token in the query.
    const genuine = await stranger.request({
      method: 'POST',
      url: withQuery('/api/unsubscribe', 'token', real),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      xsrf: false,
    });
    expect(genuine.statusCode).toBe(200);
    expect(Object.values(await flags()).every((on) => on === false)).toBe(true);
  },

  'POST /api/payments/webhook': async () => {
    const fixtures = new Fixtures(t.app, t.database);
    const checkoutId = await fixtures.checkout();
    const ownerId = await fixtures.userId('owner');
    const secret = t.app.config.billing.sandboxWebhookSecret;
    const now = Math.floor(Date.now() / 1000);
    // What a forger wants: the owner's open checkout paid, without paying.
    const payload = JSON.stringify({
      id: 'evt_forged_1',
      type: 'checkout.session.completed',
      created: now,
      data: { object: { id: checkoutId, object: 'checkout.session', payment_status: 'paid', status: 'complete', client_reference_id: String(ownerId) } },
    });
    const post = (body: string, signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: WEBHOOK,
        payload: body,
        headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
        remoteAddress: '203.0.113.7',
      });
    const eventsBefore = await countRows(providerEvents);
    const forgeries = [
      await post(payload),
      await post(payload, 'garbage'),
      await post(payload, `t=${now},v1=${'0'.repeat(64)}`),
      await post(payload, signatureHeader(payload, 'whsec_another_secret', now)),
      // A genuine signature, ten minutes old (a captured request replayed).
      await post(payload, signatureHeader(payload, secret, now - 600)),
      // A genuine signature over another body.
      await post(payload, signatureHeader(JSON.stringify({ id: 'evt_other', type: 'ping' }), secret, now)),
    ];
    expect(forgeries.map((response) => [response.statusCode, response.json()])).toEqual(forgeries.map(() => [400, { message: 'Invalid signature.' }]));
    expect(await countRows(providerEvents)).toBe(eventsBefore);
    const [owner] = await t.database.db.select({ subscription: users.subscription }).from(users).where(eq(users.id, ownerId));
    expect(owner?.subscription).toBeNull();
    // The provider's own call: signed with the secret, now.
    const harmless = JSON.stringify({ id: 'evt_genuine_1', type: 'customer.updated', created: now, data: { object: { id: 'cus_1', object: 'customer' } } });
    const genuine = await post(harmless, signatureHeader(harmless, secret, now));
    expect(genuine.statusCode).toBe(200);
  },

  'POST /api/payments/sandbox/checkout/:id': async () => {
    const fixtures = new Fixtures(t.app, t.database);
    const checkoutId = await fixtures.checkout();
    const stateOf = async () => (await t.database.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.checkout_id, checkoutId)))[0]?.state ?? null;
    const before = await stateOf();
    const browser = await victim('free');
    const choose = (id: string) =>
      browser.request({
        method: 'POST',
        url: `/api/payments/sandbox/checkout/${encodeURIComponent(id)}`,
        payload: 'choice=pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        xsrf: false,
        keepCookies: false,
      });
    for (const guess of [oneOff(checkoutId), `${checkoutId}0`, checkoutId.slice(0, -1), 'cs_sandbox_0000000000000000']) {
      expect({ guess, status: (await choose(guess)).statusCode }).toEqual({ guess, status: 404 });
    }
    expect(await stateOf()).toBe(before);
    // The provider's page itself, with the checkout's real id: the credential.
    expect((await choose(checkoutId)).statusCode).toBe(303);
    expect(await stateOf()).not.toBe(before);
  },

  'POST /api/payments/sandbox/portal/:token': async () => {
    const fixtures = new Fixtures(t.app, t.database);
    const token = await fixtures.portalToken();
    const proId = await fixtures.userId('pro');
    const cardOf = async () => (await t.database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.user_id, proId)))[0]?.card;
    expect(await cardOf()).toBe('works');
    const browser = await victim('free');
    const choose = (value: string) =>
      browser.request({
        method: 'POST',
        url: `/api/payments/sandbox/portal/${encodeURIComponent(value)}`,
        payload: 'choice=declines',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        xsrf: false,
        keepCookies: false,
      });
    const [id, signature] = token.split('.', 2) as [string, string];
    for (const forged of [oneOff(token), `${id}.`, `${id}`, `${oneOff(id)}.${signature}`, 'sub_sandbox_0.0']) {
      expect({ forged, status: (await choose(forged)).statusCode }).toEqual({ forged, status: 404 });
    }
    expect(await cardOf()).toBe('works');
    expect((await choose(token)).statusCode).toBe(303);
    expect(await cardOf()).toBe('declines');
  },
};

describe('CSRF exemptions (CSRF_EXEMPT_ROUTES)', () => {
  it('are routes of the table that change state, each with a forged-input test here', () => {
    const routes = new Set(appRoutes(t.app).map(routeKey));
    for (const exempt of CSRF_EXEMPT_ROUTES) {
      expect({ exempt, inTable: routes.has(exempt), changesState: isStateChanging(exempt.split(' ')[0]!), tested: exempt in EXEMPTION_TESTS }).toEqual({
        exempt,
        inTable: true,
        changesState: true,
        tested: true,
      });
    }
    expect(Object.keys(EXEMPTION_TESTS).sort()).toEqual([...CSRF_EXEMPT_ROUTES].sort());
  });

  it.each(Object.keys(EXEMPTION_TESTS))('%s refuses forged input without the token', async (key) => {
    await EXEMPTION_TESTS[key]!();
  });
});
