// The demo PRO user as the seed leaves them: a sandbox subscription behind the PRO flag, shown by
// /billing with its renewal date and an invoice whose PDF opens; every demo user's flag matches
// their subscription (the API's PRO check and the seed agree); a second seed adds nothing.
import { eq } from 'drizzle-orm';
import { BILLING_PATHS, type BillingResponse } from '@bizmarkt/shared/contract';
import { hasPro, subscriptionStatus } from '../../src/billing/lifecycle';
import { currentSubscription } from '../../src/billing/subscription-repository';
import { invoices, sandboxSubscriptions, subscriptions, users } from '../../src/db/schema';
import { seed } from '../../src/seed';
import { DEMO_USERS } from '../../src/seed/data';
import { TestClient } from '../helpers/client';
import { billToLines, drawnText } from '../helpers/pdf-text';
import { PRO, useTestApp } from '../helpers/test-app';

const t = useTestApp();

async function proUser() {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, PRO.email));
  return user!;
}

describe('the demo PRO user', () => {
  it('has an active yearly sandbox subscription, shown on /billing with a future renewal and an invoice', async () => {
    const client = new TestClient(t.app);
    await client.login(PRO);
    const response = await client.request({ url: BILLING_PATHS.billing });
    expect(response.statusCode).toBe(200);
    const billing = response.json() as BillingResponse;
    expect(billing).toMatchObject({ status: 'active', plan: { id: 'pro_yearly' } });
    expect(new Date(billing.period_end!).getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 3600 * 1000);
    // Paul is in the US: no VAT, billed in USD.
    expect(billing.invoices).toHaveLength(1);
    expect(billing.invoices[0]).toMatchObject({ currency: 'USD', gross_amount: 29000, vat_amount: 0 });

    const pdf = await client.request({ url: billing.invoices[0]!.pdf_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Billed to the name and address of Paul's billing details (issue #29: only the email and country).
    expect(billToLines(drawnText(pdf.rawPayload))).toEqual(['Paul Pro', '500 Market Street', '94105 San Francisco', 'US']);

    // The sandbox holds the same subscription, so cancel and resume work against it.
    const user = await proUser();
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.user_id, user.id));
    const [sandbox] = await t.database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, row!.provider_subscription_id));
    expect(sandbox).toMatchObject({ status: 'active', plan_id: 'pro_yearly', user_id: user.id });
  });

  it("every demo user's PRO flag is what their subscription gives", async () => {
    const now = new Date();
    for (const demo of DEMO_USERS) {
      const [user] = await t.database.db.select().from(users).where(eq(users.email, demo.email));
      const pro = hasPro(subscriptionStatus(await currentSubscription(t.database.db, user!.id), now));
      expect([demo.email, user!.subscription]).toEqual([demo.email, pro ? 'active' : null]);
      expect([demo.email, pro]).toEqual([demo.email, demo.subscription === 'active']);
    }
  });

  it('a second seed adds no subscription and no invoice', async () => {
    await seed(t.database.db);
    const user = await proUser();
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.user_id, user.id))).toHaveLength(1);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.user_id, user.id))).toHaveLength(1);
  });
});
