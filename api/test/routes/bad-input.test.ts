// Issue #27, point 5: bad input answers a clear 4xx in Laravel's shape { message, errors? } with the
// API's security headers, never a 5xx. Each example of the issue is a case here: multipart bodies that
// cannot be read, integers beyond PostgreSQL's `integer`, NUL characters, malformed HTTP.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { and, eq, ne } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import { listings, users } from '../../src/db/schema';
import { API_HEADERS } from '../../src/plugins/external/helmet';
import { loggedIn, multipartBody } from '../helpers/accounts';
import { TestClient } from '../helpers/client';
import { firstCategoryId, information } from '../helpers/listings';
import { ADMIN, FREE, PRO, SELLER, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const INT4_OVER = 2_147_483_648;
const TOO_BIG = 'must not be greater than 2147483647.';

function expectApiHeaders(headers: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(API_HEADERS)) expect([name, headers[name]]).toEqual([name, value]);
}

/** A 4xx in Laravel's shape, with the security headers; the body for further checks. */
function refused(response: Response, status: number): { message: string; errors?: Record<string, string[]> } {
  expect({ status: response.statusCode, body: response.body.slice(0, 300) }).toEqual({ status, body: expect.any(String) });
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expectApiHeaders(response.headers);
  const body = response.json() as { message: string; errors?: Record<string, string[]> };
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body).filter((key) => key !== 'message' && key !== 'errors')).toEqual([]);
  return body;
}

/** The 422 of one field: its message mentions `text`. */
function fieldError(response: Response, field: string, text: string | RegExp): void {
  const body = refused(response, 422);
  expect(body.errors?.[field]).toEqual([expect.stringMatching(text instanceof RegExp ? text : escape(text))]);
}

const escape = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function visitor(): Promise<TestClient> {
  const client = new TestClient(t.app);
  await client.csrfCookie();
  return client;
}

async function userId(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A published listing of someone other than `email`, without an NDA. */
async function publishedListingNotOf(email: string): Promise<number> {
  const owner = await userId(email);
  const [row] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.status, 'published'), eq(listings.nda, false), ne(listings.user_id, owner)))
    .limit(1);
  if (!row) throw new Error('no published listing');
  return row.id;
}

async function listingOf(email: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.user_id, await userId(email)))
    .limit(1);
  if (!row) throw new Error(`no listing of ${email}`);
  return row.id;
}

