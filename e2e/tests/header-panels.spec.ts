import { test, expect, logIn, USERS } from '../support/fixtures';
import { stackPorts } from '../support/ports';

test.describe('header', () => {
  test('logged out: main links, Pricing, Log In and Sign Up', async ({ page }) => {
    await page.goto('/search');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Browse listings', 'How to buy?', 'How to sell?', 'FAQ', 'Pricing']) await expect(nav.getByRole('link', { name })).toBeVisible();
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/registration$/);
  });

  test("logged in: 'Upgrade' for a free user, 'PRO user' for PRO, and the user menu", async ({ page }) => {
    await logIn(page, USERS.free);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upgrade' })).toBeVisible();
    await page.getByRole('button', { name: USERS.free.displayName }).click();
    const menu = page.getByRole('menu');
    for (const name of [
      'Sell now',
      'My Dashboard',
      'My listings',
      'Favorites',
      'Notifications',
      'Messages',
      'About me',
      'Notification settings',
      'Billing',
      'Change password',
      'Log out',
    ]) {
      await expect(menu.getByRole('menuitem', { name })).toBeVisible();
    }
    await menu.getByRole('menuitem', { name: 'My Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: USERS.free.displayName }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    await logIn(page, USERS.pro, { locale: 'de' });
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'PRO-Nutzer' })).toBeVisible();
  });
});

test.describe('panels and modals', () => {
  test('?messages opens the messages panel on load', async ({ page }) => {
    await page.goto('/de?messages');
    await expect(page.getByRole('dialog', { name: 'Nachrichten' })).toBeVisible();
  });

  test.describe('as a seller', () => {
    test.use({ role: 'seller' });

    test('a panel closes on Escape and with its close button, giving focus back', async ({ page }) => {
      await page.goto('/');
      // The buttons' names carry the unread count when there is one ('Messages, 1 unread').
      const bell = page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
      await bell.click();
      // The title counts the unread notifications when the panel opens ('2 new notifications'), or is
      // just 'Notifications' when there are none.
      const notifications = page.getByRole('dialog', { name: /(new notifications?|^Notifications)$/ });
      await expect(notifications).toBeVisible();
      await expect(notifications.getByText('We are still building it. Please come back soon.')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(notifications).toHaveCount(0);
      await expect(bell).toBeFocused();

      const envelope = page.getByRole('button', { name: /^Messages(, \d+ unread)?$/ });
      await envelope.click();
      const messages = page.getByRole('dialog', { name: 'Messages' });
      await expect(messages).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await messages.getByRole('button', { name: 'Close' }).click();
      await expect(messages).toHaveCount(0);
      await expect(envelope).toBeFocused();
    });

    test('the Create New Listing modal closes on Escape and keeps focus inside while open', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Sell now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Listing' });
      await expect(dialog.getByRole('button', { name: 'Sell Now' })).toBeVisible();
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('holds every link; logged out with the solid header it offers Sell now', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const name of ['Browse listings', 'How to buy?', 'How to sell?', 'FAQ', 'Pricing', 'Log In', 'Sign Up'])
      await expect(menu.getByRole('link', { name })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sell now' })).toBeVisible();
    await menu.getByRole('link', { name: 'How to sell?' }).click();
    await expect(page).toHaveURL(/\/how-to-sell$/);
    await expect(menu).toHaveCount(0);
  });
});

test('hovering a link prefetches its page before the click', async ({ page }) => {
  const accountRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`:${stackPorts['mfe-account']}/`)) accountRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(accountRequests, 'the account remote is not loaded on the landing page').toEqual([]);
  await page.getByRole('link', { name: 'Log In' }).hover();
  await expect.poll(() => accountRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  await expect.poll(() => accountRequests.length).toBeGreaterThan(2); // the entry and the login page's chunks
});
