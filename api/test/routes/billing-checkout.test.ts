// Plans, checkout through the sandbox provider, and what a paid checkout leaves behind: PRO in the
// user answer, an invoice with its number and PDF, the payment-received notification and email.
import { eq } from 'drizzle-orm';
import { BILLING_PATHS, type CheckoutStatusResponse, type PlansResponse } from '@bizmarkt/shared/contract';
import { invoices, users } from '../../src/db/schema';
import { billingOf, buyer, choose, deliver, notificationTypes, startCheckout, upgrade, useBillingApp } from '../helpers/billing';
import { createUser, loggedIn } from '../helpers/accounts';
import { TestClient } from '../helpers/client';
import { billToLines, drawnText } from '../helpers/pdf-text';

const t = useBillingApp();

describe('GET /api/plans', () => {
  it('shows a visitor net prices in USD, with the yearly saving', async () => {
    const response = await t.app.inject({ url: BILLING_PATHS.plans });
    expect(response.statusCode).toBe(200);
    const body = response.json() as PlansResponse;
    expect(body.currency).toBe('USD');
    expect(body.vat).toMatchObject({ treatment: 'unknown', rate: null, prices_include_vat: false });
    const monthly = body.plans.find((plan) => plan.id === 'pro_monthly');
    const yearly = body.plans.find((plan) => plan.id === 'pro_yearly');
    expect(monthly?.prices).toContainEqual({ currency: 'USD', net_amount: 2900, vat_rate: null, vat_amount: null, gross_amount: 2900 });
    expect(yearly).toMatchObject({ interval: 'year', saving_percent: 17 });
  });

  it('shows a German consumer EUR prices with 19 % VAT (and the German site EUR)', async () => {
    const { client } = await buyer(t, { country_code: 'DE' });
    const body = (await client.request({ url: BILLING_PATHS.plans })).json() as PlansResponse;
    expect(body.currency).toBe('EUR');
    expect(body.vat).toMatchObject({ treatment: 'standard', country_code: 'DE', rate: 19, prices_include_vat: true });
    const eur = body.plans.find((plan) => plan.id === 'pro_monthly')?.prices.find((price) => price.currency === 'EUR');
    expect(eur).toEqual({ currency: 'EUR', net_amount: 2700, vat_rate: 19, vat_amount: 513, gross_amount: 3213 });
    const german = (await t.app.inject({ url: BILLING_PATHS.plans, headers: { 'x-lang': 'de' } })).json() as PlansResponse;
    expect(german.currency).toBe('EUR');
  });

  it('charges no VAT outside the EU', async () => {
    const body = (await t.app.inject({ url: `${BILLING_PATHS.plans}?country=US` })).json() as PlansResponse;
    expect(body.vat).toMatchObject({ treatment: 'none', rate: 0 });
  });
});

