// Toasts on a phone (issue #9, point 12): they fit the screen and never stand between the user and a
// panel's buttons.
import { test, expect, logIn, USERS } from '../support/fixtures';
import { contrastVerdict } from '../support/axe';

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

// The success toast had read 2.78:1, and axe never said so: its background was a see-through tint over
// the blurred page, which axe's colour-contrast rule cannot judge ("incomplete", never a violation).
// Each severity the site shows is checked while it is on screen: every text node judged, and ≥ 4.5:1.
test('each toast severity reads at 4.5:1, judged by axe while the toast is on screen', async ({ page }) => {
  await logIn(page, USERS.free);
  const answers = [
    { status: 500, severity: 'error', body: { message: 'Server Error' } },
    { status: 422, severity: 'warn', body: { message: 'The password is wrong.', errors: { current_password: ['The password is wrong.'] } } },
    { status: 200, severity: 'success', body: {} },
  ] as const;
  for (const answer of answers) {
    await page.unroute('**/api/change-password');
    await page.route('**/api/change-password', (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) }),
    );
    const panel = page.getByRole('dialog', { name: 'Change password' });
    if (!(await panel.isVisible())) {
      await page.getByRole('button', { name: USERS.free.displayName }).click();
      await page.getByRole('menuitem', { name: 'Change password' }).click();
    }
    await panel.getByLabel('Old password').fill(USERS.free.password);
    await panel.getByLabel('New password', { exact: true }).fill('Another-Secret-2026');
    await panel.getByLabel('Confirm new password').fill('Another-Secret-2026');
    await panel.getByRole('button', { name: 'Apply' }).click();

    const toast = page.locator(`.p-toast-message-${answer.severity}`);
    await expect(toast.first()).toBeVisible();
    // Judged once it has slid in and the closing panel's mask is gone (axe cannot judge a covered text).
    if (answer.severity === 'success') await expect(page.locator('.bz-panel-mask')).toHaveCount(0);
    await toast
      .first()
      .evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
    const verdict = await contrastVerdict(page, `.p-toast-message-${answer.severity}`);
    expect({ severity: answer.severity, violations: verdict.violations, incomplete: verdict.incomplete }).toEqual({
      severity: answer.severity,
      violations: [],
      incomplete: [],
    });
    expect(verdict.passes, `${answer.severity}: the summary (and detail) judged`).toBeGreaterThan(0);
  }
});
