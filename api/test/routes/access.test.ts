// The access layer (src/plugins/app/access.ts): every route declares its level, and each guard
// answers 401/403 as the spec says — checked on the real, seeded database with the demo users.
import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_PATHS } from '@bizmarkt/shared/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { ACCESS_LEVELS, currentUser, ownUserParam, participantOf, type AccessLevel } from '../../src/plugins/app/access';
import { createUser, loggedIn } from '../helpers/accounts';
import { TestClient } from '../helpers/client';
import { ADMIN, createTestApp, FREE, PRO, SELLER, useTestApp } from '../helpers/test-app';

/** A dialog between two users, as messaging will have: participants are read from the path. */
const DIALOG_PARTICIPANTS: Record<string, readonly number[]> = {};

/** One route per level (answering who passed), an own-resource route and a participant route. */
const probeRoutes: FastifyPluginAsync = async (app) => {
  for (const level of ACCESS_LEVELS) {
    app.get(`/test/access/${level}`, { config: { access: level } }, async (request) => ({ level, user: request.user?.email ?? null }));
  }
  app.post('/test/own/:id', { config: { access: 'authenticated', resource: ownUserParam('id'), precognitive: true } }, async (request) => ({
    user: currentUser(request).id,
  }));
  app.get(
    '/test/dialogs/:id',
    { config: { access: 'subscribed', resource: participantOf(async (request) => DIALOG_PARTICIPANTS[(request.params as { id: string }).id]) } },
    async () => ({ ok: true }),
  );
};

const t = useTestApp({ routes: probeRoutes });

const UNAUTHENTICATED = { message: 'Unauthenticated.' };
const UNAUTHORIZED = { message: 'This action is unauthorized.' };
const PRO_REQUIRED = { message: 'PRO subscription required' };

async function clientFor(credentials: { email: string; password: string } | null): Promise<TestClient> {
  const client = new TestClient(t.app);
  await client.csrfCookie();
  if (credentials) {
    const login = await client.login(credentials);
    if (login.statusCode !== 200) throw new Error(`login of ${credentials.email}: ${login.statusCode}`);
  }
  return client;
}

describe('every route declares its access level', () => {
  it('lists each route of the app with a known level', () => {
    const table = t.app.accessTable;
    // The app's own routes and the probes above, each with a level.
    expect(table.length).toBeGreaterThan(40);
    for (const route of table)
      expect({ route: `${route.method} ${route.url}`, known: ACCESS_LEVELS.includes(route.access!) }).toEqual({
        route: `${route.method} ${route.url}`,
        known: true,
      });
    const levelOf = (method: string, url: string) => table.find((route) => route.method === method && route.url === url)?.access;
    expect(levelOf('POST', '/api/login')).toBe('public');
    expect(levelOf('GET', '/api/user')).toBe('authenticated');
    expect(levelOf('POST', '/api/users/:id')).toBe('authenticated');
    expect(levelOf('GET', '/api/admin/log/js')).toBe('admin');
    expect(levelOf('GET', '/sanctum/csrf-cookie')).toBe('public');
  });

  it('refuses to start an app with a route that declares none, naming it', async () => {
    const forgetful: FastifyPluginAsync = async (app) => {
      app.get('/test/forgot-its-level', async () => ({ oops: true }));
    };
    await expect(createTestApp({ routes: forgetful })).rejects.toThrow(
      'routes without an access level (config.access): GET /test/forgot-its-level, HEAD /test/forgot-its-level',
    );
  });
});

