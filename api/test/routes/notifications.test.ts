// app.notifier.notify (settings → in-app notification and email) and the notifications panel API:
// GET /api/notifications?page=, POST /api/notifications/read.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { emails, notifications, users, type NotificationType } from '../../src/db/schema';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@bizmarkt/shared/contract';
import { readUnsubscribeToken } from '../../src/mail/unsubscribe';
import { TestClient } from '../helpers/client';
import { FREE, PRO, SELLER, useTestApp } from '../helpers/test-app';

const t = useTestApp();

async function userId(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no seeded user ${email}`);
  return row.id;
}

async function notificationsOf(id: number) {
  return t.database.db.select().from(notifications).where(eq(notifications.user_id, id)).orderBy(notifications.id);
}

async function mailTo(email: string) {
  return t.database.db.select().from(emails).where(eq(emails.to_email, email)).orderBy(emails.id);
}

async function setFlags(id: number, group: 'app' | 'email', flags: Record<string, boolean>): Promise<void> {
  await t.database.db
    .update(users)
    .set({
      notification_settings: sql`jsonb_set(${users.notification_settings}, ${`{${group}}`}::text[], (${users.notification_settings} -> ${group}) || ${JSON.stringify(flags)}::jsonb)`,
    })
    .where(eq(users.id, id));
}

async function resetUser(id: number): Promise<void> {
  await t.database.db.delete(notifications).where(eq(notifications.user_id, id));
  await t.database.db.delete(emails).where(eq(emails.user_id, id));
  await t.database.db
    .update(users)
    .set({ notification_settings: DEFAULT_NOTIFICATION_SETTINGS, deleted_at: null, locale: 'en', email_verified_at: new Date() })
    .where(eq(users.id, id));
}

describe('app.notifier.notify', () => {
  let free: number;
  beforeEach(async () => {
    free = await userId(FREE.email);
    await resetUser(free);
  });
  afterAll(async () => {
    await resetUser(free);
  });

  it('stores the notification and queues its email with the unsubscribe link of its flag', async () => {
    const result = await t.app.notifier.notify(free, 'favorite-price-changed', { business_id: 5, business_name: 'Acme', business_price: 900, old_price: 1000 });
    const [stored] = await notificationsOf(free);
    expect(stored).toMatchObject({
      type: 'favorite-price-changed',
      read_at: null,
      data: { business_id: 5, business_name: 'Acme', business_price: 900, old_price: 1000 },
    });
    expect(result.notificationId).toBe(stored?.id);

    const [mail] = await mailTo(FREE.email);
    expect(result.emailId).toBe(mail?.id);
    expect(mail).toMatchObject({ template: 'notification.favorite-price-changed', locale: 'en', status: 'pending', user_id: free });
    expect(mail?.subject).toBe('New price for “Acme”');
    expect(mail?.text).toContain('Hi Frieda,');
    const token = decodeURIComponent(/token=([^>]+)>/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '');
    expect(readUnsubscribeToken(t.app.config.appKey, token)).toEqual({ userId: free, list: 'price_changes' });
  });

  it('leaves out the in-app notification when the app flag is off, and still emails', async () => {
    await setFlags(free, 'app', { favorites_updated: false });
    const result = await t.app.notifier.notify(free, 'favorite-updated', { business_name: 'Acme' });
    expect(result.notificationId).toBeNull();
    expect(await notificationsOf(free)).toHaveLength(0);
    expect(await mailTo(FREE.email)).toHaveLength(1);
  });

  it('leaves out the email when the email flag is off, and still notifies in the app', async () => {
    await setFlags(free, 'email', { nda_accepted: false });
    const result = await t.app.notifier.notify(free, 'nda-accepted', { business_name: 'Acme' });
    expect(result.emailId).toBeNull();
    expect(await notificationsOf(free)).toHaveLength(1);
    expect(await mailTo(FREE.email)).toHaveLength(0);
  });

  it('does nothing when both flags of the type are off', async () => {
    await setFlags(free, 'app', { my_listings: false });
    await setFlags(free, 'email', { my_listings: false });
    const types: NotificationType[] = [
      'business-verified',
      'business-canceled',
      'business-pending-verification',
      'business-was-hidden',
      'my-listings-outdated',
      'my-listings',
      'expired-sellerboard-integration',
    ];
    for (const type of types) await expect(t.app.notifier.notify(free, type, { days: 3 })).resolves.toEqual({ notificationId: null, emailId: null });
    expect(await notificationsOf(free)).toHaveLength(0);
    expect(await mailTo(FREE.email)).toHaveLength(0);
  });

  it('always notifies and emails account, billing and security notices, without an unsubscribe link', async () => {
    const allOff = (group: Record<string, boolean>) => Object.fromEntries(Object.keys(group).map((flag) => [flag, false]));
    await setFlags(free, 'app', allOff(DEFAULT_NOTIFICATION_SETTINGS.app as unknown as Record<string, boolean>));
    await setFlags(free, 'email', allOff(DEFAULT_NOTIFICATION_SETTINGS.email as unknown as Record<string, boolean>));
    const types: NotificationType[] = [
      'password-was-changed',
      'tax-verification-success',
      'tax-verification-failed',
      'payment-received',
      'payment-failed',
      'subscription-cancellation',
      'subscription-resumption',
      'subscription-extension',
    ];
    for (const type of types) await t.app.notifier.notify(free, type, {});
    expect((await notificationsOf(free)).map((row) => row.type)).toEqual(types);
    const mails = await mailTo(FREE.email);
    expect(mails.map((mail) => mail.template)).toEqual(types.map((type) => `notification.${type}`));
    for (const mail of mails) {
      expect(mail.headers).toEqual({});
      expect(mail.text).not.toContain('unsubscribed');
    }
  });

  it("writes in the user's language", async () => {
    await t.database.db.update(users).set({ locale: 'de' }).where(eq(users.id, free));
    await t.app.notifier.notify(free, 'tax-verification-failed');
    const [mail] = await mailTo(FREE.email);
    expect(mail).toMatchObject({ locale: 'de', subject: 'Ihre USt-IdNr. konnte nicht überprüft werden' });
    expect(mail?.text).toContain(`${t.app.config.appUrl}/de/billing`);
  });

  it('emails opt-out notices only to a confirmed address; account notices regardless', async () => {
    await t.database.db.update(users).set({ email_verified_at: null }).where(eq(users.id, free));
    const listing = await t.app.notifier.notify(free, 'business-verified', { business_name: 'Acme' });
    expect(listing.notificationId).not.toBeNull();
    expect(listing.emailId).toBeNull();
    const security = await t.app.notifier.notify(free, 'password-was-changed');
    expect(security.emailId).not.toBeNull();
    expect((await mailTo(FREE.email)).map((mail) => mail.template)).toEqual(['notification.password-was-changed']);
  });

  it('skips deleted and unknown users', async () => {
    await t.database.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, free));
    await expect(t.app.notifier.notify(free, 'password-was-changed')).resolves.toEqual({ notificationId: null, emailId: null });
    await expect(t.app.notifier.notify(999_999, 'password-was-changed')).resolves.toEqual({ notificationId: null, emailId: null });
    expect(await notificationsOf(free)).toHaveLength(0);
    expect(await mailTo(FREE.email)).toHaveLength(0);
  });
});

describe('GET /api/notifications', () => {
  let seller: number;
  let pro: number;

  beforeAll(async () => {
    seller = await userId(SELLER.email);
    pro = await userId(PRO.email);
    await t.database.db.delete(notifications);
    // 25 notifications for the seller, a minute apart, the newest last; 2 for another user
    await t.database.db.insert(notifications).values(
      Array.from({ length: 25 }, (_, i) => ({
        user_id: seller,
        type: 'business-verified' as const,
        data: { business_id: i + 1, business_name: `Business ${i + 1}`, business_price: '1250.50', secret: 'not in the contract' },
        created_at: new Date(Date.UTC(2026, 0, 1, 12, i)),
        read_at: i < 5 ? new Date(Date.UTC(2026, 0, 2)) : null,
      })),
    );
    await t.database.db.insert(notifications).values([
      { user_id: pro, type: 'payment-failed', data: {} },
      { user_id: pro, type: 'nda-requested', data: { buyer_name: 'Someone' } },
    ]);
  });

  it('answers 401 when logged out', async () => {
    const response = await t.app.inject({ url: '/api/notifications' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('lists the own notifications, newest first, 20 a page, with the live unread count', async () => {
    const client = new TestClient(t.app);
    await client.login(SELLER);
    const first = await client.request({ url: '/api/notifications' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json();
    expect(body.meta).toEqual({ current_page: 1, last_page: 2, total: 25, unread: 20 });
    expect(body.data).toHaveLength(20);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      type: 'notification.business-verified',
      created_at: '2026-01-01T12:24:00.000Z',
      read: false,
      data: { business_id: 25, business_name: 'Business 25', business_price: 1250.5 },
    });
    expect(body.data.map((item: { data: { business_id: number } }) => item.data.business_id)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));

    const second = (await client.request({ url: '/api/notifications?page=2' })).json();
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, total: 25, unread: 20 });
    expect(second.data.map((item: { data: { business_id: number }; read: boolean }) => [item.data.business_id, item.read])).toEqual([
      [5, true],
      [4, true],
      [3, true],
      [2, true],
      [1, true],
    ]);

    const beyond = (await client.request({ url: '/api/notifications?page=3' })).json();
    expect(beyond).toEqual({ data: [], meta: { current_page: 3, last_page: 2, total: 25, unread: 20 } });
  });

  it("never shows another user's notifications", async () => {
    const client = new TestClient(t.app);
    await client.login(PRO);
    const body = (await client.request({ url: '/api/notifications' })).json();
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, total: 2, unread: 2 });
    expect(body.data.map((item: { type: string }) => item.type).sort()).toEqual(['notification.nda-requested', 'notification.payment-failed']);
  });

  it('answers an empty first page for a user with none', async () => {
    const client = new TestClient(t.app);
    await client.login(FREE);
    await t.database.db.delete(notifications).where(eq(notifications.user_id, await userId(FREE.email)));
    const body = (await client.request({ url: '/api/notifications' })).json();
    expect(body).toEqual({ data: [], meta: { current_page: 1, last_page: 1, total: 0, unread: 0 } });
  });

  it('refuses a malformed page with 422', async () => {
    const client = new TestClient(t.app);
    await client.login(SELLER);
    for (const page of ['0', '-1', 'two', '1.5']) {
      const response = await client.request({ url: `/api/notifications?page=${page}` });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['page']);
    }
  });
});

describe('POST /api/notifications/read', () => {
  it('answers 419 without the CSRF token and 401 when logged out', async () => {
    const client = new TestClient(t.app);
    await client.login(SELLER);
    expect((await client.request({ method: 'POST', url: '/api/notifications/read', xsrf: false })).statusCode).toBe(419);
    const guest = new TestClient(t.app);
    await guest.csrfCookie();
    expect((await guest.request({ method: 'POST', url: '/api/notifications/read' })).statusCode).toBe(401);
  });

  it("marks all of the user's unread notifications read, and nobody else's", async () => {
    const seller = await userId(SELLER.email);
    const pro = await userId(PRO.email);
    await t.database.db.insert(notifications).values([
      { user_id: seller, type: 'password-was-changed' },
      { user_id: pro, type: 'payment-received' },
    ]);
    const proUnreadBefore = await t.app.repositories.notifications.countUnread(pro);
    expect(proUnreadBefore).toBeGreaterThan(0);
    const earlierRead = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, seller), sql`${notifications.read_at} is not null`));

    const client = new TestClient(t.app);
    await client.login(SELLER);
    const response = await client.request({ method: 'POST', url: '/api/notifications/read' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unread: 0 });

    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.user_id, seller), isNull(notifications.read_at))),
    ).toHaveLength(0);
    expect(await t.app.repositories.notifications.countUnread(pro)).toBe(proUnreadBefore);
    // already-read ones keep the time they were read
    for (const row of earlierRead) {
      const [now] = await t.database.db.select().from(notifications).where(eq(notifications.id, row.id));
      expect(now?.read_at?.toISOString()).toBe(row.read_at?.toISOString());
    }

    const page = (await client.request({ url: '/api/notifications' })).json();
    expect(page.meta.unread).toBe(0);
    expect(page.data.every((item: { read: boolean }) => item.read)).toBe(true);
    expect((await client.request({ url: '/api/sync?timestamp=1&latestMessageId=0' })).json().unreadNotifications).toBe(0);

    // idempotent
    expect((await client.request({ method: 'POST', url: '/api/notifications/read' })).json()).toEqual({ unread: 0 });
  });

  it('a notification created by the notifier shows up in the panel and is cleared by reading', async () => {
    const client = new TestClient(t.app);
    await client.login(FREE);
    const free = await userId(FREE.email);
    await t.app.notifier.notify(free, 'password-was-changed');
    const before = (await client.request({ url: '/api/notifications' })).json();
    expect(before.meta.unread).toBe(1);
    expect(before.data[0]).toMatchObject({ type: 'notification.password-was-changed', read: false, data: {} });
    await client.request({ method: 'POST', url: '/api/notifications/read' });
    const after = (await client.request({ url: '/api/notifications' })).json();
    expect(after.meta.unread).toBe(0);
    expect(after.data[0].read).toBe(true);
  });
});
