// Provider events in Stripe's shapes (the sandbox sends the same ones), read into what our handler
// needs. Only the fields we use are read, each checked; an event of another type is acknowledged and
// ignored. Stripe moved some fields between API versions (period ends onto subscription items, the
// invoice's subscription under `parent`): both places are read.

export interface ProviderEvent {
  id: string;
  type: string;
  /** Seconds since the epoch. */
  created: number;
  data: { object: Record<string, unknown> };
}

export interface SubscriptionSnapshot {
  id: string;
  customerId: string | null;
  userId: number | null;
  planId: string | null;
  currency: string | null;
  status: string;
  cancelAtPeriodEnd: boolean;
  periodEnd: Date | null;
}

export interface InvoiceFacts {
  id: string;
  subscriptionId: string | null;
  customerId: string | null;
  userId: number | null;
  planId: string | null;
  currency: string | null;
  amountPaid: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  billingReason: string | null;
}

export type BillingEvent =
  | { kind: 'checkout_completed'; checkoutId: string; paid: boolean; subscriptionId: string | null; customerId: string | null }
  | { kind: 'checkout_async'; checkoutId: string; succeeded: boolean }
  | { kind: 'checkout_expired'; checkoutId: string }
  | { kind: 'payment_failed_at_checkout'; checkoutId: string; reason: string }
  | { kind: 'subscription'; subscription: SubscriptionSnapshot; deleted: boolean }
  | { kind: 'invoice_paid'; invoice: InvoiceFacts }
  | { kind: 'invoice_failed'; invoice: InvoiceFacts }
  | {
      kind: 'charge_refunded';
      /** Named by older API versions (or our `metadata.invoice_id`); else found through `paymentIntentId`. */
      invoiceId: string | null;
      paymentIntentId: string | null;
      /** The charge's amount and what has been refunded of it so far (cumulative), minor units. */
      amount: number;
      amountRefunded: number;
    }
  | { kind: 'ignored' };

type Obj = Record<string, unknown>;

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
/** An id field that may be expanded into its object. */
function idOf(value: unknown): string | null {
  return isObj(value) ? str(value.id) : str(value);
}
function seconds(value: unknown): Date | null {
  return typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000) : null;
}
function metadataOf(...candidates: unknown[]): Obj {
  const found = candidates.find((candidate) => isObj(candidate) && Object.keys(candidate).length > 0);
  return isObj(found) ? found : {};
}
function userIdOf(metadata: Obj): number | null {
  const id = Number(metadata.user_id);
  return Number.isInteger(id) && id > 0 ? id : null;
}
function firstItem(list: unknown): Obj {
  const data = isObj(list) && Array.isArray(list.data) ? list.data : [];
  return isObj(data[0]) ? data[0] : {};
}

export function readEvent(body: unknown): ProviderEvent | null {
  if (!isObj(body) || !isObj(body.data) || !isObj(body.data.object)) return null;
  const id = str(body.id);
  const type = str(body.type);
  if (!id || !type || typeof body.created !== 'number') return null;
  return { id, type, created: body.created, data: { object: body.data.object } };
}

export function subscriptionOf(object: Obj): SubscriptionSnapshot | null {
  const id = str(object.id);
  const status = str(object.status);
  if (!id || !status) return null;
  const item = firstItem(object.items);
  const metadata = metadataOf(object.metadata);
  const price = isObj(item.price) ? item.price : {};
  return {
    id,
    customerId: idOf(object.customer),
    userId: userIdOf(metadata),
    planId: str(metadata.plan_id),
    currency: str(object.currency)?.toUpperCase() ?? str(price.currency)?.toUpperCase() ?? null,
    status,
    cancelAtPeriodEnd: object.cancel_at_period_end === true,
    periodEnd: seconds(item.current_period_end) ?? seconds(object.current_period_end),
  };
}

function invoiceOf(object: Obj): InvoiceFacts | null {
  const id = str(object.id);
  if (!id) return null;
  const parent = isObj(object.parent) && isObj(object.parent.subscription_details) ? object.parent.subscription_details : {};
  const legacy = isObj(object.subscription_details) ? object.subscription_details : {};
  const line = firstItem(object.lines);
  const period = isObj(line.period) ? line.period : {};
  const metadata = metadataOf(parent.metadata, legacy.metadata, object.metadata);
  const amount = typeof object.amount_paid === 'number' ? object.amount_paid : Number(object.amount_due ?? 0);
  return {
    id,
    subscriptionId: idOf(parent.subscription) ?? idOf(object.subscription),
    customerId: idOf(object.customer),
    userId: userIdOf(metadata),
    planId: str(metadata.plan_id),
    currency: str(object.currency)?.toUpperCase() ?? null,
    amountPaid: Number.isInteger(amount) ? amount : 0,
    periodStart: seconds(period.start),
    periodEnd: seconds(period.end),
    billingReason: str(object.billing_reason),
  };
}

function checkoutIdOf(object: Obj): string | null {
  return str(metadataOf(object.metadata).checkout_id) ?? str(object.client_reference_id);
}

export function billingEventOf(event: ProviderEvent): BillingEvent {
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed': {
      const checkoutId = checkoutIdOf(object);
      if (!checkoutId) return { kind: 'ignored' };
      const paid = object.payment_status === 'paid' || object.payment_status === 'no_payment_required';
      return { kind: 'checkout_completed', checkoutId, paid, subscriptionId: idOf(object.subscription), customerId: idOf(object.customer) };
    }
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed': {
      const checkoutId = checkoutIdOf(object);
      return checkoutId ? { kind: 'checkout_async', checkoutId, succeeded: event.type.endsWith('succeeded') } : { kind: 'ignored' };
    }
    case 'checkout.session.expired': {
      const checkoutId = checkoutIdOf(object);
      return checkoutId ? { kind: 'checkout_expired', checkoutId } : { kind: 'ignored' };
    }
    case 'payment_intent.payment_failed': {
      const checkoutId = checkoutIdOf(object);
      const error = isObj(object.last_payment_error) ? object.last_payment_error : {};
      return checkoutId ? { kind: 'payment_failed_at_checkout', checkoutId, reason: str(error.code) ?? 'payment_failed' } : { kind: 'ignored' };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = subscriptionOf(object);
      return subscription ? { kind: 'subscription', subscription, deleted: event.type.endsWith('deleted') } : { kind: 'ignored' };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = invoiceOf(object);
      if (!invoice) return { kind: 'ignored' };
      return event.type === 'invoice.paid' ? { kind: 'invoice_paid', invoice } : { kind: 'invoice_failed', invoice };
    }
    case 'charge.refunded': {
      // Older API versions name the charge's invoice; newer ones only its payment intent, whose
      // invoice the handler asks the provider for. A charge with neither is not ours to record.
      const invoiceId = idOf(object.invoice) ?? str(metadataOf(object.metadata).invoice_id);
      const paymentIntentId = idOf(object.payment_intent);
      const amount = typeof object.amount === 'number' && Number.isInteger(object.amount) ? object.amount : null;
      const refunded = typeof object.amount_refunded === 'number' && Number.isInteger(object.amount_refunded) ? object.amount_refunded : null;
      if ((!invoiceId && !paymentIntentId) || amount === null) return { kind: 'ignored' };
      // `refunded: true` without an amount (a trimmed payload) means all of it.
      const amountRefunded = refunded ?? (object.refunded === true ? amount : 0);
      return { kind: 'charge_refunded', invoiceId, paymentIntentId, amount, amountRefunded };
    }
    default:
      return { kind: 'ignored' };
  }
}
