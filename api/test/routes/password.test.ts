// POST /api/forgot-password, POST /api/reset-password, POST /api/change-password.
import { ACCOUNT_PATHS, RESET_REQUESTS_PER_EMAIL_PER_HOUR, RESET_REQUESTS_PER_IP_PER_HOUR } from '@bizmarkt/shared/contract';
import { and, eq } from 'drizzle-orm';
import { notifications, passwordResetTokens, rateLimits, sessions, users } from '../../src/db/schema';
import { verifyPassword } from '../../src/lib/password';
import { forgotPasswordEmailKey, forgotPasswordKey, loginAccountKey, loginKey } from '../../src/lib/throttle-keys';
import { sha256Hex } from '../../src/lib/tokens';
import { createUser, loggedIn, TEST_PASSWORD, useAccountsApp } from '../helpers/accounts';
import { TestClient } from '../helpers/client';

// Hashing (scrypt) is slow on purpose, and this machine is shared: generous per-test time.
jest.setTimeout(60_000);
const t = useAccountsApp();
const NEW_PASSWORD = 'Harbour-Lights-93';
const SENT = 'If an account exists for this email, we have sent a password reset link.';
const INVALID_TOKEN = 'This password reset token is invalid.';
let ipCounter = 0;

async function guestPost(url: string, payload: unknown, headers: Record<string, string> = {}) {
  const client = new TestClient(t.app);
  await client.csrfCookie();
  return client.request({ method: 'POST', url, payload: payload as object, headers: { 'x-forwarded-for': `198.18.0.${++ipCounter}`, ...headers } });
}

const tokenRow = async (userId: number) => (await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.user_id, userId)))[0];
const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

/** Requests a reset link for the user and returns the token from the queued mail. */
async function requestToken(email: string, headers: Record<string, string> = {}): Promise<string> {
  const before = t.mails.length;
  const response = await guestPost(ACCOUNT_PATHS.forgotPassword, { email }, headers);
  expect(response.statusCode).toBe(200);
  expect(t.mails.length).toBe(before + 1);
  const url = new URL((t.mails.at(-1)!.data as { url: string }).url);
  return url.pathname.split('/').at(-1)!;
}

