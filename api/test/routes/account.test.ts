// POST /api/delete-account and GET /api/user/export.
import { ACCOUNT_PATHS, DEFAULT_NOTIFICATION_SETTINGS } from '@bizmarkt/shared/contract';
import { eq, sql } from 'drizzle-orm';
import {
  clientErrorLogs,
  listings,
  dialogs,
  emails,
  messages,
  notifications,
  oauthIdentities,
  passwordResetTokens,
  rateLimits,
  sessions,
  users,
} from '../../src/db/schema';
import { forgotPasswordEmailKey, loginAccountKey, loginKey, verificationMinuteKey } from '../../src/lib/throttle-keys';
import { createUser, loggedIn, multipartBody, pngFixture, TEST_PASSWORD, useAccountsApp } from '../helpers/accounts';
import { TestClient } from '../helpers/client';
import { isStored } from '../helpers/media';

jest.setTimeout(60_000);
const t = useAccountsApp();

const rowOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const deleteAccount = (client: TestClient, payload: unknown, headers: Record<string, string> = {}) =>
  client.request({ method: 'POST', url: ACCOUNT_PATHS.deleteAccount, payload: payload as object, headers });

async function emailRow(userId: number | null, to: string, status: 'pending' | 'sent') {
  await t.database.db.insert(emails).values({
    user_id: userId,
    to_email: to,
    template: 'verify-email',
    locale: 'en',
    subject: `Subject for ${to}`,
    html: `<p>Hello ${to}</p>`,
    text: `Hello ${to}`,
    status,
    sent_at: status === 'sent' ? new Date() : null,
  });
}

