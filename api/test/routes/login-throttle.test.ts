// POST /api/login throttling (issues #4 and #27), in the database: failed attempts counted per email
// and real address, per address across every email, and per account across every address — except
// from a browser holding the account's device cookie, which has a counter of its own; the user's
// locale following X-LANG; deleted and password-less accounts refused. Clients are simulated at
// their own addresses (inject's remoteAddress); X-Forwarded-For from them counts for nothing (only a
// proxy on loopback is trusted).
import { eq } from 'drizzle-orm';
import {
  LOGIN_MAX_ATTEMPTS,
  LOGIN_MAX_ATTEMPTS_PER_ACCOUNT,
  LOGIN_MAX_ATTEMPTS_PER_DEVICE,
  LOGIN_MAX_ATTEMPTS_PER_IP,
  LOGIN_SLOW_WINDOW_SECONDS,
} from '@bizmarkt/shared/contract';
import { rateLimits, users } from '../../src/db/schema';
import { LOGIN_DEVICE_COOKIE } from '../../src/lib/login-device';
import { loginAccountKey, loginIpKey, loginKey } from '../../src/lib/throttle-keys';
import { createUser, TEST_PASSWORD, useAccountsApp } from '../helpers/accounts';
import { findSetCookie, TestClient } from '../helpers/client';

// Hashing (scrypt) is slow on purpose, and this machine is shared: generous per-test time.
jest.setTimeout(120_000);
const t = useAccountsApp();

/** Each test's clients at addresses of their own (RFC 5737), so one test's counters never meet another's. */
let addressCounter = 0;
const freshAddress = () => `192.0.2.${++addressCounter}`;
let subnetCounter = 0;
/** A /24 of distinct addresses for one test (30 strangers). */
const freshSubnet = () => `198.18.${++subnetCounter}`;

/** A login from a new browser at `from` (its own cookie jar), or from the given client. */
async function attempt(email: string, password: string, from: string | TestClient, headers: Record<string, string> = {}) {
  const client = typeof from === 'string' ? new TestClient(t.app, from) : from;
  const response = await client.login({ email, password }, headers);
  return { client, response };
}

const counter = async (key: string) => (await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0];

