// Issue #9 point 10: the API accepts what Laravel accepts. Each endpoint that takes a body gets it as
// JSON, as a form (application/x-www-form-urlencoded: values are strings, booleans as 1/0) and as
// multipart/form-data, and answers the same; endpoints without a body take an empty one whatever its
// content type. Validation and CSRF are the same in every encoding.
import { ACCOUNT_PATHS } from '@bizmarkt/shared/contract';
import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../../src/db/schema';
import { verifyPassword } from '../../src/lib/password';
import { createUser, loggedIn, multipartBody, TEST_PASSWORD } from '../helpers/accounts';
import type { TestClient } from '../helpers/client';
import { TestClient as Client } from '../helpers/client';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

type Fields = Record<string, string | boolean>;
const ENCODINGS = ['json', 'form', 'multipart'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** The body in one encoding: JSON keeps booleans; forms send strings, booleans as '1'/'0'. */
function encode(fields: Fields, encoding: Encoding): { payload: string | Buffer; headers: Record<string, string> } {
  if (encoding === 'json') return { payload: JSON.stringify(fields), headers: { 'content-type': 'application/json' } };
  const strings = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, typeof value === 'boolean' ? (value ? '1' : '0') : value]));
  if (encoding === 'form') {
    return { payload: new URLSearchParams(strings).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  return multipartBody(strings);
}

async function userRow(id: number): Promise<UserRow> {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

interface Endpoint {
  name: string;
  /** A logged-in client of a fresh user, or a visitor with a CSRF cookie. */
  asUser: boolean;
  url: (user: UserRow | null) => string;
  fields: (user: UserRow | null, encoding: Encoding) => Fields;
  status: number;
  /** Empty form fields are a valid body here (unticked checkboxes: every flag off). */
  emptyIsValid?: boolean;
  /** What the database holds afterwards (or what the answer says). */
  check?: (context: { user: UserRow | null; body: unknown; encoding: Encoding }) => Promise<void>;
}

const NEW_PASSWORD = 'Copper-Harbour-93';

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/login',
    asUser: false,
    url: () => '/api/login',
    // `remember` is a checkbox: '1' in a form.
    fields: () => ({ email: 'free@bizmarkt.test', password: 'FreeBuyerPass123', remember: true }),
    status: 200,
    check: async ({ body }) => expect((body as { email: string }).email).toBe('free@bizmarkt.test'),
  },
  {
    name: 'POST /api/register',
    asUser: false,
    url: () => ACCOUNT_PATHS.register,
    fields: (_user, encoding) => ({
      email: `encoded-${encoding}-${process.pid}@example.com`,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      terms: true,
    }),
    status: 201,
    check: async ({ body }) => expect((await userRow((body as { id: number }).id)).terms_accepted_at).not.toBeNull(),
  },
  {
    name: 'POST /api/forgot-password',
    asUser: false,
    url: () => ACCOUNT_PATHS.forgotPassword,
    fields: () => ({ email: 'nobody@example.com' }),
    status: 200,
  },
  {
    name: 'POST /api/reset-password (a wrong token: the same 422 in every encoding)',
    asUser: false,
    url: () => ACCOUNT_PATHS.resetPassword,
    fields: () => ({ token: 'not-a-token', email: 'free@bizmarkt.test', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
    status: 422,
    check: async ({ body }) => expect(Object.keys((body as { errors: object }).errors)).toEqual(['email']),
  },
  {
    name: 'POST /api/change-password',
    asUser: true,
    url: () => ACCOUNT_PATHS.changePassword,
    fields: () => ({ old_password: TEST_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
    status: 200,
    check: async ({ user }) => expect(await verifyPassword(NEW_PASSWORD, (await userRow(user!.id)).password_hash!)).toBe(true),
  },
  {
    name: 'POST /api/user/general-info',
    asUser: true,
    url: () => ACCOUNT_PATHS.generalInfo,
    fields: () => ({ role: 'seller', name: 'Form', last_name: 'Sender', country_code: 'at' }),
    status: 200,
    check: async ({ user }) => expect((await userRow(user!.id)).country_code).toBe('AT'),
  },
  {
    name: 'POST /api/users/{id} (About me)',
    asUser: true,
    url: (user) => ACCOUNT_PATHS.updateUser(user!.id),
    fields: () => ({
      role: 'universal',
      name: 'Mira',
      last_name: 'Stone',
      country_code: 'DE',
      about: 'Sells small shops.',
      website: 'example.com',
      delete_file: false,
    }),
    status: 200,
    check: async ({ user }) => expect((await userRow(user!.id)).about).toBe('Sells small shops.'),
  },
  {
    name: 'POST /api/email-preferences',
    asUser: true,
    url: () => ACCOUNT_PATHS.emailPreferences,
    emptyIsValid: true,
    fields: () => ({
      my_listings: true,
      favorites_updated: false,
      favorites_listing_sold: true,
      nda_accepted: true,
      nda_requested: true,
      price_changes: true,
      new_message: true,
      weekly_newsletter: true,
      new_listing_alerts: false,
    }),
    status: 200,
    check: async ({ user }) => {
      const email = (await userRow(user!.id)).notification_settings?.email;
      expect(email).toMatchObject({ favorites_updated: false, weekly_newsletter: true, new_listing_alerts: false, my_listings: true });
    },
  },
  {
    name: 'POST /api/delete-account',
    asUser: true,
    url: () => ACCOUNT_PATHS.deleteAccount,
    fields: () => ({ password: TEST_PASSWORD }),
    status: 204,
    check: async ({ user }) => expect((await userRow(user!.id)).deleted_at).not.toBeNull(),
  },
];

async function clientFor(asUser: boolean): Promise<{ client: TestClient; user: UserRow | null }> {
  if (!asUser) {
    const client = new Client(t.app);
    await client.csrfCookie();
    return { client, user: null };
  }
  const user = await createUser(t.database);
  return { client: await loggedIn(t.app, user.email), user };
}

describe.each(ENDPOINTS)('$name', (endpoint) => {
  it.each(ENCODINGS)('takes its body as %s', async (encoding) => {
    const { client, user } = await clientFor(endpoint.asUser);
    const { payload, headers } = encode(endpoint.fields(user, encoding), encoding);
    const response = await client.request({ method: 'POST', url: endpoint.url(user), payload, headers });
    expect({ status: response.statusCode, body: response.body.slice(0, 300) }).toEqual({ status: endpoint.status, body: expect.any(String) });
    await endpoint.check?.({ user, body: response.body === '' ? null : response.json(), encoding });
  });

  it.each(ENCODINGS)('validates a %s body the same way (empty fields are missing)', async (encoding) => {
    if (endpoint.status >= 400 || endpoint.emptyIsValid) return;
    const { client, user } = await clientFor(endpoint.asUser);
    const empty = Object.fromEntries(Object.keys(endpoint.fields(user, encoding)).map((name) => [name, '']));
    const { payload, headers } = encode(empty, encoding);
    const response = await client.request({ method: 'POST', url: endpoint.url(user), payload, headers });
    expect(response.statusCode).toBe(422);
  });

  it.each(ENCODINGS)('refuses a %s body without the CSRF header (419)', async (encoding) => {
    const { client, user } = await clientFor(endpoint.asUser);
    const { payload, headers } = encode(endpoint.fields(user, encoding), encoding);
    const response = await client.request({ method: 'POST', url: endpoint.url(user), payload, headers, xsrf: false });
    expect(response.statusCode).toBe(419);
  });
});

describe('endpoints without a body take an empty one whatever its content type', () => {
  const CONTENT_TYPES = [undefined, 'application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain'];

  it.each(CONTENT_TYPES)('POST /api/logout with %s logs out', async (contentType) => {
    const user = await createUser(t.database);
    const client = await loggedIn(t.app, user.email);
    const response = await client.request({ method: 'POST', url: '/api/logout', headers: contentType ? { 'content-type': contentType } : {} });
    expect(response.statusCode).toBe(204);
    expect((await client.request({ url: '/api/user' })).statusCode).toBe(401);
  });

  it.each(CONTENT_TYPES)('POST /api/notifications/read with %s', async (contentType) => {
    const user = await createUser(t.database);
    const client = await loggedIn(t.app, user.email);
    const response = await client.request({
      method: 'POST',
      url: ACCOUNT_PATHS.notificationsRead,
      headers: contentType ? { 'content-type': contentType } : {},
    });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: { unread: 0 } });
  });

  it('an empty body to a route that needs fields reports each as required', async () => {
    const client = new Client(t.app);
    await client.csrfCookie();
    const response = await client.request({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['email', 'password']);
  });

  it('a body that is there but unreadable is still refused (415 for an unknown type)', async () => {
    const client = new Client(t.app);
    await client.csrfCookie();
    const response = await client.request({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/xml' }, payload: '<email>x</email>' });
    expect(response.statusCode).toBe(415);
  });
});

// Multipart is read only around the routes that take a body (plugins/app/bodies.ts, issue #14): the
// read-only routes answer a multipart request as they did when it was read everywhere.
describe('multipart requests to the read-only routes answer as before', () => {
  const form = () => multipartBody({ email: 'free@bizmarkt.test' }, { filename: 'a.png', contentType: 'image/png', data: Buffer.from('not really a png') });

  it('a GET with a multipart body is answered, the body ignored', async () => {
    const client = new Client(t.app);
    const { payload, headers } = form();
    const response = await client.request({ method: 'GET', url: '/api/categories', payload, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await client.request({ url: '/api/categories' })).json());
  });

  it.each(['/api/sync', '/api/categories', '/api/no-such-route'])('POST %s with a multipart body: 404 Not Found.', async (url) => {
    const client = new Client(t.app);
    await client.csrfCookie();
    const { payload, headers } = form();
    const response = await client.request({ method: 'POST', url, payload, headers });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: { message: 'Not Found.' } });
  });

  it('a route that takes a body still reads the fields of a multipart form with a file (skipped there)', async () => {
    const client = new Client(t.app);
    await client.csrfCookie();
    const { payload, headers } = multipartBody({ email: 'nobody@example.com' }, { filename: 'a.png', contentType: 'image/png', data: Buffer.from('x') });
    const response = await client.request({ method: 'POST', url: ACCOUNT_PATHS.forgotPassword, payload, headers });
    expect(response.statusCode).toBe(200);
  });
});
