// Realistic volumes for the bench (issue #5): a deterministic generator. The same seed and counts
// give the same rows on every machine and driver; rows go in through multi-row `unnest` inserts
// (one statement per batch), not row by row.
//
// Defaults: 10k users (with ~5 notifications each), 100k listings, 1M messages across 50k dialogs.
// Each kind of row has its own random stream, so changing one count leaves the others' rows alone
// where they don't depend on it. Generated users are recognisable by their email domain, so a re-run
// replaces them and everything hanging on them. Later issues add their tables' rows here.
import { sql } from 'drizzle-orm';
import type { NotificationSettings } from '@bizmarkt/shared/contract';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@bizmarkt/shared/contract';
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
  listings: number;
  dialogs: number;
  /** Messages in all, spread evenly over the dialogs (at least one per dialog when there are any). */
  messages: number;
  /** The fixed "now" that generated dates are relative to (deterministic output). */
  now: Date;
}

export const DEFAULT_GENERATE_OPTIONS: GenerateOptions = {
  seed: 1,
  users: 10_000,
  notificationsPerUser: 5,
  listings: 100_000,
  dialogs: 50_000,
  messages: 1_000_000,
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

const ADJECTIVES = ['Green', 'Smart', 'Happy', 'Urban', 'Pure', 'Bright', 'Nordic', 'Alpine', 'Cozy', 'Prime', 'Bold', 'Fresh'];
const NOUNS = ['Kitchen', 'Pets', 'Outdoor', 'Beauty', 'Fitness', 'Baby', 'Garden', 'Coffee', 'Tools', 'Yoga', 'Travel', 'Home'];
const SUFFIXES = ['Co.', 'Brand', 'Store', 'Goods', 'Supply', 'Labs'];
const LISTING_STATUS_WEIGHTS = ['published', 'published', 'published', 'published', 'published', 'pending', 'draft', 'canceled', 'hidden'] as const;
const CHAT_LINES = [
  'Hi, is the business still available?',
  'Could you share the last 12 months of P&L?',
  'What are the main traffic sources?',
  'Sure, I will send the figures after the NDA.',
  'How many hours per week does it take to run?',
  'Are the supplier contracts transferable?',
  'We could close within 30 days.',
  'Thanks, I will review and get back to you.',
];

export interface GeneratedListing {
  /** Index into the generated users of the owner. */
  ownerIndex: number;
  /** Ends with " <index>" so rows can be matched to their index after the insert. */
  name: string;
  status: (typeof LISTING_STATUS_WEIGHTS)[number];
  /** 1-based position in the seeded categories' sort order (resolved to an id at insert time). */
  categoryRank: number;
  price: number;
  nda: boolean;
  created_at: Date;
}

export interface GeneratedDialog {
  listingIndex: number;
  buyerIndex: number;
  buyer_step: number;
  seller_step: number;
  created_at: Date;
}

export interface GeneratedMessage {
  dialogIndex: number;
  /** True when the buyer wrote it (else the listing's owner). */
  fromBuyer: boolean;
  type: 'text' | 'nda_request';
  message: string;
  read: boolean;
  created_at: Date;
}

/** Listings, owned by the generated sellers (users with the role seller or universal). */
export function* generateListings(options: GenerateOptions): Generator<GeneratedListing> {
  if (options.users === 0) return;
  const sellers = [...generateUsers(options)].flatMap((u, i) => (u.role === 'seller' || u.role === 'universal' ? [i] : []));
  const owners = sellers.length > 0 ? sellers : [0];
  const rng = createRng(options.seed ^ 0x5eed_0002);
  for (let i = 0; i < options.listings; i += 1) {
    yield {
      ownerIndex: pick(rng, owners),
      name: `${pick(rng, ADJECTIVES)} ${pick(rng, NOUNS)} ${pick(rng, SUFFIXES)} ${i}`,
      status: pick(rng, LISTING_STATUS_WEIGHTS),
      categoryRank: between(rng, 1, 12),
      // Log-uniform between $20k and $5M: most brands are small, a few are large.
      price: Math.round(Math.exp(Math.log(20_000) + rng() * (Math.log(5_000_000) - Math.log(20_000))) / 1000) * 1000,
      nda: rng() < 0.3,
      created_at: new Date(options.now.getTime() - between(rng, 0, 2 * 365) * DAY_MS - between(rng, 0, DAY_MS - 1)),
    };
  }
}

/** Dialogs: a buyer (never the owner) about a listing; at most one per listing and buyer. */
export function* generateDialogs(options: GenerateOptions, owners: readonly number[]): Generator<GeneratedDialog> {
  if (options.listings === 0 || options.users < 2) return;
  const rng = createRng(options.seed ^ 0x5eed_0003);
  const seen = new Set<string>();
  let made = 0;
  let attempts = 0;
  while (made < options.dialogs && attempts < options.dialogs * 20) {
    attempts += 1;
    const listingIndex = between(rng, 0, options.listings - 1);
    const buyerIndex = between(rng, 0, options.users - 1);
    const key = `${listingIndex}:${buyerIndex}`;
    if (buyerIndex === owners[listingIndex] || seen.has(key)) continue;
    seen.add(key);
    made += 1;
    yield {
      listingIndex,
      buyerIndex,
      buyer_step: between(rng, 1, 7),
      seller_step: between(rng, 1, 7),
      created_at: new Date(options.now.getTime() - between(rng, 30, 365) * DAY_MS - between(rng, 0, DAY_MS - 1)),
    };
  }
}

/** Messages: `messages / dialogs` per dialog (the remainder to the first ones), in time order. */
export function* generateMessages(options: GenerateOptions, dialogs: readonly Pick<GeneratedDialog, 'created_at'>[]): Generator<GeneratedMessage> {
  if (dialogs.length === 0) return;
  const rng = createRng(options.seed ^ 0x5eed_0004);
  const base = Math.floor(options.messages / dialogs.length);
  const remainder = options.messages % dialogs.length;
  for (let d = 0; d < dialogs.length; d += 1) {
    const count = base + (d < remainder ? 1 : 0);
    let at = dialogs[d]!.created_at.getTime();
    for (let m = 0; m < count; m += 1) {
      at += between(rng, 1, 24 * 60) * 60_000;
      const fromBuyer = m === 0 || rng() < 0.5;
      yield {
        dialogIndex: d,
        fromBuyer,
        type: m === 1 && fromBuyer && rng() < 0.3 ? 'nda_request' : 'text',
        message: pick(rng, CHAT_LINES),
        // The last few of a conversation may still be unread.
        read: m < count - 3 || rng() < 0.6,
        created_at: new Date(Math.min(at, options.now.getTime())),
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
  const generated = sql`select id from users where email like ${`%@${GENERATED_EMAIL_DOMAIN}`}`;
  // Listings of generated users (their dialogs and messages go with them by cascade), then dialogs
  // in which a generated user is the buyer, then the users (notifications, sessions cascade).
  await db.execute(sql`delete from businesses where user_id in (${generated})`);
  await db.execute(sql`delete from dialogs where buyer_id in (${generated}) or seller_id in (${generated})`);
  const rows = await selectRows<{ id: number }>(
    db,
    sql`delete from users where email like ${`%@${GENERATED_EMAIL_DOMAIN}`} returning id`,
  );
  return rows.length;
}

export interface GenerateResult {
  users: number;
  notifications: number;
  listings: number;
  dialogs: number;
  messages: number;
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

  // Listings: ids come back matched by the index at the end of the name.
  const categoryIds = (await selectRows<{ id: number }>(db, sql`select id from categories order by sort, id`)).map((row) => row.id);
  const listingIds: number[] = [];
  const listingOwners: number[] = [];
  for await (const batch of batches(generateListings(options))) {
    for (const listing of batch) listingOwners.push(listing.ownerIndex);
    const inserted = await selectRows<{ id: number; name: string }>(
      db,
      sql`insert into businesses (user_id, name, status, category_id, price, nda, created_at, updated_at)
          select u, n, st, c, p, nd, cr, cr from unnest(${arr(batch.map((l) => ids[l.ownerIndex]))}::int[], ${arr(batch.map((l) => l.name))}::text[],
            ${arr(batch.map((l) => l.status))}::text[],
            ${arr(batch.map((l) => (categoryIds.length > 0 ? categoryIds[(l.categoryRank - 1) % categoryIds.length] : null)))}::int[],
            ${arr(batch.map((l) => l.price))}::bigint[], ${arr(batch.map((l) => l.nda))}::boolean[],
            ${arr(batch.map((l) => iso(l.created_at)))}::timestamptz[]) as t(u, n, st, c, p, nd, cr)
          returning id, name`,
    );
    for (const row of inserted) listingIds[Number(row.name.slice(row.name.lastIndexOf(' ') + 1))] = row.id;
  }

  // Dialogs: matched back by their unique (listing, buyer) pair.
  const dialogRows = [...generateDialogs(options, listingOwners)];
  const dialogIds: number[] = [];
  const dialogParties: Array<{ buyer: number; seller: number }> = [];
  for (let start = 0; start < dialogRows.length; start += BATCH) {
    const batch = dialogRows.slice(start, start + BATCH);
    const inserted = await selectRows<{ id: number; business_id: number; buyer_id: number }>(
      db,
      sql`insert into dialogs (business_id, buyer_id, seller_id, buyer_step, seller_step, created_at)
          select * from unnest(${arr(batch.map((d) => listingIds[d.listingIndex]))}::int[], ${arr(batch.map((d) => ids[d.buyerIndex]))}::int[],
            ${arr(batch.map((d) => ids[listingOwners[d.listingIndex]!]))}::int[], ${arr(batch.map((d) => d.buyer_step))}::int[],
            ${arr(batch.map((d) => d.seller_step))}::int[], ${arr(batch.map((d) => iso(d.created_at)))}::timestamptz[])
          returning id, business_id, buyer_id`,
    );
    const byPair = new Map(inserted.map((row) => [`${row.business_id}:${row.buyer_id}`, row.id]));
    batch.forEach((d, i) => {
      dialogIds[start + i] = byPair.get(`${listingIds[d.listingIndex]}:${ids[d.buyerIndex]}`)!;
      dialogParties[start + i] = { buyer: ids[d.buyerIndex]!, seller: ids[listingOwners[d.listingIndex]!]! };
    });
  }

  let messageCount = 0;
  for await (const batch of batches(generateMessages(options, dialogRows))) {
    const author = (m: GeneratedMessage) => (m.fromBuyer ? dialogParties[m.dialogIndex]!.buyer : dialogParties[m.dialogIndex]!.seller);
    const recipient = (m: GeneratedMessage) => (m.fromBuyer ? dialogParties[m.dialogIndex]!.seller : dialogParties[m.dialogIndex]!.buyer);
    await db.execute(
      sql`insert into messages (dialog_id, user_id, recipient_id, type, message, read, created_at)
          select * from unnest(${arr(batch.map((m) => dialogIds[m.dialogIndex]))}::int[], ${arr(batch.map(author))}::int[],
            ${arr(batch.map(recipient))}::int[], ${arr(batch.map((m) => m.type))}::text[], ${arr(batch.map((m) => m.message))}::text[],
            ${arr(batch.map((m) => m.read))}::boolean[], ${arr(batch.map((m) => iso(m.created_at)))}::timestamptz[])`,
    );
    messageCount += batch.length;
  }
  if (dialogIds.length > 0) {
    await db.execute(sql`update dialogs d set last_message_at = m.last from
      (select dialog_id, max(created_at) as last from messages where dialog_id = any(${arr(dialogIds)}::int[]) group by dialog_id) m
      where d.id = m.dialog_id`);
  }

  return {
    users: ids.filter((id) => id !== undefined).length,
    notifications,
    listings: listingIds.filter((id) => id !== undefined).length,
    dialogs: dialogIds.length,
    messages: messageCount,
    milliseconds: Date.now() - started,
  };
}

/**
 * One fresh message to the user with `email` from the owner of a generated listing (the bench's
 * "sync with one new message": a poll with latestMessageId = id − 1 finds exactly this one).
 * Answers the message id.
 */
export async function addNewMessageTo(db: Db, email: string): Promise<number> {
  const [user] = await selectRows<{ id: number }>(db, sql`select id from users where lower(email) = lower(${email})`);
  if (!user) throw new Error(`no user ${email}`);
  const [listing] = await selectRows<{ id: number; user_id: number }>(
    db,
    sql`select b.id, b.user_id from businesses b join users u on u.id = b.user_id
        where u.email like ${`%@${GENERATED_EMAIL_DOMAIN}`} and b.user_id <> ${user.id} and b.status = 'published'
        order by b.id limit 1`,
  );
  if (!listing) throw new Error('no generated published listing to write from (generate listings first)');
  const [dialog] = await selectRows<{ id: number }>(
    db,
    sql`insert into dialogs (business_id, buyer_id, seller_id) values (${listing.id}, ${user.id}, ${listing.user_id})
        on conflict (business_id, buyer_id) do update set last_message_at = now() returning id`,
  );
  const [message] = await selectRows<{ id: number }>(
    db,
    sql`insert into messages (dialog_id, user_id, recipient_id, message)
        values (${dialog!.id}, ${listing.user_id}, ${user.id}, 'Thanks for your interest: when would suit you for a call?')
        returning id`,
  );
  await db.execute(sql`update dialogs set last_message_at = now() where id = ${dialog!.id}`);
  return Number(message!.id);
}