describe('failed logins per email and address', () => {
  it('answers 429 with Retry-After after five failures, even for the right password', async () => {
    const user = await createUser(t.database);
    const stranger = freshAddress();
    for (let i = 1; i <= LOGIN_MAX_ATTEMPTS; i += 1) {
      const { response } = await attempt(user.email, 'Wrong-Password-1', stranger);
      expect(response.statusCode).toBe(422);
    }
    expect((await counter(loginKey(user.email, stranger)))?.hits).toBe(LOGIN_MAX_ATTEMPTS);

    const { response, client } = await attempt(user.email, TEST_PASSWORD, stranger);
    expect(response.statusCode).toBe(429);
    const wait = Number(response.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    const message = `Too many login attempts. Please try again in ${wait} seconds.`;
    expect(response.json()).toEqual({ message, errors: { email: [message] } });
    expect((await client.request({ url: '/api/user' })).statusCode).toBe(401);

    const german = await attempt(user.email.toUpperCase(), TEST_PASSWORD, stranger, { 'x-lang': 'de' });
    expect(german.response.statusCode).toBe(429);
    expect(german.response.json().errors.email[0]).toMatch(/^Zu viele Anmeldeversuche\. Bitte versuchen Sie es in \d+ Sekunden erneut\.$/);

    // The owner at another address is not locked out by the stranger's failures.
    expect((await attempt(user.email, TEST_PASSWORD, freshAddress())).response.statusCode).toBe(200);

    // Once the window has passed, the right password works again and clears the counter.
    await t.database.db
      .update(rateLimits)
      .set({ reset_at: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, loginKey(user.email, stranger)));
    expect((await attempt(user.email, TEST_PASSWORD, stranger)).response.statusCode).toBe(200);
    expect(await counter(loginKey(user.email, stranger))).toBeUndefined();
  });

  it('counts a forged X-Forwarded-For for nothing: a new one per attempt does not get the stranger past the limit', async () => {
    const user = await createUser(t.database);
    const stranger = freshAddress();
    for (let i = 1; i <= LOGIN_MAX_ATTEMPTS; i += 1) {
      const { response } = await attempt(user.email, 'Wrong-Password-1', stranger, { 'x-forwarded-for': `203.0.113.${i}` });
      expect(response.statusCode).toBe(422);
    }
    expect((await counter(loginKey(user.email, stranger)))?.hits).toBe(LOGIN_MAX_ATTEMPTS);
    expect(await counter(loginKey(user.email, '203.0.113.1'))).toBeUndefined();
    const right = await attempt(user.email, TEST_PASSWORD, stranger, { 'x-forwarded-for': '203.0.113.99', forwarded: 'for=203.0.113.98' });
    expect(right.response.statusCode).toBe(429);
    // Nor can a stranger pose as the owner's address to lock it.
    const target = await createUser(t.database);
    const owner = freshAddress();
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS; i += 1) await attempt(target.email, 'Wrong-Password-1', freshAddress(), { 'x-forwarded-for': owner });
    expect(await counter(loginKey(target.email, owner))).toBeUndefined();
    expect((await attempt(target.email, TEST_PASSWORD, owner)).response.statusCode).toBe(200);
  });

  it('counts unknown emails too, and a success clears the count', async () => {
    const stranger = freshAddress();
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS; i += 1) await attempt('nobody-here@example.com', 'Wrong-Password-1', stranger);
    expect((await attempt('nobody-here@example.com', 'Wrong-Password-1', stranger)).response.statusCode).toBe(429);

    const user = await createUser(t.database);
    const from = freshAddress();
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS - 1; i += 1) await attempt(user.email, 'Wrong-Password-1', from);
    expect((await attempt(user.email, TEST_PASSWORD, from)).response.statusCode).toBe(200);
    expect(await counter(loginKey(user.email, from))).toBeUndefined();
    // Five more failures are allowed again before the wait.
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS; i += 1) expect((await attempt(user.email, 'Wrong-Password-1', from)).response.statusCode).toBe(422);
    expect((await attempt(user.email, 'Wrong-Password-1', from)).response.statusCode).toBe(429);
  });

  it('does not count Precognition requests', async () => {
    const user = await createUser(t.database);
    const from = freshAddress();
    for (let i = 0; i < 7; i += 1) {
      const { response } = await attempt(user.email, 'Wrong-Password-1', from, { precognition: 'true' });
      expect(response.statusCode).toBe(204);
    }
    expect(await counter(loginKey(user.email, from))).toBeUndefined();
    expect(await counter(loginIpKey(from))).toBeUndefined();
    expect(await counter(loginAccountKey(user.email))).toBeUndefined();
  });
});

describe('failed logins per address across every email', () => {
  it(`stops one password tried against many accounts after ${LOGIN_MAX_ATTEMPTS_PER_IP}, whatever X-Forwarded-For says; other addresses go on`, async () => {
    const sprayer = freshAddress();
    const statuses: number[] = [];
    for (let i = 1; i <= 60; i += 1) {
      const { response } = await attempt(`spray-${i}@example.com`, 'Summer-2026-Password', sprayer, { 'x-forwarded-for': `203.0.113.${i}` });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) break;
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_MAX_ATTEMPTS_PER_IP).fill(422), 429]);
    expect((await counter(loginIpKey(sprayer)))?.hits).toBe(LOGIN_MAX_ATTEMPTS_PER_IP);

    // The address is stopped for every email, for the slow window.
    const user = await createUser(t.database);
    const blocked = await attempt(user.email, TEST_PASSWORD, sprayer);
    expect(blocked.response.statusCode).toBe(429);
    expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(blocked.response.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_SLOW_WINDOW_SECONDS);
    // Nobody else is.
    expect((await attempt(user.email, TEST_PASSWORD, freshAddress())).response.statusCode).toBe(200);
    expect((await attempt('spray-61@example.com', 'Summer-2026-Password', freshAddress())).response.statusCode).toBe(422);
  });

  it('is not reset by a successful login to an account of the sprayer’s own', async () => {
    const own = await createUser(t.database);
    const sprayer = freshAddress();
    const client = new TestClient(t.app, sprayer);
    for (let i = 1; i < LOGIN_MAX_ATTEMPTS_PER_IP; i += 1) await attempt(`reset-spray-${i}@example.com`, 'Summer-2026-Password', client);
    expect((await attempt(own.email, TEST_PASSWORD, client)).response.statusCode).toBe(200);
    expect((await counter(loginIpKey(sprayer)))?.hits).toBe(LOGIN_MAX_ATTEMPTS_PER_IP - 1);
  });
});

