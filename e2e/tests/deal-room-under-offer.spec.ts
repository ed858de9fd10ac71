// The deal after the outside walk (walk report 7, 8, 9, 13, 14, 16, 17, 37; decisions 0243–0246), on a
// listing made for this test whose inventory is sold at cost. Paul (the demo PRO buyer) opens the offer
// form from the listing's page: the inventory term is the listing's, and cash at closing follows a lower
// price. The seller writes to him: his deal room at 1440 px keeps the conversation on screen beside the
// steps, the seller's message shows its time, and a message that failed is sent again. Then another PRO
// buyer's offer is accepted: Paul's listing page says "under offer until …" (German, 390 px, and English),
// and his deal room says so at its top, without 'Make an offer' or 'Mark as done'. The holder's German
// offer card at 390 px shows each term's label whole, above its value.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, logInThroughApi, NO_STORAGE, xsrfToken } from '../support/fixtures';
import { blockingViolations } from '../support/axe';
import { registerFreshUser } from '../support/fresh-user';
import { JSON_HEADERS, postJson, publishListing } from '../support/listings';
import { sellerApi, sellerPost } from '../support/messaging';

const RUN = Date.now().toString(36);
/** A remote's first page or panel on this shared machine: its chunks load one after another. */
const FIRST_LOAD = { timeout: 30_000 };
const DAY_MS = 86_400_000;

