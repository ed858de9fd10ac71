import { sql } from 'drizzle-orm';
import { notificationSettingsSchema } from '@bizmarkt/shared/contract';
import { selectRows } from '../../src/db/client';
import { addNewMessageTo, DEFAULT_GENERATE_OPTIONS, GENERATED_EMAIL_DOMAIN, generateUsers, insertGenerated } from '../../src/seed/generate';
import { TestClient } from '../helpers/client';
import { PRO, useTestApp } from '../helpers/test-app';

// Generated listings carry 12–36 months of financials each: the inserts take a while under load.
jest.setTimeout(120_000);
const t = useTestApp();
// The first test's world crosses the insert batches of every table (users, notifications, listings and
// their monthly financials, dialogs, messages, NDA records), with batches of 150 rows instead of 5,000;
// the others check what is stored, on a smaller world.
const options = { ...DEFAULT_GENERATE_OPTIONS, users: 400, notificationsPerUser: 2, listings: 500, dialogs: 900, messages: 3000, batchSize: 150 };
const small = { ...DEFAULT_GENERATE_OPTIONS, users: 150, notificationsPerUser: 2, listings: 120, dialogs: 150, messages: 400 };

describe('insertGenerated', () => {
  it('inserts the generated users and notifications in batches, replacing an earlier run', async () => {
    const first = await insertGenerated(t.database.db, options, 'scrypt$fixed');
    expect(first.users).toBe(options.users);
    const again = await insertGenerated(t.database.db, options, 'scrypt$fixed');
    expect(again).toMatchObject({ users: options.users, notifications: first.notifications });

    const [counts] = await selectRows<{ users: number; notifications: number; seeded: number }>(
      t.database.db,
      sql`select
            (select count(*)::int from users where email like ${`%@${GENERATED_EMAIL_DOMAIN}`}) as users,
            (select count(*)::int from notifications n join users u on u.id = n.user_id
               where u.email like ${`%@${GENERATED_EMAIL_DOMAIN}`}) as notifications,
            (select count(*)::int from users where email like '%@bizmarkt.test') as seeded`,
    );
    expect(counts).toEqual({ users: options.users, notifications: first.notifications, seeded: expect.any(Number) });
    expect(counts!.seeded).toBeGreaterThan(0);
    expect(again).toMatchObject({
      listings: options.listings,
      dialogs: options.dialogs,
      messages: first.messages,
      attachments: first.attachments,
      ndaRecords: first.ndaRecords,
    });
    // The chat as asked for; the NDA requests and decisions (two messages a record) come on top.
    expect(again.messages).toBe(options.messages + 2 * again.ndaRecords);
    expect(again.attachments).toBeGreaterThan(options.messages * 0.02);
    expect(again.ndaRecords).toBeGreaterThan(0);
    // More rows than one batch holds, in every table written in batches.
    expect(Math.min(options.users, first.notifications, options.listings, options.dialogs, options.messages, again.ndaRecords)).toBeGreaterThan(
      options.batchSize,
    );

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
    expect(world).toEqual({ listings: options.listings, dialogs: options.dialogs, messages: again.messages, bad_parties: 0, bad_last: 0 });

    // Attachments look like uploaded ones: keys of the attachment store, a type, a name; a thumbnail for images only.
    const files = await selectRows<{
      dialog_id: number;
      message: string | null;
      media_key: string;
      thumb_key: string | null;
      media_type: string;
      media_name: string;
    }>(t.database.db, sql`select dialog_id, message, media_key, thumb_key, media_type, media_name from messages where type = 'media'`);
    expect(files).toHaveLength(again.attachments);
    for (const file of files) {
      expect(file.message).toBeNull();
      expect(file.media_name).toMatch(/^[a-z0-9-]+\.(jpg|png|pdf)$/);
      if (file.media_type === 'application/pdf') {
        expect(file.media_key).toMatch(new RegExp(`^messages/${file.dialog_id}/[0-9a-f]{32}\\.pdf$`));
        expect(file.thumb_key).toBeNull();
      } else {
        expect(file.media_type).toBe('image');
        expect(file.media_key).toMatch(new RegExp(`^messages/${file.dialog_id}/[0-9a-f]{32}\\.(jpg|png)$`));
        expect(file.thumb_key).toBe(file.media_key.replace(/\.(jpg|png)$/, '-thumb.$1'));
      }
    }

    // NDA records hold up as the routes write them: on NDA listings, signed by the dialog's buyer with the
    // current text's hash; the card exists; a pending one keeps its pending message, an answered one has its
    // decision message instead; an accepted, unrevoked one grants access.
    const [ndas] = await selectRows<{ records: number; pending: number; accepted: number; rejected: number; revoked: number; bad: number }>(
      t.database.db,
      sql`select count(*)::int as records,
            count(*) filter (where r.decision = 'pending')::int as pending,
            count(*) filter (where r.decision = 'accepted')::int as accepted,
            count(*) filter (where r.decision = 'rejected')::int as rejected,
            count(*) filter (where r.revoked_at is not null)::int as revoked,
            count(*) filter (where not b.nda or r.signer_id <> d.buyer_id or r.nda_version_id <> b.nda_version_id
              or r.nda_text_sha256 !~ '^[0-9a-f]{64}$'
              or not exists (select 1 from messages m where m.id = r.request_message_id and m.type = 'nda_request' and m.user_id = d.buyer_id)
              or (r.decision = 'pending') <> exists (select 1 from messages m where m.id = r.pending_message_id and m.type = 'nda_request_decision')
              or (r.decision = 'pending') = exists (select 1 from messages m where m.id = r.decision_message_id and m.user_id = d.seller_id
                   and m.type = case r.decision when 'accepted' then 'nda_request_decision_positive' else 'nda_request_decision_negative' end)
              or (r.decision = 'accepted' and r.revoked_at is null) <> exists (select 1 from nda_acceptances a where a.id = r.acceptance_id
                   and a.user_id = r.signer_id and a.nda_version_id = r.nda_version_id))::int as bad
          from nda_records r join dialogs d on d.id = r.dialog_id join businesses b on b.id = r.business_id`,
    );
    expect(ndas).toMatchObject({ records: again.ndaRecords, bad: 0 });
    for (const decision of ['pending', 'accepted', 'rejected'] as const) expect(ndas![decision]).toBeGreaterThan(0);
  });

  it('stores exactly what the generator produced, user by user', async () => {
    await insertGenerated(t.database.db, small, 'scrypt$fixed');
    const expected = [...generateUsers(small)].slice(0, 50);
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
    await insertGenerated(t.database.db, small, 'scrypt$fixed');
    const users = [...generateUsers(small)];
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
      with_price: alerting.filter((user) => user.alert!.ranges.price && (user.alert!.ranges.price.min !== null || user.alert!.ranges.price.max !== null))
        .length,
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
    await insertGenerated(t.database.db, small, 'scrypt$fixed');
    const id = await addNewMessageTo(t.database.db, PRO.email);
    const client = new TestClient(t.app);
    await client.login(PRO);
    const response = await client.request({ url: `/api/sync?timestamp=0&latestMessageId=${id - 1}` });
    expect(response.json().messages).toEqual([expect.objectContaining({ id, type: 'text', read: false })]);
  });
});
