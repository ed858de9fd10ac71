// Issue #11, landing and search: a visitor on a phone searches in German from the home page, narrows
// the results in the filters panel, finds the state in the URL (reload, Back, Forward), opens a
// listing, and is sent to the registration by the favourite heart; one seller's listings under their
// name; "Alert me about new listings like this" saves the filters for a logged-in user (a visitor is
// sent to the registration). The listings come from the API (the seed's published ones), so the journey works on any data.
import type { APIRequestContext } from '@playwright/test';
import type { Category, User } from '@bizmarkt/shared/contract';
import { test, expect, logIn, logInThroughApi, NO_STORAGE, USERS } from '../support/fixtures';
import { blockingViolations } from '../support/axe';
import { createUser } from '../support/factories';
import { stackPorts } from '../support/ports';

/** The first paint of a page whose remote chunks are not loaded yet, on a busy shared machine. */
const PAGE_LOAD = { timeout: 30_000 } as const;

interface Card {
  id: number;
  name: string;
  price: number | null;
  category_id: number | null;
  category_name: string | null;
}

interface Results {
  data: Card[];
  meta: { total: number };
}

async function search(request: APIRequestContext, query: string, lang: 'en' | 'de'): Promise<Results> {
  const answer = await request.get(`/api/businesses?${query}`, { headers: { Accept: 'application/json', 'X-LANG': lang } });
  expect(answer.status(), `GET /api/businesses?${query}`).toBe(200);
  return (await answer.json()) as Results;
}

/** The longest word of a title, to search for (the title is part of the full text). */
function wordOf(name: string): string {
  return name.split(/[^\p{L}\p{N}]+/u).sort((a, b) => b.length - a.length)[0]!;
}

test.describe('search', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a visitor searches in German with filters on a phone, and the URL holds the search', async ({ page, request }) => {
    test.setTimeout(120_000);
    const newest = await search(request, 'sort=newest', 'de');
    const listing = newest.data.find((card) => card.price !== null && card.category_id !== null);
    expect(listing, 'a published listing with a price and a category in the seed').toBeDefined();
    const { id, name, price, category_id: categoryId, category_name: categoryName } = listing!;
    const word = wordOf(name);

    await page.goto('/de');
    await expect(page.getByRole('list', { name: 'Neueste Inserate' }).getByRole('article').first()).toBeVisible(PAGE_LOAD);
    expect(await blockingViolations(page)).toEqual([]);
    const box = page.getByRole('search', { name: 'Inserate durchsuchen' });
    await box.getByRole('searchbox').fill(word);
    await box.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(new RegExp(`/de/search\\?q=${encodeURIComponent(word)}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Inserate durchsuchen' })).toBeVisible(PAGE_LOAD);
    const results = page.getByRole('list', { name: 'Inserate' });
    await expect(results.getByRole('link', { name, exact: true })).toBeVisible();

    // Phone: the filters are in the 'filters' panel.
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Filter' });
    await panel.getByRole('group', { name: 'Kaufpreis ($)' }).getByLabel('Max.').fill(String(price));
    await panel.getByRole('group', { name: 'Kategorien' }).getByRole('checkbox', { name: categoryName!, exact: true }).check();
    await panel.getByRole('button', { name: 'Ergebnisse anzeigen' }).click();
    await expect(panel).toBeHidden();
    const filtered = new RegExp(`/de/search\\?q=${encodeURIComponent(word)}&price_max=${price}&categories=${categoryId}$`);
    await expect(page).toHaveURL(filtered);
    await expect(results.getByRole('link', { name, exact: true })).toBeVisible();
    const expected = await search(request, `q=${encodeURIComponent(word)}&price_max=${price}&categories=${categoryId}`, 'de');
    await expect(page.getByText(expected.meta.total === 1 ? '1 Inserat' : `${expected.meta.total} Inserate`, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await blockingViolations(page)).toEqual([]);

    // The URL is the search: a reload shows it again, Back and Forward move between searches.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Filter (2)' })).toBeVisible(PAGE_LOAD);
    await expect(results.getByRole('link', { name, exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/de/search\\?q=${encodeURIComponent(word)}$`));
    await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(filtered);
    await expect(page.getByRole('button', { name: 'Filter (2)' })).toBeVisible();

    await results.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/de/business/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(PAGE_LOAD);
    await page.goBack();
    await expect(page).toHaveURL(filtered);

    // A visitor's heart asks them to sign up first (spec §2).
    await results.getByRole('button', { name: `${name} in den Favoriten speichern` }).click();
    await expect(page).toHaveURL(/\/de\/registration$/);
  });

  test("one seller's listings under the seller's name", async ({ page, playwright }) => {
    const seller = await playwright.request.newContext({ baseURL: `http://localhost:${stackPorts.shell}`, storageState: NO_STORAGE });
    const sellerId = await logInThroughApi(seller, USERS.seller);
    await seller.dispose();
    const listings = await search(page.request, `user_id=${sellerId}`, 'en');

    await page.goto(`/search?user_id=${sellerId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Listings by ${USERS.seller.displayName}` })).toBeVisible(PAGE_LOAD);
    await expect(page.getByText(listings.meta.total === 1 ? '1 listing' : `${listings.meta.total} listings`, { exact: true })).toBeVisible();
    for (const card of listings.data.slice(0, 3)) await expect(page.getByRole('link', { name: card.name, exact: true })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});

