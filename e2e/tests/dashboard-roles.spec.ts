// The dashboard at 1440 px (walk #41, #42): a buyer-only account starts with "Browse listings" and the
// header's "Sell now" is not its filled call to action; a seller's latest messages show whole names.
import { test, expect, logInThroughApi, NO_STORAGE, USERS } from '../support/fixtures';
import { publishListing } from '../support/listings';
import { sellerPost } from '../support/messaging';

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('a buyer-only account', () => {
  test.use({ role: 'pro' });

  test('gets Browse listings as the first, filled action; Sell now stays, outlined', async ({ page }) => {
    await page.goto('/de/dashboard');
    const started = page.getByRole('region', { name: 'Loslegen' });
    const browse = started.getByRole('link', { name: 'Inserate durchsuchen' });
    await expect(browse).toBeVisible({ timeout: 30_000 });
    await expect(browse).not.toHaveClass(/p-button-outlined/);
    await expect(started.getByRole('button', { name: 'Jetzt verkaufen' })).toHaveClass(/p-button-outlined/);
    expect(await started.locator('.bz-actions > *').first().textContent()).toBe('Inserate durchsuchen');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Jetzt verkaufen' })).toHaveClass(/p-button-outlined/);
  });
});

test.describe('a seller', () => {
  test.use({ role: 'seller' });

  test("sees the buyer's name and the listing's whole in the latest messages", async ({ page, playwright, baseURL }) => {
    test.setTimeout(180_000);
    const name = `Organic tea subscription ${Date.now() % 1000}`;
    const id = await publishListing(playwright, { name });
    // The buyer's question, through the API as the PRO buyer.
    const buyer = await playwright.request.newContext({ baseURL, storageState: NO_STORAGE });
    await logInThroughApi(buyer, USERS.pro);
    await sellerPost(buyer, '/api/dialogs', { business_id: id });
    await sellerPost(buyer, '/api/messages', { type: 'text', business_id: id, message: 'Is the supplier contract transferable?' });
    await buyer.dispose();

    await page.goto('/dashboard');
    const latest = page.getByRole('region', { name: 'Latest messages' });
    const who = latest.locator('.bz-latest__who').filter({ hasText: name });
    await expect(who).toBeVisible({ timeout: 30_000 });
    await expect(who).toHaveText(`Paul Pro · ${name}`);
    // Not cut with an ellipsis: the text fits its box.
    expect(await who.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
});
