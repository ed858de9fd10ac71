// GET /api/user
import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '../../src/db/schema';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@bizmarkt/shared/contract';
import { sha256Hex } from '../../src/lib/tokens';
import { TestClient } from '../helpers/client';
import { ADMIN, PRO, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const UNAUTHENTICATED = { message: 'Unauthenticated.' };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const USER_KEYS = [
  'about',
  'avatar',
  'avatar_thumb',
  'avatar_thumb_64',
  'country_code',
  'created_at',
  'email',
  'email_verified_at',
  'facebook',
  'has_password',
  'id',
  'instagram',
  'is_admin',
  'last_name',
  'name',
  'notification_settings',
  'notifications',
  'pinterest',
  'role',
  'subscription',
  'twitter',
  'unread_notifications',
  'website',
];

describe('GET /api/user', () => {
  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('answers 401 for a guest session', async () => {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    const response = await client.request({ url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it("answers the logged-in user in the contract's shape, without the password hash", async () => {
    const client = new TestClient(t.app);
    await client.login(PRO);
    const response = await client.request({ url: '/api/user' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const user = response.json();
    expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    // `has_password` is a flag; the hash (or any password value) must never appear.
    expect(response.body).not.toMatch(/"password(_hash)?"|scrypt|partner_code/);
    expect(user).toMatchObject({
      name: 'Paul',
      last_name: 'Pro',
      email: PRO.email,
      role: 'buyer',
      subscription: 'active',
      country_code: 'US',
      avatar: null,
      about: null,
      notifications: [],
      unread_notifications: 0,
      notification_settings: DEFAULT_NOTIFICATION_SETTINGS,
      is_admin: false,
    });
    expect(typeof user.id).toBe('number');
    expect(user.created_at).toMatch(ISO_DATE);
    expect(user.email_verified_at).toMatch(ISO_DATE);
  });

  it('says whether the user is an administrator (the header shows the moderation link)', async () => {
    const client = new TestClient(t.app);
    await client.login(ADMIN);
    expect((await client.request({ url: '/api/user' })).json().is_admin).toBe(true);
  });

  it('fills notification settings saved before a flag existed with the defaults', async () => {
    await t.database.db
      .update(users)
      .set({ notification_settings: sql`'{"email":{"new_message":false}}'::jsonb` })
      .where(eq(users.email, ADMIN.email));
    const client = new TestClient(t.app);
    await client.login(ADMIN);
    const settings = (await client.request({ url: '/api/user' })).json().notification_settings;
    expect(settings.email.new_message).toBe(false);
    expect(settings.email.my_listings).toBe(true);
    expect(settings.app).toEqual(DEFAULT_NOTIFICATION_SETTINGS.app);
  });

  it('answers 401 once the session has expired', async () => {
    const client = new TestClient(t.app);
    await client.login(PRO);
    await t.database.db
      .update(sessions)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(sessions.token_hash, sha256Hex(client.sessionToken!)));
    const response = await client.request({ url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });
});
