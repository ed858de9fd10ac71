// What every page answers with, generated from the route table: the HTTP status (200 for a route,
// 404 for anything else, still rendering the 404 page), the security headers, the pages running
// under the enforced Content-Security-Policy without a violation (the `cspViolations` fixture fails
// any test on one), and the site refusing to be framed by another origin.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { concretePath, LANGUAGES, localized, visitorRoutes } from '../support/pages';
import { stackPorts } from '../support/ports';

test.describe('every route of the table, bare and under /de', () => {
  // (Pages that need a login: routing.spec.ts, accessibility.spec.ts.)
  // One test a route, so a slow page cannot starve the others of their time. The status and headers
  // are read in both languages without a browser; the browser loads each route once, in English and
  // German by turns (the accessibility walk renders every route in both languages, in the app).
  visitorRoutes().forEach((route, index) => {
    const loaded = LANGUAGES[index % LANGUAGES.length]!;
    test(`${route.path} answers 200 with the security headers and runs under the CSP without a violation (loaded in ${loaded})`, async ({ page, request }) => {
      const status = route.id === 'not-found' ? 404 : 200;
      for (const language of LANGUAGES) {
        const url = localized(concretePath(route, { userId: 1 }), language);
        const response = await request.get(url, { headers: { Accept: 'text/html' } });
        expect(response.status(), url).toBe(status);
        const headers = response.headers();
        expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
        expect(headers['content-security-policy'], url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        expect(headers['x-frame-options'], url).toBe('DENY');
        expect(headers['x-content-type-options'], url).toBe('nosniff');
        expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        expect(headers['permissions-policy'], url).toContain('camera=()');
      }
      const url = localized(concretePath(route, { userId: 1 }), loaded);
      const response = await page.goto(url, { waitUntil: 'networkidle' });
      expect(response?.status(), url).toBe(status);
      await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
      // The page in its language and its own layout; only the 404 route shows the 404 page.
      await expect(page.locator('html'), url).toHaveAttribute('lang', loaded);
      await expect(page.locator(`[data-layout="${route.layout}"]`), url).toHaveCount(1);
      await expect(page.getByRole('heading', { name: /Page not found|Seite nicht gefunden/ }), url).toHaveCount(route.id === 'not-found' ? 1 : 0);
    });
  });
});

test.describe('unknown paths', () => {
  for (const [path, heading] of [
    ['/no-such-page', 'Page not found'],
    ['/de/keine-solche-seite', 'Seite nicht gefunden'],
    ['/business/1/extra', 'Page not found'],
  ] as const) {
    test(`${path} answers 404 and shows the 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    });
  }
});

test('a remote answers CORS to the shell and to no other origin', async ({ request, baseURL }) => {
  const manifest = `http://localhost:${stackPorts['mfe-listings']}/mf-manifest.json`;
  const fromShell = await request.get(manifest, { headers: { Origin: baseURL! } });
  expect(fromShell.headers()['access-control-allow-origin']).toBe(baseURL);
  expect(fromShell.headers()['x-content-type-options']).toBe('nosniff');
  const fromElsewhere = await request.get(manifest, { headers: { Origin: 'http://attacker.example' } });
  expect(fromElsewhere.headers()['access-control-allow-origin']).toBeUndefined();
});

test.describe('framing', () => {
  // A page on another origin (the listings remote's port, answered by the test) embedding the shell.
  const framer = `http://127.0.0.1:${stackPorts['mfe-listings']}/framer.html`;

  async function openFramer(page: Page, shellUrl: string) {
    await page.route(framer, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>framer</title><iframe src="${shellUrl}" width="800" height="600"></iframe>` }),
    );
    // The frame has loaded (or been refused) once the framing page has.
    await page.goto(framer, { waitUntil: 'networkidle' });
  }

  test('another site embedding the shell in a frame gets nothing rendered', async ({ page, baseURL }) => {
    await openFramer(page, `${baseURL}/search`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expect(frame.locator('#root')).toHaveCount(0);
  });

  test('the check can fail: without the anti-framing headers the same frame gets the page', async ({ page, context, baseURL }) => {
    // The context's routes also see the cross-origin frame's document.
    await context.route(`${baseURL}/search`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      delete headers['x-frame-options'];
      await route.fulfill({ response, headers });
    });
    await openFramer(page, `${baseURL}/search`);
    // The document itself arrives (what the headers above refuse); the app inside a third-party frame
    // is not this test's concern.
    await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(1);
  });
});

test.describe('the CSP violation check', () => {
  // Reads what the suite's automatic CSP guard collected, and empties it once checked.
  test('sees what the policy blocks (so a violation anywhere fails its test)', async ({ page, cspViolations }) => {
    await page.goto('/search');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]).toMatch(/^script-src(-elem)? blocked inline on \/search/);
    expect(await page.evaluate(() => '__inlineRan' in window)).toBe(false);
    cspViolations.length = 0;
  });
});

test.describe('the footer: legal and contact on every layout (issue #29)', () => {
  const FOOTERS = {
    en: { nav: 'Legal and contact', links: ['Imprint', 'Privacy', 'Terms', 'Contact'], cookies: 'Cookie settings', imprint: 'Imprint' },
    de: { nav: 'Rechtliches und Kontakt', links: ['Impressum', 'Datenschutz', 'AGB', 'Kontakt'], cookies: 'Cookie-Einstellungen', imprint: 'Impressum' },
  } as const;
  const HREFS = ['/imprint', '/privacy-policy', '/terms-of-service', '/contact'];

  async function checkFooter(page: Page, language: 'en' | 'de') {
    const copy = FOOTERS[language];
    const nav = page.getByRole('contentinfo').getByRole('navigation', { name: copy.nav });
    for (const [index, name] of copy.links.entries()) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', localized(HREFS[index]!, language));
    }
    await expect(nav.getByRole('button', { name: copy.cookies })).toBeVisible();
  }

  for (const [path, language, layout] of [
    ['/', 'en', 'landing'],
    ['/de/search', 'de', 'default'],
    ['/login', 'en', 'auth'],
    ['/de/unsubscribed', 'de', 'preferences'],
    ['/de/no-such-page', 'de', 'error'],
  ] as const) {
    test(`${path} (${layout} layout) links the legal pages in ${language}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator(`[data-layout="${layout}"]`)).toHaveCount(1);
      await checkFooter(page, language);
    });
  }

  test.describe('logged in', () => {
    test.use({ role: 'seller' });
    test('the dashboard (compact layout) links them too, and the imprint opens with the operator', async ({ page }) => {
      await page.goto('/de/dashboard');
      await expect(page.locator('[data-layout="compact-footer"]')).toHaveCount(1);
      await checkFooter(page, 'de');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
      await expect(page).toHaveURL(/\/de\/imprint$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
      // The e2e stack runs on the demo operator: its details are marked as demo data.
      await expect(page.getByText('Demodaten', { exact: true })).toBeVisible();
      await expect(page.getByText('Musterstraße 1').first()).toBeVisible();
    });
  });

  for (const language of ['en', 'de'] as const) {
    test(`cookie settings reopen the consent choice (${language})`, async ({ page }) => {
      // The e2e build has no consent tool: the site sets only necessary cookies, and the button opens
      // the shell's own dialog saying which; Escape closes it and focus returns to the button.
      await page.goto(localized('/contact', language));
      const button = page.getByRole('contentinfo').getByRole('button', { name: FOOTERS[language].cookies });
      await button.click();
      const dialog = page.getByRole('dialog', { name: FOOTERS[language].cookies });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('bizmarkt_session');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await button.click();
      await expect(dialog).toBeVisible();
    });
  }
});

test.describe('the canonical host (issue #29)', () => {
  // APP_URL is http://localhost:<shell>: links in mail and the checkout's return point there, and the
  // session cookie belongs to that host.
  const otherHost = `http://127.0.0.1:${stackPorts.shell}`;

  test('a page under another host name answers 308 to APP_URL; the API and files answer where they are', async ({ request, baseURL }) => {
    const page = await request.get(`${otherHost}/de/subscription/success?checkout_id=co_1`, { maxRedirects: 0 });
    expect(page.status()).toBe(308);
    expect(page.headers()['location']).toBe(`${baseURL}/de/subscription/success?checkout_id=co_1`);
    expect((await request.get(`${otherHost}/remotes.json`, { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get(`${otherHost}/sanctum/csrf-cookie`, { maxRedirects: 0 })).status()).toBe(204);
  });

  test.describe('logged in', () => {
    test.use({ role: 'pro' });
    test('a return to the other host name keeps the session', async ({ page }) => {
      await page.goto(`${otherHost}/billing`);
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/billing$/);
      await expect(page.getByRole('button', { name: 'Paul Pro' })).toBeVisible();
    });
  });
});
