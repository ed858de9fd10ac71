// The Stripe adapter, with no network: recorded Stripe event payloads signed with the SDK's own test
// helper (generateTestHeaderString) go through POST /api/payments/webhook and the one handler.
import Stripe from 'stripe';
import { BILLING_PATHS } from '@bizmarkt/shared/contract';
import { createUser } from '../helpers/accounts';
import { billingOf, buyer, notificationTypes, useBillingApp } from '../helpers/billing';
import { recordedEvents } from '../fixtures/stripe-events';

const SECRET = 'whsec_test_recorded_0123456789';
const t = useBillingApp({ STRIPE_SECRET_KEY: 'sk_test_not_used_offline', STRIPE_WEBHOOK_SECRET: SECRET });
const stripe = new Stripe('sk_test_not_used_offline');

async function send(event: object, secret = SECRET) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(t.clock.now().getTime() / 1000) });
  return t.app.inject({ method: 'POST', url: BILLING_PATHS.webhook, headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
}

describe('the stripe provider', () => {
  it('is chosen when both secrets are set (no sandbox pages)', async () => {
    expect(t.app.billing.provider.name).toBe('stripe');
    expect(t.app.billing.sandbox).toBeNull();
    expect((await t.app.inject({ url: '/api/payments/sandbox/checkout/co_x' })).statusCode).toBe(404);
  });

  it('processes recorded events signed by the SDK: PRO, the invoice, then a cancellation from the portal', async () => {
    const { user, client } = await buyer(t, { country_code: 'DE' });
    const created = Math.floor(t.clock.now().getTime() / 1000);
    const events = recordedEvents(user.id, created);
    for (const event of [events.checkoutCompleted, events.subscriptionCreated, events.invoicePaid]) {
      expect((await send(event)).json()).toEqual({ received: true, duplicate: false });
    }
    const billing = await billingOf(client);
    expect(billing).toMatchObject({ status: 'active', plan: { id: 'pro_yearly', currency: 'EUR' }, can_manage_payment_method: true });
    expect(billing.invoices[0]).toMatchObject({ gross_amount: 32130, net_amount: 27000, vat_amount: 5130, vat_rate: 19 });

    await send(events.subscriptionCancelled);
    expect(await billingOf(client)).toMatchObject({ status: 'cancelled', cancel_at_period_end: true });
    expect(await notificationTypes(t.database, user.id)).toEqual(['payment-received', 'subscription-cancellation']);
  });

  it('refuses an event signed with another secret, and a replay changes nothing', async () => {
    const user = await createUser(t.database);
    const events = recordedEvents(user.id, Math.floor(t.clock.now().getTime() / 1000));
    expect((await send(events.invoicePaid, 'whsec_someone_else')).statusCode).toBe(400);
    expect((await send(events.invoicePaid)).json()).toEqual({ received: true, duplicate: false });
    expect((await send(events.invoicePaid)).json()).toEqual({ received: true, duplicate: true });
    expect(await notificationTypes(t.database, user.id)).toEqual(['payment-received']);
  });
});
