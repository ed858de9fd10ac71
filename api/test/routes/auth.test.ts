// POST /api/login and POST /api/logout.
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../src/db/schema';
import { sha256Hex } from '../../src/lib/tokens';
import { findSetCookie, SESSION_COOKIE, TestClient, XSRF_COOKIE } from '../helpers/client';
import { FREE, PRO, SELLER, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const CREDENTIALS_EN = 'Email or password is incorrect.';
const CREDENTIALS_DE = 'E-Mail oder Passwort ist falsch.';

async function rowFor(token: string) {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.token_hash, sha256Hex(token)));
  return row;
}

function userWith(token: string) {
  return t.app.inject({ url: '/api/user', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
}

describe('POST /api/login', () => {
  it('answers the user and rotates the session: the old token no longer works', async () => {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    const guestToken = client.sessionToken!;
    const guestXsrf = client.xsrfToken!;

    const response = await client.login(SELLER);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ email: SELLER.email, name: 'Sophie', last_name: 'Seller', role: 'seller' });
    expect(body).not.toHaveProperty('password_hash');

    // New session token and new CSRF token.
    expect(client.sessionToken).toBeDefined();
    expect(client.sessionToken).not.toBe(guestToken);
    expect(client.xsrfToken).not.toBe(guestXsrf);
    expect(findSetCookie(response, SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The shell's guest flag flips with the session, readable by the page (spec §4).
    expect(findSetCookie(response, 'guest')).toMatchObject({ value: '0', path: '/', sameSite: 'Lax' });
    expect(findSetCookie(response, 'guest')!.httpOnly).toBeFalsy();

    // The guest row is gone; the new row belongs to the user.
    expect(await rowFor(guestToken)).toBeUndefined();
    expect((await rowFor(client.sessionToken!))?.user_id).toBe(body.id);

    // A session fixed before login (e.g. planted by an attacker) does not become authenticated.
    expect((await userWith(guestToken)).statusCode).toBe(401);
    const me = await client.request({ url: '/api/user' });
    expect(me.statusCode).toBe(200);
    // The login answer is the same user as GET /api/user.
    expect(me.json()).toEqual(body);
  });

  it('rotates again on a second login; the first logged-in token stops working', async () => {
    const client = new TestClient(t.app);
    await client.login(FREE);
    const firstToken = client.sessionToken!;
    expect((await userWith(firstToken)).statusCode).toBe(200);

    const second = await client.login(PRO);
    expect(second.statusCode).toBe(200);
    expect(second.json().email).toBe(PRO.email);
    expect(client.sessionToken).not.toBe(firstToken);
    expect((await userWith(firstToken)).statusCode).toBe(401);
    expect((await userWith(client.sessionToken!)).json().email).toBe(PRO.email);
  });

  it('matches the email regardless of case and surrounding spaces', async () => {
    const client = new TestClient(t.app);
    const response = await client.login({ email: '  Seller@BIZMARKT.test ', password: SELLER.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(SELLER.email);
  });

  it('keeps a remembered session for 30 days', async () => {
    const client = new TestClient(t.app);
    const response = await client.login({ ...PRO, remember: true });
    expect(response.statusCode).toBe(200);
    expect(findSetCookie(response, SESSION_COOKIE)?.maxAge).toBe(30 * 24 * 60 * 60);
    expect((await rowFor(client.sessionToken!))?.remember).toBe(true);
  });

  it('answers 422 for a wrong password and leaves the session a guest', async () => {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    const guestToken = client.sessionToken!;
    const response = await client.login({ email: SELLER.email, password: 'WrongPass123' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: CREDENTIALS_EN, errors: { email: [CREDENTIALS_EN] } });
    expect(findSetCookie(response, SESSION_COOKIE)).toBeUndefined();
    expect(findSetCookie(response, 'guest')).toBeUndefined();
    expect((await rowFor(guestToken))?.user_id).toBeNull();
    expect((await client.request({ url: '/api/user' })).statusCode).toBe(401);
  });

  it('answers an unknown email exactly as a wrong password', async () => {
    const client = new TestClient(t.app);
    const response = await client.login({ email: 'nobody@bizmarkt.test', password: SELLER.password });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: CREDENTIALS_EN, errors: { email: [CREDENTIALS_EN] } });
  });

  it('answers in German with X-LANG: de', async () => {
    const client = new TestClient(t.app);
    const response = await client.login({ email: SELLER.email, password: 'nope' }, { 'x-lang': 'de' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: CREDENTIALS_DE, errors: { email: [CREDENTIALS_DE] } });
  });

  it('does not log in with the password hash itself', async () => {
    const [seller] = await t.database.db.select().from(users).where(eq(users.email, SELLER.email));
    const client = new TestClient(t.app);
    const response = await client.login({ email: SELLER.email, password: seller!.password_hash ?? '' });
    expect(response.statusCode).toBe(422);
  });
});

describe('POST /api/login validation', () => {
  async function post(payload: unknown, headers: Record<string, string> = {}) {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    return client.request({ method: 'POST', url: '/api/login', payload: payload as object, headers });
  }

  it('answers 422 in the Laravel shape for missing fields', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The email field is required. (and 1 more error)',
      errors: {
        email: ['The email field is required.'],
        password: ['The password field is required.'],
      },
    });
  });

  it('answers the field errors in German with X-LANG: de', async () => {
    const response = await post({}, { 'x-lang': 'de' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'E-Mail-Adresse muss ausgefüllt werden. (und 1 weiterer Fehler)',
      errors: {
        email: ['E-Mail-Adresse muss ausgefüllt werden.'],
        password: ['Passwort muss ausgefüllt werden.'],
      },
    });
  });

  it('reports an invalid email, a non-string password and a non-boolean remember', async () => {
    const response = await post({ email: 'not-an-email', password: 12345, remember: 'yes' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Please enter a valid email address. (and 2 more errors)',
      errors: {
        email: ['Please enter a valid email address.'],
        password: ['The password field must be a string.'],
        remember: ['The remember field must be true or false.'],
      },
    });
  });

  it('counts a blank email as missing, and a body that is no object as empty', async () => {
    const blank = await post({ email: '   ', password: 'x' });
    expect(blank.json()).toEqual({
      message: 'The email field is required.',
      errors: { email: ['The email field is required.'] },
    });
    const list = await post([1, 2]);
    expect(list.statusCode).toBe(422);
    expect(Object.keys(list.json().errors).sort()).toEqual(['email', 'password']);
  });
});

