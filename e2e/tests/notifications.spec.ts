import type { Page } from '@playwright/test';
import { test, expect, logIn } from '../support/fixtures';
import { registerFreshUser, type FreshUser } from '../support/fresh-user';

let user: FreshUser;

test.beforeAll(async ({ playwright }) => {
  user = await registerFreshUser(playwright, { tag: 'notices', name: 'Noah', lastName: 'Notices' });
});

/** Changes the password through the panel: the API emits a 'password-was-changed' notification. */
async function changePassword(page: Page, next: string) {
  await page.getByRole('button', { name: user.displayName }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const panel = page.getByRole('dialog', { name: 'Change password' });
  await panel.getByLabel('Old password').fill(user.password);
  await panel.getByLabel('New password', { exact: true }).fill(next);
  await panel.getByLabel('Confirm new password').fill(next);
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toHaveCount(0);
  user.password = next;
}

async function unreadCount(page: Page): Promise<number> {
  const body = (await (await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).json()) as { unread_notifications: number };
  return body.unread_notifications;
}

test.describe('Notifications panel', () => {
  test.describe.configure({ mode: 'serial' });

  test('a new notification appears in the panel, is marked read on opening, and the badge stays cleared', async ({ page }) => {
    await logIn(page, user);
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const empty = page.getByRole('dialog', { name: 'Notifications', exact: true });
    await expect(empty.getByText('You have no notifications yet.')).toBeVisible();
    await page.keyboard.press('Escape');

    await changePassword(page, 'Noah-Second-Secret-2026');
    expect(await unreadCount(page)).toBe(1);
    // The poller re-fetches the user when the sync count differs; a reload reads it at once.
    await page.reload();
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await bell.click();

    const panel = page.getByRole('dialog', { name: '1 new notification' });
    await expect(panel).toBeVisible();
    const entry = panel.getByRole('listitem').first();
    await expect(entry).toContainText('Unread:');
    // For screen readers only: the word is clipped away on screen.
    await expect(entry.locator('.bz-account-sr')).toHaveCSS('clip', 'rect(0px, 0px, 0px, 0px)');
    await expect(entry).toContainText("Your password has been changed. If this wasn't you, reset your password right away.");
    // Opening posted them read: the badge is gone, also on the server.
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await expect.poll(() => unreadCount(page)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const read = page.getByRole('dialog', { name: 'Notifications', exact: true });
    await expect(read.getByRole('listitem')).toHaveCount(1);
    await expect(read.getByRole('listitem').first()).not.toContainText('Unread:');
  });

  test('in German under /de: the panel opens from the bell with the German text', async ({ page }) => {
    await logIn(page, user, { locale: 'de' });
    await page.getByRole('button', { name: 'Benachrichtigungen', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Benachrichtigungen', exact: true });
    await expect(panel.getByRole('listitem').first()).toContainText('Ihr Passwort wurde geändert.');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });
});
