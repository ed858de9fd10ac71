// The sandbox payment provider (the default): it plays Stripe's part locally. Its checkout page
// (routes/payments/sandbox.ts) lets the tester pay, decline, pay later or go through an
// authentication step; it keeps its own subscriptions (sandbox_subscriptions), renews them when
// their period ends, and tells our API everything through signed webhook events in Stripe's shapes,
// delivered by the jobs table with retries (plugins/app/billing.ts). It never writes our state.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxCheckouts, sandboxPayments, sandboxSubscriptions, type BillingCheckoutRow, type SandboxSubscriptionRow } from '../db/schema';
import { readEvent, subscriptionOf, type ProviderEvent } from './events';
import { addInterval } from './lifecycle';
import { RefundRefused, type PaymentProvider } from './provider';
import {
  chargeRefundedEvent,
  checkoutSessionEvent,
  invoiceEvent,
  paymentFailedEvent,
  sandboxId,
  subscriptionEvent,
  subscriptionObject,
} from './sandbox-events';
import { verifySignature } from './signature';
import { sandboxCheckoutUrl, sandboxPortalUrl } from './urls';

/** Stripe's default lifetime of a Checkout Session: an abandoned sandbox checkout expires as late. */
export const SANDBOX_CHECKOUT_EXPIRY_SECONDS = 24 * 60 * 60;

export type SandboxChoice = 'pay' | 'decline' | 'pending' | 'authenticate' | 'auth_ok' | 'auth_fail' | 'settle_ok' | 'settle_fail';

export interface SandboxDeps {
  db: Db;
  appUrl: string;
  secret: string;
  now(): Date;
  /** Queues the events for delivery to our webhook, in order. */
  emit(events: ProviderEvent[]): Promise<void>;
  /** Settles a "pay later" payment by itself after a while. */
  scheduleSettle(checkoutId: string, runAt: Date): Promise<void>;
  /** Expires a checkout nobody finished (`expire`), as Stripe expires its sessions. */
  scheduleExpiry(checkoutId: string, runAt: Date): Promise<void>;
  pendingSeconds: number;
}

export interface Sandbox {
  provider: PaymentProvider;
  /** What the tester chose on the checkout page; answers the sandbox's state of that checkout afterwards. */
  choose(checkout: BillingCheckoutRow, choice: SandboxChoice): Promise<string | null>;
  state(checkoutId: string): Promise<string | null>;
  subscriptionOfToken(token: string): Promise<SandboxSubscriptionRow | null>;
  setCard(subscriptionId: string, card: 'works' | 'declines'): Promise<void>;
  /**
   * Ends a checkout the tester never finished (nothing chosen, or an authentication left open):
   * `checkout.session.expired` goes to our webhook and the page sends anyone who comes back to the
   * plans. A paid, declined or "pay later" checkout is left alone. True when it expired now.
   */
  expire(checkout: BillingCheckoutRow): Promise<boolean>;
  /** Charges every subscription whose period has ended (a recurring job), or one at once (portal button). */
  renewDue(now: Date, onlyId?: string): Promise<number>;
}

/**
 * A paid invoice of the sandbox, with the payment intent and charge behind it (kept on the sandbox's
 * side, as Stripe keeps them), so refunds can be made and reported later. Answers the event.
 */
export async function paidInvoiceEvent(db: Db, sub: SandboxSubscriptionRow, reason: 'subscription_create' | 'subscription_cycle', now: Date) {
  const paid = invoiceEvent('invoice.paid', sub, reason, now);
  await db.insert(sandboxPayments).values({
    invoice_id: String(paid.data.object.id),
    payment_intent_id: sandboxId('pi'),
    charge_id: sandboxId('ch'),
    subscription_id: sub.id,
    customer_id: sub.customer_id,
    currency: sub.currency,
    amount: sub.amount,
  });
  return paid;
}

function portalToken(secret: string, subscriptionId: string): string {
  return `${subscriptionId}.${createHmac('sha256', secret).update(`portal:${subscriptionId}`).digest('base64url')}`;
}

