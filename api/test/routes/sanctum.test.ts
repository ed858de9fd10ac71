// GET /sanctum/csrf-cookie, the session cookie, and the CSRF check on state-changing requests.
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../src/db/schema';
import { sha256Hex } from '../../src/lib/tokens';
import { findSetCookie, SESSION_COOKIE, TestClient, XSRF_COOKIE } from '../helpers/client';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const CSRF_MISMATCH = { message: 'CSRF token mismatch.' };
const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

async function sessionRow(token: string) {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.token_hash, sha256Hex(token)));
  return row;
}

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 and starts a guest session stored by the hash of its token', async () => {
    const response = await t.app.inject({ url: '/sanctum/csrf-cookie' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const session = findSetCookie(response, SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SEVEN_DAYS_S });
    expect(session?.secure).toBeFalsy();
    const xsrf = findSetCookie(response, XSRF_COOKIE);
    expect(xsrf).toMatchObject({ sameSite: 'Lax', path: '/', maxAge: SEVEN_DAYS_S });
    expect(xsrf?.httpOnly).toBeFalsy();

    const row = await sessionRow(session!.value);
    expect(row).toMatchObject({ user_id: null, csrf_token: xsrf!.value });
    // Only the hash is stored, never the token itself.
    const byRawToken = await t.database.db.select().from(sessions).where(eq(sessions.token_hash, session!.value));
    expect(byRawToken).toHaveLength(0);
  });

  it('keeps the existing session and its token when called again', async () => {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    const first = { session: client.sessionToken, xsrf: client.xsrfToken };
    const again = await client.csrfCookie();
    expect(again.statusCode).toBe(204);
    expect({ session: client.sessionToken, xsrf: client.xsrfToken }).toEqual(first);
  });

  it('marks the cookies Secure when the request came over https through the proxy', async () => {
    const response = await t.app.inject({ url: '/sanctum/csrf-cookie', headers: { 'x-forwarded-proto': 'https' } });
    expect(findSetCookie(response, SESSION_COOKIE)?.secure).toBe(true);
    expect(findSetCookie(response, XSRF_COOKIE)?.secure).toBe(true);
  });

  it('treats an unknown session cookie as no session and issues a new one', async () => {
    const response = await t.app.inject({
      url: '/sanctum/csrf-cookie',
      headers: { cookie: `${SESSION_COOKIE}=not-a-session-we-issued` },
    });
    const issued = findSetCookie(response, SESSION_COOKIE);
    expect(issued?.value).toBeDefined();
    expect(issued?.value).not.toBe('not-a-session-we-issued');
  });
});

describe('CSRF protection on state-changing requests', () => {
  const login = { email: 'nobody@bizmarkt.test', password: 'irrelevant' };

  it('answers 419 when there is no session at all, even with a header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: login,
      headers: { 'x-xsrf-token': 'anything' },
    });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual(CSRF_MISMATCH);
  });

  it('answers 419 when the session exists but the header is missing', async () => {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    const response = await client.request({ method: 'POST', url: '/api/login', payload: login, xsrf: false });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual(CSRF_MISMATCH);
  });

  it('answers 419 when the header does not match the session', async () => {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    const response = await client.request({
      method: 'POST',
      url: '/api/login',
      payload: login,
      headers: { 'x-xsrf-token': `${client.xsrfToken}x` },
    });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual(CSRF_MISMATCH);
  });

  it("answers 419 for another session's token", async () => {
    const victim = new TestClient(t.app);
    const attacker = new TestClient(t.app);
    await victim.csrfCookie();
    await attacker.csrfCookie();
    const response = await victim.request({
      method: 'POST',
      url: '/api/logout',
      headers: { 'x-xsrf-token': attacker.xsrfToken! },
    });
    expect(response.statusCode).toBe(419);
  });

  it('lets the request through with the matching token', async () => {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    const response = await client.request({ method: 'POST', url: '/api/login', payload: login });
    // Past the CSRF check: the credentials are judged (and fail).
    expect(response.statusCode).toBe(422);
  });

  it('URL-decodes the header as Laravel does', async () => {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    const encoded = [...client.xsrfToken!].map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
    const response = await client.request({
      method: 'POST',
      url: '/api/login',
      payload: login,
      headers: { 'x-xsrf-token': encoded },
    });
    expect(response.statusCode).toBe(422);
  });

  it('answers 419 for an expired session', async () => {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    await t.database.db
      .update(sessions)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(sessions.token_hash, sha256Hex(client.sessionToken!)));
    const response = await client.request({ method: 'POST', url: '/api/login', payload: login });
    expect(response.statusCode).toBe(419);
  });

  it('does not check safe methods', async () => {
    const response = await t.app.inject({ url: '/api/categories' });
    expect(response.statusCode).toBe(200);
  });
});

describe('sliding expiry', () => {
  it('moves the expiry forward and re-sends the cookies once the session has been idle', async () => {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    const hash = sha256Hex(client.sessionToken!);
    await t.database.db
      .update(sessions)
      .set({ last_activity: sql`now() - interval '2 days'`, expires_at: sql`now() + interval '5 days'` })
      .where(eq(sessions.token_hash, hash));

    // Any route that reads the session slides it (/api/categories is sessionless: reference data).
    const response = await client.request({ url: '/api/categories/counts' });
    expect(response.statusCode).toBe(200);
    expect(findSetCookie(response, SESSION_COOKIE)).toMatchObject({ value: client.sessionToken, maxAge: SEVEN_DAYS_S });

    const row = await sessionRow(client.sessionToken!);
    const daysLeft = (row!.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6.9);
    expect(Date.now() - row!.last_activity.getTime()).toBeLessThan(60_000);
  });

  it('slides an idle session once when several of its requests arrive together', async () => {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    await t.database.db
      .update(sessions)
      .set({ last_activity: sql`now() - interval '2 days'`, expires_at: sql`now() + interval '5 days'` })
      .where(eq(sessions.token_hash, sha256Hex(client.sessionToken!)));
    const touch = jest.spyOn(t.app.repositories.sessions, 'touch');
    try {
      const responses = await Promise.all(Array.from({ length: 5 }, () => client.request({ url: '/api/categories/counts' })));
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(touch).toHaveBeenCalledTimes(1);
      // The one that wrote re-sends the cookies; the others went on without waiting for it.
      expect(responses.filter((r) => findSetCookie(r, SESSION_COOKIE) !== undefined)).toHaveLength(1);
    } finally {
      touch.mockRestore();
    }
    const row = await sessionRow(client.sessionToken!);
    expect(Date.now() - row!.last_activity.getTime()).toBeLessThan(60_000);
  });

  it('does not write on every request of an active session', async () => {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    const response = await client.request({ url: '/api/categories/counts' });
    expect(findSetCookie(response, SESSION_COOKIE)).toBeUndefined();
  });
});
