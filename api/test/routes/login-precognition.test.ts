// Precognition (validation-only requests) on POST /api/login: the reusable mechanism of
// plugins/app/precognition.ts, proven on the route that opts in.
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import { sessions, users } from '../../src/db/schema';
import { sha256Hex } from '../../src/lib/tokens';
import { TestClient } from '../helpers/client';
import { SELLER, useTestApp } from '../helpers/test-app';

const t = useTestApp();

async function precognitive(payload: unknown, headers: Record<string, string> = {}) {
  const client = new TestClient(t.app);
  await client.csrfCookie();
  const response = await client.request({
    method: 'POST',
    url: '/api/login',
    payload: payload as object,
    headers: { precognition: 'true', ...headers },
  });
  return { client, response };
}

function varyOf(response: Response): string[] {
  return String(response.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
}

async function sessionsOf(email: string): Promise<number> {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  const [row] = await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.user_id, user!.id));
  return row!.n;
}

describe('POST /api/login with Precognition: true', () => {
  it('answers 204 with Precognition and Precognition-Success for valid input, and logs nobody in', async () => {
    const before = await sessionsOf(SELLER.email);
    const { client, response } = await precognitive(SELLER);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers.precognition).toBe('true');
    expect(response.headers['precognition-success']).toBe('true');
    expect(varyOf(response)).toContain('precognition');

    // The handler never ran: no new session, no cookie, the guest session is still a guest.
    expect(response.cookies).toEqual([]);
    expect(await sessionsOf(SELLER.email)).toBe(before);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, sha256Hex(client.sessionToken!)));
    expect(row?.user_id).toBeNull();
    expect((await client.request({ url: '/api/user' })).statusCode).toBe(401);
  });

  it('does not check the credentials: a wrong password is valid input', async () => {
    const { response } = await precognitive({ email: SELLER.email, password: 'WrongPass123' });
    expect(response.statusCode).toBe(204);
    expect(response.headers['precognition-success']).toBe('true');
  });

  it('answers 422 in the Laravel shape with Precognition and Vary, and no success header', async () => {
    const { response } = await precognitive({ email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Please enter a valid email address. (and 1 more error)',
      errors: {
        email: ['Please enter a valid email address.'],
        password: ['The password field is required.'],
      },
    });
    expect(response.headers.precognition).toBe('true');
    expect(response.headers['precognition-success']).toBeUndefined();
    expect(varyOf(response)).toContain('precognition');
  });

  it('with Precognition-Validate-Only, reports the requested fields only', async () => {
    const emailOnly = await precognitive({ email: 'not-an-email' }, { 'precognition-validate-only': 'email' });
    expect(emailOnly.response.statusCode).toBe(422);
    expect(emailOnly.response.json()).toEqual({
      message: 'Please enter a valid email address.',
      errors: { email: ['Please enter a valid email address.'] },
    });
    expect(emailOnly.response.headers.precognition).toBe('true');

    const passwordOnly = await precognitive({ email: 'not-an-email' }, { 'precognition-validate-only': 'password' });
    expect(passwordOnly.response.statusCode).toBe(422);
    expect(passwordOnly.response.json()).toEqual({
      message: 'The password field is required.',
      errors: { password: ['The password field is required.'] },
    });
  });

  it('with Precognition-Validate-Only, succeeds when only fields it did not ask for are invalid', async () => {
    const { response } = await precognitive({ email: 'seller@bizmarkt.test' }, { 'precognition-validate-only': 'email' });
    expect(response.statusCode).toBe(204);
    expect(response.headers.precognition).toBe('true');
    expect(response.headers['precognition-success']).toBe('true');
    expect(varyOf(response)).toContain('precognition');
  });

  it('answers the field errors in German with X-LANG: de', async () => {
    const { response } = await precognitive({ email: '' }, { 'x-lang': 'de', 'precognition-validate-only': 'email,password' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['E-Mail-Adresse muss ausgefüllt werden.'],
      password: ['Passwort muss ausgefüllt werden.'],
    });
  });

  it('still needs the CSRF token: 419 without it, not a Precognition answer', async () => {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    const response = await client.request({ method: 'POST', url: '/api/login', payload: SELLER, headers: { precognition: 'true' }, xsrf: false });
    expect(response.statusCode).toBe(419);
    expect(response.headers.precognition).toBeUndefined();
  });
});

describe('POST /api/login without Precognition', () => {
  it('logs in as before; the answer still varies on Precognition but is not a Precognition answer', async () => {
    const client = new TestClient(t.app);
    const response = await client.login(SELLER, { precognition: 'false' });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(SELLER.email);
    expect(response.headers.precognition).toBeUndefined();
    expect(varyOf(response)).toContain('precognition');
    expect((await client.request({ url: '/api/user' })).statusCode).toBe(200);
  });

  it('a 422 of the handler (wrong credentials) also varies on Precognition', async () => {
    const client = new TestClient(t.app);
    const response = await client.login({ email: SELLER.email, password: 'WrongPass123' });
    expect(response.statusCode).toBe(422);
    expect(response.headers.precognition).toBeUndefined();
    expect(varyOf(response)).toContain('precognition');
  });
});

describe('a route that did not opt in', () => {
  it('ignores the Precognition header: the answer lacks it, which the client reports as an error', async () => {
    const response = await t.app.inject({ url: '/api/categories', headers: { precognition: 'true', accept: 'application/json' } });
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
    expect(response.headers.precognition).toBeUndefined();
    expect(varyOf(response)).not.toContain('precognition');
  });
});
