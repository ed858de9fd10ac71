// POST /api/login additions of issue #4: failed attempts throttled per email and IP (in the database),
// the user's locale following X-LANG, deleted and password-less accounts refused.
import { eq } from 'drizzle-orm';
import { rateLimits, users } from '../../src/db/schema';
import { loginKey } from '../../src/lib/throttle-keys';
import { createUser, TEST_PASSWORD, useAccountsApp } from '../helpers/accounts';
import { TestClient } from '../helpers/client';

// Hashing (scrypt) is slow on purpose, and this machine is shared: generous per-test time.
jest.setTimeout(60_000);
const t = useAccountsApp();

async function attempt(email: string, password: string, headers: Record<string, string> = {}) {
  const client = new TestClient(t.app);
  const response = await client.login({ email, password }, { 'x-forwarded-for': '192.0.2.1', ...headers });
  return { client, response };
}

const counter = async (key: string) => (await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0];

describe('failed logins per email and IP', () => {
  it('answers 429 with Retry-After after five failures, even for the right password', async () => {
    const user = await createUser(t.database);
    for (let i = 1; i <= 5; i += 1) {
      const { response } = await attempt(user.email, 'Wrong-Password-1');
      expect(response.statusCode).toBe(422);
    }
    expect((await counter(loginKey(user.email, '192.0.2.1')))?.hits).toBe(5);

    const { response, client } = await attempt(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(429);
    const wait = Number(response.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    const message = `Too many login attempts. Please try again in ${wait} seconds.`;
    expect(response.json()).toEqual({ message, errors: { email: [message] } });
    expect((await client.request({ url: '/api/user' })).statusCode).toBe(401);

    const german = await attempt(user.email.toUpperCase(), TEST_PASSWORD, { 'x-lang': 'de' });
    expect(german.response.statusCode).toBe(429);
    expect(german.response.json().errors.email[0]).toMatch(/^Zu viele Anmeldeversuche\. Bitte versuchen Sie es in \d+ Sekunden erneut\.$/);

    // Another address is not affected (the key is email and IP).
    expect((await attempt(user.email, TEST_PASSWORD, { 'x-forwarded-for': '192.0.2.99' })).response.statusCode).toBe(200);

    // Once the window has passed, the right password works again and clears the counter.
    await t.database.db
      .update(rateLimits)
      .set({ reset_at: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, loginKey(user.email, '192.0.2.1')));
    expect((await attempt(user.email, TEST_PASSWORD)).response.statusCode).toBe(200);
    expect(await counter(loginKey(user.email, '192.0.2.1'))).toBeUndefined();
  });

  it('counts unknown emails too, and a success clears the count', async () => {
    for (let i = 0; i < 5; i += 1) await attempt('nobody-here@example.com', 'Wrong-Password-1');
    expect((await attempt('nobody-here@example.com', 'Wrong-Password-1')).response.statusCode).toBe(429);

    const user = await createUser(t.database);
    for (let i = 0; i < 4; i += 1) await attempt(user.email, 'Wrong-Password-1');
    expect((await attempt(user.email, TEST_PASSWORD)).response.statusCode).toBe(200);
    expect(await counter(loginKey(user.email, '192.0.2.1'))).toBeUndefined();
    // Five more failures are allowed again before the wait.
    for (let i = 0; i < 5; i += 1) expect((await attempt(user.email, 'Wrong-Password-1')).response.statusCode).toBe(422);
    expect((await attempt(user.email, 'Wrong-Password-1')).response.statusCode).toBe(429);
  });

  it('does not count Precognition requests', async () => {
    const user = await createUser(t.database);
    for (let i = 0; i < 7; i += 1) {
      const { response } = await attempt(user.email, 'Wrong-Password-1', { precognition: 'true' });
      expect(response.statusCode).toBe(204);
    }
    expect(await counter(loginKey(user.email, '192.0.2.1'))).toBeUndefined();
  });
});

describe('login and the account', () => {
  it("stores the language of the login as the user's locale", async () => {
    const user = await createUser(t.database, { locale: 'en' });
    expect((await attempt(user.email, TEST_PASSWORD, { 'x-lang': 'de' })).response.statusCode).toBe(200);
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
      const { response } = await attempt(email, TEST_PASSWORD);
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