describe('multipart bodies that cannot be read: 400, on every route with a body', () => {
  const FIELD = 'Content-Disposition: form-data; name="email"\r\n\r\nfree@bizmarkt.test';
  const BROKEN: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', '{}'],
    ['an empty boundary', 'multipart/form-data; boundary=', '{}'],
    ['a quoted empty boundary', 'multipart/form-data; boundary=""', '--\r\n'],
    ['a truncated body', 'multipart/form-data; boundary=xyz', `--xyz\r\n${FIELD}`],
    ['a part header cut off', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-da'],
    [
      'no closing delimiter after a file',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    ],
  ];

  it.each(BROKEN)('POST /api/forgot-password as a visitor, %s (the issue’s example)', async (_name, contentType, payload) => {
    const client = await visitor();
    const response = await client.request({ method: 'POST', url: '/api/forgot-password', payload, headers: { 'content-type': contentType } });
    expect(refused(response, 400).message).toBe('The form data could not be read (malformed multipart/form-data body).');
  });

  it('in German with X-LANG: de', async () => {
    const client = await visitor();
    const response = await client.request({
      method: 'POST',
      url: '/api/login',
      payload: '{}',
      headers: { 'content-type': 'multipart/form-data', 'x-lang': 'de' },
    });
    expect(refused(response, 400).message).toBe('Die Formulardaten konnten nicht gelesen werden (fehlerhafter multipart/form-data-Inhalt).');
  });

  const LOGGED_IN: [string, string, (ids: { own: number; listing: number; user: number }) => string][] = [
    ['POST', 'general info', () => '/api/user/general-info'],
    ['POST', 'About me (takes uploads)', ({ user }) => `/api/users/${user}`],
    ['POST', 'a message (takes uploads)', () => '/api/messages'],
    ['POST', 'a listing image (takes uploads)', ({ own }) => `/api/businesses/${own}/images`],
    ['POST', 'favourites read (takes no body)', () => '/api/favorites/read'],
    ['POST', 'logout (takes no body)', () => '/api/logout'],
    ['PUT', 'billing details', () => '/api/billing/details'],
    ['PATCH', 'a dialog step', () => '/api/dialogs/1'],
    ['DELETE', 'a listing', ({ own }) => `/api/businesses/${own}`],
  ];

  it.each(LOGGED_IN)('%s %s, logged in', async (method, _name, url) => {
    const client = await loggedIn(t.app, SELLER.email);
    const ids = { own: await listingOf(SELLER.email), listing: await publishedListingNotOf(SELLER.email), user: await userId(SELLER.email) };
    for (const [, contentType, payload] of BROKEN) {
      const response = await client.request({ method: method as 'POST', url: url(ids), payload, headers: { 'content-type': contentType } });
      // 403/404 where the access layer answers first (a dialog of others) is fine; never a 5xx.
      expect([method, url(ids), contentType, response.statusCode]).toEqual([method, url(ids), contentType, expect.any(Number)]);
      expect(response.statusCode).toBeLessThan(500);
      refused(response, response.statusCode);
    }
    // The session survived the broken logout: it was refused, not half done.
    expect((await client.request({ url: '/api/user' })).statusCode).toBe(200);
  });

  it('a well-formed multipart body still reads (the same route, the same fields)', async () => {
    const client = await visitor();
    const { payload, headers } = multipartBody({ email: 'nobody@example.com' });
    const response = await client.request({ method: 'POST', url: '/api/forgot-password', payload, headers });
    expect(response.statusCode).toBe(200);
  });

  it('a GET with a broken multipart body ignores the body', async () => {
    const response = await t.app.inject({ url: '/api/categories', payload: '{}', headers: { 'content-type': 'multipart/form-data' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('integers beyond PostgreSQL’s integer: 422 on the field, bounds from the column type', () => {
  it('GET /api/businesses?user_id= and ?categories=', async () => {
    fieldError(await t.app.inject({ url: `/api/businesses?user_id=${INT4_OVER}` }), 'user_id', TOO_BIG);
    fieldError(await t.app.inject({ url: `/api/businesses?categories=${INT4_OVER}` }), 'categories.0', TOO_BIG);
    fieldError(await t.app.inject({ url: `/api/businesses?categories=3,${INT4_OVER}` }), 'categories.1', TOO_BIG);
    expect((await t.app.inject({ url: `/api/businesses?user_id=${await userId(SELLER.email)}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/businesses?user_id=2147483647' })).statusCode).toBe(404);
  });

  it('GET /api/businesses?price_min=1.5: the price column holds whole dollars', async () => {
    fieldError(await t.app.inject({ url: '/api/businesses?price_min=1.5' }), 'price_min', 'The price min field must be an integer.');
    fieldError(await t.app.inject({ url: '/api/businesses?price_max=1e300' }), 'price_max', 'The price max field must not be greater than 2147483647.');
    fieldError(await t.app.inject({ url: '/api/businesses?age_min=2.5' }), 'age_min', 'must be an integer');
    // The numeric columns take fractions.
    expect((await t.app.inject({ url: '/api/businesses?sales_min=1.5&profit_margin_min=0.25&net_profit_max=-0.5' })).statusCode).toBe(200);
  });

  it('in German with X-LANG: de', async () => {
    const response = await t.app.inject({ url: `/api/businesses?user_id=${INT4_OVER}`, headers: { 'x-lang': 'de' } });
    fieldError(response, 'user_id', 'darf maximal 2147483647 sein.');
  });

  it('POST /api/favorites', async () => {
    const client = await loggedIn(t.app, FREE.email);
    fieldError(await client.request({ method: 'POST', url: '/api/favorites', payload: { business_id: INT4_OVER } }), 'business_id', TOO_BIG);
    fieldError(await client.request({ method: 'POST', url: '/api/favorites', payload: { business_id: String(INT4_OVER) } }), 'business_id', TOO_BIG);
  });

  it('POST /api/dialogs (business_id, opponent_id) and GET /api/dialogs?dialog_id=', async () => {
    const client = await loggedIn(t.app, SELLER.email);
    const listing = await listingOf(SELLER.email);
    fieldError(await client.request({ method: 'POST', url: '/api/dialogs', payload: { business_id: INT4_OVER } }), 'business_id', TOO_BIG);
    fieldError(
      await client.request({ method: 'POST', url: '/api/dialogs', payload: { business_id: listing, opponent_id: INT4_OVER } }),
      'opponent_id',
      TOO_BIG,
    );
    fieldError(await client.request({ url: `/api/dialogs?dialog_id=${INT4_OVER}` }), 'dialog_id', TOO_BIG);
    const buyer = await loggedIn(t.app, PRO.email);
    const created = await buyer.request({ method: 'POST', url: '/api/dialogs', payload: { business_id: await publishedListingNotOf(PRO.email) } });
    const { dialog } = created.json() as { dialog: { id: number } };
    fieldError(await buyer.request({ url: `/api/dialogs/${dialog.id}/messages?before_id=${INT4_OVER}` }), 'before_id', TOO_BIG);
  });

  it('POST /api/messages (business_id, opponent_id), as JSON and as a form', async () => {
    const client = await loggedIn(t.app, PRO.email);
    const listing = await publishedListingNotOf(PRO.email);
    const send = (payload: Record<string, unknown>) =>
      client.request({ method: 'POST', url: '/api/messages', payload: { type: 'text', message: 'Hello', ...payload } });
    fieldError(await send({ business_id: INT4_OVER }), 'business_id', TOO_BIG);
    fieldError(await send({ business_id: listing, opponent_id: INT4_OVER }), 'opponent_id', TOO_BIG);
    const form = new URLSearchParams({ type: 'text', message: 'Hello', business_id: String(INT4_OVER) }).toString();
    const response = await client.request({
      method: 'POST',
      url: '/api/messages',
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    fieldError(response, 'business_id', TOO_BIG);
  });

  it('POST /api/messages/nda', async () => {
    const client = await loggedIn(t.app, PRO.email);
    const response = await client.request({ method: 'POST', url: '/api/messages/nda', payload: { business_id: INT4_OVER, signer_name: 'Pat Pro' } });
    fieldError(response, 'business_id', TOO_BIG);
  });

  it('the alert settings’ category_ids', async () => {
    const client = await loggedIn(t.app, FREE.email);
    const current = (await client.request({ url: '/api/user' })).json() as { notification_settings: { new_listing_alert_settings: object } };
    const settings = current.notification_settings as { new_listing_alert_settings: Record<string, unknown> };
    const payload = {
      notification_settings: { ...settings, new_listing_alert_settings: { ...settings.new_listing_alert_settings, category_ids: [INT4_OVER] } },
    };
    const response = await client.request({ method: 'POST', url: `/api/users/${await userId(FREE.email)}`, payload });
    fieldError(response, 'notification_settings.new_listing_alert_settings.category_ids.0', TOO_BIG);
  });

  it('a new listing’s category_id', async () => {
    const client = await loggedIn(t.app, SELLER.email);
    const category = await firstCategoryId(t.database);
    const response = await client.request({
      method: 'POST',
      url: '/api/businesses',
      payload: { information: information(category, { category_id: INT4_OVER }) },
    });
    fieldError(response, 'information.category_id', TOO_BIG);
  });

  it('the sync poll’s message id and time', async () => {
    const client = await loggedIn(t.app, FREE.email);
    fieldError(await client.request({ url: `/api/sync?timestamp=0&latestMessageId=${INT4_OVER}` }), 'latestMessageId', TOO_BIG);
    fieldError(await client.request({ url: '/api/sync?timestamp=9007199254740991' }), 'timestamp', 'must not be greater than');
  });

  it.each([
    '/api/businesses/2147483648',
    '/api/businesses/99999999999999999999',
    '/api/users/2147483648/profile',
    '/api/dialogs/2147483648/messages?before_id=1',
    '/api/billing/invoices/2147483648/pdf',
    '/api/messages/2147483648/media',
  ])('path ids beyond integer: GET %s → 403, 404 or 422, never 500', async (url) => {
    const client = await loggedIn(t.app, SELLER.email);
    const response = await client.request({ url });
    // 403 where the access layer's resource check finds no such thing of the caller's (an invoice).
    expect([403, 404, 422]).toContain(response.statusCode);
    refused(response, response.statusCode);
  });
});

describe('NUL characters: one rule for every route', () => {
  it.each([
    ['GET', '/api/payments/sandbox/checkout/%00'],
    ['GET', '/api/billing/checkouts/%00'],
    ['POST', '/api/businesses/1/financials/import/%00/apply'],
    ['GET', '/api/reset-password/a%00b?email=free@bizmarkt.test'],
    ['GET', '/api/media/listings/%00.webp'],
  ])('a NUL in a path parameter: %s %s → 404', async (method, url) => {
    const client = await loggedIn(t.app, SELLER.email);
    const response = await client.request({ method: method as 'GET', url });
    expect(refused(response, 404)).toEqual({ message: 'Not Found.' });
  });

  it('a NUL in the query: 422 naming the field (?q=a%00b)', async () => {
    fieldError(await t.app.inject({ url: '/api/businesses?q=a%00b' }), 'q', 'The q field must not contain a NUL character.');
    fieldError(await t.app.inject({ url: '/api/businesses?sort=%00' }), 'sort', 'NUL');
    fieldError(await t.app.inject({ url: '/api/plans?country=D%00' }), 'country', 'NUL');
    const german = await t.app.inject({ url: '/api/businesses?q=a%00b', headers: { 'x-lang': 'de' } });
    fieldError(german, 'q', 'Q darf kein NUL-Zeichen enthalten.');
  });

  it('a query NUL on a route for users: 401 to a visitor first, as any invalid field', async () => {
    const response = await t.app.inject({ url: '/api/dialogs?page=%00' });
    expect(refused(response, 401)).toEqual({ message: 'Unauthenticated.' });
  });

  it('names, about, billing name, listing name, message text, cancel reason: 422 on the field', async () => {
    const seller = await loggedIn(t.app, SELLER.email);
    const sellerId = await userId(SELLER.email);
    const general = { role: 'seller', name: 'So\u0000phie', last_name: 'Seller', country_code: 'DE' };
    fieldError(await seller.request({ method: 'POST', url: '/api/user/general-info', payload: general }), 'name', 'NUL');
    const about = { role: 'seller', name: 'Sophie', last_name: 'Seller', country_code: 'DE', about: 'I sell\u0000.' };
    fieldError(await seller.request({ method: 'POST', url: `/api/users/${sellerId}`, payload: about }), 'about', 'NUL');
    const billing = { name: 'Sophie\u0000', address_line1: 'Street 1', postal_code: '10115', city: 'Berlin', country_code: 'DE' };
    fieldError(await seller.request({ method: 'PUT', url: '/api/billing/details', payload: billing }), 'name', 'NUL');
    const category = await firstCategoryId(t.database);
    const listing = { information: information(category, { name: 'Pet\u0000 snacks' }) };
    fieldError(await seller.request({ method: 'POST', url: '/api/businesses', payload: listing }), 'information.name', 'NUL');

    const pro = await loggedIn(t.app, PRO.email);
    const message = { type: 'text', business_id: await publishedListingNotOf(PRO.email), message: 'Hel\u0000lo' };
    fieldError(await pro.request({ method: 'POST', url: '/api/messages', payload: message }), 'message', 'The message field must not contain a NUL character.');

    const admin = await loggedIn(t.app, ADMIN.email);
    const cancel = await admin.request({
      method: 'POST',
      url: `/api/admin/businesses/${await listingOf(SELLER.email)}/cancel`,
      payload: { reason: 'No\u0000' },
    });
    fieldError(cancel, 'reason', 'NUL');
  });

  it('in every encoding: a form field, a multipart field, an upload’s file name, a key', async () => {
    const seller = await loggedIn(t.app, SELLER.email);
    const form = new URLSearchParams({ role: 'seller', name: 'So\u0000phie', last_name: 'Seller', country_code: 'DE' }).toString();
    const formResponse = await seller.request({
      method: 'POST',
      url: '/api/user/general-info',
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    fieldError(formResponse, 'name', 'NUL');
    const multipart = multipartBody({ role: 'seller', name: 'Sophie', last_name: 'Sel\u0000ler', country_code: 'DE' });
    fieldError(await seller.request({ method: 'POST', url: '/api/user/general-info', ...multipart }), 'last_name', 'NUL');
    const upload = multipartBody({}, { name: 'file', filename: 'a\u0000.png', contentType: 'image/png', data: Buffer.from('x') });
    fieldError(await seller.request({ method: 'POST', url: `/api/users/${await userId(SELLER.email)}`, ...upload }), 'file.filename', 'NUL');
    const key = await seller.request({ method: 'POST', url: '/api/logout', payload: { 'a\u0000': 1 } });
    fieldError(key, 'a\uFFFD', 'NUL');
    // The session is still there: the refused logout did nothing.
    expect((await seller.request({ url: '/api/user' })).statusCode).toBe(200);
  });

  it('a NUL in the partner-code cookie: the account is made without a partner code', async () => {
    const client = await visitor();
    const email = `partner-${process.pid}@example.com`;
    const fields = { email, password: 'Copper-Harbour-93', password_confirmation: 'Copper-Harbour-93', terms: true };
    const own = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await client.request({ method: 'POST', url: '/api/register', payload: fields, headers: { cookie: `${own}; p=a%00` } });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select({ partner_code: users.partner_code }).from(users).where(eq(users.email, email));
    expect(row).toEqual({ partner_code: null });
  });

  it('a value without NUL passes the rule (the same request, fixed)', async () => {
    const seller = await loggedIn(t.app, SELLER.email);
    const general = { role: 'seller', name: 'Sophie', last_name: 'Seller', country_code: 'DE' };
    expect((await seller.request({ method: 'POST', url: '/api/user/general-info', payload: general })).statusCode).toBe(200);
  });
});

describe('URLs the router refuses: Laravel’s shape and the security headers', () => {
  it('a malformed percent-encoding in a path parameter → 400', async () => {
    const response = await t.app.inject({ url: '/api/businesses/%E0%A4%A' });
    expect(refused(response, 400)).toEqual({ message: 'Bad Request' });
  });

  it('a path parameter longer than the router takes → 414, without echoing it', async () => {
    const response = await t.app.inject({ url: `/api/businesses/${'7'.repeat(500)}` });
    expect(refused(response, 414)).toEqual({ message: 'URI Too Long' });
  });
});

describe('malformed HTTP (Node’s 400 and 431) on a real socket', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Sends raw bytes and reads until the server closes the connection. */
  function raw(bytes: string): Promise<{ status: number; headers: Record<string, string>; body: string; closed: boolean }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('latin1');
        const [head = '', body = ''] = text.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body, closed: true });
      });
      socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
      socket.write(bytes);
    });
  }

  const MALFORMED: Record<string, [string, number, string]> = {
    'a bad request line': ['GARBAGE\r\n\r\n', 400, 'Bad Request'],
    'an invalid header character': ['GET /api/categories HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n', 400, 'Bad Request'],
    'a header name with a space': ['GET /api/categories HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n', 400, 'Bad Request'],
    'headers too large': [`GET /api/categories HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'Request Header Fields Too Large'],
    'a Content-Length that is no number': ['POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 400, 'Bad Request'],
    'two Content-Lengths that differ': ['POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n', 400, 'Bad Request'],
  };

  it.each(Object.keys(MALFORMED))('%s: Laravel’s shape, the security headers, connection closed', async (name) => {
    const [bytes, status, message] = MALFORMED[name]!;
    const answer = await raw(bytes);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body)).toEqual({ message });
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(answer.headers.connection).toBe('close');
    expectApiHeaders(answer.headers);
    expect(answer.closed).toBe(true);
  });

  it('the server still answers afterwards', async () => {
    const answer = await raw('GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
  });
});
