// Realistic volumes for the bench (issue #5): a deterministic generator. The same seed and counts
// give the same rows on every machine and driver; rows go in through multi-row `unnest` inserts
// (one statement per batch), not row by row.
//
// Each table the product grows gets a step in STEPS: the listings, dialogs and messages steps join
// with the issues that create those tables (defaults there: 100k listings, 1M messages across 50k
// dialogs). Generated users are recognisable by their email domain, so a re-run can replace them.
import { sql } from 'drizzle-orm';
import type { NotificationSettings } from '../contract';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../domain/notification-settings';
import { selectRows, type Db } from './client';
import { NOTIFICATION_TYPES } from './schema';

export const GENERATED_EMAIL_DOMAIN = 'gen.bizmarkt.test';

/** mulberry32: small, fast and good enough for test data; the same seed gives the same sequence. */
export function createRng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

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

export interface GenerateOptions {
  seed: number;
  users: number;
  /** Average notifications per user (0 to 2× this, uniformly). */
  notificationsPerUser: number;
  /** The fixed "now" that generated dates are relative to (deterministic output). */
  now: Date;
}

export const DEFAULT_GENERATE_OPTIONS: GenerateOptions = {
  seed: 1,
  users: 10_000,
  notificationsPerUser: 5,
  now: new Date('2026-11-01T00:00:00Z'),
};

const DAY_MS = 24 * 60 * 60 * 1000;

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

const BATCH = 5_000;

async function* batches<T>(rows: Iterable<T>, size = BATCH): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
/** One bound array parameter (a bare array in Drizzle's `sql` would be spread into a list). */
const arr = (values: readonly unknown[]) => sql.param(values);

/** Removes earlier generated users (and, by cascade, what hangs on them). */
export async function clearGenerated(db: Db): Promise<number> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`delete from users where email like ${`%@${GENERATED_EMAIL_DOMAIN}`} returning id`,
  );
  return rows.length;
}

export interface GenerateResult {
  users: number;
  notifications: number;
  milliseconds: number;
}

/**
 * Inserts the generated data. All generated users share one password hash (hashing 10k scrypt
 * passwords would take minutes and measures nothing); `passwordHash` is that hash.
 */
export async function insertGenerated(db: Db, options: GenerateOptions, passwordHash: string): Promise<GenerateResult> {
  const started = Date.now();
  await clearGenerated(db);
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
  return { users: ids.filter((id) => id !== undefined).length, notifications, milliseconds: Date.now() - started };
}
