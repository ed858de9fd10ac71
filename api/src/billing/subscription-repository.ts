// SQL of subscriptions, processed provider events, invoices (with their gap-free numbers) and the
// user's PRO flag. Functions take the database or a transaction: the webhook handler runs one event
// in one transaction.
import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoiceCounters, invoices, providerEvents, subscriptions, users, type InvoiceRow, type SubscriptionRow } from '../db/schema';

export type NewSubscription = typeof subscriptions.$inferInsert;
export type SubscriptionChanges = Partial<Omit<NewSubscription, 'id' | 'user_id' | 'provider' | 'provider_subscription_id'>>;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'number' | 'year' | 'sequence'>;

/**
 * Records the event id; false when it was processed before (a replay). Inside the handler's
 * transaction: a failed handler rolls the record back, so the provider's retry is processed.
 */
export async function claimEvent(db: Db, event: { id: string; provider: string; type: string; occurredAt: Date }): Promise<boolean> {
  const rows = await db
    .insert(providerEvents)
    .values({ id: event.id, provider: event.provider, type: event.type, occurred_at: event.occurredAt })
    .onConflictDoNothing()
    .returning({ id: providerEvents.id });
  return rows.length > 0;
}

/** The subscription by the provider's id, locked for this transaction. */
export async function lockSubscription(db: Db, provider: string, providerId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.provider_subscription_id, providerId)))
    .for('update');
  return row ?? null;
}

export async function insertSubscription(db: Db, row: NewSubscription): Promise<SubscriptionRow> {
  const [created] = await db.insert(subscriptions).values(row).returning();
  if (!created) throw new Error('subscription insert returned no row');
  return created;
}

export async function updateSubscription(db: Db, id: number, changes: SubscriptionChanges): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(subscriptions.id, id))
    .returning();
  if (!row) throw new Error(`subscription ${id} vanished`);
  return row;
}

/** The user's current subscription: the newest that has not ended, else the newest. */
export async function currentSubscription(db: Db, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.user_id, userId))
    .orderBy(sql`${subscriptions.ended_at} is null desc`, desc(subscriptions.created_at), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

/** Subscriptions whose time may be up at `now` (cancelled past their end, past due past their grace). */
export async function subscriptionsDue(db: Db, now: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        isNull(subscriptions.ended_at),
        or(
          and(eq(subscriptions.cancel_at_period_end, true), lte(subscriptions.current_period_end, now)),
          and(eq(subscriptions.status, 'past_due'), lte(subscriptions.grace_until, now)),
        ),
      ),
    )
    .limit(500);
}

/** Keeps `users.subscription` (what the user answer, the subscribed guard and the header read) in step. */
export async function setUserPro(db: Db, userId: number, pro: boolean): Promise<void> {
  await db
    .update(users)
    .set({ subscription: pro ? 'active' : null, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * The next invoice number of the year, without gaps: the year's counter row is created if missing,
 * then locked FOR UPDATE until the transaction ends, so concurrent payments queue here and a rolled
 * back invoice gives its number back.
 */
export async function nextInvoiceSequence(db: Db, year: number): Promise<number> {
  await db.insert(invoiceCounters).values({ year, last_number: 0 }).onConflictDoNothing();
  const [counter] = await db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year)).for('update');
  if (!counter) throw new Error(`invoice counter of ${year} missing`);
  const next = counter.last_number + 1;
  await db.update(invoiceCounters).set({ last_number: next }).where(eq(invoiceCounters.year, year));
  return next;
}

export function invoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

export async function invoiceForPayment(db: Db, providerPaymentId: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.provider_payment_id, providerPaymentId));
  return row ?? null;
}

/** Numbers and stores an invoice (call inside a transaction). */
export async function insertInvoice(db: Db, invoice: NewInvoice): Promise<InvoiceRow> {
  const year = invoice.issued_at.getUTCFullYear();
  const sequence = await nextInvoiceSequence(db, year);
  const [row] = await db
    .insert(invoices)
    .values({ ...invoice, year, sequence, number: invoiceNumber(year, sequence) })
    .returning();
  if (!row) throw new Error('invoice insert returned no row');
  return row;
}

export async function invoicesOf(db: Db, userId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.user_id, userId)).orderBy(desc(invoices.issued_at), desc(invoices.id));
}

export async function invoiceById(db: Db, id: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

export async function setInvoicePdf(db: Db, id: number, key: string): Promise<void> {
  await db.update(invoices).set({ pdf_key: key }).where(eq(invoices.id, id));
}

/** The provider's cumulative refunded amount (capped at the gross), and the status it gives; never goes down. */
export async function recordInvoiceRefund(db: Db, id: number, amountRefunded: number): Promise<void> {
  const refunded = sql`least(${invoices.gross_amount}, greatest(${invoices.refunded_amount}, ${amountRefunded}))`;
  await db
    .update(invoices)
    .set({
      refunded_amount: refunded,
      status: sql`case when ${refunded} >= ${invoices.gross_amount} then 'refunded' when ${refunded} > 0 then 'partially_refunded' else 'paid' end`,
    })
    .where(eq(invoices.id, id));
}
