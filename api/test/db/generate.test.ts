import { sql } from 'drizzle-orm';
import { selectRows } from '../../src/db/client';
import { DEFAULT_GENERATE_OPTIONS, GENERATED_EMAIL_DOMAIN, generateUsers, insertGenerated } from '../../src/db/generate';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();
const options = { ...DEFAULT_GENERATE_OPTIONS, users: 1200, notificationsPerUser: 2 };

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
});
