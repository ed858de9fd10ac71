import { test, expect, logIn, USERS } from '../support/fixtures';

test('the poller asks /api/sync on the 5, 10, 30 s ladder while logged in, and stops on logout', async ({ page }) => {
  await page.clock.install();
  const syncs: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/sync')) syncs.push(new URL(request.url()));
  });

  await page.goto('/');
  await page.clock.fastForward(60_000);
  expect(syncs, 'a visitor is not polled for').toHaveLength(0);

  await logIn(page, USERS.seller);
  expect(syncs).toHaveLength(0);
  await page.clock.fastForward(5_000);
  await expect.poll(() => syncs.length).toBe(1);
  expect(syncs[0]!.searchParams.get('latestMessageId')).toBe('0');
  expect(Number(syncs[0]!.searchParams.get('timestamp'))).toBeGreaterThan(1_700_000_000);

  await page.clock.fastForward(9_000);
  await page.waitForTimeout(300);
  expect(syncs).toHaveLength(1);
  await page.clock.fastForward(1_000);
  await expect.poll(() => syncs.length).toBe(2);
  await page.clock.fastForward(30_000);
  await expect.poll(() => syncs.length).toBe(3);

  await page.getByRole('button', { name: USERS.seller.displayName }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  await page.clock.fastForward(600_000);
  await page.waitForTimeout(300);
  expect(syncs).toHaveLength(3);
});