describe('POST /api/billing/checkout', () => {
  it('refuses a guest (401), a missing CSRF token (419), an unverified user (403) and an unknown plan (422)', async () => {
    const guest = new TestClient(t.app);
    await guest.csrfCookie();
    expect((await guest.request({ method: 'POST', url: BILLING_PATHS.checkout, payload: { plan_id: 'pro_monthly', currency: 'EUR' } })).statusCode).toBe(401);

    const { client } = await buyer(t);
    const noToken = await client.request({ method: 'POST', url: BILLING_PATHS.checkout, payload: { plan_id: 'pro_monthly', currency: 'EUR' }, xsrf: false });
    expect(noToken.statusCode).toBe(419);

    const unverified = await createUser(t.database, { email_verified_at: null });
    const unverifiedClient = await loggedIn(t.app, unverified.email);
    expect(
      (await unverifiedClient.request({ method: 'POST', url: BILLING_PATHS.checkout, payload: { plan_id: 'pro_monthly', currency: 'EUR' } })).statusCode,
    ).toBe(403);

    const unknown = await client.request({ method: 'POST', url: BILLING_PATHS.checkout, payload: { plan_id: 'gold', currency: 'EUR' } });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['plan_id']);
    const badCurrency = await client.request({ method: 'POST', url: BILLING_PATHS.checkout, payload: { plan_id: 'pro_monthly', currency: 'GBP' } });
    expect(badCurrency.statusCode).toBe(422);
  });

  it('answers the sandbox checkout page; the state changes only once the signed webhooks land', async () => {
    const { user, client } = await buyer(t, { country_code: 'DE' });
    const checkout = await startCheckout(client);
    expect(checkout.path).toMatch(/^\/api\/payments\/sandbox\/checkout\/co_[0-9a-f]{32}\?lang=en$/);

    const page = await t.app.inject({ url: checkout.path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('€32.13');
    for (const label of ['Pay', 'Decline (card declined)', 'Pay later (pending)', 'Needs authentication']) expect(page.body).toContain(label);

    const paid = await choose(t.app, checkout.path, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/subscription/success?checkout_id=${checkout.id}`);
    // The return URL changes nothing: still Free until the provider's events are delivered.
    expect((await billingOf(client)).status).toBe('free');

    await deliver(t.app);
    const billing = await billingOf(client);
    expect(billing).toMatchObject({ status: 'active', cancel_at_period_end: false, plan: { id: 'pro_monthly', currency: 'EUR', gross_amount: 3213 } });
    expect(billing.period_end).toBe('2026-04-10T09:00:00.000Z');
    expect(billing.invoices).toHaveLength(1);
    expect(billing.invoices[0]).toMatchObject({
      net_amount: 2700,
      vat_rate: 19,
      vat_amount: 513,
      gross_amount: 3213,
      currency: 'EUR',
      status: 'paid',
      reverse_charge: false,
    });
    expect(billing.invoices[0]?.number).toMatch(/^2026-\d{6}$/);

    const me = (await client.request({ url: '/api/user' })).json();
    expect(me.subscription).toBe('active');
    const status = (await client.request({ url: BILLING_PATHS.checkoutStatus(checkout.id) })).json() as CheckoutStatusResponse;
    expect(status).toMatchObject({ status: 'paid', subscription_status: 'active' });
    expect(await notificationTypes(t.database, user.id)).toEqual(['payment-received']);
    expect(t.mails.filter((mail) => mail.userId === user.id).map((mail) => (mail.data as { type: string }).type)).toEqual(['payment-received']);

    const pdf = await client.request({ url: billing.invoices[0]?.pdf_url ?? '' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.user_id, user.id));
    expect(row?.pdf_key).toMatch(/\.pdf$/);
    // Kept in the media store's private invoices area (a folder, or the bucket with MEDIA_TEST_STORE=s3), byte for byte what was served.
    expect(await t.app.mediaStores.invoices.read(row!.pdf_key!)).toEqual(pdf.rawPayload);

    // A second checkout while PRO is refused.
    const again = await client.request({ method: 'POST', url: BILLING_PATHS.checkout, payload: { plan_id: 'pro_yearly', currency: 'EUR' } });
    expect(again.statusCode).toBe(409);
    // Someone else's checkout and invoice: 403.
    const other = await buyer(t);
    expect((await other.client.request({ url: BILLING_PATHS.checkoutStatus(checkout.id) })).statusCode).toBe(403);
    expect((await other.client.request({ url: billing.invoices[0]?.pdf_url ?? '' })).statusCode).toBe(403);
  });

  it('bills the name and address of the billing details, and the profile’s name (not the email) without them', async () => {
    const withDetails = await buyer(t, { country_code: 'DE', name: 'Anna', last_name: 'Example' });
    const details = { name: 'Anna Example', company: 'Example GmbH', address_line1: 'Ring 1', postal_code: '10115', city: 'Berlin', country_code: 'DE' };
    expect((await withDetails.client.request({ method: 'PUT', url: BILLING_PATHS.details, payload: details })).statusCode).toBe(200);
    const without = await buyer(t, { country_code: 'DE', name: 'Bernd', last_name: 'Beispiel' });
    for (const { client } of [withDetails, without]) {
      await choose(t.app, (await startCheckout(client)).path, 'pay');
      await deliver(t.app);
    }

    const billTo = async (client: TestClient) => {
      const invoice = (await billingOf(client)).invoices[0]!;
      return billToLines(drawnText((await client.request({ url: invoice.pdf_url })).rawPayload));
    };
    expect(await billTo(withDetails.client)).toEqual(['Example GmbH', 'Anna Example', 'Ring 1', '10115 Berlin', 'DE']);
    expect(await billTo(without.client)).toEqual(['Bernd Beispiel', 'DE']);
    expect((await billTo(without.client)).join(' ')).not.toContain(without.user.email);
  });

  it('a declined card and a failed authentication end the checkout as failed, nothing charged', async () => {
    const { user, client } = await buyer(t);
    const declined = await startCheckout(client);
    const answer = await choose(t.app, declined.path, 'decline');
    expect(answer.headers.location).toContain(`/payment-in-progress?checkout_id=${declined.id}`);
    await deliver(t.app);
    expect((await client.request({ url: BILLING_PATHS.checkoutStatus(declined.id) })).json()).toMatchObject({
      status: 'failed',
      failure_reason: 'card_declined',
      subscription_status: 'free',
    });

    const auth = await startCheckout(client);
    expect((await choose(t.app, auth.path, 'authenticate')).statusCode).toBe(303);
    expect((await t.app.inject({ url: auth.path })).body).toContain('Complete authentication');
    await choose(t.app, auth.path, 'auth_fail');
    await deliver(t.app);
    expect((await client.request({ url: BILLING_PATHS.checkoutStatus(auth.id) })).json()).toMatchObject({
      status: 'failed',
      failure_reason: 'payment_intent_authentication_failure',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.subscription).toBeNull();
    expect((await billingOf(client)).invoices).toHaveLength(0);
  });

  it('a payment made later stays in progress, then settles by itself', async () => {
    const { client } = await buyer(t);
    const checkout = await startCheckout(client, 'pro_yearly', 'USD');
    const answer = await choose(t.app, checkout.path, 'pending');
    expect(answer.headers.location).toContain('/payment-in-progress?checkout_id=');
    await deliver(t.app);
    expect((await client.request({ url: BILLING_PATHS.checkoutStatus(checkout.id) })).json()).toMatchObject({
      status: 'processing',
      subscription_status: 'free',
    });
    t.clock.advanceSeconds(31);
    await deliver(t.app);
    expect((await client.request({ url: BILLING_PATHS.checkoutStatus(checkout.id) })).json()).toMatchObject({ status: 'paid', subscription_status: 'active' });
    expect((await billingOf(client)).plan).toMatchObject({ id: 'pro_yearly', currency: 'USD' });
  });

  it('in German: the sandbox page and the return path', async () => {
    const { client } = await buyer(t);
    const response = await client.request({
      method: 'POST',
      url: BILLING_PATHS.checkout,
      payload: { plan_id: 'pro_monthly', currency: 'EUR' },
      headers: { 'x-lang': 'de' },
    });
    const url = new URL(response.json().url as string);
    const page = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Später bezahlen (ausstehend)');
    const paid = await choose(t.app, `${url.pathname}${url.search}`, 'pay');
    expect(paid.headers.location).toMatch(/^http:\/\/localhost:3000\/de\/subscription\/success\?checkout_id=/);
  });

  it('upgrade helper: monthly EUR', async () => {
    const { client } = await buyer(t);
    await upgrade(t, client);
    expect((await billingOf(client)).status).toBe('active');
  });
});
