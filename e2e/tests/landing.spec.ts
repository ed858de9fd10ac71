import { test, expect } from '../support/fixtures';

interface Category {
  id: number;
  name: string;
}

test.describe('landing page', () => {
  test('shows the categories from the API in English', async ({ page, request }) => {
    const categories = (await (await request.get('/api/categories', { headers: { 'X-LANG': 'en' } })).json()) as Category[];
    expect(categories.length).toBeGreaterThan(5);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Buy and sell online businesses' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Browse by category' });
    for (const category of categories) await expect(list.getByText(category.name, { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  test('/de shows the same page in German with German category names', async ({ page, request }) => {
    const german = (await (await request.get('/api/categories', { headers: { 'X-LANG': 'de' } })).json()) as Category[];
    const english = (await (await request.get('/api/categories', { headers: { 'X-LANG': 'en' } })).json()) as Category[];
    expect(german.map((c) => c.id)).toEqual(expect.arrayContaining(english.map((c) => c.id)));
    expect(german.filter((c) => english.find((e) => e.id === c.id)?.name !== c.name).length).toBeGreaterThan(0);

    await page.goto('/de');
    await expect(page.getByRole('heading', { level: 1, name: 'Online-Unternehmen kaufen und verkaufen' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Nach Kategorie stöbern' });
    for (const category of german) await expect(list.getByText(category.name, { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  });

  test("a category tile opens that category's search, in the page's language", async ({ page, request }) => {
    const german = (await (await request.get('/api/categories', { headers: { 'X-LANG': 'de' } })).json()) as Category[];
    const category = german[1]!;
    await page.goto('/de');
    await page
      .getByRole('list', { name: 'Nach Kategorie stöbern' })
      .getByRole('link', { name: new RegExp(`^${category.name} \\d+ Inserate?$`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/de/search\\?categories=${category.id}$`));
  });

  test('the language switch keeps the page', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Deutsch' }).first().click();
    await expect(page).toHaveURL(/\/de\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  });

  test('an unknown path shows the 404 page, in both languages', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText("We can't find the page you're looking for.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy and sell online businesses' })).toBeVisible();

    await page.goto('/de/gibt-es-nicht');
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  });
});

test.describe('mobile width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of ['/', '/de', '/login', '/de/login', '/404']) {
    test(`${path} fits a 375 px screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});
