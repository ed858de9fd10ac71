// What a verified subscription or invoice event does to our copy of the subscription, the user's PRO
// flag and the invoices. Runs inside the webhook handler's transaction; notifications and PDFs are
// returned as effects and carried out after the commit.
import type { NotificationType, SubscriptionRow } from '../db/schema';
import type { Db } from '../db/client';
import { buyerOf, invoiceBuyer } from './buyer';
import type { SellerDetails } from '../config';
import type { InvoiceFacts, SubscriptionSnapshot } from './events';
import { graceUntil, hasPro, subscriptionStatus } from './lifecycle';
import {
  insertInvoice,
  insertSubscription,
  invoiceForPayment,
  lockSubscription,
  recordInvoiceRefund,
  setUserPro,
  updateSubscription,
  type SubscriptionChanges,
} from './subscription-repository';
import { splitGross } from './vat';

export type Effect = { kind: 'notify'; userId: number; type: NotificationType; data: Record<string, unknown> } | { kind: 'invoice-pdf'; invoiceId: number };

export interface EventContext {
  tx: Db;
  provider: string;
  /** The event's own time (ordering) and the app's clock (state now). */
  occurredAt: Date;
  now: Date;
  seller: SellerDetails;
  effects: Effect[];
  warn(message: string, details?: Record<string, unknown>): void;
}

/** Plan of a subscription the provider told us nothing about (never the case for our own checkouts). */
const FALLBACK_PLAN = 'pro_monthly';

function iso(date: Date | null | undefined): string | undefined {
  return date ? date.toISOString() : undefined;
}

async function syncPro(ctx: EventContext, row: SubscriptionRow): Promise<void> {
  await setUserPro(ctx.tx, row.user_id, hasPro(subscriptionStatus(row, ctx.now)));
}

function isOlder(row: SubscriptionRow | null, occurredAt: Date): boolean {
  return row?.provider_updated_at != null && row.provider_updated_at > occurredAt;
}

export async function applySubscriptionSnapshot(ctx: EventContext, snapshot: SubscriptionSnapshot, deleted: boolean): Promise<void> {
  const row = await lockSubscription(ctx.tx, ctx.provider, snapshot.id);
  if (isOlder(row, ctx.occurredAt)) return; // a newer state is already applied
  const userId = row?.user_id ?? snapshot.userId;
  if (userId === null) {
    ctx.warn('subscription event without a known user ignored', { subscription: snapshot.id });
    return;
  }
  const status = deleted ? 'canceled' : snapshot.status;
  const changes: SubscriptionChanges = {
    status,
    cancel_at_period_end: snapshot.cancelAtPeriodEnd,
    current_period_end: snapshot.periodEnd ?? row?.current_period_end ?? null,
    provider_customer_id: snapshot.customerId ?? row?.provider_customer_id ?? null,
    provider_updated_at: ctx.occurredAt,
    grace_until: status === 'past_due' ? (row?.grace_until ?? graceUntil(ctx.occurredAt)) : null,
    ended_at: status === 'canceled' ? (row?.ended_at ?? ctx.occurredAt) : null,
  };
  const saved = row
    ? await updateSubscription(ctx.tx, row.id, changes)
    : await insertSubscription(ctx.tx, {
        user_id: userId,
        provider: ctx.provider,
        provider_subscription_id: snapshot.id,
        plan_id: snapshot.planId ?? FALLBACK_PLAN,
        currency: snapshot.currency === 'EUR' ? 'EUR' : 'USD',
        status,
        ...changes,
      });
  noteCancellationChange(ctx, row, saved);
  await syncPro(ctx, saved);
}

/** The user's own cancel and resume (in our UI or the provider's portal) each notify once. */
function noteCancellationChange(ctx: EventContext, before: SubscriptionRow | null, after: SubscriptionRow): void {
  if (after.ended_at !== null || before === null || before.cancel_at_period_end === after.cancel_at_period_end) return;
  const type = after.cancel_at_period_end ? 'subscription-cancellation' : 'subscription-resumption';
  ctx.effects.push({ kind: 'notify', userId: after.user_id, type, data: { period_end: iso(after.current_period_end) } });
}

async function subscriptionForInvoice(ctx: EventContext, invoice: InvoiceFacts): Promise<SubscriptionRow | null> {
  if (!invoice.subscriptionId) return null;
  const row = await lockSubscription(ctx.tx, ctx.provider, invoice.subscriptionId);
  if (row || invoice.userId === null) return row;
  // The invoice came before the subscription's own event: start our copy from it.
  return insertSubscription(ctx.tx, {
    user_id: invoice.userId,
    provider: ctx.provider,
    provider_subscription_id: invoice.subscriptionId,
    provider_customer_id: invoice.customerId,
    plan_id: invoice.planId ?? FALLBACK_PLAN,
    currency: invoice.currency === 'EUR' ? 'EUR' : 'USD',
    status: 'active',
    current_period_end: invoice.periodEnd,
  });
}

