// Generated users and their notifications.
import { sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@bizmarkt/shared/contract';
import { selectRows, type Db } from '../client';
import { NOTIFICATION_TYPES } from '../schema';
import { arr, batches, between, createRng, DAY_MS, GENERATED_EMAIL_DOMAIN, iso, pick, type GenerateOptions } from './common';

const FIRST_NAMES = [
  'Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta', 'Hannah', 'Jonas', 'Julia', 'Lena', 'Leon',
  'Lukas', 'Marie', 'Max', 'Mia', 'Noah', 'Olivia', 'Paul', 'Sophie', 'Tom', 'James', 'Emily', 'Daniel',
  'Sarah', 'Michael', 'Laura', 'Chris', 'Jessica', 'Ryan', 'Katharina', 'Matthias', 'Sabine', 'Thomas',
];
const LAST_NAMES = [
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann',
  'Koch', 'Richter', 'Klein', 'Wolf', 'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis',
  'Wilson', 'Taylor', 'Anderson', 'Thomas', 'Moore', 'Martin', 'Clark', 'Lewis', 'Walker', 'Young',
];
/** Weighted towards where this market's buyers and sellers are. */
const COUNTRIES = ['DE', 'DE', 'DE', 'DE', 'AT', 'CH', 'US', 'US', 'US', 'GB', 'GB', 'NL', 'FR', 'ES', 'IT', 'PL', 'CA', 'AU'];
const ROLES = ['buyer', 'buyer', 'buyer', 'seller', 'seller', 'universal', null] as const;
const ABOUT = [
  'Amazon FBA seller since 2017, focused on home and kitchen.',
  'Looking for profitable e-commerce brands with at least two years of history.',
  'Serial entrepreneur; I build and sell private-label brands.',
  'Investor in small online businesses in the DACH region.',
  'Supplement brand owner, expanding to the EU marketplaces.',
  null,
];

export interface GeneratedUser {
  name: string;
  last_name: string;
  email: string;
  email_verified_at: Date | null;
  role: (typeof ROLES)[number];
  subscription: string | null;
  country_code: string;
  about: string | null;
  locale: 'en' | 'de';
  notification_settings: NotificationSettings;
  created_at: Date;
}

export interface GeneratedNotification {
  /** Index into the generated users (0-based), resolved to an id at insert time. */
  userIndex: number;
  type: (typeof NOTIFICATION_TYPES)[number];
  data: Record<string, unknown>;
  read_at: Date | null;
  created_at: Date;
}

/** The users, in order; user `i` has the email `user-<i>@gen.bizmarkt.test`. */
export function* generateUsers(options: GenerateOptions): Generator<GeneratedUser> {
  const rng = createRng(options.seed);
  for (let i = 0; i < options.users; i += 1) {
    const country = pick(rng, COUNTRIES);
    const createdAt = new Date(options.now.getTime() - between(rng, 0, 3 * 365) * DAY_MS - between(rng, 0, DAY_MS - 1));
    yield {
      name: pick(rng, FIRST_NAMES),
      last_name: pick(rng, LAST_NAMES),
      email: `user-${i}@${GENERATED_EMAIL_DOMAIN}`,
      email_verified_at: rng() < 0.95 ? new Date(createdAt.getTime() + between(rng, 60, 86_400) * 1000) : null,
      role: pick(rng, ROLES),
      subscription: rng() < 0.15 ? 'active' : null,
      country_code: country,
      about: pick(rng, ABOUT),
      locale: ['DE', 'AT', 'CH'].includes(country) ? 'de' : 'en',
      notification_settings: DEFAULT_NOTIFICATION_SETTINGS,
      created_at: createdAt,
    };
  }
}

/** Notifications of the generated users (own random stream: changing it leaves users unchanged). */
export function* generateNotifications(options: GenerateOptions): Generator<GeneratedNotification> {
  const rng = createRng(options.seed ^ 0x5eed_0001);
  for (let userIndex = 0; userIndex < options.users; userIndex += 1) {
    const count = between(rng, 0, Math.round(2 * options.notificationsPerUser));
    for (let n = 0; n < count; n += 1) {
      const createdAt = new Date(options.now.getTime() - between(rng, 0, 180) * DAY_MS - between(rng, 0, DAY_MS - 1));
      yield {
        userIndex,
        type: pick(rng, NOTIFICATION_TYPES),
        data: { business_id: between(rng, 1, 100_000), business_name: `Brand ${between(rng, 1, 99_999)}`, days: between(rng, 1, 30) },
        read_at: rng() < 0.7 ? new Date(createdAt.getTime() + between(rng, 60, 7 * 86_400) * 1000) : null,
        created_at: createdAt,
      };
    }
  }
}

/** Inserts the users; answers their ids by index (user `i` is `ids[i]`). */
export async function insertUsers(db: Db, options: GenerateOptions, passwordHash: string): Promise<number[]> {
  const ids: number[] = [];
  for await (const batch of batches(generateUsers(options))) {
    const column = <K extends keyof GeneratedUser>(key: K) => batch.map((u) => u[key]);
    const inserted = await selectRows<{ id: number; email: string }>(
      db,
      sql`insert into users (name, last_name, email, email_verified_at, password_hash, role, subscription,
            country_code, about, locale, notification_settings, created_at, updated_at)
          select name, last_name, email, verified, ${passwordHash}, role, subscription, country_code, about, locale,
            ${JSON.stringify(DEFAULT_NOTIFICATION_SETTINGS)}::jsonb, created, created
          from unnest(${arr(column('name'))}::text[], ${arr(column('last_name'))}::text[], ${arr(column('email'))}::text[],
            ${arr(batch.map((u) => iso(u.email_verified_at)))}::timestamptz[], ${arr(column('role'))}::text[],
            ${arr(column('subscription'))}::text[], ${arr(column('country_code'))}::text[], ${arr(column('about'))}::text[],
            ${arr(column('locale'))}::text[], ${arr(batch.map((u) => iso(u.created_at)))}::timestamptz[])
            with ordinality as t(name, last_name, email, verified, role, subscription, country_code, about, locale, created, ord)
          order by ord
          returning id, email`,
    );
    // RETURNING's order is not promised: map each id back to its user by the index in the email.
    for (const row of inserted) ids[Number(row.email.slice('user-'.length, row.email.indexOf('@')))] = row.id;
  }
  return ids;
}

/** Inserts the notifications of the users `ids`; answers how many. */
export async function insertNotifications(db: Db, options: GenerateOptions, ids: readonly number[]): Promise<number> {
  let notifications = 0;
  for await (const batch of batches(generateNotifications(options))) {
    await db.execute(
      sql`insert into notifications (user_id, type, data, read_at, created_at)
          select * from unnest(${arr(batch.map((n) => ids[n.userIndex]))}::int[], ${arr(batch.map((n) => n.type))}::text[],
            ${arr(batch.map((n) => JSON.stringify(n.data)))}::jsonb[], ${arr(batch.map((n) => iso(n.read_at)))}::timestamptz[],
            ${arr(batch.map((n) => iso(n.created_at)))}::timestamptz[])`,
    );
    notifications += batch.length;
  }
  return notifications;
}
