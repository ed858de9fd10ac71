// Generated users and their notifications.
import { sql } from 'drizzle-orm';
import { ALERT_RANGE_FIELDS, DEFAULT_NOTIFICATION_SETTINGS, type AlertRangeField, type NotificationSettings } from '@bizmarkt/shared/contract';
import { selectRows, type Db } from '../../db/client';
import { NOTIFICATION_TYPES } from '../../db/schema';
import { arr, batches, batchSizeOf, between, createRng, DAY_MS, GENERATED_EMAIL_DOMAIN, iso, pick, type GenerateOptions, type Rng } from './common';

const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Emma',
  'Felix',
  'Greta',
  'Hannah',
  'Jonas',
  'Julia',
  'Lena',
  'Leon',
  'Lukas',
  'Marie',
  'Max',
  'Mia',
  'Noah',
  'Olivia',
  'Paul',
  'Sophie',
  'Tom',
  'James',
  'Emily',
  'Daniel',
  'Sarah',
  'Michael',
  'Laura',
  'Chris',
  'Jessica',
  'Ryan',
  'Katharina',
  'Matthias',
  'Sabine',
  'Thomas',
];
const LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Miller',
  'Davis',
  'Wilson',
  'Taylor',
  'Anderson',
  'Thomas',
  'Moore',
  'Martin',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
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

/** Share of generated users with a new-listing alert (the users trigger fills `new_listing_alerts`). */
export const ALERT_SHARE = 0.4;
/** Category ranks (1–12, as the listings use them) are mapped to the seeded categories at insert time. */
const CATEGORY_RANKS = 12;

type Bound = { min: number | null; max: number | null };

/** A generated user's new-listing alert: some ranges, maybe categories, maybe by email too. */
export interface GeneratedAlert {
  ranges: Partial<Record<AlertRangeField, Bound>>;
  categoryRanks: number[];
  email: boolean;
}

/** One alert as buyers set them: a price band mostly, now and then a profit, margin, multiple or age bound. */
function generateAlert(rng: Rng): GeneratedAlert | null {
  if (rng() >= ALERT_SHARE) return null;
  const ranges: GeneratedAlert['ranges'] = {};
  if (rng() < 0.7) {
    const min = pick(rng, [null, 0, 50_000, 100_000, 250_000]);
    const max = pick(rng, [null, 250_000, 500_000, 1_000_000, 2_000_000]);
    ranges.price = { min, max: max !== null && min !== null && max <= min ? null : max };
  }
  if (rng() < 0.2) ranges.sales = { min: pick(rng, [100_000, 250_000, 500_000, 1_000_000]), max: null };
  if (rng() < 0.4) ranges.net_profit = { min: pick(rng, [10_000, 25_000, 50_000, 100_000]), max: null };
  if (rng() < 0.3) ranges.profit_margin = { min: pick(rng, [10, 15, 20, 25]), max: null };
  if (rng() < 0.3) ranges.profit_multiply = { min: null, max: pick(rng, [2, 3, 4]) };
  if (rng() < 0.3) ranges.age = { min: pick(rng, [1, 2, 3, 5]), max: null };
  const categoryRanks = rng() < 0.5 ? [...new Set(Array.from({ length: between(rng, 1, 3) }, () => between(rng, 1, CATEGORY_RANKS)))] : [];
  const email = rng() < 0.5;
  const bounded = Object.values(ranges).some((range) => range.min !== null || range.max !== null);
  // An alert with no bound, no category and no email is no alert at all (the trigger keeps no row).
  if (!bounded && categoryRanks.length === 0 && !email) ranges.price = { min: 100_000, max: null };
  return { ranges, categoryRanks, email };
}

/** The user's settings with the alert in them (category ranks → the seeded categories' ids). */
export function settingsWithAlert(alert: GeneratedAlert | null, categoryIds: readonly number[]): NotificationSettings {
  if (!alert) return DEFAULT_NOTIFICATION_SETTINGS;
  const none: Bound = { min: null, max: null };
  const ranges = Object.fromEntries(ALERT_RANGE_FIELDS.map((field) => [field, alert.ranges[field] ?? none])) as Record<AlertRangeField, Bound>;
  const categories = categoryIds.length === 0 ? [] : [...new Set(alert.categoryRanks.map((rank) => categoryIds[(rank - 1) % categoryIds.length]!))];
  return {
    ...DEFAULT_NOTIFICATION_SETTINGS,
    email: { ...DEFAULT_NOTIFICATION_SETTINGS.email, new_listing_alerts: alert.email },
    new_listing_alert_settings: { ...ranges, category_ids: categories },
  };
}

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
  /** Turned into `notification_settings` at insert time (see settingsWithAlert). */
  alert: GeneratedAlert | null;
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
  // The alerts have their own stream: adding them left every other value of the users as it was.
  const alertRng = createRng(options.seed ^ 0x5eed_0005);
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
      alert: generateAlert(alertRng),
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
  const categoryIds = (await selectRows<{ id: number }>(db, sql`select id from categories order by sort, id`)).map((row) => row.id);
  for await (const batch of batches(generateUsers(options), batchSizeOf(options))) {
    const column = <K extends keyof GeneratedUser>(key: K) => batch.map((u) => u[key]);
    const inserted = await selectRows<{ id: number; email: string }>(
      db,
      sql`insert into users (name, last_name, email, email_verified_at, password_hash, role, subscription,
            country_code, about, locale, notification_settings, created_at, updated_at)
          select name, last_name, email, verified, ${passwordHash}, role, subscription, country_code, about, locale,
            settings, created, created
          from unnest(${arr(column('name'))}::text[], ${arr(column('last_name'))}::text[], ${arr(column('email'))}::text[],
            ${arr(batch.map((u) => iso(u.email_verified_at)))}::timestamptz[], ${arr(column('role'))}::text[],
            ${arr(column('subscription'))}::text[], ${arr(column('country_code'))}::text[], ${arr(column('about'))}::text[],
            ${arr(column('locale'))}::text[], ${arr(batch.map((u) => JSON.stringify(settingsWithAlert(u.alert, categoryIds))))}::jsonb[],
            ${arr(batch.map((u) => iso(u.created_at)))}::timestamptz[])
            with ordinality as t(name, last_name, email, verified, role, subscription, country_code, about, locale, settings, created, ord)
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
  for await (const batch of batches(generateNotifications(options), batchSizeOf(options))) {
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