describe('guards', () => {
  const cases: Array<{ who: string; credentials: { email: string; password: string } | null; expected: Record<AccessLevel, number> }> = [
    { who: 'a visitor', credentials: null, expected: { public: 200, authenticated: 401, verified: 401, subscribed: 401, admin: 401 } },
    { who: 'a seller without PRO', credentials: SELLER, expected: { public: 200, authenticated: 200, verified: 200, subscribed: 403, admin: 403 } },
    { who: 'a PRO buyer', credentials: PRO, expected: { public: 200, authenticated: 200, verified: 200, subscribed: 200, admin: 403 } },
    { who: 'an admin', credentials: ADMIN, expected: { public: 200, authenticated: 200, verified: 200, subscribed: 403, admin: 200 } },
    {
      who: 'a user whose email is not confirmed',
      credentials: { email: 'unverified@bizmarkt.test', password: 'UnverifiedPass123' },
      expected: { public: 200, authenticated: 200, verified: 403, subscribed: 403, admin: 403 },
    },
    {
      who: 'a user with no role yet',
      credentials: { email: 'norole@bizmarkt.test', password: 'NoRolePass123' },
      expected: { public: 200, authenticated: 200, verified: 403, subscribed: 403, admin: 403 },
    },
  ];

  it.each(cases)('answer $who as their level allows', async ({ credentials, expected }) => {
    const client = await clientFor(credentials);
    const statuses: Record<string, number> = {};
    for (const level of ACCESS_LEVELS) statuses[level] = (await client.request({ url: `/test/access/${level}` })).statusCode;
    expect(statuses).toEqual(expected);
  });

  it('say why in the body', async () => {
    const visitor = await clientFor(null);
    expect((await visitor.request({ url: '/test/access/authenticated' })).json()).toEqual(UNAUTHENTICATED);
    const free = await clientFor(FREE);
    expect((await free.request({ url: '/test/access/subscribed' })).json()).toEqual(PRO_REQUIRED);
    expect((await free.request({ url: '/test/access/admin' })).json()).toEqual(UNAUTHORIZED);
    expect((await free.request({ url: '/test/access/authenticated' })).json()).toEqual({ level: 'authenticated', user: FREE.email });
    const unverified = await clientFor({ email: 'unverified@bizmarkt.test', password: 'UnverifiedPass123' });
    expect((await unverified.request({ url: '/test/access/verified' })).json()).toEqual({ message: 'Your email address is not verified.' });
  });

  it('follow the database, not the session: a subscription that ends closes PRO routes at once', async () => {
    const user = await createUser(t.database, { subscription: 'active' });
    const client = await loggedIn(t.app, user.email);
    expect((await client.request({ url: '/test/access/subscribed' })).statusCode).toBe(200);
    await t.database.db.update(users).set({ subscription: null }).where(eq(users.id, user.id));
    expect((await client.request({ url: '/test/access/subscribed' })).json()).toEqual(PRO_REQUIRED);
  });
});

describe('ownership and participants', () => {
  it("answer 403 for someone else's resource, also to a Precognition request", async () => {
    const owner = await createUser(t.database);
    const other = await createUser(t.database);
    const client = await loggedIn(t.app, owner.email);
    expect((await client.request({ method: 'POST', url: `/test/own/${owner.id}`, payload: {} })).json()).toEqual({ user: owner.id });
    for (const headers of [{}, { precognition: 'true' }] as Array<Record<string, string>>) {
      const foreign = await client.request({ method: 'POST', url: `/test/own/${other.id}`, payload: {}, headers });
      expect({ status: foreign.statusCode, body: foreign.json() }).toEqual({ status: 403, body: UNAUTHORIZED });
    }
    for (const id of ['0', '-1', '01', 'abc', String(owner.id) + '0']) {
      expect((await client.request({ method: 'POST', url: `/test/own/${id}`, payload: {} })).statusCode).toBe(403);
    }
  });

  it('refuse the real profile update of another user before reading its body', async () => {
    const owner = await createUser(t.database);
    const other = await createUser(t.database, { name: 'Untouched' });
    const client = await loggedIn(t.app, owner.email);
    const response = await client.request({ method: 'POST', url: ACCOUNT_PATHS.updateUser(other.id), payload: { name: 'Changed' } });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 403, body: UNAUTHORIZED });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row?.name).toBe('Untouched');
  });

  it('let only the participants of a resource in (and PRO first)', async () => {
    const pro = await createUser(t.database, { subscription: 'active' });
    const outsider = await createUser(t.database, { subscription: 'active' });
    DIALOG_PARTICIPANTS['7'] = [pro.id, 1];
    const insider = await loggedIn(t.app, pro.email);
    expect((await insider.request({ url: '/test/dialogs/7' })).statusCode).toBe(200);
    // An unknown dialog answers like someone else's: the answer does not tell which.
    expect((await insider.request({ url: '/test/dialogs/8' })).json()).toEqual(UNAUTHORIZED);
    expect((await (await loggedIn(t.app, outsider.email)).request({ url: '/test/dialogs/7' })).json()).toEqual(UNAUTHORIZED);
    const free = await clientFor(FREE);
    expect((await free.request({ url: '/test/dialogs/7' })).json()).toEqual(PRO_REQUIRED);
  });
});