describe('POST /api/delete-account', () => {
  it('anonymises the account, removes personal data, ends every session and frees the email', async () => {
    const user = await createUser(t.database, {
      about: 'About me',
      website: 'example.org',
      partner_code: 'abc',
      notification_settings: { ...DEFAULT_NOTIFICATION_SETTINGS, email: { ...DEFAULT_NOTIFICATION_SETTINGS.email, weekly_newsletter: true } },
    });
    const other = await loggedIn(t.app, user.email);
    const client = await loggedIn(t.app, user.email);

    // An avatar in the media store, and personal data in every other table.
    const { payload, headers } = multipartBody(
      { role: 'buyer', name: 'Del', last_name: 'Eted', country_code: 'DE', about: 'About me' },
      { filename: 'a.png', contentType: 'image/png', data: pngFixture(40, 40) },
    );
    expect((await client.request({ method: 'POST', url: ACCOUNT_PATHS.updateUser(user.id), payload, headers })).statusCode).toBe(200);
    const avatarKey = (await rowOf(user.id)).avatar!;
    expect(await isStored(t.app.media, avatarKey)).toBe(true);
    await t.database.db.insert(notifications).values({ user_id: user.id, type: 'password-was-changed', data: {} });
    await t.database.db.insert(passwordResetTokens).values({ user_id: user.id, token_hash: 'a'.repeat(64) });
    await t.database.db.insert(oauthIdentities).values({ user_id: user.id, provider: 'oidc', subject: `sub-${user.id}` });
    await t.database.db.insert(rateLimits).values([
      { key: loginKey(user.email, '10.0.0.1'), hits: 2, reset_at: new Date(Date.now() + 60_000) },
      { key: loginAccountKey(user.email), hits: 3, reset_at: new Date(Date.now() + 60_000) },
      { key: forgotPasswordEmailKey(user.email), hits: 1, reset_at: new Date(Date.now() + 60_000) },
      { key: verificationMinuteKey(user.id), hits: 1, reset_at: new Date(Date.now() + 60_000) },
      { key: 'login:someone-else@example.com|10.0.0.1', hits: 2, reset_at: new Date(Date.now() + 60_000) },
    ]);
    await emailRow(user.id, user.email, 'pending');
    await emailRow(user.id, user.email, 'sent');
    await emailRow(null, user.email.toUpperCase(), 'pending');
    await t.database.db.insert(clientErrorLogs).values({
      batch_id: '00000000-0000-4000-8000-000000000001',
      type: 'manual',
      name: 'Error',
      message: 'boom',
      user_id: user.id,
    });

    const response = await deleteAccount(client, { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(204);

    const row = await rowOf(user.id);
    expect(row).toMatchObject({
      email: `deleted-${user.id}@deleted.invalid`,
      name: null,
      last_name: null,
      about: null,
      website: null,
      avatar: null,
      avatar_thumb: null,
      avatar_thumb_64: null,
      country_code: null,
      password_hash: null,
      partner_code: null,
      email_verified_at: null,
      notification_settings: DEFAULT_NOTIFICATION_SETTINGS,
    });
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect(await isStored(t.app.media, avatarKey)).toBe(false);

    expect(await t.database.db.select().from(notifications).where(eq(notifications.user_id, user.id))).toEqual([]);
    expect(await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.user_id, user.id))).toEqual([]);
    expect(await t.database.db.select().from(oauthIdentities).where(eq(oauthIdentities.user_id, user.id))).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.user_id, user.id))).toEqual([]);
    const keys = (await t.database.db.select().from(rateLimits)).map((limit) => limit.key);
    expect(keys).not.toContain(loginKey(user.email, '10.0.0.1'));
    expect(keys).not.toContain(loginAccountKey(user.email));
    expect(keys).not.toContain(forgotPasswordEmailKey(user.email));
    expect(keys).not.toContain(verificationMinuteKey(user.id));
    expect(keys).toContain('login:someone-else@example.com|10.0.0.1');

    // Unsent mail is gone; sent mail is a bare record addressed to the placeholder.
    const mail = await t.database.db
      .select()
      .from(emails)
      .where(sql`${emails.user_id} = ${user.id} or lower(${emails.to_email}) in (lower(${user.email}), ${row.email})`);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ status: 'sent', to_email: row.email, subject: '', html: '', text: '', template: 'verify-email' });
    const [log] = await t.database.db.select().from(clientErrorLogs).where(eq(clientErrorLogs.message, 'boom'));
    expect(log?.user_id).toBeNull();

    // Both browsers are logged out; this one carries on with a fresh guest session.
    expect((await other.request({ url: '/api/user' })).statusCode).toBe(401);
    expect((await client.request({ url: '/api/user' })).statusCode).toBe(401);
    expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual(['XSRF-TOKEN', 'bizmarkt_session']);
    expect((await client.request({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);

    // Nobody logs in as the deleted account; its profile shows a deleted user.
    expect((await new TestClient(t.app).login({ email: user.email, password: TEST_PASSWORD })).statusCode).toBe(422);
    const viewer = await loggedIn(t.app, 'free@bizmarkt.test', 'FreeBuyerPass123');
    expect((await viewer.request({ url: ACCOUNT_PATHS.publicProfile(user.id) })).json()).toMatchObject({ deleted: true, name: null });

    // The email is free for a new account.
    const fresh = new TestClient(t.app);
    await fresh.csrfCookie();
    const registration = await fresh.request({
      method: 'POST',
      url: ACCOUNT_PATHS.register,
      payload: { email: user.email, password: 'Meadow-Falcon-61', password_confirmation: 'Meadow-Falcon-61', terms: true },
    });
    expect(registration.statusCode).toBe(201);
    expect(registration.json().id).not.toBe(user.id);
  });

  it('refuses a wrong or missing password (English and German) and keeps everything', async () => {
    const user = await createUser(t.database);
    const client = await loggedIn(t.app, user.email);
    const wrong = await deleteAccount(client, { password: 'Not-The-Password-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: 'The password is incorrect.', errors: { password: ['The password is incorrect.'] } });
    const missing = await deleteAccount(client, {}, { 'x-lang': 'de' });
    expect(missing.json().errors).toEqual({ password: ['Passwort muss ausgefüllt werden.'] });
    const wrongDe = await deleteAccount(client, { password: 'nope' }, { 'x-lang': 'de' });
    expect(wrongDe.json().errors).toEqual({ password: ['Das Passwort ist falsch.'] });
    expect((await rowOf(user.id)).deleted_at).toBeNull();
    expect((await client.request({ url: '/api/user' })).statusCode).toBe(200);
  });

  it('confirms an account without a password by its email', async () => {
    const user = await createUser(t.database);
    const client = await loggedIn(t.app, user.email);
    await t.database.db.update(users).set({ password_hash: null }).where(eq(users.id, user.id));
    const wrong = await deleteAccount(client, { email: 'someone@example.com' });
    expect(wrong.json().errors).toEqual({ email: ['The email does not match the email address of your account.'] });
    const missing = await deleteAccount(client, { password: 'whatever' });
    expect(missing.json().errors).toEqual({ email: ['The email field is required.'] });
    const right = await deleteAccount(client, { email: ` ${user.email.toUpperCase()} ` });
    expect(right.statusCode).toBe(204);
    expect((await rowOf(user.id)).deleted_at).toBeInstanceOf(Date);
  });

  it('answers 401 logged out and 419 without the CSRF token', async () => {
    const guest = new TestClient(t.app);
    await guest.csrfCookie();
    expect((await deleteAccount(guest, { password: 'x' })).statusCode).toBe(401);
    const user = await createUser(t.database);
    const client = await loggedIn(t.app, user.email);
    const response = await client.request({ method: 'POST', url: ACCOUNT_PATHS.deleteAccount, payload: { password: TEST_PASSWORD }, xsrf: false });
    expect(response.statusCode).toBe(419);
    expect((await rowOf(user.id)).deleted_at).toBeNull();
  });
});

describe('GET /api/user/export', () => {
  it('downloads everything held about the user as JSON, without the password hash', async () => {
    const user = await createUser(t.database, { partner_code: 'p42', about: 'Exported' });
    const client = await loggedIn(t.app, user.email, TEST_PASSWORD, { 'user-agent': 'ExportTest/1.0' });
    await t.database.db.insert(notifications).values({ user_id: user.id, type: 'password-was-changed', data: {} });
    await emailRow(user.id, user.email, 'sent');
    const other = await createUser(t.database);
    const [listing] = await t.database.db.insert(listings).values({ user_id: other.id, name: 'Export Brand', status: 'published' }).returning();
    const [dialog] = await t.database.db.insert(dialogs).values({ business_id: listing!.id, buyer_id: user.id, seller_id: other.id }).returning();
    await t.database.db.insert(messages).values([
      { dialog_id: dialog!.id, user_id: user.id, recipient_id: other.id, message: 'Is it still for sale?' },
      { dialog_id: dialog!.id, user_id: other.id, recipient_id: user.id, message: 'Yes, it is.' },
    ]);

    const response = await client.request({ url: ACCOUNT_PATHS.exportData });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="bizmarkt-data-${user.id}.json"`);
    const data = response.json();
    expect(data.account).toMatchObject({ id: user.id, email: user.email, about: 'Exported', partner_code: 'p42', locale: 'en' });
    expect(data.account.notification_settings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(data.notifications).toEqual([expect.objectContaining({ type: 'password-was-changed' })]);
    expect(data.sessions).toEqual([expect.objectContaining({ user_agent: 'ExportTest/1.0', ip_address: '127.0.0.1' })]);
    expect(data.emails).toEqual([expect.objectContaining({ subject: `Subject for ${user.email}`, status: 'sent', to: user.email })]);
    // A buyer without PRO: the seller's words are withheld here as in the locked chat (issue #27).
    expect(data.messages).toEqual([expect.objectContaining({ dialog_id: dialog!.id, sent_by_me: true, message: 'Is it still for sale?' })]);
    expect(response.body).not.toContain('Yes, it is.');
    expect(data.listings).toEqual([]);
    expect(response.body).not.toMatch(/scrypt|password_hash/);

    expect((await t.app.inject({ url: ACCOUNT_PATHS.exportData })).statusCode).toBe(401);

    // With PRO the buyer takes the whole conversation along; the seller always has it.
    await t.database.db.update(users).set({ subscription: 'active' }).where(eq(users.id, user.id));
    const proExport = (await client.request({ url: ACCOUNT_PATHS.exportData })).json();
    expect(proExport.messages).toEqual([
      expect.objectContaining({ dialog_id: dialog!.id, sent_by_me: true, message: 'Is it still for sale?' }),
      expect.objectContaining({ dialog_id: dialog!.id, sent_by_me: false, message: 'Yes, it is.' }),
    ]);
    const seller = await loggedIn(t.app, other.email, TEST_PASSWORD);
    const sellerExport = (await seller.request({ url: ACCOUNT_PATHS.exportData })).json();
    expect(sellerExport.messages).toEqual([
      expect.objectContaining({ sent_by_me: false, message: 'Is it still for sale?' }),
      expect.objectContaining({ sent_by_me: true, message: 'Yes, it is.' }),
    ]);
  });
});
