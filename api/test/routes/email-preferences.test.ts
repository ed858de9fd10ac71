// GET/POST /api/email-preferences and POST /api/unsubscribe (our page's JSON and the mail clients'
// RFC 8058 one-click form POST).
import { eq, sql } from 'drizzle-orm';
import { emails, users } from '../../src/db/schema';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@bizmarkt/shared/contract';
import { signToken } from '../../src/lib/signing';
import { unsubscribeToken } from '../../src/mail/unsubscribe';
import { TestClient } from '../helpers/client';
import { FREE, PRO, SELLER, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const ALL_ON = {
  my_listings: true,
  favorites_updated: true,
  favorites_listing_sold: true,
  nda_accepted: true,
  nda_requested: true,
  price_changes: true,
  new_message: true,
  weekly_newsletter: true,
  new_listing_alerts: true,
};

async function userId(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no seeded user ${email}`);
  return row.id;
}

async function settingsOf(id: number) {
  const [row] = await t.database.db.select({ settings: users.notification_settings }).from(users).where(eq(users.id, id));
  return row?.settings;
}

/** Custom settings in every group, so a test sees that only the email group changes. */
const CUSTOM = {
  ...DEFAULT_NOTIFICATION_SETTINGS,
  email: ALL_ON,
  app: { ...DEFAULT_NOTIFICATION_SETTINGS.app, price_changes: false },
  new_listing_alert_settings: { ...DEFAULT_NOTIFICATION_SETTINGS.new_listing_alert_settings, price: { min: 1000, max: 50000 }, category_ids: [2, 3] },
};

async function resetSettings(id: number) {
  await t.database.db.update(users).set({ notification_settings: CUSTOM, deleted_at: null }).where(eq(users.id, id));
}

describe('GET /api/email-preferences', () => {
  it('answers 401 when logged out', async () => {
    const response = await t.app.inject({ url: '/api/email-preferences' });
    expect(response.statusCode).toBe(401);
  });

  it('answers the email group of the settings', async () => {
    await resetSettings(await userId(PRO.email));
    const client = new TestClient(t.app);
    await client.login(PRO);
    const response = await client.request({ url: '/api/email-preferences' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(ALL_ON);
  });

  it('fills in flags missing from stored settings with the defaults', async () => {
    const pro = await userId(PRO.email);
    await t.database.db
      .update(users)
      .set({ notification_settings: sql`'{"email":{"price_changes":false}}'::jsonb` })
      .where(eq(users.id, pro));
    const client = new TestClient(t.app);
    await client.login(PRO);
    expect((await client.request({ url: '/api/email-preferences' })).json()).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS.email, price_changes: false });
  });
});

describe('POST /api/email-preferences', () => {
  const choice = { ...ALL_ON, weekly_newsletter: false, price_changes: false, new_listing_alerts: false };

  it('answers 419 without the CSRF token and 401 when logged out', async () => {
    const client = new TestClient(t.app);
    await client.login(PRO);
    expect((await client.request({ method: 'POST', url: '/api/email-preferences', payload: choice, xsrf: false })).statusCode).toBe(419);
    const guest = new TestClient(t.app);
    await guest.csrfCookie();
    expect((await guest.request({ method: 'POST', url: '/api/email-preferences', payload: choice })).statusCode).toBe(401);
  });

  it('saves the email group and keeps the app group and the alert settings', async () => {
    const pro = await userId(PRO.email);
    await resetSettings(pro);
    const client = new TestClient(t.app);
    await client.login(PRO);
    const response = await client.request({ method: 'POST', url: '/api/email-preferences', payload: choice });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(choice);
    expect(await settingsOf(pro)).toEqual({ ...CUSTOM, email: choice });
    expect((await client.request({ url: '/api/email-preferences' })).json()).toEqual(choice);
    // the user record reads the same
    expect((await client.request({ url: '/api/user' })).json().notification_settings.email).toEqual(choice);
  });

  it('refuses a missing or non-boolean flag with 422 field errors, in English and German', async () => {
    const pro = await userId(PRO.email);
    await resetSettings(pro);
    const client = new TestClient(t.app);
    await client.login(PRO);
    const { weekly_newsletter: _dropped, ...missing } = ALL_ON;
    const response = await client.request({ method: 'POST', url: '/api/email-preferences', payload: { ...missing, price_changes: 'no' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The price changes field must be true or false. (and 1 more error)',
      errors: {
        price_changes: ['The price changes field must be true or false.'],
        weekly_newsletter: ['The weekly newsletter field is required.'],
      },
    });
    const german = await client.request({ method: 'POST', url: '/api/email-preferences', payload: { ...ALL_ON, new_message: 1 }, headers: { 'x-lang': 'de' } });
    expect(german.statusCode).toBe(422);
    expect(german.json().errors).toEqual({ new_message: ['New message muss entweder wahr oder falsch sein.'] });
    const notAnObject = await client.request({ method: 'POST', url: '/api/email-preferences', payload: [true] });
    expect(notAnObject.statusCode).toBe(422);
    expect(Object.keys(notAnObject.json().errors)).toHaveLength(9);
    expect(await settingsOf(pro)).toEqual(CUSTOM);
  });
});

describe('POST /api/unsubscribe', () => {
  let free: number;
  beforeEach(async () => {
    free = await userId(FREE.email);
    await resetSettings(free);
  });
  afterAll(async () => {
    await t.database.db.update(users).set({ notification_settings: DEFAULT_NOTIFICATION_SETTINGS, deleted_at: null }).where(eq(users.id, free));
  });

  /** The token of a real mail: the notifier queues it, the footer link carries it. */
  async function tokenFromMail(): Promise<{ pageToken: string; oneClickUrl: string }> {
    await t.database.db.update(users).set({ email_verified_at: new Date() }).where(eq(users.id, free));
    const { emailId } = await t.app.notifier.notify(free, 'favorite-price-changed', { business_name: 'Acme', business_price: 5 });
    if (emailId === null) throw new Error('no mail queued');
    const [mail] = await t.database.db.select().from(emails).where(eq(emails.id, emailId));
    const pageLink = /https?:\/\/\S+\/unsubscribed\?token=(\S+)/.exec(mail?.text ?? '');
    const header = /^<(.+)>$/.exec(mail?.headers['List-Unsubscribe'] ?? '');
    if (!pageLink?.[1] || !header?.[1]) throw new Error('the mail has no unsubscribe link');
    return { pageToken: decodeURIComponent(pageLink[1]), oneClickUrl: header[1] };
  }

  it('turns the flag off with the token of the mail, without a session or CSRF token, and is idempotent', async () => {
    const { pageToken } = await tokenFromMail();
    const response = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token: pageToken } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ list: 'price_changes', email: 'f***@bizmarkt.test' });
    expect(await settingsOf(free)).toEqual({ ...CUSTOM, email: { ...ALL_ON, price_changes: false } });

    const again = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token: pageToken } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ list: 'price_changes', email: 'f***@bizmarkt.test' });
    expect(await settingsOf(free)).toEqual({ ...CUSTOM, email: { ...ALL_ON, price_changes: false } });

    // and the next such notice is no longer emailed
    const next = await t.app.notifier.notify(free, 'favorite-price-changed', { business_name: 'Acme' });
    expect(next.emailId).toBeNull();
  });

  it("accepts a mail client's one-click POST (form body, token in the query)", async () => {
    const { oneClickUrl } = await tokenFromMail();
    const url = new URL(oneClickUrl);
    expect(url.pathname).toBe('/api/unsubscribe');
    const response = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ list: 'price_changes', email: 'f***@bizmarkt.test' });
    expect((await settingsOf(free))?.email.price_changes).toBe(false);
  });

  it('accepts the one-click POST as multipart/form-data too (RFC 8058 prefers it)', async () => {
    const token = unsubscribeToken(t.app.config.appKey, free, 'nda_requested');
    const boundary = '----bizmarkt';
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(200);
    expect((await settingsOf(free))?.email.nda_requested).toBe(false);
  });

  it("'all' turns every email flag off and leaves the app group alone", async () => {
    const token = unsubscribeToken(t.app.config.appKey, free, 'all');
    const response = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ list: 'all', email: 'f***@bizmarkt.test' });
    const settings = await settingsOf(free);
    expect(Object.values(settings?.email ?? {})).toEqual(Array(9).fill(false));
    expect(settings?.app).toEqual(CUSTOM.app);
    expect(settings?.new_listing_alert_settings).toEqual(CUSTOM.new_listing_alert_settings);
  });

  it('refuses a forged or garbled token with 422, in English and German, changing nothing', async () => {
    for (const token of ['garbage', 'a.b', unsubscribeToken('another-key-0123456789abcdef0123456789', free, 'all')]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'This unsubscribe link is invalid.', errors: { token: ['This unsubscribe link is invalid.'] } });
    }
    const german = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', headers: { 'x-lang': 'de' }, payload: { token: 'garbage' } });
    expect(german.json()).toEqual({ message: 'Dieser Abmeldelink ist ungültig.', errors: { token: ['Dieser Abmeldelink ist ungültig.'] } });
    expect(await settingsOf(free)).toEqual(CUSTOM);
  });

  it('refuses a token whose user id was changed', async () => {
    const seller = await userId(SELLER.email);
    await resetSettings(seller);
    const token = unsubscribeToken(t.app.config.appKey, free, 'all');
    const [, signature] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ u: seller, l: 'all' })).toString('base64url');
    const response = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token: `${forgedBody}.${signature}` } });
    expect(response.statusCode).toBe(422);
    expect(await settingsOf(seller)).toEqual(CUSTOM);
    await t.database.db.update(users).set({ notification_settings: DEFAULT_NOTIFICATION_SETTINGS }).where(eq(users.id, seller));
  });

  it('refuses a signed token naming an unknown list', async () => {
    const token = signToken(t.app.config.appKey, { u: free, l: 'password_reset' });
    const response = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token } });
    expect(response.statusCode).toBe(422);
  });

  it('answers a deleted account like an invalid link', async () => {
    const token = unsubscribeToken(t.app.config.appKey, free, 'all');
    await t.database.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, free));
    const response = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ token: ['This unsubscribe link is invalid.'] });
    expect(await settingsOf(free)).toEqual(CUSTOM);
  });

  it('asks for the token when there is none', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The token field is required.', errors: { token: ['The token field is required.'] } });
  });

  it('a GET of the one-click URL (old mail clients, link scanners) only leads to the confirmation page', async () => {
    const token = unsubscribeToken(t.app.config.appKey, free, 'all');
    const response = await t.app.inject({ url: `/api/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${t.app.config.appUrl}/unsubscribed?token=${encodeURIComponent(token)}`);
    expect(await settingsOf(free)).toEqual(CUSTOM);
  });

  // Issue #9 point 10: every route reads form bodies as Laravel does (until then this answered 415).
  it('reads a form-encoded save like JSON, flags as 1/0', async () => {
    const id = await userId(PRO.email);
    await resetSettings(id);
    const client = new TestClient(t.app);
    await client.login(PRO);
    const form = new URLSearchParams(Object.entries({ ...ALL_ON, weekly_newsletter: false }).map(([flag, on]): [string, string] => [flag, on ? '1' : '0']));
    const response = await client.request({
      method: 'POST',
      url: '/api/email-preferences',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(200);
    expect((await settingsOf(id))?.email).toEqual({ ...ALL_ON, weekly_newsletter: false });
  });
});
