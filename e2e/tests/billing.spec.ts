// PRO through the shell with the sandbox payment provider (issue #13), in both languages: a free buyer
// upgrades and pays, sees 'PRO user' and the invoice (its PDF read); a declined card and a payment that
// confirms later end on the right pages; cancel then resume on /billing; an EU VAT number turns the
// invoice into a reverse charge. Each test has a fresh user (country DE, so prices are in euros with
// German VAT), since paying changes the user for good.
import type { Page } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { test, expect, logIn, logInThroughApi, NO_STORAGE, USERS, xsrfToken } from '../support/fixtures';
import { stackPorts } from '../support/ports';
import { createUser, type FreshUser } from '../support/factories';

type Language = 'en' | 'de';

const COPY = {
  en: {
    nav: 'Main',
    menu: 'Menu',
    upgradeLabel: 'Upgrade',
    proLabel: 'PRO user',
    upgrade: 'Upgrade',
    yearly: /Yearly/,
    welcome: 'Welcome to PRO!',
    billing: 'Billing',
    invoices: 'Invoices',
    cancel: 'Cancel subscription',
    cancelTitle: 'Cancel your PRO subscription?',
    cancelled: 'Cancelled',
    ends: /PRO ends on [A-Z][a-z]+ \d{1,2}, \d{4}\. After that you are on the Free plan\./,
    resume: 'Resume subscription',
    renews: /Renews on [A-Z][a-z]+ \d{1,2}, \d{4}/,
    failed: 'Payment failed',
    declined: 'Your card was declined.',
    inProgress: 'Payment in progress',
    reverseCharge: 'Reverse charge',
    yearlyPlan: 'PRO (yearly)',
    paid: 'Paid',
  },
  de: {
    nav: 'Hauptnavigation',
    menu: 'Menü',
    upgradeLabel: 'Upgrade',
    proLabel: 'PRO-Nutzer',
    upgrade: 'Upgrade',
    yearly: /Jährlich/,
    welcome: 'Willkommen bei PRO!',
    billing: 'Abrechnung',
    invoices: 'Rechnungen',
    cancel: 'Abonnement kündigen',
    cancelTitle: 'PRO-Abonnement kündigen?',
    cancelled: 'Gekündigt',
    ends: /PRO endet am \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}\. Danach gilt der kostenlose Tarif\./,
    resume: 'Abonnement fortsetzen',
    renews: /Verlängert sich am \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}/,
    failed: 'Zahlung fehlgeschlagen',
    declined: 'Ihre Karte wurde abgelehnt.',
    inProgress: 'Zahlung wird bearbeitet',
    reverseCharge: 'Reverse-Charge',
    yearlyPlan: 'PRO (jährlich)',
    paid: 'Bezahlt',
  },
} as const;

/** The sandbox checkout page's choices (served by the API in the checkout's language). */
const SANDBOX = {
  en: { pay: 'Pay', decline: 'Decline (card declined)', later: 'Pay later (pending)', back: 'Cancel and return to Bizmarkt' },
  de: { pay: 'Bezahlen', decline: 'Ablehnen (Karte abgelehnt)', later: 'Später bezahlen (ausstehend)', back: 'Abbrechen und zu Bizmarkt zurückkehren' },
} as const;
type SandboxChoice = 'pay' | 'decline' | 'later';

/**
 * Coming back from the provider's page is a full page load of the shell and its remote, which takes
 * a good while on a loaded machine; so do the webhooks the return pages wait for.
 */
const PAGE_LOAD = { timeout: 30_000 } as const;

const prefix = (language: Language) => (language === 'de' ? '/de' : '');

function pricingLink(page: Page, language: Language, label: string) {
  return page.getByRole('navigation', { name: COPY[language].nav }).getByRole('link', { name: label, exact: true });
}

/** From /pricing: 'Upgrade' on the PRO card, then the sandbox's choice; returns where it lands. */
async function checkout(page: Page, language: Language, choice: SandboxChoice, interval: 'month' | 'year' = 'month') {
  await openSandbox(page, language, interval);
  await page.getByRole('button', { name: SANDBOX[language][choice], exact: true }).click();
}

