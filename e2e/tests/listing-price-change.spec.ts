// Issue #10, the listing notification lifecycle (spec §3, §4): a buyer favourites a published
// listing from its page; its seller changes the price; the buyer is told in the notifications panel
// (`favorite-price-changed`, old and new price) and /favorites marks the price change — in German.
// The listing is the test's own (a fresh seller's, published by the demo admin through the API), so
// the seeded listings other specs rely on stay as they are.
import type { Page } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { test, expect, logIn, USERS } from '../support/fixtures';
import { registerFreshUser } from '../support/fresh-user';
import { postJson, submitCompleteListing, withSession } from '../support/listings';

/** The first paint of a page loads its remote: slow on a machine shared by several stacks. */
const PAGE_LOAD = { timeout: 30_000 } as const;

async function unreadNotifications(page: Page): Promise<number> {
  const answer = await page.request.get('/api/user', { headers: { Accept: 'application/json' } });
  return ((await answer.json()) as { unread_notifications: number }).unread_notifications;
}

test('a buyer who favourited a listing is told of its new price, in the panel and on /favorites (de)', async ({ page, playwright }) => {
  test.setTimeout(240_000);
  const name = `Küchenzubehör ${Date.now().toString(36)}`;
  const seller = await registerFreshUser(playwright, { tag: 'price-seller', name: 'Paula', lastName: 'Preis', role: 'seller' });
  const id = await withSession(playwright, seller, (request) => submitCompleteListing(request, { name, price: 385_000 }));
  await withSession(playwright, USERS.admin, (request) => postJson(request, `/api/admin/businesses/${id}/verify`, {}));

  // The buyer favourites it from its page.
  const buyer = await registerFreshUser(playwright, { tag: 'price-buyer', name: 'Bernd', lastName: 'Beobachter', role: 'buyer' });
  await logIn(page, buyer, { locale: 'de' });
  await page.goto(`/de/business/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('region', { name: 'Das Angebot auf einen Blick' })).toContainText(/385\.000\s\$/);
  const heart = page.getByRole('button', { name: `${name} in den Favoriten speichern` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false', PAGE_LOAD);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/favorites') && response.request().method() === 'POST');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);
  const unreadBefore = await unreadNotifications(page);

  // The seller lowers the price of the published listing.
  await withSession(playwright, seller, (request) => postJson(request, `/api/businesses/${id}`, { price: { price: 350_000, open_to_offers: true } }));

  // The fan-out runs as a job: once the buyer has the notice, the bell shows it after a reload.
  await expect.poll(() => unreadNotifications(page), { timeout: 60_000 }).toBe(unreadBefore + 1);
  await page.reload();
  const bell = page.getByRole('button', { name: `Benachrichtigungen, ${unreadBefore + 1} ungelesen` });
  await expect(bell).toBeVisible(PAGE_LOAD);
  await bell.click();
  const panel = page.getByRole('dialog', { name: `${unreadBefore + 1} neue Benachrichtigung${unreadBefore === 0 ? '' : 'en'}` });
  const notice = panel.getByRole('listitem').filter({ hasText: name });
  await expect(notice).toContainText(/Der Preis von .+ hat sich von 385\.000\s\$ auf 350\.000\s\$ geändert\./, PAGE_LOAD);
  expect(await blockingViolations(page), 'serious or critical WCAG violations in the panel').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // /favorites marks the change since the last visit and shows the new price.
  await page.goto('/de/favorites');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(item.getByRole('list', { name: 'Änderungen seit Ihrem letzten Besuch' })).toContainText(
    /Preis geändert von 385\.000\s\$ auf 350\.000\s\$/,
    PAGE_LOAD,
  );
  await expect(item.getByRole('definition').first()).toHaveText(/350\.000\s\$/);
  expect(await blockingViolations(page), 'serious or critical WCAG violations on /favorites').toEqual([]);
});
