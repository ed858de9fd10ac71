// POST /api/register, GET /api/email/verify/{id}/{hash}, POST /api/email/verification-notification,
// POST /api/user/general-info.
import { ACCOUNT_PATHS } from '@bizmarkt/shared/contract';
import { eq, sql } from 'drizzle-orm';
import { rateLimits, sessions, users } from '../../src/db/schema';
import { signPath } from '../../src/lib/signing';
import { registrationKey, verificationHourKey, verificationMinuteKey } from '../../src/lib/throttle-keys';
import { sha256Hex } from '../../src/lib/tokens';
import { createUser, loggedIn, useAccountsApp } from '../helpers/accounts';
import { findSetCookie, TestClient } from '../helpers/client';

// Hashing (scrypt) is slow on purpose, and this machine is shared: generous per-test time.
jest.setTimeout(60_000);
const t = useAccountsApp();
let ipCounter = 0;
/** Each registration from its own address, so the per-IP limit only bites where a test wants it. */
const freshIp = () => `198.51.100.${++ipCounter}`;

async function register(payload: unknown, options: { headers?: Record<string, string>; cookies?: Record<string, string> } = {}) {
  const client = new TestClient(t.app);
  for (const [name, value] of Object.entries(options.cookies ?? {})) client.cookies.set(name, value);
  await client.csrfCookie();
  const response = await client.request({
    method: 'POST',
    url: ACCOUNT_PATHS.register,
    payload: payload as object,
    headers: { 'x-forwarded-for': freshIp(), ...options.headers },
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

  it('limits registrations per IP: 429 with Retry-After once the hour has had its 10', async () => {
    const ip = '203.0.113.9';
    await t.database.db.insert(rateLimits).values({ key: registrationKey(ip), hits: 10, reset_at: new Date(Date.now() + 30 * 60 * 1000) });
    const { response } = await register(valid('flood@example.com'), { headers: { 'x-forwarded-for': ip } });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(1700);
    expect(response.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(await userByEmail('flood@example.com')).toBeUndefined();

    // This machine itself (npm start, the end-to-end suite) is not limited.
    await t.database.db.insert(rateLimits).values({ key: registrationKey('127.0.0.1'), hits: 10, reset_at: new Date(Date.now() + 30 * 60 * 1000) });
    expect((await register(valid('local@example.com'), { headers: { 'x-forwarded-for': '127.0.0.1' } })).response.statusCode).toBe(201);

    // A successful registration counts.
    const other = '203.0.113.10';
    expect((await register(valid('counted@example.com'), { headers: { 'x-forwarded-for': other } })).response.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, registrationKey(other)));
    expect(row?.hits).toBe(1);
  });

  it('answers 419 without the CSRF token', async () => {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    const response = await client.request({ method: 'POST', url: ACCOUNT_PATHS.register, payload: valid('csrf@example.com'), xsrf: false });
    expect(response.statusCode).toBe(419);
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