describe('POST /api/logout', () => {
  it('answers 204, ends the session and issues a fresh guest session', async () => {
    const client = new TestClient(t.app);
    await client.login(SELLER);
    const loggedInToken = client.sessionToken!;
    const loggedInXsrf = client.xsrfToken!;

    const response = await client.logout();
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(findSetCookie(response, SESSION_COOKIE)?.value).toBeDefined();
    expect(findSetCookie(response, XSRF_COOKIE)?.value).toBeDefined();
    expect(client.sessionToken).not.toBe(loggedInToken);
    expect(client.xsrfToken).not.toBe(loggedInXsrf);

    expect(await rowFor(loggedInToken)).toBeUndefined();
    expect((await rowFor(client.sessionToken!))?.user_id).toBeNull();
    expect((await userWith(loggedInToken)).statusCode).toBe(401);
    const me = await client.request({ url: '/api/user' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Unauthenticated.' });

    // The next state-changing call works without fetching the CSRF cookie again.
    const again = await client.login(PRO);
    expect(again.statusCode).toBe(200);
  });

  it('answers 419 without the CSRF token and keeps the user logged in', async () => {
    const client = new TestClient(t.app);
    await client.login(SELLER);
    const response = await client.request({ method: 'POST', url: '/api/logout', xsrf: false });
    expect(response.statusCode).toBe(419);
    expect((await client.request({ url: '/api/user' })).statusCode).toBe(200);
  });
});
