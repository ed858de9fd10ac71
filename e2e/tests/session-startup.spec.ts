// The startup fetch of the user (spec §4): a visitor is asked once; the guest cookie skips the fetch
// on every later page load, so the console no longer shows a failed GET /api/user each time. A page the
// server drew for a request without a session cookie knows at once (first-paint.spec.ts).
import { test, expect } from '../support/fixtures';

test('a known visitor loads pages without asking GET /api/user again', async ({ page, context }) => {
  const userRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user') userRequests.push(request.url());
  });

  // A page the server does not draw: the app asks.
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect.poll(() => userRequests.length, { message: 'the first visit asks who is there' }).toBe(1);
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'guest')?.value).toBe('1');

  await page.reload();
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  await page.goto('/de/faq');
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(userRequests, 'later page loads of a known visitor').toHaveLength(1);
});

test("a visitor's ?messages opens the panel after the startup check, and it stays open", async ({ page }) => {
  await page.goto('/?messages');
  const panel = page.getByRole('dialog', { name: 'Messages' });
  await expect(panel).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(panel).toBeVisible();
});