/** PRO through the sandbox provider, as the pricing page's 'Upgrade' → 'Pay' does, by its API. */
async function becomePro(request: APIRequestContext): Promise<void> {
  const plans = (await (await request.get('/api/plans', { headers: JSON_HEADERS })).json()) as {
    plans: Array<{ id: string; interval: string }>;
    currency: string;
  };
  const plan = plans.plans.find((entry) => entry.interval === 'month') ?? plans.plans[0]!;
  const { url } = (await postJson(request, '/api/billing/checkout', { plan_id: plan.id, currency: plans.currency })) as unknown as { url: string };
  const paid = await request.post(url, { form: { choice: 'pay' }, headers: { 'X-XSRF-TOKEN': await xsrfToken(request) }, maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  await expect
    .poll(async () => ((await (await request.get('/api/user', { headers: JSON_HEADERS })).json()) as { subscription: string }).subscription, {
      timeout: 30_000,
    })
    .toBe('active');
}

/** The dialog of the caller about the listing (created as 'Contact seller' does, or the existing one). */
async function dialogId(request: APIRequestContext, listingId: number): Promise<number> {
  return ((await postJson(request, '/api/dialogs', { business_id: listingId })) as unknown as { dialog: { id: number } }).dialog.id;
}

function offerTerms(price: number) {
  const day = (days: number) => new Date(Date.now() + days * DAY_MS);
  return {
    price,
    cash_at_closing: price - 40_000,
    seller_financing: { amount: 25_000, term_months: 24, interest_percent: 5 },
    deferred: { kind: 'holdback', amount: 15_000, condition: 'Account health stays green for six months', period_months: 6 },
    inventory: 'at_cost',
    exclusivity_days: 21,
    due_diligence_days: 21,
    target_closing_date: day(60).toISOString().slice(0, 10),
    conditions: 'Supplier contracts transfer with the business.',
    valid_until: day(5).toISOString(),
  };
}

/** Each term of the offer card: its label's box, its value's box, and how many lines the label takes. */
async function termBoxes(page: Page) {
  return page.locator('.bz-offer-terms__row').evaluateAll((rows) =>
    rows.map((row) => {
      const dt = row.querySelector('dt')!;
      const dd = row.querySelector('dd')!;
      const label = dt.firstChild!.textContent ?? '';
      const range = document.createRange();
      range.selectNodeContents(dt.firstChild!);
      // One client rect per line the label's text takes.
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      return { label, lines, labelBottom: dt.getBoundingClientRect().bottom, valueTop: dd.getBoundingClientRect().top };
    }),
  );
}

test.describe('the deal after the walk', () => {
  test.use({ role: 'pro', viewport: { width: 1440, height: 900 } });

  test('offer defaults, the deal room at 1440 px, and a second buyer locked out by an accepted offer (EN and DE)', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const name = `Bamboo${RUN} cutting boards`;
    const id = await publishListing(playwright, { name, price: 240_000, inventoryIncluded: false });

    // The offer form from the listing's page: the listing's inventory term; cash at closing follows the price.
    await page.goto(`/business/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Make an offer' }).click(FIRST_LOAD);
    const form = page.getByRole('dialog', { name: 'Make an offer' }).getByRole('form', { name: 'Your offer' });
    const price = form.getByRole('spinbutton', { name: 'Price', exact: true });
    await expect(price).toHaveValue('$240,000', FIRST_LOAD);
    await expect(form.getByRole('group', { name: 'Inventory' }).getByRole('radio', { name: 'At cost, in addition to the price' })).toBeChecked();
    await price.click();
    await price.press('ControlOrMeta+a');
    await price.pressSequentially('225000');
    await price.press('Tab');
    await expect(form.getByRole('spinbutton', { name: 'Cash at closing' })).toHaveValue('$225,000');
    await form.getByRole('button', { name: 'Cancel' }).click();

    // The seller writes to Paul; his deal room at 1440 px.
    const paulDialog = await dialogId(page.request, id);
    const paulId = ((await (await page.request.get('/api/user', { headers: JSON_HEADERS })).json()) as { id: number }).id;
    const seller = await sellerApi(playwright, baseURL!);
    for (let n = 1; n <= 14; n += 1)
      await sellerPost(seller, '/api/messages', { type: 'text', business_id: id, opponent_id: paulId, message: `Seller note ${n} about the boards.` });
    await page.goto(`/deals/${paulDialog}`);
    await expect(page.getByRole('heading', { level: 1, name: `Deal room: ${name}` })).toBeVisible(FIRST_LOAD);
    const received = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: 'Seller note 14 about the boards.' });
    await expect(received).toBeVisible(FIRST_LOAD);
    // A received message shows its time (walk 17).
    await expect(received.locator('time')).toBeVisible();
    await expect(received.locator('time')).toHaveText(/^\d{1,2} \w+, \d\d:\d\d$/);
    // The conversation stays on screen beside the offer and the steps (walk 16): its composer is in view
    // at the top of the page and, scrolled down to the checklist's last item, still, in the left column.
    await expect(page.getByText('0 of 11 verified')).toBeVisible(FIRST_LOAD);
    const composer = page.getByPlaceholder('Your message..');
    await expect(composer).toBeInViewport();
    const lastItem = page.getByText('Other internal and external services', { exact: true });
    await lastItem.scrollIntoViewIfNeeded();
    await expect(lastItem).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(composer).toBeInViewport();
    const composerBox = (await composer.boundingBox())!;
    const stepsBox = (await page.getByRole('heading', { name: 'Buying steps.', exact: true }).boundingBox())!;
    expect(composerBox.x + composerBox.width).toBeLessThan(stepsBox.x);
    // The data room is the right column's other tab, not below everything.
    await page.getByRole('button', { name: 'Data room' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Data room' })).toBeInViewport();
    await expect(composer).toBeInViewport();
    expect(await blockingViolations(page)).toEqual([]);

    // A message that was not sent is sent again from its 'Not sent' line (walk 37).
    await page.route('**/api/messages', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' }), {
      times: 1,
    });
    await composer.fill('Can we talk on Friday?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const log = page.getByRole('list', { name: 'Messages' });
    const notSent = log.getByRole('listitem').filter({ hasText: 'Not sent' });
    await expect(notSent).toContainText('Can we talk on Friday?');
    await notSent.getByRole('button', { name: 'Send again' }).click();
    await expect(notSent).toHaveCount(0);
    await expect(log.getByRole('listitem').filter({ hasText: 'Can we talk on Friday?' })).toContainText('Sent');

    // Another PRO buyer offers; the seller accepts.
    const holder = await registerFreshUser(playwright, { tag: 'holder', name: 'Hanna', lastName: 'Holder', role: 'buyer' });
    const holderContext = await browser.newContext({ storageState: NO_STORAGE, viewport: { width: 390, height: 844 } });
    const holderPage = await holderContext.newPage();
    await logInThroughApi(holderPage.request, holder);
    await becomePro(holderPage.request);
    const holderDialog = await dialogId(holderPage.request, id);
    const offer = await postJson(holderPage.request, `/api/dialogs/${holderDialog}/offers`, { terms: offerTerms(235_000) });
    const accepted = (await sellerPost(seller, `/api/offers/${offer.id}/accept`, { version: 1, signer_name: 'Sophie Seller' })) as {
      exclusivity_until: string;
    };
    const until = new Date(accepted.exclusivity_until);

    // Paul's listing page, German phone: under offer until the day the exclusivity ends (walk 8).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/de/business/${id}`);
    const germanDay = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(until);
    await expect(page.getByRole('heading', { level: 1, name: `Reserviert bis ${germanDay}` })).toBeVisible(FIRST_LOAD);
    await expect(page).toHaveURL(/\/de\/business-unavailable\?.*under_offer_until=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByText('Dieses Inserat ist nicht mehr verfügbar')).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
    await page.goto(`/business/${id}`);
    const englishDay = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(until);
    await expect(page.getByRole('heading', { level: 1, name: `Under offer until ${englishDay}` })).toBeVisible(FIRST_LOAD);

    // Paul's deal room, German phone: the banner at the top; no offer, no step to mark done (walk 9).
    await page.goto(`/de/deals/${paulDialog}`);
    const banner = page.getByRole('status').filter({ hasText: 'Reserviert für einen anderen Käufer bis' });
    await expect(banner).toBeVisible(FIRST_LOAD);
    await expect(banner).toBeInViewport();
    await expect(page.getByText('0 von 11 geprüft')).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('button', { name: 'Angebot machen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Als erledigt markieren' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Anfragen' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Schritte zum Kauf.', exact: true })).toBeVisible();
    // The checklist's states keep one column on the right, beside long German item names too (walk 38).
    const states = await page.locator('.bz-checklist__head').evaluateAll((heads) =>
      heads.map((head) => {
        const [label, state] = [head.children[0]!.getBoundingClientRect(), head.children[1]!.getBoundingClientRect()];
        return { right: Math.round(state.right), beside: state.left >= label.right - 1 && state.top < label.bottom };
      }),
    );
    expect(states).toHaveLength(11);
    expect(new Set(states.map((state) => state.right)).size).toBe(1);
    expect(states.every((state) => state.beside)).toBe(true);
    expect(await blockingViolations(page)).toEqual([]);

    // The holder's German offer card on a phone: every label whole, above its value (walk 7).
    await holderPage.goto(`/de/deals/${holderDialog}`);
    await expect(holderPage.getByRole('article', { name: 'Angebot · Fassung 1' })).toBeVisible(FIRST_LOAD);
    const terms = await termBoxes(holderPage);
    expect(terms.map((term) => term.label)).toEqual(expect.arrayContaining(['Verkäuferdarlehen', 'Lagerbestand', 'Bedingungen']));
    for (const term of terms) {
      expect(term.valueTop, term.label).toBeGreaterThanOrEqual(term.labelBottom - 1);
      if (!term.label.includes(' ')) expect(term.lines, term.label).toBe(1);
    }

    await holderContext.close();
    await seller.dispose();
  });
});
