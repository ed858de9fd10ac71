// Toasts on a phone (issue #9, point 12): they fit the screen and never stand between the user and a
// panel's buttons.
import { test, expect, logIn, USERS } from '../support/fixtures';

test.use({ viewport: { width: 360, height: 740 } });

test("an error toast fits a phone's width and leaves the panel's Cancel clickable", async ({ page }) => {
  await logIn(page, USERS.free);
  // Any failure that is not a form error ends in the catalogue's generic error toast.
  await page.route('**/api/change-password', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' }));
  await page.getByRole('button', { name: USERS.free.displayName }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const panel = page.getByRole('dialog', { name: 'Change password' });
  await panel.getByLabel('Old password').fill(USERS.free.password);
  await panel.getByLabel('New password', { exact: true }).fill('Another-Secret-2026');
  await panel.getByLabel('Confirm new password').fill('Another-Secret-2026');
  await panel.getByRole('button', { name: 'Apply' }).click();

  const toast = page.locator('.p-toast-message').filter({ hasText: 'Something went wrong. Please try again later.' });
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  // Playwright clicks only what receives the pointer at that spot: a toast on top would fail this.
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toBeHidden();
  await expect(toast).toBeVisible(); // it leaves after its life, not because the panel closed
});
