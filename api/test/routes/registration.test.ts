// POST /api/register, GET /api/email/verify/{id}/{hash}, POST /api/email/verification-notification,
// POST /api/user/general-info.
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATHS, EMAIL_CHECKS_PER_IP, REGISTRATIONS_PER_HOUR } from '@bizmarkt/shared/contract';
import { eq, sql } from 'drizzle-orm';
import { rateLimits, sessions, users } from '../../src/db/schema';
import { signPath } from '../../src/lib/signing';
import { emailCheckKey, registrationKey, verificationHourKey, verificationMinuteKey } from '../../src/lib/throttle-keys';
import { sha256Hex } from '../../src/lib/tokens';
import { createUser, loggedIn, useAccountsApp } from '../helpers/accounts';
import { findSetCookie, TestClient } from '../helpers/client';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Hashing (scrypt) is slow on purpose, and this machine is shared: generous per-test time.
jest.setTimeout(60_000);
const t = useAccountsApp();
let ipCounter = 0;
/** Each registration from its own address, so the per-IP limit only bites where a test wants it. */
const freshIp = () => `198.51.100.${++ipCounter}`;

/**
 * A registration from a new browser. By default through the proxy on loopback (inject's own address)
 * forwarding a fresh address; with `remoteAddress`, a client connecting from there itself.
 */
async function register(
  payload: unknown,
  options: { headers?: Record<string, string>; cookies?: Record<string, string>; remoteAddress?: string; app?: FastifyInstance } = {},
) {
  const client = new TestClient(options.app ?? t.app, options.remoteAddress);
  for (const [name, value] of Object.entries(options.cookies ?? {})) client.cookies.set(name, value);
  await client.csrfCookie();
  const response = await client.request({
    method: 'POST',
    url: ACCOUNT_PATHS.register,
    payload: payload as object,
    headers: { ...(options.remoteAddress === undefined ? { 'x-forwarded-for': freshIp() } : {}), ...options.headers },
  });
  return { client, response };
}

const valid = (email: string) => ({ email, password: 'Lantern-Quiet-77', password_confirmation: 'Lantern-Quiet-77', terms: true });

