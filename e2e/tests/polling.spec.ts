import type { Page, Request } from '@playwright/test';
import { test, expect, logInThroughApi, USERS } from '../support/fixtures';

/**
 * Counts the page's /api/sync calls inside the page, as they are made and once their answers have
 * been read: the poller's timers run during `clock.fastForward`, so right after it the count of
 * calls is complete, and the next step waits until the last answer is in (the poller schedules its
 * next call from there) instead of sleeping.
 */
async function countSyncCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { __syncCalls: number; __syncAnswers: number };
    state.__syncCalls = 0;
    state.__syncAnswers = 0;
    const originalFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/api/sync')) return originalFetch(input, init);
      state.__syncCalls += 1;
      return originalFetch(input, init).then(async (response) => {
        await response.clone().text();
        state.__syncAnswers += 1;
        return response;
      });
    };
  });
}

const syncCalls = (page: Page) => page.evaluate(() => (window as unknown as { __syncCalls: number }).__syncCalls);

/** Until the page has read the answers of all its sync calls. */
async function syncAnswered(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const state = window as unknown as { __syncCalls: number; __syncAnswers: number };
        return state.__syncAnswers === state.__syncCalls;
      }),
    )
    .toBe(true);
}

/**
 * Logs in without leaving the page, as the login form does: the session through the API, then the
 * user handed to the page's session store (the shell's singleton, through the federation runtime).
 * The page's stopped clock stays stopped, which a new page load would not keep.
 */
async function logInInPlace(page: Page, user: { email: string; password: string }): Promise<void> {
  await logInThroughApi(page.request, user);
  await page.evaluate(async () => {
    type Shared = { sessionStore: { getState(): { setUser(user: unknown): void } } };
    const federation = (
      window as unknown as { __FEDERATION__: { __INSTANCES__: Array<{ name: string; loadShare(name: string): Promise<false | (() => Shared)> }> } }
    ).__FEDERATION__;
    const factory = await federation.__INSTANCES__.find((instance) => instance.name === 'shell')?.loadShare('@bizmarkt/shared');
    if (!factory) throw new Error('the shared package is not loaded');
    const response = await fetch('/api/user', { headers: { Accept: 'application/json' }, credentials: 'include' });
    factory()
      .sessionStore.getState()
      .setUser(await response.json());
  });
}

// Logs out at the end, so it logs in with a session of its own rather than the shared seller one.
test('the poller asks /api/sync on the 5, 10, 30 s ladder while logged in, and stops on logout', async ({ page }) => {
  // The ladder as it runs without the event stream (an open stream rests the poller and asks once on
  // opening; event-stream.spec.ts holds that part).
  await page.route('**/api/stream', (route) => route.abort());
  await page.clock.install();
  await countSyncCalls(page);
  const syncs: URL[] = [];
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    inFlight.add(request);
    if (request.url().includes('/api/sync')) syncs.push(new URL(request.url()));
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));

  await page.goto('/');
  await page.clock.fastForward(60_000);
  expect(await syncCalls(page), 'a visitor is not polled for').toBe(0);

  await logInInPlace(page, USERS.seller);
  await expect(page.getByRole('button', { name: USERS.seller.displayName })).toBeVisible();
  expect(await syncCalls(page)).toBe(0);
  await page.clock.fastForward(5_000);
  expect(await syncCalls(page)).toBe(1);
  await expect.poll(() => syncs.length).toBe(1);
  expect(syncs[0]!.searchParams.get('latestMessageId')).toBe('0');
  expect(Number(syncs[0]!.searchParams.get('timestamp'))).toBeGreaterThan(1_700_000_000);

  await syncAnswered(page);
  await page.clock.fastForward(9_000);
  expect(await syncCalls(page)).toBe(1);
  await page.clock.fastForward(1_000);
  expect(await syncCalls(page)).toBe(2);
  await syncAnswered(page);
  await page.clock.fastForward(30_000);
  expect(await syncCalls(page)).toBe(3);
  await expect.poll(() => syncs.length).toBe(3);

  await page.getByRole('button', { name: USERS.seller.displayName }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  await syncAnswered(page);
  // Ten minutes at once also fire the timeout of any chunk still loading (the bundler gives up after
  // 120 s and the shell reloads the page on a chunk error), so the jump waits for the page's requests.
  await expect.poll(() => inFlight.size, { message: 'requests still loading' }).toBe(0);
  await page.clock.fastForward(600_000);
  expect(await syncCalls(page)).toBe(3);
  expect(syncs).toHaveLength(3);
});
