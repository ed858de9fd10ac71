// A free buyer and a listing behind an NDA (walk #31, decision 0252): signing takes PRO, so the
// listing's button says so and the plans say why the buyer came; the Free plan promises no NDA requests.
import { test, expect } from '../support/fixtures';
import { NDA_LISTING_ID } from '../support/pages';

test.use({ role: 'free' });

for (const width of [390, 1440]) {
  test(`a free buyer's NDA button leads to the plans with the reason, in German at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/de/business/${NDA_LISTING_ID}`);
    const prompt = page.locator('.bz-nda-prompt');
    const button = prompt.getByRole('link', { name: 'Zugang mit PRO anfragen' });
    await expect(button).toBeVisible({ timeout: 30_000 });
    await expect(prompt.getByRole('link', { name: 'Zugang anfragen / NDA unterzeichnen' })).toHaveCount(0);
    await button.click();
    await expect(page).toHaveURL(/\/de\/pricing\?reason=nda$/);
    await expect(page.getByRole('status').filter({ hasText: 'brauchen Sie PRO' })).toBeVisible();
    const free = page.getByRole('article', { name: 'Kostenlos' });
    await expect(free).toContainText('Sehen, welche Inserate ein NDA schützt und was es verdeckt');
    await expect(free).not.toContainText('anfragen');
    // Whole amounts on the tiles, and the currency explained.
    await expect(free.locator('[data-money]')).toHaveText(/^0\s€$/);
    await expect(page.getByRole('article', { name: 'PRO' })).toContainText('Preise in Euro');
  });
}
