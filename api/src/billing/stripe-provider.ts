// The Stripe adapter (official SDK): Checkout Sessions in subscription mode, the Billing Portal for
// the payment method, webhook signatures checked by the SDK. Used only when STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET are set. The amount charged is the gross our VAT rules gave at checkout
// (`price_data`), so Stripe Tax is not needed; our invoice is the tax document.
import type Stripe from 'stripe';
import { readEvent, subscriptionOf, type ProviderEvent } from './events';
import { RefundRefused, type CheckoutInput, type PaymentProvider, type PortalInput, type RefundInput } from './provider';

const TOLERANCE_SECONDS = 300;

/** Async: the SDK is loaded only when Stripe is configured, not with every API start. */
export async function createStripeProvider(secrets: { secretKey: string; webhookSecret: string }, client?: Stripe): Promise<PaymentProvider> {
  const { default: StripeSdk } = await import('stripe');
  const stripe = client ?? new StripeSdk(secrets.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });

  async function createCheckout(input: CheckoutInput) {
    const metadata = { user_id: String(input.user.id), plan_id: input.plan.id, checkout_id: input.checkoutId };
    const product = input.productId ?? undefined;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      client_reference_id: input.checkoutId,
      ...(input.customerId ? { customer: input.customerId } : { customer_email: input.user.email }),
      locale: input.locale,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: input.currency.toLowerCase(),
            unit_amount: input.grossAmount,
            recurring: { interval: input.plan.interval },
            ...(product ? { product } : { product_data: { name: `Bizmarkt PRO (${input.plan.interval})` } }),
          },
        },
      ],
      metadata,
      subscription_data: { metadata },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
    if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
    return { url: session.url };
  }

  async function createPortal(input: PortalInput) {
    const session = await stripe.billingPortal.sessions.create({
      customer: input.customerId,
      return_url: input.returnUrl,
      locale: input.locale,
    });
    return { url: session.url };
  }

  async function setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean) {
    const subscription = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    const snapshot = subscriptionOf(subscription as unknown as Record<string, unknown>);
    if (!snapshot) throw new Error('Stripe answered a subscription without id or status');
    return snapshot;
  }

  async function updateAmount(subscriptionId: string, grossAmount: number) {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
    const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
    const interval = item.price.recurring?.interval ?? 'month';
    await stripe.subscriptions.update(subscriptionId, {
      proration_behavior: 'none',
      items: [{ id: item.id, price_data: { currency: item.price.currency, product, unit_amount: grossAmount, recurring: { interval } } }],
    });
  }

  async function cancelNow(subscriptionId: string) {
    await stripe.subscriptions.cancel(subscriptionId);
  }

  /** The id of a payment's intent or charge, whether expanded or not. */
  const idOf = (value: string | { id: string } | undefined) => (typeof value === 'string' ? value : value?.id);

  /**
   * An invoice is paid by a payment intent (or, for old invoices, a bare charge); since the 2025
   * API versions the invoice lists them as invoice payments, which is where the refund is aimed.
   */
  async function refund(input: RefundInput) {
    const payments = await stripe.invoicePayments.list({ invoice: input.invoiceId, status: 'paid', limit: 10 });
    const paid = payments.data.find((payment) => payment.status === 'paid');
    const paymentIntent = idOf(paid?.payment.payment_intent);
    const charge = idOf(paid?.payment.charge);
    if (!paymentIntent && !charge) throw new RefundRefused(`Stripe invoice ${input.invoiceId} has no paid payment to refund`);
    try {
      const created = await stripe.refunds.create(
        {
          ...(paymentIntent ? { payment_intent: paymentIntent } : { charge }),
          amount: input.amount,
          reason: 'requested_by_customer',
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: created.id, status: created.status ?? 'pending' };
    } catch (error) {
      // Stripe answered no (e.g. more than is left, a disputed charge): nothing was refunded. A
      // connection error is not a refusal: the refund may have happened, its event will tell.
      if (error instanceof StripeSdk.errors.StripeInvalidRequestError || error instanceof StripeSdk.errors.StripeCardError) {
        throw new RefundRefused(error.message);
      }
      throw error;
    }
  }

  async function invoiceOfPaymentIntent(paymentIntentId: string) {
    const payments = await stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntentId }, limit: 1 });
    const invoice = payments.data[0]?.invoice;
    return (typeof invoice === 'string' ? invoice : invoice?.id) ?? null;
  }

  function verifyEvent(rawBody: string, signature: string | undefined, nowSeconds: number): ProviderEvent | null {
    if (!signature) return null;
    try {
      // receivedAt: our clock (a fake one in tests), so the tolerance is measured against it.
      const event = stripe.webhooks.constructEvent(rawBody, signature, secrets.webhookSecret, TOLERANCE_SECONDS, undefined, nowSeconds);
      return readEvent(event);
    } catch {
      return null;
    }
  }

  return { name: 'stripe', createCheckout, createPortal, setCancelAtPeriodEnd, updateAmount, cancelNow, refund, invoiceOfPaymentIntent, verifyEvent };
}
