// Social sign-in (OpenID Connect) against a real provider: oidc-provider runs in a child process
// (test/helpers/oidc-provider.mjs); the test drives its login and consent forms over HTTP and calls
// our redirect and callback routes through app.inject, as the browser would through the shell.
import { and, eq, sql } from 'drizzle-orm';
import { oauthIdentities, sessions, users } from '../../src/db/schema';
import { OIDC_STATE_COOKIE, sealOidcState } from '../../src/lib/oidc-state';
import { findSetCookie, TestClient } from '../helpers/client';
import {
  authorizeAtProvider,
  createAppWithEnv,
  freePort,
  startProvider,
  type OidcTestApp,
  type ProviderAccount,
  type TestProvider,
} from '../helpers/oidc-harness';
import { createTestApp, FREE, SELLER } from '../helpers/test-app';

// Never contacted: the callback is called through inject; it only has to match the registration.
const APP_URL = 'http://127.0.0.1:3999';
const CALLBACK = `${APP_URL}/api/auth/oidc/callback`;
const CLIENT = { client_id: 'bizmarkt-test', client_secret: 'bizmarkt-test-secret-0123456789', redirect_uris: [CALLBACK] };
const APP_KEY = 'test-app-key-0123456789abcdef0123456789abcdef';

const ACCOUNTS: Record<string, ProviderAccount> = {
  'nina-new': { email: 'nina.new@example.test', email_verified: true, given_name: 'Nina', family_name: 'Neumann' },
  'ulli-unverified': { email: 'ulli@example.test', email_verified: false, given_name: 'Ulli' },
  'lena-login-first': { email: 'lena@example.test', email_verified: true, given_name: 'Lena', family_name: 'Lang' },
  'long-names': { email: 'long@example.test', email_verified: true, given_name: 'G'.repeat(70), family_name: 'F'.repeat(80) },
  'seller-at-provider': { email: 'SELLER@bizmarkt.test', email_verified: true, given_name: 'Someone', family_name: 'Else' },
  'free-unverified': { email: 'free@bizmarkt.test', email_verified: false },
  'squatted-owner': { email: 'unverified@bizmarkt.test', email_verified: true },
  'no-email': { given_name: 'Nomail' },
  'for-tampering': { email: 'tamper@example.test', email_verified: true },
  'for-cancel': { email: 'cancel@example.test', email_verified: true },
  'deleted-later': { email: 'gone@example.test', email_verified: true },
};

let provider: TestProvider;
let t: OidcTestApp;

beforeAll(async () => {
  provider = await startProvider({ client: CLIENT, accounts: ACCOUNTS });
  t = await createAppWithEnv({
    APP_URL,
    APP_KEY,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: CLIENT.client_id,
    OIDC_CLIENT_SECRET: CLIENT.client_secret,
    OIDC_NAME: 'Test ID',
  });
});

afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

interface FlowOptions {
  intent?: 'login' | 'register';
  locale?: 'en' | 'de';
  cancel?: boolean;
}

/** Our redirect → the provider's forms → the provider's redirect back to our callback (not yet called). */
async function startAndAuthorize(client: TestClient, accountId: string, options: FlowOptions = {}) {
  const start = await client.request({ url: `/api/auth/oidc/redirect?intent=${options.intent ?? 'register'}&locale=${options.locale ?? 'en'}` });
  expect(start.statusCode).toBe(302);
  const callback = await authorizeAtProvider(String(start.headers.location), {
    accountId,
    returnPrefix: CALLBACK,
    ...(options.cancel ? { cancel: true } : {}),
  });
  return { start, callback };
}

/** The whole round trip; answers our callback's response. */
async function signIn(client: TestClient, accountId: string, options: FlowOptions = {}) {
  const { callback } = await startAndAuthorize(client, accountId, options);
  return client.request({ url: callback.pathname + callback.search });
}

async function usersWithEmail(email: string) {
  return t.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
}

async function identitiesOf(subject: string) {
  return t.database.db
    .select()
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, 'oidc'), eq(oauthIdentities.subject, subject)));
}

