// POST /api/payments/webhook: forged and stale signatures refused, replays ignored, events out of
// order, a handler failure answering 5xx (and the retry then processed); concurrent payments get
// invoice numbers without gaps.
import { eq } from 'drizzle-orm';
import { invoices, providerEvents, subscriptions, users } from '../../src/db/schema';
import { signatureHeader } from '../../src/billing/signature';
import { BILLING_PATHS } from '@bizmarkt/shared/contract';
import { createUser } from '../helpers/accounts';
import { notificationTypes, postEvent, useBillingApp } from '../helpers/billing';

const t = useBillingApp();
let sequence = 0;

function at(date: string): number {
  return Math.floor(Date.parse(date) / 1000);
}

function subscriptionEvent(type: string, userId: number, subId: string, created: number, overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    id: `evt_test_${sequence}_${Date.now()}`,
    object: 'event',
    type,
    created,
    data: {
      object: {
        id: subId,
        object: 'subscription',
        customer: `cus_${userId}`,
        status: 'active',
        cancel_at_period_end: false,
        currency: 'eur',
        metadata: { user_id: String(userId), plan_id: 'pro_monthly' },
        items: { data: [{ current_period_end: at('2026-04-10T09:00:00Z') }] },
        ...overrides,
      },
    },
  };
}

function invoicePaid(userId: number, subId: string, created: number, amount = 3213) {
  sequence += 1;
  return {
    id: `evt_inv_${sequence}_${Date.now()}`,
    object: 'event',
    type: 'invoice.paid',
    created,
    data: {
      object: {
        id: `in_${sequence}_${Date.now()}`,
        object: 'invoice',
        customer: `cus_${userId}`,
        currency: 'eur',
        amount_paid: amount,
        billing_reason: 'subscription_create',
        parent: { subscription_details: { subscription: subId, metadata: { user_id: String(userId), plan_id: 'pro_monthly' } } },
        lines: { data: [{ period: { start: created, end: at('2026-04-10T09:00:00Z') } }] },
      },
    },
  };
}

async function subscriptionOf(subId: string) {
  const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.provider_subscription_id, subId));
  return row;
}

describe('POST /api/payments/webhook', () => {
  it('refuses a forged, a stale or a missing signature with 400 and changes nothing', async () => {
    const user = await createUser(t.database);
    const event = subscriptionEvent('customer.subscription.created', user.id, 'sub_forged', at('2026-03-10T09:00:00Z'));
    expect((await postEvent(t, event, 'whsec_not_ours')).statusCode).toBe(400);
    expect((await postEvent(t, event, undefined, new Date(t.clock.now().getTime() - 10 * 60 * 1000))).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: BILLING_PATHS.webhook,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    // The body changed after signing.
    const payload = JSON.stringify(event);
    const header = signatureHeader(payload, t.app.config.billing.sandboxWebhookSecret, Math.floor(t.clock.now().getTime() / 1000));
    const tampered = await t.app.inject({
      method: 'POST',
      url: BILLING_PATHS.webhook,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: payload.replace('"active"', '"past_due"'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await subscriptionOf('sub_forged')).toBeUndefined();
    expect(await t.database.db.select().from(providerEvents).where(eq(providerEvents.id, event.id))).toHaveLength(0);
  });

  it('processes an event id once: a replay answers 200 and changes nothing', async () => {
    const user = await createUser(t.database);
    const paid = invoicePaid(user.id, 'sub_replay', at('2026-03-10T09:00:00Z'));
    const first = await postEvent(t, paid);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const replay = await postEvent(t, paid);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await notificationTypes(t.database, user.id)).toEqual(['payment-received']);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.user_id, user.id))).toHaveLength(1);
  });

  it('settles events out of order by their time: an older state never overwrites a newer one', async () => {
    const user = await createUser(t.database);
    // The invoice arrives before the subscription's own event: PRO at once.
    await postEvent(t, invoicePaid(user.id, 'sub_order', at('2026-03-10T09:00:02Z')));
    expect((await subscriptionOf('sub_order'))?.status).toBe('active');
    // The newer cancellation, then the older "created" delivered late.
    await postEvent(t, subscriptionEvent('customer.subscription.updated', user.id, 'sub_order', at('2026-03-10T09:05:00Z'), { cancel_at_period_end: true }));
    await postEvent(t, subscriptionEvent('customer.subscription.created', user.id, 'sub_order', at('2026-03-10T09:00:00Z')));
    expect((await subscriptionOf('sub_order'))?.cancel_at_period_end).toBe(true);
    expect(await notificationTypes(t.database, user.id)).toEqual(['payment-received', 'subscription-cancellation']);
    // Deleted, then a stale "updated": stays ended, and the user is not PRO.
    await postEvent(t, subscriptionEvent('customer.subscription.deleted', user.id, 'sub_order', at('2026-03-10T10:00:00Z'), { status: 'canceled' }));
    await postEvent(t, subscriptionEvent('customer.subscription.updated', user.id, 'sub_order', at('2026-03-10T09:30:00Z')));
    expect((await subscriptionOf('sub_order'))?.ended_at).not.toBeNull();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.subscription).toBeNull();
  });

  it('answers 5xx when handling fails (nothing kept), so the provider retries and the retry is processed', async () => {
    const user = await createUser(t.database);
    const broken = subscriptionEvent('customer.subscription.created', user.id, 'sub_retry', at('2026-03-10T09:00:00Z'), {
      metadata: { user_id: String(user.id), plan_id: 'no_such_plan' },
    });
    const failed = await postEvent(t, broken);
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(failed.body).not.toContain('no_such_plan');
    expect(await t.database.db.select().from(providerEvents).where(eq(providerEvents.id, broken.id))).toHaveLength(0);
    // The retry (after a fix on our side: here, the plan is known) goes through.
    broken.data.object.metadata = { user_id: String(user.id), plan_id: 'pro_monthly' };
    expect((await postEvent(t, broken)).json()).toEqual({ received: true, duplicate: false });
  });

  it('numbers invoices of concurrent payments without gaps', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createUser(t.database)));
    const answers = await Promise.all(buyers.map((user, index) => postEvent(t, invoicePaid(user.id, `sub_concurrent_${index}`, at('2026-03-11T09:00:00Z')))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(buyers.map(() => 200));
    const rows = await t.database.db.select().from(invoices).where(eq(invoices.year, 2026));
    const numbers = rows.map((row) => row.sequence).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
    expect(new Set(rows.map((row) => row.number)).size).toBe(rows.length);
  });
});
