// The demo PRO user's subscription: a paid sandbox checkout, the sandbox's own subscription and the
// provider events its "Pay" button would have sent, applied by the one webhook handler. So /billing
// shows a real PRO state on a fresh start (plan, renewal date, an invoice), cancel/resume and the
// payment-method page work against the sandbox, and `users.subscription` comes from the subscription
// row as it does for every subscriber — never a seeded flag without a subscription behind it.
import { and, eq } from 'drizzle-orm';
import type { SellerDetails } from '../config';
import type { Db } from '../db/client';
import { billingCheckouts, billingPrices, sandboxCheckouts, sandboxSubscriptions, users } from '../db/schema';
import { buyerOf } from './buyer';
import { addInterval } from './lifecycle';
import { checkoutSessionEvent, sandboxId, subscriptionEvent } from './sandbox-events';
import { paidInvoiceEvent } from './sandbox-provider';
import { currentSubscription } from './subscription-repository';
import { withVat } from './vat';
import { handleProviderEvent } from './webhook-handler';

/** Yearly, so the demo stays PRO for a year after the seed and no test clock reaches a renewal by chance. */
export const DEMO_SUBSCRIPTION_PLAN = 'pro_yearly';

export interface DemoSubscriptionOptions {
  now: Date;
  seller: SellerDetails;
}

/** Subscribes the user (by email) through the sandbox once; false when there is nothing to do. */
export async function seedDemoSubscription(db: Db, email: string, options: DemoSubscriptionOptions): Promise<boolean> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user || (await currentSubscription(db, user.id))) return false;
  const buyer = await buyerOf(db, user.id, options.seller.country_code);
  const currency = buyer?.vat.treatment === 'standard' ? 'EUR' : 'USD';
  const [price] = await db
    .select()
    .from(billingPrices)
    .where(and(eq(billingPrices.plan_id, DEMO_SUBSCRIPTION_PLAN), eq(billingPrices.currency, currency)));
  if (!price) throw new Error(`seed: no ${currency} price of ${DEMO_SUBSCRIPTION_PLAN}`);
  const rate = buyer?.vat.rate ?? 0;
  const { gross } = withVat(price.net_amount, rate);
  const { now } = options;

  const [checkout] = await db
    .insert(billingCheckouts)
    .values({
      id: sandboxId('cs'),
      user_id: user.id,
      provider: 'sandbox',
      plan_id: DEMO_SUBSCRIPTION_PLAN,
      currency,
      net_amount: price.net_amount,
      vat_rate: rate,
      gross_amount: gross,
      locale: user.locale === 'de' ? 'de' : 'en',
    })
    .returning();
  if (!checkout) throw new Error('seed: checkout insert returned no row');
  await db.insert(sandboxCheckouts).values({ checkout_id: checkout.id, state: 'paid' });
  const [sub] = await db
    .insert(sandboxSubscriptions)
    .values({
      id: sandboxId('sub'),
      customer_id: sandboxId('cus'),
      user_id: user.id,
      checkout_id: checkout.id,
      plan_id: DEMO_SUBSCRIPTION_PLAN,
      interval: 'year',
      currency,
      amount: gross,
      status: 'active',
      current_period_start: now,
      current_period_end: addInterval(now, 'year'),
    })
    .returning();
  if (!sub) throw new Error('seed: sandbox subscription insert returned no row');

  const events = [
    checkoutSessionEvent('checkout.session.completed', checkout, now, { customer: sub.customer_id, subscription: sub.id, paymentStatus: 'paid' }),
    subscriptionEvent('created', sub, now),
    await paidInvoiceEvent(db, sub, 'subscription_create', now),
  ];
  // The notifications and the PDF these events ask for are left out: the demo starts with an empty
  // notification list, and the invoice's PDF is made from its row on the first download.
  const deps = { db, provider: 'sandbox', seller: options.seller, now: () => now, warn: () => undefined };
  for (const event of events) await handleProviderEvent(deps, event);
  return true;
}