function expectStateCookieCleared(response: Awaited<ReturnType<TestClient['request']>>) {
  const cookie = findSetCookie(response, OIDC_STATE_COOKIE);
  expect(cookie).toBeDefined();
  expect(cookie!.value).toBe('');
  expect(cookie!.path).toBe('/api/auth/oidc');
}

describe('GET /api/auth/providers', () => {
  it('names the configured provider', async () => {
    const response = await t.app.inject({ url: '/api/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ oidc: { name: 'Test ID' } });
  });
});

describe('GET /api/auth/oidc/redirect', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce, and keeps them in a sealed cookie', async () => {
    const client = new TestClient(t.app);
    const response = await client.request({ url: '/api/auth/oidc/redirect?intent=register&locale=de' });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.origin).toBe(provider.issuer);
    const params = location.searchParams;
    expect(params.get('client_id')).toBe(CLIENT.client_id);
    expect(params.get('redirect_uri')).toBe(CALLBACK);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{20,}$/);

    const cookie = findSetCookie(response, OIDC_STATE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/oidc', maxAge: 600 });
    // Encrypted: neither the state nor anything readable is in it.
    expect(cookie!.value).not.toContain(params.get('state')!);
    expect(Buffer.from(cookie!.value, 'base64url').toString('latin1')).not.toMatch(/state|nonce|register/);
  });

  it('falls back to login and English for values it does not know (a page, not a 422)', async () => {
    const response = await t.app.inject({ url: '/api/auth/oidc/redirect?intent=hack&locale=fr' });
    expect(response.statusCode).toBe(302);
  });
});