describe('POST /api/forgot-password', () => {
  it('stores a hashed token and queues the link for an existing account', async () => {
    const user = await createUser(t.database);
    const response = await guestPost(ACCOUNT_PATHS.forgotPassword, { email: `  ${user.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SENT });

    const mail = t.mails.at(-1)!;
    expect(mail).toMatchObject({ template: 'password-reset', to: user.email, userId: user.id, locale: 'en' });
    const url = new URL((mail.data as { url: string }).url);
    expect(url.origin).toBe(t.config.appUrl);
    expect(url.pathname).toMatch(/^\/password-reset\/[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('email')).toBe(user.email);
    const token = url.pathname.split('/').at(-1)!;
    const row = await tokenRow(user.id);
    expect(row?.token_hash).toBe(sha256Hex(token));
  });

  it('answers an unknown email exactly the same, storing and sending nothing, in similar time', async () => {
    const before = t.mails.length;
    const started = Date.now();
    const response = await guestPost(ACCOUNT_PATHS.forgotPassword, { email: 'nobody-at-all@example.com' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SENT });
    expect(t.mails.length).toBe(before);
  });

  it('sends a German link and message for a German request', async () => {
    const user = await createUser(t.database);
    const response = await guestPost(ACCOUNT_PATHS.forgotPassword, { email: user.email }, { 'x-lang': 'de' });
    expect(response.json()).toEqual({
      message: 'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet.',
    });
    const mail = t.mails.at(-1)!;
    expect(mail.locale).toBe('de');
    expect(new URL((mail.data as { url: string }).url).pathname).toMatch(/^\/de\/password-reset\//);
  });

  it('skips a repeat within a minute silently: same answer, no second mail, the first link still works', async () => {
    const user = await createUser(t.database);
    const token = await requestToken(user.email);
    const before = t.mails.length;
    const again = await guestPost(ACCOUNT_PATHS.forgotPassword, { email: user.email });
    expect(again.json()).toEqual({ message: SENT });
    expect(t.mails.length).toBe(before);
    expect((await tokenRow(user.id))?.token_hash).toBe(sha256Hex(token));
  });

  it('answers 429 only to a flood from one address', async () => {
    const ip = '198.19.7.7';
    await t.database.db.insert(rateLimits).values({ key: forgotPasswordKey(ip), hits: 20, reset_at: new Date(Date.now() + 10 * 60 * 1000) });
    const response = await guestPost(ACCOUNT_PATHS.forgotPassword, { email: 'seller@bizmarkt.test' }, { 'x-forwarded-for': ip });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(500);
  });

  it(`limits each real address to ${RESET_REQUESTS_PER_IP_PER_HOUR} an hour: the stranger, not the owner elsewhere; a forged X-Forwarded-For changes nothing`, async () => {
    const stranger = new TestClient(t.app, '203.0.113.61');
    await stranger.csrfCookie();
    const statuses: number[] = [];
    for (let i = 1; i <= RESET_REQUESTS_PER_IP_PER_HOUR + 1; i += 1) {
      const response = await stranger.request({
        method: 'POST',
        url: ACCOUNT_PATHS.forgotPassword,
        payload: { email: `flood-${i}@example.com` },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(RESET_REQUESTS_PER_IP_PER_HOUR).fill(200), 429]);
    expect(
      (
        await t.database.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, forgotPasswordKey('203.0.113.61')))
      )[0]?.hits,
    ).toBe(RESET_REQUESTS_PER_IP_PER_HOUR + 1);
    expect(
      await t.database.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, forgotPasswordKey('198.51.100.1'))),
    ).toEqual([]);

    const user = await createUser(t.database);
    const before = t.mails.length;
    const owner = new TestClient(t.app, '203.0.113.62');
    await owner.csrfCookie();
    expect((await owner.request({ method: 'POST', url: ACCOUNT_PATHS.forgotPassword, payload: { email: user.email } })).statusCode).toBe(200);
    expect(t.mails.length).toBe(before + 1);
  });

  it(`limits each target email to ${RESET_REQUESTS_PER_EMAIL_PER_HOUR} an hour from every address together, known or not`, async () => {
    const user = await createUser(t.database);
    for (const email of [user.email, 'nobody-flooded@example.com']) {
      const statuses: number[] = [];
      for (let i = 1; i <= RESET_REQUESTS_PER_EMAIL_PER_HOUR + 1; i += 1) {
        const client = new TestClient(t.app, `203.0.113.${100 + i}`);
        await client.csrfCookie();
        // Each from its own address (and casing): together they are one target.
        const target = i % 2 === 0 ? email.toUpperCase() : email;
        statuses.push((await client.request({ method: 'POST', url: ACCOUNT_PATHS.forgotPassword, payload: { email: target } })).statusCode);
      }
      expect({ email, statuses }).toEqual({ email, statuses: [...Array<number>(RESET_REQUESTS_PER_EMAIL_PER_HOUR).fill(200), 429] });
    }
    const limited = await guestPost(ACCOUNT_PATHS.forgotPassword, { email: user.email }, { 'x-lang': 'de' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    expect(limited.json().message).toMatch(/^Zu viele Versuche\. Bitte versuchen Sie es in \d+ Sekunden erneut\.$/);
    expect(
      (
        await t.database.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, forgotPasswordEmailKey(user.email)))
      )[0]?.hits,
    ).toBe(RESET_REQUESTS_PER_EMAIL_PER_HOUR + 2);
    // Another email from the same addresses goes through.
    expect((await guestPost(ACCOUNT_PATHS.forgotPassword, { email: 'someone-else-entirely@example.com' })).statusCode).toBe(200);
  });

  it('answers 422 for a malformed email and 419 without the CSRF token', async () => {
    const response = await guestPost(ACCOUNT_PATHS.forgotPassword, { email: 'nope' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Please enter a valid email address.'] });
    const client = new TestClient(t.app);
    await client.csrfCookie();
    expect((await client.request({ method: 'POST', url: ACCOUNT_PATHS.forgotPassword, payload: { email: 'a@b.de' }, xsrf: false })).statusCode).toBe(419);
  });
});

describe('POST /api/reset-password', () => {
  const reset = (body: Record<string, unknown>, headers: Record<string, string> = {}) => guestPost(ACCOUNT_PATHS.resetPassword, body, headers);

  it('sets the new password, uses up the token, ends every session and logs nobody in', async () => {
    const user = await createUser(t.database, { email_verified_at: null });
    const phone = await loggedIn(t.app, user.email);
    const laptop = await loggedIn(t.app, user.email);
    await t.database.db.insert(rateLimits).values([
      { key: loginKey(user.email, '192.0.2.50'), hits: 3, reset_at: new Date(Date.now() + 60_000) },
      { key: loginAccountKey(user.email), hits: 10, reset_at: new Date(Date.now() + 60_000) },
    ]);
    const token = await requestToken(user.email);

    const response = await reset({ token, email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been reset. You can now log in with your new password.' });
    expect(response.cookies.find((cookie) => cookie.name === 'bizmarkt_session')).toBeUndefined();

    const row = await userRow(user.id);
    expect(await verifyPassword(NEW_PASSWORD, row.password_hash!)).toBe(true);
    expect(await verifyPassword(TEST_PASSWORD, row.password_hash!)).toBe(false);
    // The link proved the address.
    expect(row.email_verified_at).toBeInstanceOf(Date);
    expect(await tokenRow(user.id)).toBeUndefined();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.user_id, user.id))).toEqual([]);
    expect((await phone.request({ url: '/api/user' })).statusCode).toBe(401);
    expect((await laptop.request({ url: '/api/user' })).statusCode).toBe(401);
    expect(
      await t.database.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, loginKey(user.email, '192.0.2.50'))),
    ).toEqual([]);
    // The account's own login ceiling too: the owner is back in from any browser.
    expect(
      await t.database.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, loginAccountKey(user.email))),
    ).toEqual([]);

    // The used token does not work a second time.
    const reuse = await reset({ token, email: user.email, password: 'Another-Pass-555', password_confirmation: 'Another-Pass-555' });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json()).toEqual({ message: INVALID_TOKEN, errors: { email: [INVALID_TOKEN] } });
    expect(await verifyPassword(NEW_PASSWORD, (await userRow(user.id)).password_hash!)).toBe(true);
  });

  it('refuses a wrong, foreign, expired or replaced token', async () => {
    const user = await createUser(t.database);
    const other = await createUser(t.database);
    const token = await requestToken(user.email);
    const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

    const wrong = await reset({ ...body, token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, email: user.email });
    expect(wrong.json()).toEqual({ message: INVALID_TOKEN, errors: { email: [INVALID_TOKEN] } });
    const foreign = await reset({ ...body, token, email: other.email });
    expect(foreign.statusCode).toBe(422);
    const unknown = await reset({ ...body, token, email: 'nobody-at-all@example.com' });
    expect(unknown.json().errors).toEqual({ email: [INVALID_TOKEN] });

    await t.database.db
      .update(passwordResetTokens)
      .set({ created_at: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(passwordResetTokens.user_id, user.id));
    const expired = await reset({ ...body, token, email: user.email }, { 'x-lang': 'de' });
    expect(expired.json().errors).toEqual({ email: ['Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.'] });

    // A newer request replaces the older token (one per user).
    const newer = await requestToken(user.email);
    expect((await reset({ ...body, token, email: user.email })).statusCode).toBe(422);
    expect((await reset({ ...body, token: newer, email: user.email })).statusCode).toBe(200);
    expect(await verifyPassword(TEST_PASSWORD, (await userRow(other.id)).password_hash!)).toBe(true);
  });

  it('applies the password rules and validates without using the token for Precognition', async () => {
    const user = await createUser(t.database);
    const token = await requestToken(user.email);
    const weak = await reset({ token, email: user.email, password: 'password123', password_confirmation: 'password124' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({
      password: ['This password is one of the most commonly used passwords. Please choose a different one.'],
      password_confirmation: ['The passwords do not match.'],
    });
    const precognitive = await reset({ token, email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, { precognition: 'true' });
    expect(precognitive.statusCode).toBe(204);
    expect((await tokenRow(user.id))?.token_hash).toBe(sha256Hex(token));
    expect(await verifyPassword(TEST_PASSWORD, (await userRow(user.id)).password_hash!)).toBe(true);
    const missing = await reset({});
    expect(Object.keys(missing.json().errors)).toEqual(['token', 'email', 'password']);
  });
});

describe('GET /api/reset-password/{token}?email= (the reset page checks its link on open)', () => {
  const check = (token: string, email: string) =>
    t.app.inject({
      url: `${ACCOUNT_PATHS.resetPasswordCheck(token)}?email=${encodeURIComponent(email)}`,
      headers: { 'x-forwarded-for': `198.18.1.${++ipCounter}` },
    });

  it('says valid for a fresh link and not valid once it is used, without using it up itself', async () => {
    const user = await createUser(t.database);
    const token = await requestToken(user.email);
    const fresh = await check(token, user.email);
    expect({ status: fresh.statusCode, body: fresh.json() }).toEqual({ status: 200, body: { valid: true } });
    // Asking twice changes nothing; the token is still there to be used.
    expect((await check(token, user.email.toUpperCase())).json()).toEqual({ valid: true });
    expect(await tokenRow(user.id)).toBeDefined();

    const used = await guestPost(ACCOUNT_PATHS.resetPassword, { token, email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(used.statusCode).toBe(200);
    expect((await check(token, user.email)).json()).toEqual({ valid: false });
  });

  it('says not valid for an expired link, another email, a wrong token or no email, alike', async () => {
    const user = await createUser(t.database);
    const other = await createUser(t.database);
    const token = await requestToken(user.email);
    expect((await check(token, other.email)).json()).toEqual({ valid: false });
    expect((await check('x'.repeat(43), user.email)).json()).toEqual({ valid: false });
    expect((await check(token, 'nobody@example.com')).json()).toEqual({ valid: false });
    expect((await t.app.inject({ url: ACCOUNT_PATHS.resetPasswordCheck(token) })).json()).toEqual({ valid: false });
    await t.database.db
      .update(passwordResetTokens)
      .set({ created_at: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(passwordResetTokens.user_id, user.id));
    expect((await check(token, user.email)).json()).toEqual({ valid: false });
  });
});

describe('POST /api/change-password', () => {
  const change = (client: TestClient, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    client.request({ method: 'POST', url: ACCOUNT_PATHS.changePassword, payload: body, headers });
  const valid = { old_password: TEST_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

  it('changes the password, ends the other sessions, rotates this one and notifies', async () => {
    const user = await createUser(t.database);
    const other = await loggedIn(t.app, user.email);
    const client = await loggedIn(t.app, user.email);
    const tokenBefore = client.sessionToken!;

    const response = await change(client, valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been changed.' });
    expect(await verifyPassword(NEW_PASSWORD, (await userRow(user.id)).password_hash!)).toBe(true);

    // This browser goes on, under a new session token; the old token and the other browser are out.
    expect(client.sessionToken).not.toBe(tokenBefore);
    expect((await client.request({ url: '/api/user' })).statusCode).toBe(200);
    expect((await other.request({ url: '/api/user' })).statusCode).toBe(401);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256Hex(client.sessionToken!));

    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, user.id), eq(notifications.type, 'password-was-changed')));
    expect(notes).toHaveLength(1);
  });

  it('reports a wrong old password, a new one equal to it, and a missing confirmation', async () => {
    const user = await createUser(t.database);
    const client = await loggedIn(t.app, user.email);
    const wrong = await change(client, { ...valid, old_password: 'Not-My-Password-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: 'The password is incorrect.', errors: { old_password: ['The password is incorrect.'] } });

    const same = await change(client, { old_password: TEST_PASSWORD, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD });
    expect(same.json().errors).toEqual({ password: ['The password field and old password must be different.'] });

    const unconfirmed = await change(client, { old_password: TEST_PASSWORD, password: NEW_PASSWORD });
    expect(unconfirmed.json().errors).toEqual({
      password_confirmation: ['The password confirmation field is required.'],
    });

    const german = await change(client, { ...valid, old_password: 'Not-My-Password-1', password: 'abc' }, { 'x-lang': 'de' });
    expect(german.json().errors).toEqual({
      old_password: ['Das Passwort ist falsch.'],
      password: ['Passwort muss mindestens 8 Zeichen lang sein.'],
      password_confirmation: ['Die Passwörter stimmen nicht überein.'],
    });
    expect(await verifyPassword(TEST_PASSWORD, (await userRow(user.id)).password_hash!)).toBe(true);
  });

  it('tells an account without a password how to get one', async () => {
    const user = await createUser(t.database);
    const client = await loggedIn(t.app, user.email);
    await t.database.db.update(users).set({ password_hash: null }).where(eq(users.id, user.id));
    const response = await change(client, valid);
    expect(response.json().errors).toEqual({
      old_password: ['Your account has no password yet (you signed up with a social login). Use "Forgot password?" to set one.'],
    });
  });

  it('validates without changing anything for Precognition', async () => {
    const user = await createUser(t.database);
    const client = await loggedIn(t.app, user.email);
    const response = await change(client, valid, { precognition: 'true' });
    expect(response.statusCode).toBe(204);
    const onlyNew = await change(client, { password: 'short' }, { precognition: 'true', 'precognition-validate-only': 'password' });
    expect(onlyNew.json().errors).toEqual({
      password: ['The password field must be at least 8 characters.'],
    });
    // The mismatch is the confirmation field's error: asked about it, the client gets it there.
    const confirmation = await change(
      client,
      { password: NEW_PASSWORD, password_confirmation: 'something else' },
      { precognition: 'true', 'precognition-validate-only': 'password_confirmation' },
    );
    expect(confirmation.json().errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
    expect(await verifyPassword(TEST_PASSWORD, (await userRow(user.id)).password_hash!)).toBe(true);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.user_id, user.id))).toEqual([]);
  });

  it('answers 401 logged out and 419 without the CSRF token', async () => {
    const guest = new TestClient(t.app);
    await guest.csrfCookie();
    expect((await change(guest, valid)).statusCode).toBe(401);
    const user = await createUser(t.database);
    const client = await loggedIn(t.app, user.email);
    expect((await client.request({ method: 'POST', url: ACCOUNT_PATHS.changePassword, payload: valid, xsrf: false })).statusCode).toBe(419);
  });
});