function laterOf(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

export async function applyInvoicePaid(ctx: EventContext, invoice: InvoiceFacts): Promise<void> {
  if (await invoiceForPayment(ctx.tx, invoice.id)) return;
  let row = await subscriptionForInvoice(ctx, invoice);
  const userId = row?.user_id ?? invoice.userId;
  if (userId === null) {
    ctx.warn('paid invoice without a known user ignored', { invoice: invoice.id });
    return;
  }
  if (row && row.ended_at === null) {
    const recovers = !isOlder(row, ctx.occurredAt) && ['past_due', 'incomplete'].includes(row.status);
    row = await updateSubscription(ctx.tx, row.id, {
      current_period_end: laterOf(row.current_period_end, invoice.periodEnd),
      ...(recovers ? { status: 'active', grace_until: null } : {}),
    });
    await syncPro(ctx, row);
  }
  const created = await createInvoice(ctx, userId, invoice, row);
  if (!created) return;
  const renewal = invoice.billingReason === 'subscription_cycle';
  const periodEnd = iso(row?.current_period_end ?? invoice.periodEnd);
  ctx.effects.push({ kind: 'notify', userId, type: renewal ? 'subscription-extension' : 'payment-received', data: { period_end: periodEnd } });
  ctx.effects.push({ kind: 'invoice-pdf', invoiceId: created });
}

async function createInvoice(ctx: EventContext, userId: number, facts: InvoiceFacts, row: SubscriptionRow | null): Promise<number | null> {
  const buyer = await buyerOf(ctx.tx, userId, ctx.seller.country_code);
  if (!buyer) return null;
  const rate = buyer.vat.rate ?? 0;
  const treatment = buyer.vat.treatment === 'unknown' ? 'none' : buyer.vat.treatment;
  const { net, vat } = splitGross(facts.amountPaid, rate);
  const currency = facts.currency === 'EUR' || row?.currency === 'EUR' ? 'EUR' : 'USD';
  const invoice = await insertInvoice(ctx.tx, {
    user_id: userId,
    issued_at: ctx.occurredAt,
    provider_payment_id: facts.id,
    plan_id: row?.plan_id ?? facts.planId ?? FALLBACK_PLAN,
    period_start: facts.periodStart,
    period_end: facts.periodEnd,
    currency,
    net_amount: net,
    vat_rate: rate,
    vat_amount: vat,
    gross_amount: facts.amountPaid,
    vat_treatment: treatment,
    seller: { ...ctx.seller },
    buyer: invoiceBuyer(buyer),
    locale: buyer.locale,
  });
  return invoice.id;
}

export async function applyInvoiceFailed(ctx: EventContext, invoice: InvoiceFacts): Promise<void> {
  if (!invoice.subscriptionId) return;
  const row = await lockSubscription(ctx.tx, ctx.provider, invoice.subscriptionId);
  // A first payment failing leaves no subscription of ours (the checkout reports it); an ended one stays ended.
  if (!row || row.ended_at !== null) return;
  const grace = row.grace_until ?? graceUntil(ctx.occurredAt);
  const saved = await updateSubscription(ctx.tx, row.id, { status: 'past_due', grace_until: grace });
  await syncPro(ctx, saved);
  ctx.effects.push({ kind: 'notify', userId: row.user_id, type: 'payment-failed', data: { period_end: iso(grace) } });
}

/**
 * A refund (asked through our admin API, or made at the provider, e.g. in Stripe's Dashboard): the
 * charge's cumulative `amount_refunded` is recorded on our invoice, which shows `partially_refunded`
 * or `refunded` on /billing and keeps its number and amounts (a credit note is bookkeeping's part).
 * Never less than already recorded, so an older event arriving late changes nothing. The
 * subscription is not touched: ending PRO is the provider's cancellation, which arrives as its own event.
 */
export async function applyRefund(ctx: EventContext, providerPaymentId: string, amountRefunded: number): Promise<void> {
  const invoice = await invoiceForPayment(ctx.tx, providerPaymentId);
  if (!invoice) {
    ctx.warn('refund of an unknown invoice ignored', { invoice: providerPaymentId });
    return;
  }
  await recordInvoiceRefund(ctx.tx, invoice.id, amountRefunded);
}
