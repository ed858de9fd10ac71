// One interface for every payment provider (Stripe, the local sandbox). Providers create checkouts
// and portals and change the subscription on request; our state changes only from their verified
// events (src/billing/webhook-handler.ts), or from a provider's own authenticated answer to a change
// we asked for (cancel/resume), which is the same snapshot its event carries a moment later.
import type { Currency, PlanInterval } from '@bizmarkt/shared/contract';
import type { ProviderEvent, SubscriptionSnapshot } from './events';

export interface CheckoutInput {
  /** Our checkout id; travels as client_reference_id and metadata.checkout_id. */
  checkoutId: string;
  user: { id: number; email: string };
  /** The provider's customer of an earlier subscription, reused. */
  customerId: string | null;
  plan: { id: string; interval: PlanInterval };
  currency: Currency;
  /** What is charged each interval (net + VAT as decided at checkout), minor units. */
  grossAmount: number;
  /** The provider's product (Stripe `prod_…`) when configured. */
  productId: string | null;
  locale: 'en' | 'de';
  successUrl: string;
  cancelUrl: string;
  /** Where a payment that confirms later lands (the sandbox's "pay later"; Stripe: the success URL). */
  pendingUrl: string;
}

export interface PortalInput {
  customerId: string;
  subscriptionId: string;
  returnUrl: string;
  locale: 'en' | 'de';
}

export interface RefundInput {
  /** The provider's invoice id our invoice was made from (`invoices.provider_payment_id`). */
  invoiceId: string;
  /** Minor units. */
  amount: number;
  /** Our refund row's key: a retried call never refunds twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** The provider answered and refused the refund (nothing was refunded); other errors leave the outcome unknown. */
export class RefundRefused extends Error {}

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  createCheckout(input: CheckoutInput): Promise<{ url: string }>;
  createPortal(input: PortalInput): Promise<{ url: string }>;
  /** Cancel at period end (true) or resume (false); answers the provider's subscription afterwards. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  /** Changes what each following interval charges (the VAT case changed), without proration. */
  updateAmount(subscriptionId: string, grossAmount: number): Promise<void>;
  /** Ends the subscription now (account deletion, grace period over); no further charges. */
  cancelNow(subscriptionId: string): Promise<void>;
  /**
   * Refunds (part of) the payment of an invoice. The provider answers at once; what changes our
   * invoice is its `charge.refunded` event, as for a refund made in its own dashboard.
   */
  refund(input: RefundInput): Promise<{ id: string; status: string }>;
  /**
   * The invoice a payment (intent) paid, for events whose charge no longer names its invoice (Stripe
   * API versions from 2025 on); null when it paid no invoice.
   */
  invoiceOfPaymentIntent(paymentIntentId: string): Promise<string | null>;
  /** The event when the signature is right (and recent), else null. */
  verifyEvent(rawBody: string, signature: string | undefined, nowSeconds: number): ProviderEvent | null;
}
