// Events of the sandbox provider, in Stripe's shapes (API version of the SDK we use), so the one
// webhook handler reads them exactly as it reads Stripe's.
import { randomBytes } from 'node:crypto';
import type { BillingCheckoutRow, SandboxPaymentRow, SandboxSubscriptionRow } from '../db/schema';
import type { ProviderEvent } from './events';

export const SANDBOX_API_VERSION = '2026-10-28.endive';

export function sandboxId(prefix: string): string {
  return `${prefix}_sbx${randomBytes(12).toString('hex')}`;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function event(type: string, object: Record<string, unknown>, now: Date): ProviderEvent & Record<string, unknown> {
  return { id: sandboxId('evt'), object: 'event', api_version: SANDBOX_API_VERSION, livemode: false, type, created: seconds(now), data: { object } };
}

function metadataOf(userId: number, planId: string, checkoutId: string) {
  return { user_id: String(userId), plan_id: planId, checkout_id: checkoutId };
}

export function checkoutSessionEvent(
  type: string,
  checkout: BillingCheckoutRow,
  now: Date,
  extra: { customer?: string | null; subscription?: string | null; paymentStatus: 'paid' | 'unpaid' },
) {
  return event(
    type,
    {
      id: `cs_${checkout.id}`,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      client_reference_id: checkout.id,
      customer: extra.customer ?? null,
      subscription: extra.subscription ?? null,
      payment_status: extra.paymentStatus,
      amount_total: checkout.gross_amount,
      currency: checkout.currency.toLowerCase(),
      metadata: metadataOf(checkout.user_id, checkout.plan_id, checkout.id),
    },
    now,
  );
}

export function paymentFailedEvent(checkout: BillingCheckoutRow, code: string, now: Date) {
  return event(
    'payment_intent.payment_failed',
    {
      id: sandboxId('pi'),
      object: 'payment_intent',
      amount: checkout.gross_amount,
      currency: checkout.currency.toLowerCase(),
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code },
      metadata: metadataOf(checkout.user_id, checkout.plan_id, checkout.id),
    },
    now,
  );
}

export function subscriptionObject(sub: SandboxSubscriptionRow) {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer_id,
    status: sub.status,
    cancel_at_period_end: sub.cancel_at_period_end,
    currency: sub.currency.toLowerCase(),
    metadata: metadataOf(sub.user_id, sub.plan_id, sub.checkout_id),
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          object: 'subscription_item',
          current_period_start: seconds(sub.current_period_start),
          current_period_end: seconds(sub.current_period_end),
          price: { object: 'price', currency: sub.currency.toLowerCase(), unit_amount: sub.amount, recurring: { interval: sub.interval } },
        },
      ],
    },
  };
}

export function subscriptionEvent(type: 'created' | 'updated' | 'deleted', sub: SandboxSubscriptionRow, now: Date) {
  return event(`customer.subscription.${type}`, subscriptionObject(sub), now);
}

export function invoiceEvent(
  type: 'invoice.paid' | 'invoice.payment_failed',
  sub: SandboxSubscriptionRow,
  reason: 'subscription_create' | 'subscription_cycle',
  now: Date,
) {
  const paid = type === 'invoice.paid';
  return event(
    type,
    {
      id: sandboxId('in'),
      object: 'invoice',
      customer: sub.customer_id,
      currency: sub.currency.toLowerCase(),
      status: paid ? 'paid' : 'open',
      billing_reason: reason,
      amount_due: sub.amount,
      amount_paid: paid ? sub.amount : 0,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: metadataOf(sub.user_id, sub.plan_id, sub.checkout_id) },
      },
      lines: {
        object: 'list',
        data: [{ object: 'line_item', amount: sub.amount, period: { start: seconds(sub.current_period_start), end: seconds(sub.current_period_end) } }],
      },
    },
    now,
  );
}

/**
 * `charge.refunded` as Stripe sends it in this API version: the charge names its payment intent and
 * no longer its invoice (our handler asks the provider which invoice that payment paid), and
 * `amount_refunded` is the total refunded so far.
 */
export function chargeRefundedEvent(payment: SandboxPaymentRow, now: Date) {
  return event(
    'charge.refunded',
    {
      id: payment.charge_id,
      object: 'charge',
      amount: payment.amount,
      amount_captured: payment.amount,
      amount_refunded: payment.amount_refunded,
      refunded: payment.amount_refunded >= payment.amount,
      captured: true,
      paid: true,
      status: 'succeeded',
      currency: payment.currency.toLowerCase(),
      customer: payment.customer_id,
      payment_intent: payment.payment_intent_id,
      metadata: {},
    },
    now,
  );
}