export function createSandbox(deps: SandboxDeps): Sandbox {
  const { db } = deps;

  async function load(id: string): Promise<SandboxSubscriptionRow | null> {
    const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
    return row ?? null;
  }

  async function save(id: string, changes: Partial<SandboxSubscriptionRow>): Promise<SandboxSubscriptionRow> {
    const [row] = await db
      .update(sandboxSubscriptions)
      .set({ ...changes, updated_at: deps.now() })
      .where(eq(sandboxSubscriptions.id, id))
      .returning();
    if (!row) throw new Error(`sandbox subscription ${id} not found`);
    return row;
  }

  async function customerOf(userId: number): Promise<string> {
    const [row] = await db
      .select({ customer: sandboxSubscriptions.customer_id })
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.user_id, userId))
      .limit(1);
    return row?.customer ?? sandboxId('cus');
  }

  async function pay(checkout: BillingCheckoutRow, now: Date): Promise<void> {
    const plan = checkout.plan_id.endsWith('yearly') ? 'year' : 'month';
    const [sub] = await db
      .insert(sandboxSubscriptions)
      .values({
        id: sandboxId('sub'),
        customer_id: await customerOf(checkout.user_id),
        user_id: checkout.user_id,
        checkout_id: checkout.id,
        plan_id: checkout.plan_id,
        interval: plan,
        currency: checkout.currency,
        amount: checkout.gross_amount,
        status: 'active',
        current_period_start: now,
        current_period_end: addInterval(now, plan),
      })
      .returning();
    if (!sub) throw new Error('sandbox subscription insert returned no row');
    await deps.emit([
      checkoutSessionEvent('checkout.session.completed', checkout, now, { customer: sub.customer_id, subscription: sub.id, paymentStatus: 'paid' }),
      subscriptionEvent('created', sub, now),
      await paidInvoiceEvent(db, sub, 'subscription_create', now),
    ]);
  }

  async function claim(checkoutId: string, state: string, from: string | null): Promise<boolean> {
    if (from === null) {
      const rows = await db.insert(sandboxCheckouts).values({ checkout_id: checkoutId, state }).onConflictDoNothing().returning();
      return rows.length > 0;
    }
    const rows = await db
      .update(sandboxCheckouts)
      .set({ state, updated_at: deps.now() })
      .where(and(eq(sandboxCheckouts.checkout_id, checkoutId), eq(sandboxCheckouts.state, from)))
      .returning();
    return rows.length > 0;
  }

  async function state(checkoutId: string): Promise<string | null> {
    const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.checkout_id, checkoutId));
    return row?.state ?? null;
  }

  /** Each choice moves the sandbox's own record once: a second click (or a replayed form) does nothing. */
  async function choose(checkout: BillingCheckoutRow, choice: SandboxChoice): Promise<string | null> {
    const now = deps.now();
    const fail = (code: string) => deps.emit([paymentFailedEvent(checkout, code, now)]);
    switch (choice) {
      case 'pay':
        if (await claim(checkout.id, 'paid', null)) await pay(checkout, now);
        break;
      case 'decline':
        if (await claim(checkout.id, 'declined', null)) await fail('card_declined');
        break;
      case 'authenticate':
        await claim(checkout.id, 'authenticating', null);
        break;
      case 'auth_ok':
        if (await claim(checkout.id, 'paid', 'authenticating')) await pay(checkout, now);
        break;
      case 'auth_fail':
        if (await claim(checkout.id, 'declined', 'authenticating')) await fail('payment_intent_authentication_failure');
        break;
      case 'pending':
        if (await claim(checkout.id, 'pending', null)) {
          await deps.emit([checkoutSessionEvent('checkout.session.completed', checkout, now, { paymentStatus: 'unpaid' })]);
          await deps.scheduleSettle(checkout.id, new Date(now.getTime() + deps.pendingSeconds * 1000));
        }
        break;
      case 'settle_ok':
        if (await claim(checkout.id, 'paid', 'pending')) {
          await pay(checkout, now);
          await deps.emit([checkoutSessionEvent('checkout.session.async_payment_succeeded', checkout, now, { paymentStatus: 'paid' })]);
        }
        break;
      case 'settle_fail':
        if (await claim(checkout.id, 'declined', 'pending')) {
          await deps.emit([checkoutSessionEvent('checkout.session.async_payment_failed', checkout, now, { paymentStatus: 'unpaid' })]);
        }
        break;
    }
    return state(checkout.id);
  }

  async function expire(checkout: BillingCheckoutRow): Promise<boolean> {
    const expired = (await claim(checkout.id, 'expired', null)) || (await claim(checkout.id, 'expired', 'authenticating'));
    if (expired) await deps.emit([checkoutSessionEvent('checkout.session.expired', checkout, deps.now(), { paymentStatus: 'unpaid' })]);
    return expired;
  }

  async function charge(sub: SandboxSubscriptionRow, now: Date): Promise<void> {
    if (sub.card === 'declines') {
      const failed = await save(sub.id, { status: 'past_due' });
      await deps.emit([invoiceEvent('invoice.payment_failed', failed, 'subscription_cycle', now), subscriptionEvent('updated', failed, now)]);
      return;
    }
    const start = sub.status === 'past_due' && sub.current_period_end < now ? now : sub.current_period_end;
    const renewed = await save(sub.id, { status: 'active', current_period_start: start, current_period_end: addInterval(start, sub.interval) });
    await deps.emit([await paidInvoiceEvent(db, renewed, 'subscription_cycle', now), subscriptionEvent('updated', renewed, now)]);
  }

  async function renewDue(now: Date, onlyId?: string): Promise<number> {
    const due = await db
      .select()
      .from(sandboxSubscriptions)
      .where(
        onlyId
          ? and(eq(sandboxSubscriptions.id, onlyId), inArray(sandboxSubscriptions.status, ['active', 'past_due']))
          : and(lte(sandboxSubscriptions.current_period_end, now), eq(sandboxSubscriptions.status, 'active')),
      );
    for (const sub of due) {
      if (sub.cancel_at_period_end) {
        const ended = await save(sub.id, { status: 'canceled' });
        await deps.emit([subscriptionEvent('deleted', ended, now)]);
      } else {
        await charge(sub, now);
      }
    }
    return due.length;
  }

  async function setCard(subscriptionId: string, card: 'works' | 'declines'): Promise<void> {
    const sub = await save(subscriptionId, { card });
    // A past-due subscription is charged again as soon as a working card is on file (as Stripe retries).
    if (card === 'works' && sub.status === 'past_due') await charge(sub, deps.now());
  }

  async function subscriptionOfToken(token: string): Promise<SandboxSubscriptionRow | null> {
    const id = token.split('.', 1)[0] ?? '';
    const expected = Buffer.from(portalToken(deps.secret, id));
    const given = Buffer.from(token);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return load(id);
  }

  const provider: PaymentProvider = {
    name: 'sandbox',
    async createCheckout(input) {
      await deps.scheduleExpiry(input.checkoutId, new Date(deps.now().getTime() + SANDBOX_CHECKOUT_EXPIRY_SECONDS * 1000));
      return { url: sandboxCheckoutUrl(deps.appUrl, input.locale, input.checkoutId) };
    },
    async createPortal(input) {
      return { url: sandboxPortalUrl(deps.appUrl, input.locale, portalToken(deps.secret, input.subscriptionId)) };
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const sub = await save(subscriptionId, { cancel_at_period_end: cancel });
      await deps.emit([subscriptionEvent('updated', sub, deps.now())]);
      const snapshot = subscriptionOf(subscriptionObject(sub));
      if (!snapshot) throw new Error('sandbox subscription without id or status');
      return snapshot;
    },
    async updateAmount(subscriptionId, grossAmount) {
      await save(subscriptionId, { amount: grossAmount });
    },
    async cancelNow(subscriptionId) {
      const current = await load(subscriptionId);
      if (!current || current.status === 'canceled') return;
      const sub = await save(subscriptionId, { status: 'canceled' });
      await deps.emit([subscriptionEvent('deleted', sub, deps.now())]);
    },
    async refund(input) {
      // One statement: two refunds at once can never take more than the charge had.
      const [payment] = await db
        .update(sandboxPayments)
        .set({ amount_refunded: sql`${sandboxPayments.amount_refunded} + ${input.amount}`, updated_at: deps.now() })
        .where(and(eq(sandboxPayments.invoice_id, input.invoiceId), sql`${sandboxPayments.amount_refunded} + ${input.amount} <= ${sandboxPayments.amount}`))
        .returning();
      if (!payment) throw new RefundRefused(`sandbox: invoice ${input.invoiceId} unknown, or ${input.amount} is more than is left to refund`);
      await deps.emit([chargeRefundedEvent(payment, deps.now())]);
      return { id: sandboxId('re'), status: 'succeeded' };
    },
    async invoiceOfPaymentIntent(paymentIntentId) {
      const [payment] = await db
        .select({ invoice: sandboxPayments.invoice_id })
        .from(sandboxPayments)
        .where(eq(sandboxPayments.payment_intent_id, paymentIntentId));
      return payment?.invoice ?? null;
    },
    verifyEvent(rawBody, signature, nowSeconds) {
      if (!verifySignature(rawBody, signature, deps.secret, nowSeconds)) return null;
      try {
        return readEvent(JSON.parse(rawBody));
      } catch {
        return null;
      }
    },
  };

  return { provider, choose, state, subscriptionOfToken, setCard, renewDue, expire };
}
