import type { Page } from '@playwright/test';
import type { Category, User } from '@bizmarkt/shared/contract';
import { test, expect, logIn } from '../support/fixtures';
import { registerFreshUser, type FreshUser } from '../support/fresh-user';

let user: FreshUser;

test.beforeAll(async ({ playwright }) => {
  user = await registerFreshUser(playwright, { tag: 'settings', name: 'Nils', lastName: 'Settings', role: 'buyer' });
});

async function openSettings(page: Page, de = false) {
  await page.getByRole('button', { name: user.displayName }).click();
  const name = de ? 'Benachrichtigungseinstellungen' : 'Notification settings';
  await page.getByRole('menuitem', { name }).click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel).toBeVisible();
  return panel;
}

async function storedUser(page: Page): Promise<User> {
  return (await (await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).json()) as User;
}

test.describe('Notification settings panel', () => {
  test('flags, alert ranges clamped while typing and categories are saved and still there after a reload', async ({ page }) => {
    const categories = (await (await page.request.get('/api/categories', { headers: { Accept: 'application/json' } })).json()) as Category[];
    const category = categories[0]!;
    await logIn(page, user);
    const panel = await openSettings(page);

    await panel.getByRole('checkbox', { name: 'Weekly newsletter by Email' }).check();
    await panel.getByRole('checkbox', { name: 'Price changes by App' }).uncheck();
    await expect(panel.getByRole('checkbox', { name: 'New messages by App' })).toHaveCount(0);

    await panel.getByRole('button', { name: 'New listing alerts settings' }).click();
    await expect(panel.getByRole('heading', { name: 'New listing alerts settings' })).toBeFocused();
    const ageMax = panel.getByLabel('Business age (years), maximum');
    await ageMax.pressSequentially('99999');
    await expect(ageMax).toHaveValue('150');
    const marginMin = panel.getByLabel('Profit margin (%), minimum');
    await marginMin.pressSequentially('-20000');
    await expect(marginMin).toHaveValue('-10000');
    const priceMin = panel.getByLabel('Price ($), minimum');
    await priceMin.pressSequentially('-5');
    await expect(priceMin).toHaveValue('0');
    const priceMax = panel.getByLabel('Price ($), maximum');
    await priceMax.pressSequentially('250000');
    await expect(priceMax).toHaveValue('250000');

    await panel.getByRole('button', { name: 'Categories: all' }).click();
    await panel.getByRole('checkbox', { name: category.name }).check();
    await panel.getByRole('button', { name: 'Back' }).click();
    await expect(panel.getByRole('button', { name: 'Categories: 1 chosen' })).toBeFocused();
    await panel.getByRole('button', { name: 'Back' }).click();
    await expect(panel.getByRole('button', { name: 'New listing alerts settings' })).toBeFocused();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel).toHaveCount(0);

    const saved = (await storedUser(page)).notification_settings;
    expect(saved.email.weekly_newsletter).toBe(true);
    expect(saved.app.price_changes).toBe(false);
    expect(saved.new_listing_alert_settings).toMatchObject({
      age: { min: null, max: 150 },
      profit_margin: { min: -10_000, max: null },
      price: { min: 0, max: 250_000 },
      category_ids: [category.id],
    });

    await page.reload();
    const again = await openSettings(page);
    await expect(again.getByRole('checkbox', { name: 'Weekly newsletter by Email' })).toBeChecked();
    await expect(again.getByRole('checkbox', { name: 'Price changes by App' })).not.toBeChecked();
    await again.getByRole('button', { name: 'New listing alerts settings' }).click();
    await expect(again.getByLabel('Business age (years), maximum')).toHaveValue('150');
    await expect(again.getByLabel('Profit margin (%), minimum')).toHaveValue('-10000');
    await expect(again.getByLabel('Price ($), minimum')).toHaveValue('0');
    await expect(again.getByRole('button', { name: 'Categories: 1 chosen' })).toBeVisible();
  });

  test('Cancel discards what was changed', async ({ page }) => {
    await logIn(page, user);
    const panel = await openSettings(page);
    await panel.getByRole('checkbox', { name: 'NDA requested by Email' }).uncheck();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel).toHaveCount(0);
    expect((await storedUser(page)).notification_settings.email.nda_requested).toBe(true);
    const again = await openSettings(page);
    await expect(again.getByRole('checkbox', { name: 'NDA requested by Email' })).toBeChecked();
  });

  test('in German under /de, closing on Escape', async ({ page }) => {
    await logIn(page, user, { locale: 'de' });
    const panel = await openSettings(page, true);
    await expect(panel.getByRole('columnheader', { name: 'E-Mail' })).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: 'Wöchentlicher Newsletter per E-Mail' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the tables fit the screen without sideways scrolling', async ({ page }) => {
    await logIn(page, user, { header: false });
    await page.getByRole('button', { name: user.displayName }).click();
    await page.getByRole('menuitem', { name: 'Notification settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Notification settings' });
    const content = panel.locator('.p-dialog-content');
    expect(await content.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await panel.getByRole('button', { name: 'New listing alerts settings' }).click();
    expect(await content.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await expect(panel.getByRole('button', { name: 'Apply' })).toBeInViewport();
  });
});
