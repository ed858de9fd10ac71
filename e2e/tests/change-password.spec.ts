import type { Page } from '@playwright/test';
import { test, expect, logIn } from '../support/fixtures';
import { registerFreshUser, type FreshUser } from '../support/fresh-user';

let user: FreshUser;

test.beforeAll(async ({ playwright }) => {
  user = await registerFreshUser(playwright, { tag: 'password', name: 'Paula', lastName: 'Password' });
});

async function openChangePassword(page: Page, de = false) {
  await page.getByRole('button', { name: user.displayName }).click();
  const name = de ? 'Passwort ändern' : 'Change password';
  await page.getByRole('menuitem', { name }).click();
  const panel = page.getByRole('dialog', { name });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('Change password', () => {
  // The tests share one user, and the second changes its password for the third.
  test.describe.configure({ mode: 'serial' });

  test('the confirmation is required, and a wrong old password is refused under Old password', async ({ page }) => {
    await logIn(page, user);
    const panel = await openChangePassword(page);
    await panel.getByLabel('Old password').fill(user.password);
    await panel.getByLabel('New password', { exact: true }).fill('Another-Secret-2026');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel.getByText('Please confirm the new password.')).toBeVisible();

    await panel.getByLabel('Old password').fill('not-my-password');
    await panel.getByLabel('Confirm new password').fill('Another-Secret-2026');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel.locator('#password-panel-old-error')).toBeVisible();
    await expect(panel.getByLabel('Old password')).toHaveAttribute('aria-invalid', 'true');
    await expect(panel).toBeVisible();
  });

  test('changes it: the form resets, the panel closes, other sessions end, and the new password logs in', async ({ page, browser }) => {
    // A second device, logged in before the change.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await logIn(otherPage, user);

    await logIn(page, user);
    const panel = await openChangePassword(page);
    const next = 'Paula-New-Secret-2026';
    await panel.getByLabel('Old password').fill(user.password);
    await panel.getByLabel('New password', { exact: true }).fill(next);
    await panel.getByLabel('Confirm new password').fill(next);
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    // This session goes on; the other one has ended.
    expect((await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).status()).toBe(200);
    expect((await otherPage.request.get('/api/user', { headers: { Accept: 'application/json' } })).status()).toBe(401);
    await other.close();

    // Opened again, the form is empty.
    const again = await openChangePassword(page);
    await expect(again.getByLabel('Old password')).toHaveValue('');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: user.displayName }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.locator('#login-email-error')).toHaveText('Email or password is incorrect.');
    user.password = next;
    await logIn(page, user);
  });

  test('/change-password: a visitor is asked to log in and comes back to the form (German)', async ({ page }) => {
    await page.goto('/de/change-password');
    await expect(page.getByRole('heading', { name: 'Passwort ändern' })).toBeVisible();
    await expect(page.getByText('Bitte melden Sie sich an, um Ihr Passwort zu ändern.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/de\/login$/);
    await page.getByLabel('E-Mail').fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/de\/change-password$/);
    await expect(page.getByLabel('Altes Passwort')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Übernehmen' })).toBeVisible();
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL(/\/de\/dashboard$/);
  });
});
