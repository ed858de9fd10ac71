import { sql } from 'drizzle-orm';
import { notificationSettingsSchema } from '@bizmarkt/shared/contract';
import { selectRows } from '../../src/db/client';
import { addNewMessageTo, DEFAULT_GENERATE_OPTIONS, GENERATED_EMAIL_DOMAIN, generateUsers, insertGenerated } from '../../src/db/generate';
import { TestClient } from '../helpers/client';
import { PRO } from '../helpers/test-app';
import { useTestApp } from '../helpers/test-app';

// Generated listings carry 12–36 months of financials each: the inserts take a while under load.
jest.setTimeout(120_000);
const t = useTestApp();
const options = { ...DEFAULT_GENERATE_OPTIONS, users: 1200, notificationsPerUser: 2, listings: 2000, dialogs: 3000, messages: 12_000 };

describe('insertGenerated', () => {
  it('inserts the generated users and notifications in batches, replacing an earlier run', async () => {
    const first = await insertGenerated(t.database.db, options, 'scrypt$fixed');
    expect(first.users).toBe(1200);
    const again = await insertGenerated(t.database.db, options, 'scrypt$fixed');
    expect(again).toMatchObject({ users: 1200, notifications: first.notifications });

    const [counts] = await selectRows<{ users: number; notifications: number; seeded: number }>(
      t.database.db,
      sql`select
            (select count(*)::int from users where email like ${`%@${GENERATED_EMAIL_DOMAIN}`}) as users,
            (select count(*)::int from notifications n join users u on u.id = n.user_id
               where u.email like ${`%@${GENERATED_EMAIL_DOMAIN}`}) as notifications,
            (select count(*)::int from users where email like '%@bizmarkt.test') as seeded`,
    );
    expect(counts).toEqual({ users: 1200, notifications: first.notifications, seeded: expect.any(Number) });
    expect(counts!.seeded).toBeGreaterThan(0);
    expect(again).toMatchObject({ listings: 2000, dialogs: 3000, messages: 12_000 });

    const [world] = await selectRows<{ listings: number; dialogs: number; messages: number; bad_parties: number; bad_last: number }>(
      t.database.db,
      sql`select
            (select count(*)::int from businesses b join users u on u.id = b.user_id
               where u.email like ${`%@${GENERATED_EMAIL_DOMAIN}`}) as listings,
            (select count(*)::int from dialogs) as dialogs,
            (select count(*)::int from messages) as messages,
            -- every message goes between the dialog's buyer and the listing's owner, one to the other
            (select count(*)::int from messages m join dialogs d on d.id = m.dialog_id join businesses b on b.id = d.business_id
               where d.seller_id <> b.user_id or d.buyer_id = b.user_id
                  or not ((m.user_id = d.buyer_id and m.recipient_id = d.seller_id) or (m.user_id = d.seller_id and m.recipient_id = d.buyer_id))) as bad_parties,
            (select count(*)::int from dialogs d where d.last_message_at is distinct from (select max(created_at) from messages where dialog_id = d.id)) as bad_last`,
    );
    expect(world).toEqual({ listings: 2000, dialogs: 3000, messages: 12_000, bad_parties: 0, bad_last: 0 });
  });

  it('stores exactly what the generator produced, user by user', async () => {
    await insertGenerated(t.database.db, options, 'scrypt$fixed');
    const expected = [...generateUsers(options)].slice(0, 50);
    const rows = await selectRows<{ email: string; name: string; country_code: string; created_at: string | Date; locale: string }>(
      t.database.db,
      sql`select email, name, country_code, created_at, locale from users where email like ${`%@${GENERATED_EMAIL_DOMAIN}`}`,
    );
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    for (const user of expected) {
      const row = byEmail.get(user.email);
      expect(row).toMatchObject({ name: user.name, country_code: user.country_code, locale: user.locale });
      expect(new Date(row!.created_at).toISOString()).toBe(user.created_at.toISOString());
    }
  });

  it('gives part of the users a new-listing alert, which the users trigger puts into new_listing_alerts', async () => {
    await insertGenerated(t.database.db, options, 'scrypt$fixed');
    const users = [...generateUsers(options)];
    const alerting = users.filter((user) => user.alert !== null);
    expect(alerting.length / users.length).toBeGreaterThan(0.3);
    expect(alerting.length / users.length).toBeLessThan(0.5);
    const [row] = await selectRows<{ alerts: number; by_email: number; with_categories: number; with_price: number; bad_settings: number }>(
      t.database.db,
      sql`select count(*)::int as alerts,
                 count(*) filter (where a.email)::int as by_email,
                 count(*) filter (where cardinality(a.category_ids) > 0)::int as with_categories,
                 count(*) filter (where a.price <> '(,)'::numrange)::int as with_price,
                 count(*) filter (where not (u.notification_settings ? 'new_listing_alert_settings'))::int as bad_settings
          from new_listing_alerts a join users u on u.id = a.user_id
          where u.email like ${`%@${GENERATED_EMAIL_DOMAIN}`}`,
    );
    // Every generated alert has a bound, a category or email on, so each has its row; nobody else does.
    expect(row).toEqual({
      alerts: alerting.length,
      by_email: alerting.filter((user) => user.alert!.email).length,
      with_categories: alerting.filter((user) => user.alert!.categoryRanks.length > 0).length,
      with_price: alerting.filter((user) => user.alert!.ranges.price && (user.alert!.ranges.price.min !== null || user.alert!.ranges.price.max !== null)).length,
      bad_settings: 0,
    });
    // The stored settings are what the API itself accepts.
    const [stored] = await selectRows<{ settings: unknown }>(
      t.database.db,
      sql`select notification_settings as settings from users where email = ${alerting[0]!.email}`,
    );
    expect(notificationSettingsSchema.safeParse(typeof stored!.settings === 'string' ? JSON.parse(stored!.settings) : stored!.settings).success).toBe(true);
  });

  it("adds one new message that the recipient's next poll finds, and only that one", async () => {
    await insertGenerated(t.database.db, { ...options, messages: 3000 }, 'scrypt$fixed');
    const id = await addNewMessageTo(t.database.db, PRO.email);
    const client = new TestClient(t.app);
    await client.login(PRO);
    const response = await client.request({ url: `/api/sync?timestamp=0&latestMessageId=${id - 1}` });
    expect(response.json().messages).toEqual([expect.objectContaining({ id, type: 'text', read: false })]);
  });
});
