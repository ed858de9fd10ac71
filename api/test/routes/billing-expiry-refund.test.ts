// An abandoned sandbox checkout expires after 24 hours (the jobs table, a fake clock): the webhook
// records it, the page sends a late visitor back to the plans, paying it is no longer possible.
// Refunds made at the provider arrive as `charge.refunded`: the invoice records what was refunded so far
// (partially refunded, then refunded).
import { eq } from 'drizzle-orm';
import { BILLING_PATHS } from '@bizmarkt/shared/contract';
import { SANDBOX_CHECKOUT_EXPIRY_SECONDS } from '../../src/billing/sandbox-provider';
import { invoices, subscriptions } from '../../src/db/schema';
import { billingOf, buyer, choose, deliver, postEvent, startCheckout, upgrade, useBillingApp } from '../helpers/billing';

const t = useBillingApp();

async function checkoutStatus(client: Awaited<ReturnType<typeof buyer>>['client'], id: string) {
  const response = await client.request({ url: BILLING_PATHS.checkoutStatus(id) });
  expect(response.statusCode).toBe(200);
  return (response.json() as { status: string }).status;
}

describe('sandbox checkout expiry', () => {
  it('expires an abandoned checkout after 24 hours, and then it cannot be paid', async () => {
    t.clock.set('2026-09-01T10:00:00Z');
    const { user, client } = await buyer(t);
    const checkout = await startCheckout(client);
    t.clock.advanceSeconds(SANDBOX_CHECKOUT_EXPIRY_SECONDS - 60);
    await deliver(t.app);
    expect(await checkoutStatus(client, checkout.id)).toBe('open');

    t.clock.advanceSeconds(61);
    await deliver(t.app);
    expect(await checkoutStatus(client, checkout.id)).toBe('expired');
    const page = await t.app.inject({ url: checkout.path });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toMatch(/\/subscription\/cancel$/);
    const late = await choose(t.app, checkout.path, 'pay');
    expect(late.headers.location).toMatch(/\/subscription\/cancel$/);
    await deliver(t.app);
    expect((await billingOf(client)).status).toBe('free');
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.user_id, user.id))).toHaveLength(0);
  });

  it('leaves a paid checkout alone when its time is up', async () => {
    t.clock.set('2026-09-05T10:00:00Z');
    const { client } = await buyer(t);
    const checkout = await upgrade(t, client);
    t.clock.advanceSeconds(SANDBOX_CHECKOUT_EXPIRY_SECONDS + 60);
    await deliver(t.app);
    expect(await checkoutStatus(client, checkout.id)).toBe('paid');
    expect((await billingOf(client)).status).toBe('active');
  });
});

describe('refunds (charge.refunded)', () => {
  function refunded(invoiceId: string, amount: number, amountRefunded: number, at: Date) {
    return {
      id: `evt_refund_${invoiceId}_${amountRefunded}`,
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(at.getTime() / 1000),
      data: {
        object: { id: `ch_${invoiceId}`, object: 'charge', invoice: invoiceId, amount, amount_refunded: amountRefunded, refunded: amountRefunded >= amount },
      },
    };
  }

  it('marks the invoice partially refunded, then refunded; an unknown invoice changes nothing', async () => {
    t.clock.set('2026-09-10T10:00:00Z');
    const { user, client } = await buyer(t);
    await upgrade(t, client);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.user_id, user.id));
    const paymentId = invoice!.provider_payment_id;

    const partial = await postEvent(t, refunded(paymentId, invoice!.gross_amount, 500, t.clock.now()));
    expect(partial.statusCode).toBe(200);
    expect((await billingOf(client)).invoices[0]).toMatchObject({ number: invoice!.number, status: 'partially_refunded', refunded_amount: 500 });

    expect((await postEvent(t, refunded('in_unknown', 1000, 1000, t.clock.now()))).statusCode).toBe(200);

    const full = await postEvent(t, refunded(paymentId, invoice!.gross_amount, invoice!.gross_amount, t.clock.now()));
    expect(full.statusCode).toBe(200);
    const billing = await billingOf(client);
    expect(billing.invoices[0]).toMatchObject({
      number: invoice!.number,
      status: 'refunded',
      gross_amount: invoice!.gross_amount,
      refunded_amount: invoice!.gross_amount,
    });
    // The refund alone does not end PRO: the provider's cancellation does.
    expect(billing.status).toBe('active');
  });

  it('refuses a forged refund event', async () => {
    const forged = await postEvent(t, refunded('in_x', 1000, 1000, t.clock.now()), 'whsec_forged');
    expect(forged.statusCode).toBe(400);
  });
});