describe('GET /api/auth/oidc/callback: new accounts', () => {
  it('registers a person the provider verified, logs them in and keeps partner code, locale and terms', async () => {
    const client = new TestClient(t.app);
    client.cookies.set('p', 'ab12');
    // The shell marked the visitor logged out.
    client.cookies.set('guest', '1');
    await client.csrfCookie();
    const guestToken = client.sessionToken!;

    const response = await signIn(client, 'nina-new');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/dashboard');
    expectStateCookieCleared(response);
    expect(client.cookies.has(OIDC_STATE_COOKIE)).toBe(false);
    // Else the shell would not even ask who is logged in.
    expect(findSetCookie(response, 'guest')).toMatchObject({ value: '0', path: '/', sameSite: 'Lax' });
    expect(findSetCookie(response, 'guest')!.httpOnly).toBeFalsy();

    // Logged in, on a new session (the guest one was rotated away).
    expect(client.sessionToken).toBeDefined();
    expect(client.sessionToken).not.toBe(guestToken);
    const me = await client.request({ url: '/api/user' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'nina.new@example.test', name: 'Nina', last_name: 'Neumann', role: null });
    expect(me.json().email_verified_at).not.toBeNull();

    const [row] = await usersWithEmail('nina.new@example.test');
    expect(row).toMatchObject({ password_hash: null, partner_code: 'ab12', locale: 'en', deleted_at: null });
    expect(row!.terms_accepted_at).toBeInstanceOf(Date);
    expect(row!.email_verified_at).toBeInstanceOf(Date);
    const identities = await identitiesOf('nina-new');
    expect(identities).toHaveLength(1);
    expect(identities[0]!.user_id).toBe(row!.id);
  });

  it('signing in again finds the same account (no second user), also from the login page', async () => {
    const client = new TestClient(t.app);
    const response = await signIn(client, 'nina-new', { intent: 'login' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/dashboard');
    const rows = await usersWithEmail('nina.new@example.test');
    expect(rows).toHaveLength(1);
    expect((await client.request({ url: '/api/user' })).json().id).toBe(rows[0]!.id);
  });

  it('an email the provider did not verify makes an unverified account (German), which the shell sends to confirmation', async () => {
    const client = new TestClient(t.app);
    const response = await signIn(client, 'ulli-unverified', { locale: 'de' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/de/dashboard');
    const me = await client.request({ url: '/api/user' });
    expect(me.json()).toMatchObject({ email: 'ulli@example.test', name: 'Ulli', last_name: null, email_verified_at: null });
    const [row] = await usersWithEmail('ulli@example.test');
    expect(row).toMatchObject({ locale: 'de', partner_code: null, password_hash: null });
  });

  it('cuts names to 64 characters', async () => {
    const client = new TestClient(t.app);
    expect((await signIn(client, 'long-names')).headers.location).toBe('/dashboard');
    const [row] = await usersWithEmail('long@example.test');
    expect(row!.name).toBe('G'.repeat(64));
    expect(row!.last_name).toBe('F'.repeat(64));
  });

  it('from the login page, an unknown person is sent to accept the terms first; no account is made until then', async () => {
    const client = new TestClient(t.app);
    const response = await signIn(client, 'lena-login-first', { intent: 'login', locale: 'de' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/de/registration/socials?social=new');
    expect(await usersWithEmail('lena@example.test')).toHaveLength(0);
    expect(await identitiesOf('lena-login-first')).toHaveLength(0);
    expect((await client.request({ url: '/api/user' })).statusCode).toBe(401);

    const registered = await signIn(client, 'lena-login-first', { intent: 'register', locale: 'de' });
    expect(registered.headers.location).toBe('/de/dashboard');
    expect(await usersWithEmail('lena@example.test')).toHaveLength(1);
  });

  it('refuses an account without an email address', async () => {
    const client = new TestClient(t.app);
    const response = await signIn(client, 'no-email');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?social=no_email');
    expect(await identitiesOf('no-email')).toHaveLength(0);
    expect((await client.request({ url: '/api/user' })).statusCode).toBe(401);
  });
});

describe('GET /api/auth/oidc/callback: existing accounts', () => {
  it('links an account whose email the provider verified (any case) and logs in; the password keeps working', async () => {
    const [seller] = await usersWithEmail(SELLER.email);
    const client = new TestClient(t.app);
    const response = await signIn(client, 'seller-at-provider', { intent: 'login' });
    expect(response.headers.location).toBe('/dashboard');
    const me = (await client.request({ url: '/api/user' })).json();
    // The account's own data, not the provider's names.
    expect(me).toMatchObject({ id: seller!.id, email: SELLER.email, name: 'Sophie', last_name: 'Seller' });
    const identities = await identitiesOf('seller-at-provider');
    expect(identities.map((i) => i.user_id)).toEqual([seller!.id]);
    expect(await usersWithEmail(SELLER.email)).toHaveLength(1);
    expect((await new TestClient(t.app).login(SELLER)).statusCode).toBe(200);
  });

  it('refuses to link when the provider has not verified the email: log in with the password first', async () => {
    const client = new TestClient(t.app);
    const response = await signIn(client, 'free-unverified', { locale: 'de' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/de/login?social=unverified');
    expectStateCookieCleared(response);
    expect(await identitiesOf('free-unverified')).toHaveLength(0);
    expect(findSetCookie(response, 'guest')).toBeUndefined();
    expect((await client.request({ url: '/api/user' })).statusCode).toBe(401);
    expect((await new TestClient(t.app).login(FREE)).statusCode).toBe(200);
  });

  it('linking an account that never confirmed its email confirms it, removes the unproven password and ends its sessions', async () => {
    const squatter = new TestClient(t.app);
    expect((await squatter.login({ email: 'unverified@bizmarkt.test', password: 'UnverifiedPass123' })).statusCode).toBe(200);

    const owner = new TestClient(t.app);
    const response = await signIn(owner, 'squatted-owner');
    expect(response.headers.location).toBe('/dashboard');
    const me = (await owner.request({ url: '/api/user' })).json();
    expect(me.email).toBe('unverified@bizmarkt.test');
    expect(me.email_verified_at).not.toBeNull();

    const [row] = await usersWithEmail('unverified@bizmarkt.test');
    expect(row!.password_hash).toBeNull();
    expect((await squatter.request({ url: '/api/user' })).statusCode).toBe(401);
    expect((await new TestClient(t.app).login({ email: 'unverified@bizmarkt.test', password: 'UnverifiedPass123' })).statusCode).toBe(422);
    // Only the owner's new session is left.
    const left = await t.database.db.select().from(sessions).where(eq(sessions.user_id, row!.id));
    expect(left).toHaveLength(1);
  });

  it('replaces the session of whoever was logged in before', async () => {
    const client = new TestClient(t.app);
    await client.login(FREE);
    const response = await signIn(client, 'nina-new', { intent: 'login' });
    expect(response.headers.location).toBe('/dashboard');
    expect((await client.request({ url: '/api/user' })).json().email).toBe('nina.new@example.test');
  });

  it('an identity left by a deleted account does not log in to it: the person counts as new', async () => {
    const client = new TestClient(t.app);
    expect((await signIn(client, 'deleted-later')).headers.location).toBe('/dashboard');
    const [row] = await usersWithEmail('gone@example.test');
    // As account deletion does: the row stays, anonymised, the email freed.
    await t.database.db
      .update(users)
      .set({ deleted_at: new Date(), email: `deleted-${row!.id}@deleted.invalid`, name: null, last_name: null })
      .where(eq(users.id, row!.id));
    await t.database.db.delete(sessions).where(eq(sessions.user_id, row!.id));

    const again = new TestClient(t.app);
    const response = await signIn(again, 'deleted-later', { intent: 'login' });
    expect(response.headers.location).toBe('/registration/socials?social=new');
    expect((await again.request({ url: '/api/user' })).statusCode).toBe(401);
    expect(await identitiesOf('deleted-later')).toHaveLength(0);

    expect((await signIn(again, 'deleted-later')).headers.location).toBe('/dashboard');
    const me = (await again.request({ url: '/api/user' })).json();
    expect(me.email).toBe('gone@example.test');
    expect(me.id).not.toBe(row!.id);
  });
});

describe('GET /api/auth/oidc/callback: failures go back to the login page, never a 500', () => {
  it('declining at the provider (access_denied)', async () => {
    const client = new TestClient(t.app);
    const { callback } = await startAndAuthorize(client, 'for-cancel', { cancel: true, locale: 'de' });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const response = await client.request({ url: callback.pathname + callback.search });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/de/login?social=cancelled');
    expectStateCookieCleared(response);
    expect(await usersWithEmail('cancel@example.test')).toHaveLength(0);
  });

  it('a tampered state', async () => {
    const client = new TestClient(t.app);
    const { callback } = await startAndAuthorize(client, 'for-tampering');
    callback.searchParams.set('state', 'forged-state-value');
    const response = await client.request({ url: callback.pathname + callback.search });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?social=failed');
    expectStateCookieCleared(response);
    expect(await usersWithEmail('tamper@example.test')).toHaveLength(0);
    expect((await client.request({ url: '/api/user' })).statusCode).toBe(401);
  });

  it('a missing state cookie (another browser, or the cookie was lost)', async () => {
    const client = new TestClient(t.app);
    const { callback } = await startAndAuthorize(client, 'for-tampering');
    client.cookies.delete(OIDC_STATE_COOKIE);
    const response = await client.request({ url: callback.pathname + callback.search, headers: { cookie: 'locale=de' } });
    expect(response.headers.location).toBe('/de/login?social=expired');
    expect(await usersWithEmail('tamper@example.test')).toHaveLength(0);
  });

  it('a forged or damaged state cookie', async () => {
    const client = new TestClient(t.app);
    const { callback } = await startAndAuthorize(client, 'for-tampering');
    const sealed = client.cookies.get(OIDC_STATE_COOKIE)!;
    client.cookies.set(OIDC_STATE_COOKIE, `${sealed.slice(0, 30)}${sealed[30] === 'A' ? 'B' : 'A'}${sealed.slice(31)}`);
    const response = await client.request({ url: callback.pathname + callback.search });
    expect(response.headers.location).toBe('/login?social=expired');
    expect(await usersWithEmail('tamper@example.test')).toHaveLength(0);
  });

  it('an expired state cookie (older than 10 minutes), even if the browser still sends it', async () => {
    const client = new TestClient(t.app);
    const { start, callback } = await startAndAuthorize(client, 'for-tampering');
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    // The same flow, sealed with the app's key, but expired a second ago.
    const expired = sealOidcState(APP_KEY, {
      state,
      nonce: 'n',
      codeVerifier: 'v',
      intent: 'register',
      locale: 'en',
      partnerCode: null,
      expiresAt: Date.now() - 1000,
    });
    client.cookies.set(OIDC_STATE_COOKIE, expired);
    const response = await client.request({ url: callback.pathname + callback.search });
    expect(response.headers.location).toBe('/login?social=expired');
    expect(await usersWithEmail('tamper@example.test')).toHaveLength(0);
  });

  it('a replayed callback (the code was already redeemed)', async () => {
    const client = new TestClient(t.app);
    const { callback } = await startAndAuthorize(client, 'nina-new');
    const sealed = client.cookies.get(OIDC_STATE_COOKIE)!;
    const first = await client.request({ url: callback.pathname + callback.search });
    expect(first.headers.location).toBe('/dashboard');

    const attacker = new TestClient(t.app);
    attacker.cookies.set(OIDC_STATE_COOKIE, sealed);
    const replay = await attacker.request({ url: callback.pathname + callback.search });
    expect(replay.statusCode).toBe(303);
    expect(replay.headers.location).toBe('/login?social=failed');
    expect((await attacker.request({ url: '/api/user' })).statusCode).toBe(401);
  });

  it('a provider error other than declining', async () => {
    const client = new TestClient(t.app);
    const response = await client.request({ url: '/api/auth/oidc/callback?error=server_error&state=x' });
    expect(response.headers.location).toBe('/login?social=failed');
  });
});

describe('when the provider is down', () => {
  it('answers "unavailable" on the login page, and tries discovery again on the next sign-in', async () => {
    const port = await freePort();
    const issuer = `http://127.0.0.1:${port}`;
    const down = await createAppWithEnv({
      APP_URL,
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: CLIENT.client_id,
      OIDC_CLIENT_SECRET: CLIENT.client_secret,
    });
    let late: TestProvider | undefined;
    try {
      const first = await down.app.inject({ url: '/api/auth/oidc/redirect?intent=login&locale=de' });
      expect(first.statusCode).toBe(303);
      expect(first.headers.location).toBe('/de/login?social=unavailable');
      expect(first.cookies.find((c) => c.name === OIDC_STATE_COOKIE)).toBeUndefined();
      // The providers endpoint still names it: configuration, not reachability, decides.
      expect((await down.app.inject({ url: '/api/auth/providers' })).json()).toEqual({ oidc: { name: 'Google' } });

      late = await startProvider({ client: CLIENT, accounts: ACCOUNTS, port });
      expect(late.issuer).toBe(issuer);
      const second = await down.app.inject({ url: '/api/auth/oidc/redirect?intent=login&locale=de' });
      expect(second.statusCode).toBe(302);
      expect(String(second.headers.location)).toMatch(new RegExp(`^${issuer}/auth\\?`));
    } finally {
      await late?.stop();
      await down.close();
    }
  });
});

describe('when no provider is configured', () => {
  it('the providers endpoint answers null and the sign-in routes do not exist', async () => {
    const plain = await createTestApp();
    try {
      const providers = await plain.app.inject({ url: '/api/auth/providers' });
      expect(providers.statusCode).toBe(200);
      expect(providers.json()).toEqual({ oidc: null });
      for (const url of ['/api/auth/oidc/redirect?intent=login&locale=en', '/api/auth/oidc/callback?code=x&state=y']) {
        const response = await plain.app.inject({ url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Not Found.' });
      }
    } finally {
      await plain.close();
    }
  });
});