async function userByEmail(email: string) {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

describe('POST /api/register', () => {
  it('creates the user, logs them in on a new session and queues the verification mail', async () => {
    const email = 'New.Person@Example.com';
    const before = Date.now();
    const { client, response } = await register(valid(email), {
      headers: { 'x-lang': 'de' },
      cookies: { p: 'ab12' },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(typeof id).toBe('number');
    // The shell's guest flag flips with the answer: a mail link opened before the page has fetched
    // the new user still finds them logged in.
    expect(findSetCookie(response, 'guest')).toMatchObject({ value: '0', path: '/' });

    const row = await userByEmail(email);
    expect(row).toMatchObject({ id, email, partner_code: 'ab12', locale: 'de', role: null, email_verified_at: null });
    expect(row!.terms_accepted_at).toBeInstanceOf(Date);
    expect(row!.password_hash).toMatch(/^scrypt\$/);
    expect(row!.password_hash).not.toContain('Lantern');

    // Logged in, on a session row of the user.
    const me = await client.request({ url: '/api/user' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id, email, email_verified_at: null, role: null, has_password: true });
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, sha256Hex(client.sessionToken!)));
    expect(session?.user_id).toBe(id);

    const mail = t.mails.at(-1)!;
    expect(mail).toMatchObject({ template: 'verify-email', to: email, userId: id, locale: 'de' });
    const url = new URL((mail.data as { url: string }).url);
    expect(`${url.origin}`).toBe(t.config.appUrl);
    expect(url.pathname).toBe(ACCOUNT_PATHS.verifyEmail(id, sha256Hex(email.toLowerCase())));
    const expires = Number(url.searchParams.get('expires')) * 1000;
    expect(expires).toBeGreaterThanOrEqual(before + 59 * 60 * 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000 + 1000);
    expect(url.searchParams.get('signature')).toBeTruthy();
  });

  it('rotates the session: the guest token from before no longer exists', async () => {
    const { client, response } = await register(valid('rotation@example.com'), { cookies: {} });
    expect(response.statusCode).toBe(201);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.user_id, response.json().id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256Hex(client.sessionToken!));
  });

  it('refuses a taken email regardless of case, and says nothing else', async () => {
    const { response } = await register(valid('SELLER@bizmarkt.TEST'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
    const { response: german } = await register(valid('seller@bizmarkt.test'), { headers: { 'x-lang': 'de' } });
    expect(german.json().errors).toEqual({ email: ['E-Mail-Adresse ist bereits vergeben.'] });
  });

  it('answers 422 with each missing field (English and German)', async () => {
    const { response } = await register({});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The email field is required. (and 2 more errors)',
      errors: {
        email: ['The email field is required.'],
        password: ['The password field is required.'],
        terms: ['The terms field must be accepted.'],
      },
    });
    const { response: german } = await register({}, { headers: { 'x-lang': 'de' } });
    expect(german.json().errors).toEqual({
      email: ['E-Mail-Adresse muss ausgefüllt werden.'],
      password: ['Passwort muss ausgefüllt werden.'],
      terms: ['Nutzungsbedingungen muss akzeptiert werden.'],
    });
  });

  it('applies the password rules: 8 to 128 characters, not a common one, confirmed', async () => {
    const short = await register({ ...valid('short@example.com'), password: 'Ab1!xyz', password_confirmation: 'Ab1!xyz' });
    expect(short.response.json().errors).toEqual({ password: ['The password field must be at least 8 characters.'] });

    const long = 'x'.repeat(129);
    const tooLong = await register({ ...valid('long@example.com'), password: long, password_confirmation: long });
    expect(tooLong.response.json().errors).toEqual({ password: ['The password field must not be greater than 128 characters.'] });

    // On the list regardless of case; no composition rules otherwise ('aaaaaaaa' is not on it... but 'Password1' is).
    const common = await register({ ...valid('common@example.com'), password: 'Password1', password_confirmation: 'Password1' });
    expect(common.response.json().errors).toEqual({
      password: ['This password is one of the most commonly used passwords. Please choose a different one.'],
    });
    const commonDe = await register(
      { ...valid('common@example.com'), password: 'iloveyou', password_confirmation: 'iloveyou' },
      { headers: { 'x-lang': 'de' } },
    );
    expect(commonDe.response.json().errors.password).toEqual([
      'Dieses Passwort gehört zu den am häufigsten verwendeten Passwörtern. Bitte wählen Sie ein anderes.',
    ]);

    const mismatch = await register({ ...valid('mismatch@example.com'), password_confirmation: 'Lantern-Quiet-78' });
    expect(mismatch.response.json()).toEqual({
      message: 'The passwords do not match.',
      errors: { password_confirmation: ['The passwords do not match.'] },
    });
    const missing = await register({ email: 'mismatch@example.com', password: 'Lantern-Quiet-77', terms: true });
    expect(missing.response.json().errors).toEqual({ password_confirmation: ['The passwords do not match.'] });

    for (const email of ['short@example.com', 'long@example.com', 'common@example.com', 'mismatch@example.com']) {
      expect(await userByEmail(email)).toBeUndefined();
    }
  });

  it('requires the terms to be accepted; "yes", "on", 1 and true count', async () => {
    const refused = await register({ ...valid('terms@example.com'), terms: false });
    expect(refused.response.json().errors).toEqual({ terms: ['The terms field must be accepted.'] });
    const accepted = await register({ ...valid('terms@example.com'), terms: 'on' });
    expect(accepted.response.statusCode).toBe(201);
  });

  it('refuses malformed and reserved emails', async () => {
    const bad = await register(valid('not-an-email'));
    expect(bad.response.json().errors).toEqual({ email: ['Please enter a valid email address.'] });
    const reserved = await register(valid('deleted-1@deleted.invalid'));
    expect(reserved.response.json().errors).toEqual({ email: ['Please enter a valid email address.'] });
    const long = await register(valid(`${'a'.repeat(250)}@example.com`));
    expect(long.response.json().errors.email).toContain('The email field must not be greater than 255 characters.');
  });

  it('ignores a partner code that is not 1 to 5 characters', async () => {
    const { response } = await register(valid('partner@example.com'), { cookies: { p: 'toolong' } });
    expect(response.statusCode).toBe(201);
    expect((await userByEmail('partner@example.com'))?.partner_code).toBeNull();
  });

  it('validates without writing anything for a Precognition request', async () => {
    const ok = await register(valid('precog@example.com'), { headers: { precognition: 'true' } });
    expect(ok.response.statusCode).toBe(204);
    expect(ok.response.headers['precognition-success']).toBe('true');
    expect(await userByEmail('precog@example.com')).toBeUndefined();
    expect(ok.response.cookies.find((cookie) => cookie.name === 'bizmarkt_session')).toBeUndefined();

    // Asking about the email alone reports that it is taken, though the password is still empty.
    const taken = await register({ email: 'free@bizmarkt.test' }, { headers: { precognition: 'true', 'precognition-validate-only': 'email' } });
    expect(taken.response.statusCode).toBe(422);
    expect(taken.response.headers.precognition).toBe('true');
    expect(taken.response.json().errors).toEqual({ email: ['The email has already been taken.'] });

    const freeEmail = await register({ email: 'still-free@example.com' }, { headers: { precognition: 'true', 'precognition-validate-only': 'email' } });
    expect(freeEmail.response.statusCode).toBe(204);
  });

  it(`limits registrations per real address: 429 with Retry-After once the hour has had its ${REGISTRATIONS_PER_HOUR}, for that address only`, async () => {
    const stranger = '203.0.113.9';
    await t.database.db
      .insert(rateLimits)
      .values({ key: registrationKey(stranger), hits: REGISTRATIONS_PER_HOUR, reset_at: new Date(Date.now() + 30 * 60 * 1000) });
    // A forged X-Forwarded-For from the stranger's own connection changes nothing.
    const { response } = await register(valid('flood@example.com'), { remoteAddress: stranger, headers: { 'x-forwarded-for': '198.51.100.250' } });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(1700);
    expect(response.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(await userByEmail('flood@example.com')).toBeUndefined();

    // Somebody at another address is not affected, and a successful registration counts.
    const other = '203.0.113.10';
    expect((await register(valid('counted@example.com'), { remoteAddress: other, headers: { 'x-forwarded-for': stranger } })).response.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, registrationKey(other)));
    expect(row?.hits).toBe(1);
    expect(
      (
        await t.database.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, registrationKey(stranger)))
      )[0]?.hits,
    ).toBe(REGISTRATIONS_PER_HOUR);
  });

  it('counts the whole hour: the 11th registration from one address is refused', async () => {
    const address = '203.0.113.11';
    const statuses: number[] = [];
    for (let i = 1; i <= REGISTRATIONS_PER_HOUR + 1; i += 1) {
      statuses.push(
        (await register(valid(`hourly-${i}@example.com`), { remoteAddress: address, headers: { 'x-forwarded-for': `198.51.100.${200 + i}` } })).response
          .statusCode,
      );
    }
    expect(statuses).toEqual([...Array<number>(REGISTRATIONS_PER_HOUR).fill(201), 429]);
  });

  it('exempts nobody by default: this machine, and a visitor through the proxy, are limited like anyone', async () => {
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }] as Record<string, string>[]) {
      await t.database.db.delete(rateLimits).where(eq(rateLimits.key, registrationKey('127.0.0.1')));
      await t.database.db
        .insert(rateLimits)
        .values({ key: registrationKey('127.0.0.1'), hits: REGISTRATIONS_PER_HOUR, reset_at: new Date(Date.now() + 30 * 60 * 1000) });
      const local = await register(valid(`local-${Object.keys(headers).length}@example.com`), { remoteAddress: '127.0.0.1', headers });
      expect(local.response.statusCode).toBe(429);
    }
  });

  it(`limits email availability checks per real address: ${EMAIL_CHECKS_PER_IP}, then 429, whatever X-Forwarded-For says`, async () => {
    const stranger = '203.0.113.12';
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i += 1) {
      const email = i % 3 === 0 ? 'free@bizmarkt.test' : `probe-${i}@example.com`;
      const { response } = await register(
        { email },
        { remoteAddress: stranger, headers: { precognition: 'true', 'precognition-validate-only': 'email', 'x-forwarded-for': `198.51.100.${i}` } },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, EMAIL_CHECKS_PER_IP).every((status) => status === 204 || status === 422)).toBe(true);
    expect(statuses.slice(EMAIL_CHECKS_PER_IP)).toEqual(Array<number>(30 - EMAIL_CHECKS_PER_IP).fill(429));
    expect(
      (
        await t.database.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, emailCheckKey(stranger)))
      )[0]?.hits,
    ).toBe(30);

    // Past the limit, a whole registration is no way around it either (it would say "taken").
    const whole = await register(valid('free@bizmarkt.test'), { remoteAddress: stranger });
    expect(whole.response.statusCode).toBe(429);
    expect(whole.response.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    // Live validation of the other fields still answers (it looks no email up).
    const password = await register(
      { email: 'probe-x@example.com', password: 'short' },
      { remoteAddress: stranger, headers: { precognition: 'true', 'precognition-validate-only': 'password' } },
    );
    expect(password.response.statusCode).toBe(422);
    expect(Object.keys(password.response.json().errors)).toEqual(['password']);

    // Somebody at another address is not affected.
    const owner = await register(
      { email: 'free@bizmarkt.test' },
      { remoteAddress: '203.0.113.13', headers: { precognition: 'true', 'precognition-validate-only': 'email' } },
    );
    expect(owner.response.statusCode).toBe(422);
    expect(owner.response.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('answers 419 without the CSRF token', async () => {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    const response = await client.request({ method: 'POST', url: ACCOUNT_PATHS.register, payload: valid('csrf@example.com'), xsrf: false });
    expect(response.statusCode).toBe(419);
  });
});