/** From /pricing: 'Upgrade' on the PRO card, to the sandbox's checkout page. */
async function openSandbox(page: Page, language: Language, interval: 'month' | 'year' = 'month') {
  await page.goto(`${prefix(language)}/pricing`);
  const pro = page.getByRole('article', { name: 'PRO' });
  await expect(pro.getByRole('button', { name: COPY[language].upgrade })).toBeVisible(PAGE_LOAD);
  if (interval === 'year') await page.getByRole('radio', { name: COPY[language].yearly }).check();
  await pro.getByRole('button', { name: COPY[language].upgrade }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//, PAGE_LOAD);
}

async function freshBuyer(page: Page, playwright: Parameters<typeof createUser>[0], tag: string, language: Language): Promise<FreshUser> {
  const user = await createUser(playwright, { tag, name: 'Bea', lastName: 'Buyer', role: 'buyer' });
  await logIn(page, user, { locale: language });
  await expect(pricingLink(page, language, COPY[language].upgradeLabel)).toBeVisible();
  return user;
}

/** Upgrades through the sandbox and waits for PRO: the return page and the header both say so. */
async function becomePro(page: Page, language: Language, interval: 'month' | 'year' = 'month') {
  await checkout(page, language, 'pay', interval);
  await expect(page).toHaveURL(new RegExp(`${prefix(language)}/subscription/success\\?checkout_id=`));
  await expect(page.getByRole('heading', { level: 1, name: COPY[language].welcome })).toBeVisible(PAGE_LOAD);
  await expect(pricingLink(page, language, COPY[language].proLabel)).toBeVisible();
}

test.describe('PRO subscription with the sandbox provider', () => {
  // Every journey registers a user and crosses to the provider's page and back (full page loads).
  test.describe.configure({ timeout: 180_000 });

  test('a free buyer upgrades, sees PRO user and the invoice, and reads its PDF', async ({ page, playwright }) => {
    await freshBuyer(page, playwright, 'billing-pay', 'en');
    await becomePro(page, 'en', 'year');

    await page.goto('/billing');
    await expect(page.getByText(COPY.en.renews)).toBeVisible(PAGE_LOAD);
    await expect(page.getByText('PRO (yearly)')).toBeVisible();
    const invoices = page.getByRole('region', { name: COPY.en.invoices });
    const row = invoices.getByRole('row').nth(1);
    await expect(row).toContainText(/\d{4}-\d+/);
    // A German consumer pays German VAT.
    await expect(row).toContainText('19%');
    const download = page.waitForEvent('download');
    await row.getByRole('link', { name: /Download invoice .* as PDF/ }).click();
    const pdf = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of pdf) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

    // PRO is kept across a reload (the state is the server's, not the page's).
    await page.reload();
    await expect(pricingLink(page, 'en', COPY.en.proLabel)).toBeVisible(PAGE_LOAD);
    await page.goto('/pricing');
    await expect(page.getByText('You are a PRO user')).toBeVisible(PAGE_LOAD);
  });

  test('German: a declined card ends on a clear failure and nothing changes', async ({ page, playwright }) => {
    await freshBuyer(page, playwright, 'billing-decline', 'de');
    await checkout(page, 'de', 'decline');
    await expect(page).toHaveURL(/\/de\/payment-in-progress\?checkout_id=/);
    await expect(page.getByRole('heading', { level: 1, name: COPY.de.failed })).toBeVisible(PAGE_LOAD);
    await expect(page.getByText(COPY.de.declined)).toBeVisible();
    await expect(pricingLink(page, 'de', COPY.de.upgradeLabel)).toBeVisible();
    await page.goto('/de/billing');
    await expect(page.getByText('Sie nutzen den kostenlosen Tarif.')).toBeVisible(PAGE_LOAD);
    await expect(page.getByText('Noch keine Rechnungen.')).toBeVisible();
  });

  test('a payment that confirms later waits on /payment-in-progress, then shows success', async ({ page, playwright }) => {
    // The sandbox settles a pending payment by itself after 20 s (SANDBOX_PENDING_SECONDS), as a bank would later.
    await freshBuyer(page, playwright, 'billing-later', 'en');
    await checkout(page, 'en', 'later');
    await expect(page).toHaveURL(/\/(payment-in-progress|payment-success)\?checkout_id=/);
    // The sandbox confirms the pending payment by itself (its webhook, later): the page follows.
    await expect(page).toHaveURL(/\/payment-success\?checkout_id=/, { timeout: 45_000 });
    await expect(page.getByRole('heading', { level: 1, name: COPY.en.welcome })).toBeVisible();
    await expect(pricingLink(page, 'en', COPY.en.proLabel)).toBeVisible();
  });

  test('abandoning the checkout goes back with nothing charged', async ({ page, playwright }) => {
    await freshBuyer(page, playwright, 'billing-abandon', 'en');
    await openSandbox(page, 'en');
    await page.getByRole('link', { name: SANDBOX.en.back }).click();
    await expect(page).toHaveURL(/\/subscription\/cancel$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout cancelled' })).toBeVisible(PAGE_LOAD);
    await page.getByRole('link', { name: 'Back to the plans' }).click();
    await expect(page.getByRole('article', { name: 'Free' }).getByText('Your current plan')).toBeVisible();
    await expect(pricingLink(page, 'en', COPY.en.upgradeLabel)).toBeVisible();
  });

  for (const language of ['de', 'en'] as const) {
    test(`${language}: cancel, then resume on /billing`, async ({ page, playwright }) => {
      const copy = COPY[language];
      await freshBuyer(page, playwright, `billing-cancel-${language}`, language);
      await becomePro(page, language);
      await page.goto(`${prefix(language)}/billing`);
      await expect(page.getByText(copy.renews)).toBeVisible(PAGE_LOAD);
      await page.getByRole('button', { name: copy.cancel }).click();
      const dialog = page.getByRole('dialog', { name: copy.cancelTitle });
      await dialog.getByRole('button', { name: copy.cancel }).click();
      await expect(page.getByText(copy.ends)).toBeVisible();
      await expect(page.getByText(copy.cancelled, { exact: true })).toBeVisible();
      // Cancelled stays PRO until the period end.
      await expect(pricingLink(page, language, copy.proLabel)).toBeVisible();
      await page.reload();
      await expect(page.getByText(copy.ends)).toBeVisible(PAGE_LOAD);

      await page.getByRole('button', { name: copy.resume }).click();
      await expect(page.getByText(copy.renews)).toBeVisible();
      await expect(page.getByRole('button', { name: copy.resume })).toHaveCount(0);
    });
  }

  test('an EU VAT number from another member state makes the invoice a reverse charge', async ({ page, playwright }) => {
    // The seller is German: the reverse charge applies to a business in another EU country (Austria).
    await freshBuyer(page, playwright, 'billing-vat', 'en');
    await page.goto('/billing');
    await expect(page.getByLabel(/^Company/)).toBeVisible(PAGE_LOAD);
    await page.getByLabel(/^Company/).fill('Buyer GmbH');
    await page.getByLabel(/^Address( \*)?$/).fill('Ringstraße 1');
    await page.getByLabel(/^Postal code/).fill('1010');
    await page.getByLabel(/^City/).fill('Wien');
    // Enter opens the list with its search focused; typing filters.
    await page.getByRole('textbox', { name: 'Country', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Search countries' })).toBeFocused();
    await page.keyboard.type('Austria');
    await page.getByRole('listbox').getByRole('option', { name: 'Austria' }).click();
    await expect(page.getByRole('textbox', { name: 'Country', exact: true })).toHaveValue('Austria');
    await page.getByLabel(/^EU VAT number/).fill('ATU 1234 5675');
    await page.getByRole('button', { name: 'Save billing details' }).click();
    await expect(page.getByText(/VAT number ATU12345675 verified: reverse charge/)).toBeVisible(PAGE_LOAD);

    await becomePro(page, 'en');
    await page.goto('/billing');
    const row = page.getByRole('region', { name: COPY.en.invoices }).getByRole('row').nth(1);
    await expect(row).toContainText(COPY.en.reverseCharge, PAGE_LOAD);
    // Net is what is charged: no VAT on top.
    await expect(row).toContainText('€27.00');
  });

  test("German: an admin's refunds (part, then the rest) show on /billing, and PRO stays", async ({ page, playwright }) => {
    await freshBuyer(page, playwright, 'billing-refund', 'de');
    await becomePro(page, 'de');
    await page.goto('/de/billing');
    const row = page.getByRole('region', { name: COPY.de.invoices }).getByRole('row').nth(1);
    await expect(row).toContainText(COPY.de.paid, PAGE_LOAD);
    const invoiceId = Number(/\/api\/billing\/invoices\/(\d+)\/pdf/.exec((await row.getByRole('link').getAttribute('href')) ?? '')?.[1]);

    const admin = await playwright.request.newContext({ baseURL: `http://localhost:${stackPorts.shell}`, storageState: NO_STORAGE });
    try {
      await logInThroughApi(admin, USERS.admin);
      const refund = async (amount?: number) =>
        admin.post(`/api/admin/invoices/${invoiceId}/refund`, {
          data: amount === undefined ? {} : { amount },
          headers: { 'X-XSRF-TOKEN': await xsrfToken(admin), Accept: 'application/json' },
        });
      const part = await refund(500);
      expect(part.status(), await part.text()).toBe(201);
      // The sandbox's signed charge.refunded reaches our webhook through the jobs table; the page reads it.
      await expect(async () => {
        await page.reload();
        await expect(row).toContainText('Teilweise erstattet: 5,00\u00a0€', { timeout: 5_000 });
      }).toPass(PAGE_LOAD);
      const rest = await refund();
      expect(rest.status(), await rest.text()).toBe(201);
      expect((await refund()).status()).toBe(409);
      await expect(async () => {
        await page.reload();
        await expect(row).toContainText('Erstattet', { timeout: 5_000 });
        await expect(row).not.toContainText('Teilweise');
      }).toPass(PAGE_LOAD);
    } finally {
      await admin.dispose();
    }
    await expect(page.getByText(COPY.de.renews)).toBeVisible();
    await expect(pricingLink(page, 'de', COPY.de.proLabel)).toBeVisible();
  });

  test('the billing page at phone width: everything reachable, nothing overflowing', async ({ page, playwright }) => {
    await freshBuyer(page, playwright, 'billing-phone', 'de');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/de/pricing');
    await expect(page.getByRole('article', { name: 'PRO' })).toBeVisible();
    await page.goto('/de/billing');
    await expect(page.getByRole('heading', { level: 1, name: COPY.de.billing })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

/** Sideways scroll of the page as it is now, in CSS pixels (0 when it fits). */
async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The page fits the phone and axe (WCAG 2.2 AA) finds nothing blocking on it. */
async function fitsAndPasses(page: Page, what: string) {
  expect(await sidewaysScroll(page), `${what}: sideways scroll at 375 px`).toBeLessThanOrEqual(0);
  expect(await blockingViolations(page), `${what}: axe`).toEqual([]);
}

/** The header's plan link ('Upgrade' / 'PRO user'): in the bar, or in the menu a phone folds it into. */
async function expectHeaderPlanLink(page: Page, language: Language, label: string) {
  const copy = COPY[language];
  const inBar = pricingLink(page, language, label);
  if (await inBar.isVisible()) return;
  await page.locator('header.bz-header').getByRole('button', { name: copy.menu }).click();
  const menu = page.getByRole('navigation', { name: copy.menu });
  await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

test.describe('a new user at phone width: /pricing, the sandbox checkout, /billing', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ viewport: { width: 375, height: 740 } });

  for (const language of ['en', 'de'] as const) {
    test(`${language}: chooses the yearly plan, pays, is PRO and finds the invoice; every page fits and passes axe`, async ({ page, playwright }) => {
      const copy = COPY[language];
      const user = await createUser(playwright, { tag: `billing-phone-walk-${language}`, name: 'Pia', lastName: 'Phone', role: 'buyer' });
      await logIn(page, user, { locale: language });

      await page.goto(`${prefix(language)}/pricing`);
      const pro = page.getByRole('article', { name: 'PRO' });
      await expect(pro.getByRole('button', { name: copy.upgrade })).toBeVisible(PAGE_LOAD);
      await expectHeaderPlanLink(page, language, copy.upgradeLabel);
      await page.getByRole('radio', { name: copy.yearly }).check();
      await fitsAndPasses(page, 'pricing');

      await pro.getByRole('button', { name: copy.upgrade }).click();
      await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//, PAGE_LOAD);
      const pay = page.getByRole('button', { name: SANDBOX[language].pay, exact: true });
      await expect(pay).toBeVisible();
      await fitsAndPasses(page, 'sandbox checkout');
      await pay.click();

      await expect(page).toHaveURL(new RegExp(`${prefix(language)}/subscription/success\\?checkout_id=`), PAGE_LOAD);
      await expect(page.getByRole('heading', { level: 1, name: copy.welcome })).toBeVisible(PAGE_LOAD);
      await expectHeaderPlanLink(page, language, copy.proLabel);
      await fitsAndPasses(page, 'subscription success');

      await page.goto(`${prefix(language)}/billing`);
      await expect(page.getByRole('heading', { level: 1, name: copy.billing })).toBeVisible(PAGE_LOAD);
      await expect(page.getByText(copy.renews)).toBeVisible(PAGE_LOAD);
      await expect(page.getByText(copy.yearlyPlan)).toBeVisible();
      const row = page.getByRole('region', { name: copy.invoices }).getByRole('row').nth(1);
      await expect(row).toContainText(/\d{4}-\d{6}/);
      await expect(row).toContainText(copy.paid);
      await fitsAndPasses(page, 'billing');
    });
  }
});