describe('failed logins per account across every address, and the device cookie', () => {
  it(`stops guessing from many addresses: 30 wrong passwords from 30 addresses → 429 after ${LOGIN_MAX_ATTEMPTS_PER_ACCOUNT}, the right one too`, async () => {
    const user = await createUser(t.database);
    const subnet = freshSubnet();
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i += 1) {
      const { response } = await attempt(user.email, `Guess-${i}-Password`, `${subnet}.${i}`, { 'x-forwarded-for': `203.0.113.${i}` });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, LOGIN_MAX_ATTEMPTS_PER_ACCOUNT)).toEqual(Array<number>(LOGIN_MAX_ATTEMPTS_PER_ACCOUNT).fill(422));
    expect(statuses.slice(LOGIN_MAX_ATTEMPTS_PER_ACCOUNT)).toEqual(Array<number>(30 - LOGIN_MAX_ATTEMPTS_PER_ACCOUNT).fill(429));
    expect((await counter(loginAccountKey(user.email)))?.hits).toBe(LOGIN_MAX_ATTEMPTS_PER_ACCOUNT);
    // A right guess from yet another address without the account's device cookie learns nothing.
    const guessed = await attempt(user.email, TEST_PASSWORD, `${subnet}.31`);
    expect(guessed.response.statusCode).toBe(429);
    expect(guessed.client.sessionToken).toBeDefined();
    expect((await guessed.client.request({ url: '/api/user' })).statusCode).toBe(401);
  });

  it("does not lock the owner's own browser out: its device cookie has a counter of its own", async () => {
    const user = await createUser(t.database);
    // The owner logged in from this browser before: it holds the account's device cookie.
    const owner = new TestClient(t.app, freshAddress());
    const first = await attempt(user.email, TEST_PASSWORD, owner);
    expect(first.response.statusCode).toBe(200);
    const device = findSetCookie(first.response, LOGIN_DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, path: '/api/login', sameSite: 'Strict', maxAge: 365 * 24 * 60 * 60 });
    expect(device?.value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    await owner.logout();

    // Strangers fill the account's ceiling from many addresses.
    const subnet = freshSubnet();
    for (let i = 1; i <= LOGIN_MAX_ATTEMPTS_PER_ACCOUNT; i += 1) await attempt(user.email, 'Wrong-Password-1', `${subnet}.${i}`);
    expect((await attempt(user.email, TEST_PASSWORD, `${subnet}.200`)).response.statusCode).toBe(429);

    // The owner's browser: a typo counts on the device only, then the right password logs in.
    const typo = await attempt(user.email, 'Velvet-Otter-24', owner);
    expect(typo.response.statusCode).toBe(422);
    expect((await counter(loginAccountKey(user.email)))?.hits).toBe(LOGIN_MAX_ATTEMPTS_PER_ACCOUNT);
    const login = await attempt(user.email, TEST_PASSWORD, owner);
    expect(login.response.statusCode).toBe(200);
    expect((await owner.request({ url: '/api/user' })).json().email).toBe(user.email);
    // The same cookie keeps working; no new one is needed.
    expect(findSetCookie(login.response, LOGIN_DEVICE_COOKIE)).toBeUndefined();
  });

  it('lets the owner in from another address after a stranger’s five failures, without any device cookie', async () => {
    const user = await createUser(t.database);
    const stranger = freshAddress();
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS; i += 1) await attempt(user.email, 'Wrong-Password-1', stranger);
    expect((await attempt(user.email, TEST_PASSWORD, stranger)).response.statusCode).toBe(429);
    expect((await attempt(user.email, TEST_PASSWORD, freshAddress())).response.statusCode).toBe(200);
  });

  it('trusts no forged, altered or other account’s device cookie', async () => {
    const user = await createUser(t.database);
    const other = await createUser(t.database);
    const otherBrowser = new TestClient(t.app, freshAddress());
    expect((await attempt(other.email, TEST_PASSWORD, otherBrowser)).response.statusCode).toBe(200);
    const otherCookie = otherBrowser.cookies.get(LOGIN_DEVICE_COOKIE)!;
    const [nonce, signature] = otherCookie.split('.');
    const flipped = `${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`;

    const subnet = freshSubnet();
    for (let i = 1; i <= LOGIN_MAX_ATTEMPTS_PER_ACCOUNT; i += 1) await attempt(user.email, 'Wrong-Password-1', `${subnet}.${i}`);
    for (const cookie of [otherCookie, `${nonce}.${flipped}`, `${'A'.repeat(22)}.${signature}`, 'garbage']) {
      const client = new TestClient(t.app, freshAddress());
      client.cookies.set(LOGIN_DEVICE_COOKIE, cookie);
      expect({ cookie, status: (await attempt(user.email, TEST_PASSWORD, client)).response.statusCode }).toEqual({ cookie, status: 429 });
    }
  });

  it(`treats a device past its own ${LOGIN_MAX_ATTEMPTS_PER_DEVICE} failures as a stranger (a stolen cookie buys no guesses)`, async () => {
    const user = await createUser(t.database);
    const browser = new TestClient(t.app, freshAddress());
    expect((await attempt(user.email, TEST_PASSWORD, browser)).response.statusCode).toBe(200);
    await browser.logout();
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS_PER_DEVICE; i += 1) expect((await attempt(user.email, 'Wrong-Password-1', browser)).response.statusCode).toBe(422);
    // Its failures were the device's alone…
    expect(await counter(loginAccountKey(user.email))).toBeUndefined();
    // …and from now on it counts like any other browser: per address, and against the account.
    expect((await attempt(user.email, 'Wrong-Password-1', browser)).response.statusCode).toBe(422);
    expect((await counter(loginAccountKey(user.email)))?.hits).toBe(1);
  });
});