describe('POST /api/register on a test stack (REGISTRATION_UNLIMITED_LOCAL=1, as the e2e stack runs)', () => {
  let stack: TestApp;
  beforeAll(async () => {
    stack = await createTestApp({ env: { REGISTRATION_UNLIMITED_LOCAL: '1' } });
    await stack.database.db.insert(rateLimits).values(
      ['127.0.0.1', '203.0.113.30', '198.51.100.30'].flatMap((address) => [
        { key: registrationKey(address), hits: REGISTRATIONS_PER_HOUR, reset_at: new Date(Date.now() + 30 * 60 * 1000) },
        { key: emailCheckKey(address), hits: EMAIL_CHECKS_PER_IP, reset_at: new Date(Date.now() + 30 * 60 * 1000) },
      ]),
    );
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lets this machine itself register at will, and nobody else: not a visitor, not one through the proxy, not a forged header', async () => {
    const local = await register(valid('stack-local@example.com'), { app: stack.app, remoteAddress: '127.0.0.1' });
    expect(local.response.statusCode).toBe(201);
    const visitor = await register(valid('stack-visitor@example.com'), {
      app: stack.app,
      remoteAddress: '203.0.113.30',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(visitor.response.statusCode).toBe(429);
    const proxied = await register(valid('stack-proxied@example.com'), {
      app: stack.app,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.30' },
    });
    expect(proxied.response.statusCode).toBe(429);
  });
});

describe('GET /api/email/verify/{id}/{hash}', () => {
  const link = (id: number, email: string, expiresAt = new Date(Date.now() + 60 * 60 * 1000)) =>
    signPath(t.config.appKey, ACCOUNT_PATHS.verifyEmail(id, sha256Hex(email.toLowerCase())), {}, expiresAt);
  const open = (url: string) => t.app.inject({ url });
  const verifiedAt = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.email_verified_at;

  it('verifies the email without a login and goes on to general info when the role is missing', async () => {
    const user = await createUser(t.database, { email_verified_at: null, role: null });
    const response = await open(link(user.id, user.email));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/registration/general-info?verified=1');
    const first = await verifiedAt(user.id);
    expect(first).toBeInstanceOf(Date);

    // A second click changes nothing and still leads on.
    const again = await open(link(user.id, user.email));
    expect(again.statusCode).toBe(303);
    expect(await verifiedAt(user.id)).toEqual(first);
  });

  it('goes to the German dashboard for a German user with a role', async () => {
    const user = await createUser(t.database, { email_verified_at: null, role: 'seller', locale: 'de' });
    const response = await open(link(user.id, user.email));
    expect(response.headers.location).toBe('/de/dashboard?verified=1');
  });

  it('answers an expired link with the confirmation page and verifies nothing', async () => {
    const user = await createUser(t.database, { email_verified_at: null, role: null });
    const response = await open(link(user.id, user.email, new Date(Date.now() - 1000)));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/registration/email-confirmation?verification=expired');
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('answers forged links as invalid: signature, expiry, id or hash changed', async () => {
    const user = await createUser(t.database, { email_verified_at: null, role: null, locale: 'de' });
    const other = await createUser(t.database, { email_verified_at: null, role: null });
    const good = link(user.id, user.email);
    const url = new URL(good, 'http://x');
    const signature = url.searchParams.get('signature')!;
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    const forged = [
      good.replace(`signature=${signature}`, `signature=${flipped}`),
      good.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) + 999_999}`),
      good.replace(`/verify/${user.id}/`, `/verify/${other.id}/`),
      good.replace(sha256Hex(user.email.toLowerCase()), sha256Hex(other.email.toLowerCase())),
      good.replace(/[?&]signature=[^&]+/, ''),
      // Signed with another key.
      signPath(
        'another-key-0123456789abcdef0123456789abcdef',
        ACCOUNT_PATHS.verifyEmail(user.id, sha256Hex(user.email.toLowerCase())),
        {},
        new Date(Date.now() + 60_000),
      ),
      // Signed correctly, but for an address the user no longer has.
      signPath(t.config.appKey, ACCOUNT_PATHS.verifyEmail(user.id, sha256Hex('old@example.com')), {}, new Date(Date.now() + 60_000)),
    ];
    for (const url of forged) {
      const response = await open(url);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toMatch(/\/registration\/email-confirmation\?verification=invalid$/);
    }
    expect(await verifiedAt(user.id)).toBeNull();
    expect(await verifiedAt(other.id)).toBeNull();
    // The page is in the language of the user the (unsigned) id names.
    expect((await open(forged[0]!)).headers.location).toBe('/de/registration/email-confirmation?verification=invalid');
    expect((await open('/api/email/verify/999999/abc?signature=x')).headers.location).toBe('/registration/email-confirmation?verification=invalid');
  });
});

describe('POST /api/email/verification-notification', () => {
  const resend = (client: TestClient, headers: Record<string, string> = {}) =>
    client.request({ method: 'POST', url: ACCOUNT_PATHS.resendVerification, headers });

  it('answers 401 logged out and 419 without the CSRF token', async () => {
    const guest = new TestClient(t.app);
    await guest.csrfCookie();
    expect((await resend(guest)).statusCode).toBe(401);
    const user = await createUser(t.database, { email_verified_at: null });
    const client = await loggedIn(t.app, user.email);
    expect((await client.request({ method: 'POST', url: ACCOUNT_PATHS.resendVerification, xsrf: false })).statusCode).toBe(419);
  });

  it('says so when the email is verified already, and sends nothing', async () => {
    const user = await createUser(t.database);
    const client = await loggedIn(t.app, user.email);
    const mailsBefore = t.mails.length;
    const response = await resend(client);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your email address is already verified.' });
    expect(t.mails.length).toBe(mailsBefore);
  });

  it('sends a new link, then asks to wait a minute (429, Retry-After, the wait in the message)', async () => {
    const user = await createUser(t.database, { email_verified_at: null, role: null });
    const client = await loggedIn(t.app, user.email);
    const first = await resend(client);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'A new verification link has been sent to your email address.' });
    expect(t.mails.at(-1)).toMatchObject({ template: 'verify-email', to: user.email, userId: user.id });

    const mailsBefore = t.mails.length;
    const second = await resend(client);
    expect(second.statusCode).toBe(429);
    const wait = Number(second.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(second.json()).toEqual({ message: `Please wait ${wait} seconds before requesting another verification email.` });
    const german = await resend(client, { 'x-lang': 'de' });
    expect(german.json().message).toMatch(/^Bitte warten Sie \d+ Sekunden, bevor Sie eine weitere Bestätigungs-E-Mail anfordern\.$/);
    expect(t.mails.length).toBe(mailsBefore);
  });

  it('allows six an hour: the seventh waits for the hour', async () => {
    const user = await createUser(t.database, { email_verified_at: null });
    const client = await loggedIn(t.app, user.email);
    await t.database.db.insert(rateLimits).values({ key: verificationHourKey(user.id), hits: 6, reset_at: new Date(Date.now() + 40 * 60 * 1000) });
    const response = await resend(client);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(60);

    // Once the windows have passed, it works again.
    await t.database.db
      .update(rateLimits)
      .set({ reset_at: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, verificationHourKey(user.id)));
    await t.database.db.delete(rateLimits).where(eq(rateLimits.key, verificationMinuteKey(user.id)));
    expect((await resend(client)).statusCode).toBe(200);
  });
});

describe('POST /api/user/general-info', () => {
  const post = (client: TestClient, payload: unknown, headers: Record<string, string> = {}) =>
    client.request({ method: 'POST', url: ACCOUNT_PATHS.generalInfo, payload: payload as object, headers });
  const info = { role: 'universal', name: ' Jana ', last_name: 'Novak', country_code: 'at' };

  it('stores role, names and country and answers the user', async () => {
    const user = await createUser(t.database, { role: null, name: null, last_name: null, country_code: null });
    const client = await loggedIn(t.app, user.email);
    const response = await post(client, info);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, role: 'universal', name: 'Jana', last_name: 'Novak', country_code: 'AT' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ role: 'universal', name: 'Jana', last_name: 'Novak', country_code: 'AT' });
  });

  it('answers 422 for missing, too long, unknown and invalid values (English and German)', async () => {
    const user = await createUser(t.database, { role: null });
    const client = await loggedIn(t.app, user.email);
    const empty = await post(client, {});
    expect(empty.json().errors).toEqual({
      role: ['The role field is required.'],
      name: ['The first name field is required.'],
      last_name: ['The last name field is required.'],
      country_code: ['The country field is required.'],
    });
    const bad = await post(client, { role: 'admin', name: 'x'.repeat(65), last_name: 'Novak', country_code: 'XX' });
    expect(bad.statusCode).toBe(422);
    // Every field is judged on its own: the unknown country is reported with the others.
    expect(bad.json().errors).toEqual({
      role: ['The selected role is invalid.'],
      name: ['The first name field must not be greater than 64 characters.'],
      country_code: ['The selected country is invalid.'],
    });
    const country = await post(client, { ...info, country_code: 'XX' });
    expect(country.json()).toEqual({ message: 'The selected country is invalid.', errors: { country_code: ['The selected country is invalid.'] } });
    const german = await post(client, { ...info, country_code: 'XX', name: '' }, { 'x-lang': 'de' });
    expect(german.json().errors).toEqual({
      name: ['Vorname muss ausgefüllt werden.'],
      country_code: ['Der gewählte Wert für Land ist ungültig.'],
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBeNull();
  });

  it('validates without saving for a Precognition request', async () => {
    const user = await createUser(t.database, { role: null, name: null });
    const client = await loggedIn(t.app, user.email);
    const response = await post(client, info, { precognition: 'true' });
    expect(response.statusCode).toBe(204);
    const onlyCountry = await post(client, { country_code: 'XX' }, { precognition: 'true', 'precognition-validate-only': 'country_code' });
    expect(onlyCountry.json().errors).toEqual({ country_code: ['The selected country is invalid.'] });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ role: null, name: null });
  });

  it('answers 401 logged out and 419 without the CSRF token', async () => {
    const guest = new TestClient(t.app);
    await guest.csrfCookie();
    expect((await post(guest, info)).statusCode).toBe(401);
    const user = await createUser(t.database, { role: null });
    const client = await loggedIn(t.app, user.email);
    expect((await client.request({ method: 'POST', url: ACCOUNT_PATHS.generalInfo, payload: info, xsrf: false })).statusCode).toBe(419);
  });
});
