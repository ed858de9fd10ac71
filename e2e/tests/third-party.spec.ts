import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

// The e2e build is a production build without BIZMARKT_CONSENT_ID, BIZMARKT_SESSION_REPLAY_ID,
// BIZMARKT_GTM_ID or BIZMARKT_CHAT_APP_ID: no consent tool, analytics tag, session replay or chat
// widget may load, so no request may leave for any host but this machine.

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** Records every request of the context for another host, and aborts it (this machine is offline). */
async function recordForeignRequests(context: BrowserContext): Promise<string[]> {
  const foreign: string[] = [];
  const isForeign = (url: URL) => /^(https?|wss?):$/.test(url.protocol) && !LOCAL_HOSTS.has(url.hostname);
  context.on('request', (request) => {
    if (isForeign(new URL(request.url()))) foreign.push(request.url());
  });
  await context.route(isForeign, (route) => route.abort());
  return foreign;
}

/**
 * Opens the page and waits for the network's quiet point: 500 ms without a request, which also
 * covers the chat widget's refresh 250 ms after the route is rendered (its script request would
 * restart the wait).
 */
async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('#main')).toBeVisible();
  expect(await page.evaluate(() => ['Intercom', 'dataLayer', 'Cookiebot', 'hj'].filter((name) => name in window)), `vendor globals on ${path}`).toEqual([]);
}

test.describe('third-party scripts in the e2e build', () => {
  test('the recorder sees a request for another host (so the tests below can fail)', async ({ page, context }) => {
    const foreign = await recordForeignRequests(context);
    // A navigation: the page's Content-Security-Policy would stop a fetch before any request is made.
    await page.goto('https://www.googletagmanager.com/gtm.js?id=GTM-TEST').catch(() => undefined);
    expect(foreign).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST']);
  });

  test('logged out: no request leaves the machine, and the cookie declaration stays empty', async ({ page, context }) => {
    const foreign = await recordForeignRequests(context);
    for (const path of ['/', '/de', '/search', '/de/pricing', '/login']) await visit(page, path);
    await page.goto('/search');
    await expect(page.locator('footer .bz-cookie-declaration')).toBeEmpty();
    expect(foreign).toEqual([]);
    // Nothing was even attempted: no script tag in the page points elsewhere.
    const scriptHosts = await page.evaluate(() =>
      Array.from(document.scripts, (s) => s.src)
        .filter(Boolean)
        .map((src) => new URL(src).hostname),
    );
    expect(scriptHosts.filter((host) => !['localhost', '127.0.0.1'].includes(host))).toEqual([]);
  });

  test.describe('logged in', () => {
    test.use({ role: 'pro' });

    test('in both languages: no request leaves the machine', async ({ page, context }) => {
      const foreign = await recordForeignRequests(context);
      await page.goto('/');
      // Client-side navigation too: the chat widget would refresh 250 ms after each route change.
      await page.getByRole('link', { name: 'Browse listings' }).first().click();
      await expect(page).toHaveURL(/\/search$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The next visit's load keeps this page's timers running until it unloads; the recorder
      // belongs to the context, so a late request of this page is still counted.
      for (const path of ['/dashboard', '/de/search', '/de', '/favorites']) await visit(page, path);
      expect(foreign).toEqual([]);
    });
  });
});