describe('login and the account', () => {
  it("stores the language of the login as the user's locale", async () => {
    const user = await createUser(t.database, { locale: 'en' });
    expect((await attempt(user.email, TEST_PASSWORD, freshAddress(), { 'x-lang': 'de' })).response.statusCode).toBe(200);
    expect((await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.locale).toBe('de');
    // Without X-LANG the stored locale stays.
    const client = new TestClient(t.app);
    await client.csrfCookie();
    const plain = await client.request({ method: 'POST', url: '/api/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(plain.statusCode).toBe(200);
    expect((await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.locale).toBe('de');
  });

  it('refuses a deleted account and an account without a password like wrong credentials', async () => {
    const deleted = await createUser(t.database, { deleted_at: new Date() });
    const social = await createUser(t.database, { password_hash: null });
    for (const email of [deleted.email, social.email]) {
      const { response } = await attempt(email, TEST_PASSWORD, freshAddress());
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ email: ['Email or password is incorrect.'] });
    }
  });
});

describe('app.throttle (the database-backed counters)', () => {
  it('counts concurrent hits exactly once each (one atomic upsert per hit)', async () => {
    const key = `test:concurrent:${Date.now()}`;
    const results = await Promise.all(Array.from({ length: 12 }, () => t.app.throttle.hit(key, 10, 60)));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    expect(results.map((result) => result.remaining).sort((a, b) => a - b)).toEqual([0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await counter(key))?.hits).toBe(12);
    const check = await t.app.throttle.tooMany(key, 10);
    expect(check.tooMany).toBe(true);
    expect(check.retryAfter).toBeGreaterThan(0);
    expect(check.retryAfter).toBeLessThanOrEqual(60);
  });

  it('starts a new window once the old one has ended, and clears on demand', async () => {
    const key = `test:window:${Date.now()}`;
    await t.app.throttle.hit(key, 1, 60);
    expect((await t.app.throttle.hit(key, 1, 60)).allowed).toBe(false);
    await t.database.db
      .update(rateLimits)
      .set({ reset_at: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, key));
    expect(await t.app.throttle.tooMany(key, 1)).toEqual({ tooMany: false, retryAfter: 0 });
    const fresh = await t.app.throttle.hit(key, 1, 60);
    expect(fresh).toMatchObject({ allowed: true, remaining: 0 });
    await t.app.throttle.clear(key);
    expect(await counter(key)).toBeUndefined();
  });
});
