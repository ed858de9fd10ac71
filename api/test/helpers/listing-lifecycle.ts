// Helpers of the listing lifecycle suites (moderation, edits, scheduled rules): listings written
// straight into the database in any status, and what the users were told.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/db/client';
import {
  listings,
  listingLifecycleEvents,
  listingMonths,
  emails,
  jobs,
  notifications,
  users,
  type ListingRow,
  type NotificationType,
} from '../../src/db/schema';

export type NewListing = Partial<typeof listings.$inferInsert>;

/** The first days of the `count` calendar months before `now`'s month, oldest first (`YYYY-MM-01`). */
export function monthsBefore(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = count; back >= 1; back -= 1) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(date.toISOString().slice(0, 10));
  }
  return months;
}

let sequence = 0;

/**
 * Inserts a listing of the user with 12 months of financials (a realistic small FBA brand) and
 * answers its id. Anything may be overridden (status, price, financials_updated_at, hidden_until…).
 */
export async function insertListing(database: DatabaseHandle, userId: number, overrides: NewListing = {}, monthsCount = 12): Promise<number> {
  sequence += 1;
  const now = new Date();
  const [row] = await database.db
    .insert(listings)
    .values({
      user_id: userId,
      name: `Kitchen gadgets brand ${sequence}`,
      status: 'published',
      price: 250_000,
      summary: 'A private-label kitchen brand selling on Amazon US and DE.',
      description: 'Twelve products in the kitchen category, supplier in Ningbo.',
      fba_statuses: ['fba', 'private_label'],
      marketplaces: ['US', 'DE'],
      financials_source: 'manual',
      financials_updated_at: now,
      months_count: monthsCount,
      submitted_at: now,
      ...overrides,
    })
    .returning({ id: listings.id });
  if (!row) throw new Error('listing insert returned no row');
  if (monthsCount > 0) {
    await database.db.insert(listingMonths).values(
      monthsBefore(now, monthsCount).map((month, index) => ({
        business_id: row.id,
        month,
        revenue: 40_000 + index * 500,
        cogs: 12_000,
        amazon_fees: 9_000,
        advertising: 4_000,
        refunds: 800,
        other_expenses: 1_200,
      })),
    );
  }
  return row.id;
}

export async function listingRow(database: DatabaseHandle, id: number): Promise<ListingRow> {
  const [row] = await database.db.select().from(listings).where(eq(listings.id, id));
  if (!row) throw new Error(`no listing ${id}`);
  return row;
}

export async function setListing(database: DatabaseHandle, id: number, changes: NewListing): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await database.db.update(listings).set(changes).where(eq(listings.id, id));
}

export async function userIdOf(database: DatabaseHandle, email: string): Promise<number> {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The user's notifications about one listing (of one type, when given), oldest first. */
export async function notificationsAbout(database: DatabaseHandle, userId: number, listingId: number, type?: NotificationType) {
  const rows = await database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), type ? eq(notifications.type, type) : undefined))
    .orderBy(notifications.id);
  return rows.filter((row) => (row.data as { business_id?: unknown }).business_id === listingId);
}

/** Emails queued for the user with a notification template (`notification.<type>`), newest first. */
export async function mailsOf(database: DatabaseHandle, userId: number, type: NotificationType) {
  return database.db
    .select()
    .from(emails)
    .where(and(eq(emails.user_id, userId), eq(emails.template, `notification.${type}`)))
    .orderBy(desc(emails.id));
}

export async function eventsOf(database: DatabaseHandle, listingId: number) {
  return database.db.select().from(listingLifecycleEvents).where(eq(listingLifecycleEvents.business_id, listingId)).orderBy(listingLifecycleEvents.id);
}

/** Runs every due job (queued favourites news, the sweep when due) by the app's clock. */
export async function runJobs(app: FastifyInstance): Promise<number> {
  return app.jobsWorker.runDue();
}

/** Queued jobs of a kind (pending), e.g. the favourites fan-out of an edit. */
export async function pendingJobs(database: DatabaseHandle, kind: string) {
  return database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.status, 'pending')));
}
