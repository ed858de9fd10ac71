// Refunds through our API (issue #13): POST /api/admin/invoices/{id}/refund — admins only, CSRF, 404,
// 409, 422; the sandbox performs the refund and sends the signed `charge.refunded` event (in the
// current API shape: the charge names only its payment intent, and the handler asks the provider for
// the invoice); the invoice then shows refunded / partially refunded on GET /api/billing; PRO stays;
// asking twice never refunds twice.
import { eq } from 'drizzle-orm';
import { BILLING_PATHS, type AdminRefund, type Invoice } from '@bizmarkt/shared/contract';
import { invoiceRefunds, invoices, sandboxPayments, users } from '../../src/db/schema';
import { loggedIn } from '../helpers/accounts';
import { billingOf, buyer, deliver, postEvent, upgrade, useBillingApp, type Buyer } from '../helpers/billing';
import { TestClient } from '../helpers/client';
import { ADMIN } from '../helpers/test-app';

const t = useBillingApp();

let admin: TestClient;
beforeAll(async () => {
  admin = await loggedIn(t.app, ADMIN.email);
});

/** A PRO buyer with one paid invoice. */
async function paidInvoice(): Promise<Buyer & { invoice: Invoice }> {
  const who = await buyer(t, { country_code: 'DE' });
  await upgrade(t, who.client);
  const [invoice] = (await billingOf(who.client)).invoices;
  if (!invoice) throw new Error('no invoice after the upgrade');
  return { ...who, invoice };
}

function refund(client: TestClient, invoiceId: number | string, payload: object = {}, headers: Record<string, string> = {}) {
  return client.request({ method: 'POST', url: `/api/admin/invoices/${invoiceId}/refund`, payload, headers });
}

async function sandboxRefunded(invoiceId: number): Promise<number> {
  const [row] = await t.database.db.select({ provider: invoices.provider_payment_id }).from(invoices).where(eq(invoices.id, invoiceId));
  const [payment] = await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.invoice_id, row!.provider));
  return payment!.amount_refunded;
}