test.describe('Alert me about new listings like this', () => {
  test("a logged-in user saves the search's filters as their alert, and the notification settings show them", async ({ page, playwright }) => {
    test.setTimeout(120_000);
    // A user of its own: the alert changes the user's settings.
    const user = await createUser(playwright, { tag: 'alertme', name: 'Alma', lastName: 'Alert', role: 'buyer' });
    const categories = (await (await page.request.get('/api/categories', { headers: { Accept: 'application/json' } })).json()) as Category[];
    const category = categories[1] ?? categories[0]!;
    await logIn(page, user);

    await page.goto(`/search?price_min=100000&price_max=750000&net_profit_min=20000&age_min=2&categories=${category.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Browse listings' })).toBeVisible(PAGE_LOAD);
    const alertMe = page.getByRole('button', { name: 'Alert me about new listings like this' });
    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/users/${user.id}`) && response.request().method() === 'POST');
    await alertMe.click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Saved: you will be notified about new listings that match these filters.' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    // What the API holds: the ranges and the category of the URL, the other bounds empty.
    const stored = (await (await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).json()) as User;
    expect(stored.notification_settings.new_listing_alert_settings).toEqual({
      price: { min: 100_000, max: 750_000 },
      sales: { min: null, max: null },
      net_profit: { min: 20_000, max: null },
      profit_margin: { min: null, max: null },
      profit_multiply: { min: null, max: null },
      age: { min: 2, max: null },
      category_ids: [category.id],
    });

    // The link after saving opens the notification settings, which show the same alert.
    await page.getByRole('button', { name: 'Alert and email settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Notification settings' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'New listing alerts settings' }).click();
    await expect(panel.getByLabel('Price ($), minimum')).toHaveValue('100000');
    await expect(panel.getByLabel('Price ($), maximum')).toHaveValue('750000');
    await expect(panel.getByLabel('Net profit ($), minimum')).toHaveValue('20000');
    await expect(panel.getByLabel('Net profit ($), maximum')).toHaveValue('');
    await expect(panel.getByLabel('Business age (years), minimum')).toHaveValue('2');
    await expect(panel.getByRole('button', { name: 'Categories: 1 chosen' })).toBeVisible();
  });

  test('a visitor is asked to sign up first (German)', async ({ page }) => {
    await page.goto('/de/search?price_max=500000');
    await expect(page.getByRole('heading', { level: 1, name: 'Inserate durchsuchen' })).toBeVisible(PAGE_LOAD);
    await page.getByRole('button', { name: 'Benachrichtigen bei neuen ähnlichen Inseraten' }).click();
    await expect(page).toHaveURL(/\/de\/registration$/);
  });
});
