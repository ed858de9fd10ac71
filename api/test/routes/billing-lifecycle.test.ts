// The subscription lifecycle through the sandbox and the jobs table, on a fake clock: cancel and
// resume, the period end, renewals (extension + invoice), a failed renewal with its grace period,
// account deletion cancelling at the provider first.
import { eq } from 'drizzle-orm';
import { ACCOUNT_PATHS, BILLING_PATHS, BILLING_GRACE_PERIOD_DAYS } from '@bizmarkt/shared/contract';
import { sandboxSubscriptions, subscriptions, users } from '../../src/db/schema';
import { TEST_PASSWORD } from '../helpers/accounts';
import { billingOf, buyer, deliver, notificationTypes, upgrade, useBillingApp } from '../helpers/billing';

const t = useBillingApp();

async function userRow(id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

async function portalPath(client: Parameters<typeof billingOf>[0]): Promise<string> {
  const response = await client.request({ method: 'POST', url: BILLING_PATHS.paymentMethod });
  expect(response.statusCode).toBe(200);
  const url = new URL(response.json().url as string);
  return `${url.pathname}${url.search}`;
}

describe('subscription lifecycle', () => {
  it('cancel keeps PRO until the period end, resume brings it back, the period end makes it Free', async () => {
    t.clock.set('2026-03-10T09:00:00Z');
    const { user, client } = await buyer(t);
    await upgrade(t, client);

    const cancelled = await client.request({ method: 'POST', url: BILLING_PATHS.cancel });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancel_at_period_end: true, period_end: '2026-04-10T09:00:00.000Z' });
    expect((await userRow(user.id))?.subscription).toBe('active');
    expect((await client.request({ method: 'POST', url: BILLING_PATHS.cancel })).statusCode).toBe(409);
    await deliver(t.app); // the provider's own event for the same change notifies nothing more

    const resumed = await client.request({ method: 'POST', url: BILLING_PATHS.resume });
    expect(resumed.json()).toMatchObject({ status: 'active', cancel_at_period_end: false });
    await deliver(t.app);
    expect(await notificationTypes(t.database, user.id)).toEqual(['payment-received', 'subscription-cancellation', 'subscription-resumption']);

    await client.request({ method: 'POST', url: BILLING_PATHS.cancel });
    await deliver(t.app);
    t.clock.set('2026-04-10T09:00:30Z');
    await deliver(t.app);
    expect((await billingOf(client)).status).toBe('free');
    expect((await userRow(user.id))?.subscription).toBeNull();
    expect((await client.request({ method: 'POST', url: BILLING_PATHS.resume })).statusCode).toBe(409);
  });

  it('renews at the period end: subscription-extension and a second invoice with the next number', async () => {
    t.clock.set('2026-05-01T10:00:00Z');
    const { user, client } = await buyer(t);
    await upgrade(t, client);
    const first = (await billingOf(client)).invoices[0];

    t.clock.set('2026-06-01T10:00:30Z');
    await deliver(t.app);
    const billing = await billingOf(client);
    expect(billing).toMatchObject({ status: 'active', period_end: '2026-07-01T10:00:00.000Z' });
    expect(billing.invoices).toHaveLength(2);
    const numbers = billing.invoices.map((invoice) => Number(invoice.number.slice(5))).sort((a, b) => a - b);
    expect(numbers[0]).toBe(Number(first?.number.slice(5)));
    expect(await notificationTypes(t.database, user.id)).toEqual(['payment-received', 'subscription-extension']);
  });

  it('a failed renewal: past due with PRO through the grace period, then Free; a working card recovers', async () => {
    t.clock.set('2026-07-01T08:00:00Z');
    const recovering = await buyer(t);
    const lapsing = await buyer(t);
    for (const { client } of [recovering, lapsing]) {
      await upgrade(t, client);
      const portal = await portalPath(client);
      expect((await t.app.inject({ url: portal })).body).toContain('Use a card that will be declined');
      const answer = await t.app.inject({
        method: 'POST',
        url: portal,
        payload: 'choice=declines',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(answer.statusCode).toBe(303);
    }

    t.clock.set('2026-08-01T08:00:30Z');
    await deliver(t.app);
    for (const { user, client } of [recovering, lapsing]) {
      const billing = await billingOf(client);
      expect(billing.status).toBe('past_due');
      expect(billing.grace_period_end).toBe(new Date(Date.parse('2026-08-01T08:00:30Z') + BILLING_GRACE_PERIOD_DAYS * 86_400_000).toISOString());
      expect((await userRow(user.id))?.subscription).toBe('active');
      expect(await notificationTypes(t.database, user.id, 'payment-failed')).toEqual(['payment-failed']);
    }

    const portal = await portalPath(recovering.client);
    await t.app.inject({ method: 'POST', url: portal, payload: 'choice=works', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    await deliver(t.app);
    expect(await billingOf(recovering.client)).toMatchObject({ status: 'active', grace_period_end: null });

    t.clock.advanceDays(BILLING_GRACE_PERIOD_DAYS);
    t.clock.advanceSeconds(61);
    await deliver(t.app);
    expect((await billingOf(lapsing.client)).status).toBe('free');
    expect((await userRow(lapsing.user.id))?.subscription).toBeNull();
    const [sandboxRow] = await t.database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.user_id, lapsing.user.id));
    expect(sandboxRow?.status).toBe('canceled');
    expect((await billingOf(recovering.client)).status).toBe('active');
  });

  it('deleting the account cancels the subscription at the provider first', async () => {
    const { user, client } = await buyer(t);
    await upgrade(t, client);
    const deleted = await client.request({ method: 'POST', url: ACCOUNT_PATHS.deleteAccount, payload: { password: TEST_PASSWORD } });
    expect(deleted.statusCode).toBe(204);
    const [sandboxRow] = await t.database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.user_id, user.id));
    expect(sandboxRow?.status).toBe('canceled');
    const [ours] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.user_id, user.id));
    expect(ours?.ended_at).not.toBeNull();
    await deliver(t.app);
  });
});