describe('POST /api/admin/invoices/{id}/refund', () => {
  it('declares its path once in the contract', () => {
    expect(BILLING_PATHS.adminInvoiceRefund(12)).toBe('/api/admin/invoices/12/refund');
  });

  it('refunds all of an invoice: the sandbox sends charge.refunded, /billing shows it refunded, PRO stays', async () => {
    const { user, client, invoice } = await paidInvoice();
    const answer = await refund(admin, invoice.id);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject<Partial<AdminRefund>>({
      invoice_id: invoice.id,
      invoice_number: invoice.number,
      amount: invoice.gross_amount,
      currency: invoice.currency,
      status: 'succeeded',
      remaining_amount: 0,
    });
    // Our invoice changes with the provider's verified event, not with the request.
    expect((await billingOf(client)).invoices[0]).toMatchObject({ status: 'paid', refunded_amount: 0 });
    await deliver(t.app);
    const billing = await billingOf(client);
    expect(billing.invoices[0]).toMatchObject({
      id: invoice.id,
      status: 'refunded',
      refunded_amount: invoice.gross_amount,
      gross_amount: invoice.gross_amount,
    });
    expect(billing.status).toBe('active');
    const [row] = await t.database.db.select({ subscription: users.subscription }).from(users).where(eq(users.id, user.id));
    expect(row!.subscription).toBe('active');
    expect(await sandboxRefunded(invoice.id)).toBe(invoice.gross_amount);
  });

  it('refunds part, then the rest; more than is left is a 422 naming what is left', async () => {
    const { client, invoice } = await paidInvoice();
    // A form sends the amount as digits.
    const part = await refund(admin, invoice.id, { amount: '500' });
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({ amount: 500, remaining_amount: invoice.gross_amount - 500 });
    await deliver(t.app);
    expect((await billingOf(client)).invoices[0]).toMatchObject({ status: 'partially_refunded', refunded_amount: 500 });

    const tooMuch = await refund(admin, invoice.id, { amount: invoice.gross_amount });
    expect(tooMuch.statusCode).toBe(422);
    const left = new Intl.NumberFormat('en', { style: 'currency', currency: invoice.currency }).format((invoice.gross_amount - 500) / 100);
    expect(tooMuch.json()).toEqual({
      message: `The amount may not be greater than what is left to refund (${left}).`,
      errors: { amount: [`The amount may not be greater than what is left to refund (${left}).`] },
    });

    const rest = await refund(admin, invoice.id);
    expect(rest.json()).toMatchObject({ amount: invoice.gross_amount - 500, remaining_amount: 0 });
    await deliver(t.app);
    expect((await billingOf(client)).invoices[0]).toMatchObject({ status: 'refunded', refunded_amount: invoice.gross_amount });
    expect(await sandboxRefunded(invoice.id)).toBe(invoice.gross_amount);
  });

  it('never refunds twice: a second request (also at the same time) is a 409, the provider refunded once', async () => {
    const { invoice } = await paidInvoice();
    const [first, second] = await Promise.all([refund(admin, invoice.id), refund(admin, invoice.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const again = await refund(admin, invoice.id, {}, { 'x-lang': 'de' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Diese Rechnung ist bereits vollständig erstattet.' });
    await deliver(t.app);
    expect(await refund(admin, invoice.id)).toMatchObject({ statusCode: 409 });
    expect(await sandboxRefunded(invoice.id)).toBe(invoice.gross_amount);
    expect(await t.database.db.select().from(invoiceRefunds).where(eq(invoiceRefunds.invoice_id, invoice.id))).toHaveLength(1);
  });

  it('answers 401 to a visitor, 403 to a user who is not an admin (even the invoice owner), 419 without CSRF', async () => {
    const { client, invoice } = await paidInvoice();
    const visitor = new TestClient(t.app);
    await visitor.csrfCookie();
    expect((await refund(visitor, invoice.id)).statusCode).toBe(401);
    const own = await refund(client, invoice.id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'This action is unauthorized.' });
    const noCsrf = await admin.request({ method: 'POST', url: `/api/admin/invoices/${invoice.id}/refund`, payload: {}, xsrf: false });
    expect(noCsrf.statusCode).toBe(419);
    await deliver(t.app);
    expect((await billingOf(client)).invoices[0]).toMatchObject({ status: 'paid', refunded_amount: 0 });
    expect(await t.database.db.select().from(invoiceRefunds).where(eq(invoiceRefunds.invoice_id, invoice.id))).toHaveLength(0);
  });

  it('answers 404 for an unknown invoice, 422 for an amount that is not a positive whole number of cents', async () => {
    expect((await refund(admin, 999_999)).statusCode).toBe(404);
    expect((await refund(admin, 'abc')).statusCode).toBe(404);
    const { invoice } = await paidInvoice();
    for (const amount of [0, -5, 12.5, 'abc', '', true, null, '12abc']) {
      const answer = await refund(admin, invoice.id, { amount });
      expect(answer.statusCode).toBe(422);
      expect(Object.keys((answer.json() as { errors: object }).errors)).toEqual(['amount']);
    }
    const german = await refund(admin, invoice.id, { amount: invoice.gross_amount + 1 }, { 'x-lang': 'de' });
    expect(german.statusCode).toBe(422);
    expect((german.json() as { errors: { amount: string[] } }).errors.amount[0]).toMatch(
      /^Betrag darf nicht größer sein als der noch erstattbare Betrag \(.+€\)\.$/,
    );
    expect(await t.database.db.select().from(invoiceRefunds).where(eq(invoiceRefunds.invoice_id, invoice.id))).toHaveLength(0);
  });

  it('answers 502 when the provider refuses (nothing refunded), and the amount can be asked for again', async () => {
    const { client, invoice } = await paidInvoice();
    // The sandbox no longer knows the payment (as Stripe refuses a charge it cannot refund).
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    const [payment] = await t.database.db.delete(sandboxPayments).where(eq(sandboxPayments.invoice_id, row!.provider_payment_id)).returning();
    const refused = await refund(admin, invoice.id);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ message: 'The payment provider refused the refund; nothing was refunded.' });
    const [failed] = await t.database.db.select().from(invoiceRefunds).where(eq(invoiceRefunds.invoice_id, invoice.id));
    expect(failed).toMatchObject({ status: 'failed', amount: invoice.gross_amount });

    await t.database.db.insert(sandboxPayments).values(payment!);
    expect((await refund(admin, invoice.id)).statusCode).toBe(201);
    await deliver(t.app);
    expect((await billingOf(client)).invoices[0]).toMatchObject({ status: 'refunded' });
  });
});

describe('charge.refunded that names only its payment intent', () => {
  it('is ignored (200, nothing changes) when the payment paid no invoice of ours', async () => {
    const { client, invoice } = await paidInvoice();
    const event = {
      id: 'evt_refund_unknown_pi',
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(t.clock.now().getTime() / 1000),
      data: { object: { id: 'ch_x', object: 'charge', amount: 1000, amount_refunded: 1000, refunded: true, payment_intent: 'pi_unknown' } },
    };
    expect((await postEvent(t, event)).statusCode).toBe(200);
    expect((await billingOf(client)).invoices[0]).toMatchObject({ id: invoice.id, status: 'paid', refunded_amount: 0 });
  });

  it('never lowers what is recorded: an older event arriving late changes nothing', async () => {
    const { client, invoice } = await paidInvoice();
    await refund(admin, invoice.id, { amount: 300 });
    await refund(admin, invoice.id, { amount: 200 });
    await deliver(t.app);
    expect((await billingOf(client)).invoices[0]).toMatchObject({ status: 'partially_refunded', refunded_amount: 500 });
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    const late = {
      id: 'evt_refund_late',
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(t.clock.now().getTime() / 1000) - 60,
      data: {
        object: { id: 'ch_late', object: 'charge', invoice: row!.provider_payment_id, amount: invoice.gross_amount, amount_refunded: 300, refunded: false },
      },
    };
    expect((await postEvent(t, late)).statusCode).toBe(200);
    expect((await billingOf(client)).invoices[0]).toMatchObject({ status: 'partially_refunded', refunded_amount: 500 });
  });
});
