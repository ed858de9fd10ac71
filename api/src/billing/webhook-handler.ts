// The one handler of verified provider events (Stripe's and the sandbox's): each event id once (a
// replay changes nothing), the whole event in one transaction (a failure rolls back and answers 5xx,
// so the provider retries), events out of order settled by their timestamps and by state (a checkout
// never moves back; an older subscription state never overwrites a newer one).
import type { Db } from '../db/client';
import { moveCheckout } from './catalog-repository';
import type { SellerDetails } from '../config';
import { billingEventOf, type BillingEvent, type ProviderEvent } from './events';
import { claimEvent } from './subscription-repository';
import { applyInvoiceFailed, applyInvoicePaid, applyRefund, applySubscriptionSnapshot, type Effect, type EventContext } from './subscription-events';

export interface HandlerDeps {
  db: Db;
  provider: string;
  seller: SellerDetails;
  now(): Date;
  warn(message: string, details?: Record<string, unknown>): void;
  /**
   * The provider's invoice a payment intent paid (for a refunded charge that no longer names its
   * invoice). Asked before the transaction; a failure answers 5xx, so the provider retries.
   */
  invoiceOfPaymentIntent?(paymentIntentId: string): Promise<string | null>;
}

export interface HandleResult {
  replayed: boolean;
  effects: Effect[];
}

async function applyCheckoutEvent(ctx: EventContext, event: BillingEvent): Promise<void> {
  switch (event.kind) {
    case 'checkout_completed':
      if (event.paid) await moveCheckout(ctx.tx, event.checkoutId, 'paid', ['open', 'processing', 'expired']);
      else await moveCheckout(ctx.tx, event.checkoutId, 'processing', ['open']);
      return;
    case 'checkout_async':
      if (event.succeeded) await moveCheckout(ctx.tx, event.checkoutId, 'paid', ['open', 'processing']);
      else await moveCheckout(ctx.tx, event.checkoutId, 'failed', ['open', 'processing'], 'payment_failed');
      return;
    case 'checkout_expired':
      await moveCheckout(ctx.tx, event.checkoutId, 'expired', ['open']);
      return;
    case 'payment_failed_at_checkout':
      await moveCheckout(ctx.tx, event.checkoutId, 'failed', ['open', 'processing'], event.reason);
      return;
    default:
      return;
  }
}

async function apply(ctx: EventContext, event: BillingEvent): Promise<void> {
  switch (event.kind) {
    case 'subscription':
      return applySubscriptionSnapshot(ctx, event.subscription, event.deleted);
    case 'invoice_paid':
      return applyInvoicePaid(ctx, event.invoice);
    case 'invoice_failed':
      return applyInvoiceFailed(ctx, event.invoice);
    case 'charge_refunded':
      if (!event.invoiceId) {
        ctx.warn('refund of a payment that paid no invoice of ours ignored', { payment_intent: event.paymentIntentId });
        return;
      }
      return applyRefund(ctx, event.invoiceId, event.amountRefunded);
    case 'ignored':
      return;
    default:
      return applyCheckoutEvent(ctx, event);
  }
}

/** A refunded charge that names only its payment intent: its invoice, asked of the provider. */
async function withInvoiceOfCharge(deps: HandlerDeps, event: BillingEvent): Promise<BillingEvent> {
  if (event.kind !== 'charge_refunded' || event.invoiceId || !event.paymentIntentId || !deps.invoiceOfPaymentIntent) return event;
  return { ...event, invoiceId: await deps.invoiceOfPaymentIntent(event.paymentIntentId) };
}

export async function handleProviderEvent(deps: HandlerDeps, event: ProviderEvent): Promise<HandleResult> {
  const occurredAt = new Date(event.created * 1000);
  const billingEvent = await withInvoiceOfCharge(deps, billingEventOf(event));
  return deps.db.transaction(async (tx) => {
    const fresh = await claimEvent(tx, { id: event.id, provider: deps.provider, type: event.type, occurredAt });
    if (!fresh) return { replayed: true, effects: [] };
    const ctx: EventContext = {
      tx,
      provider: deps.provider,
      occurredAt,
      now: deps.now(),
      seller: deps.seller,
      effects: [],
      warn: deps.warn,
    };
    await apply(ctx, billingEvent);
    return { replayed: false, effects: ctx.effects };
  });
}
