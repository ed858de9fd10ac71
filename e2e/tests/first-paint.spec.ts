// The landing's first screen drawn by the server (issue #14; shared/tooling/first-paint.mjs): the page's
// HTML carries it, a visitor without JavaScript sees it, and the app takes over without a shift and
// without asking the API again for what the server drew from. With the remote down the page comes
// without a drawing (federation.spec.ts, which may stop servers).
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

interface SearchPage {
  data: Array<{ id: number; name: string }>;
}

/**
 * The listings a page's drawing shows, from the answers it carries. A drawing may be up to a minute
 * old (the server redraws it meanwhile; the app then asks again), so tests compare the HTML with
 * the answers it was drawn from, not with the API now.
 */
function drawnListings(html: string): Array<{ id: number; name: string }> {
  const block = /<script type="application\/json" id="bz-first-paint-data">(.*?)<\/script>/.exec(html)?.[1];
  expect(block, 'the drawing’s answers').toBeTruthy();
  const { queries } = JSON.parse(block!) as { queries: Array<{ queryKey: unknown[]; data: unknown }> };
  return (queries.find((query) => query.queryKey[0] === 'search')!.data as SearchPage).data;
}

/**
 * How old a page's drawing is (ms, from the oldest answer it was drawn from), or Infinity when it is
 * marked stale or there is none.
 */
function drawingAge(html: string): number {
  const block = /<script type="application\/json" id="bz-first-paint-data">(.*?)<\/script>/.exec(html)?.[1];
  if (!block) return Infinity;
  const { queries, stale } = JSON.parse(block) as { queries: Array<{ dataUpdatedAt: number }>; stale?: boolean };
  if (stale || queries.length === 0) return Infinity;
  return Date.now() - Math.min(...queries.map((query) => query.dataUpdatedAt));
}

/**
 * Waits until the server's drawing of `path` is young enough to still be fresh when the page asks for
 * it a moment later: one merely not stale yet may turn stale between the check and the visit, and a
 * stale one rightly makes the app ask the API again.
 */
async function waitForYoungDrawing(page: Page, path: string): Promise<void> {
  await expect
    .poll(async () => drawingAge(await (await page.request.get(path, { headers: { 'Accept-Language': 'en' } })).text()), {
      message: `a fresh drawing of ${path}`,
      timeout: 20_000,
    })
    .toBeLessThan(2_000);
}

/** The sum of the page's layout shifts so far (what CLS adds up). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 200);
      }),
  );

test.describe('first screens drawn by the server', () => {
  test('the landing comes with its newest listings in the page’s HTML, in English and German', async ({ request }) => {
    const newest = (await (await request.get('/api/businesses?sort=newest', { headers: { 'X-LANG': 'en' } })).json()) as SearchPage;
    expect(newest.data.length).toBeGreaterThan(0);

    const english = await (await request.get('/', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } })).text();
    expect(english).toContain('<div id="bz-first-paint" inert aria-hidden="true">');
    expect(english).toContain('<h1>Buy and sell online businesses</h1>');
    expect(english).toContain(`href="/business/${drawnListings(english)[0]!.id}"`);
    expect(english).toContain('<div id="root" data-first-paint></div>');
    expect(english).toMatch(/<link rel="stylesheet" href="http:\/\/[^"]+\/page-landing\.[0-9a-f]{8}\.css" crossorigin="anonymous">/);
    expect(english).toContain('<script type="application/json" id="bz-first-paint-data">');

    const german = await (await request.get('/de')).text();
    expect(german).toContain('<h1>Online-Unternehmen kaufen und verkaufen</h1>');
    expect(german).toContain(`href="/de/business/${drawnListings(german)[0]!.id}"`);

    // A bare URL is drawn in the language the page will move to: the locale cookie's, then the browser's.
    const byCookie = await (await request.get('/', { headers: { Cookie: 'locale=de', 'Accept-Language': 'en' } })).text();
    expect(byCookie).toContain('<h1>Online-Unternehmen kaufen und verkaufen</h1>');
    const byBrowser = await (await request.get('/', { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } })).text();
    expect(byBrowser).toContain('<h1>Online-Unternehmen kaufen und verkaufen</h1>');
  });

  test('the search and a listing’s page come drawn too; a listing only for visitors', async ({ request, browser, roleSessions }) => {
    const newest = (await (await request.get('/api/businesses?sort=newest', { headers: { 'X-LANG': 'de' } })).json()) as SearchPage;
    const listing = newest.data[0]!;

    const search = await (await request.get('/de/search?sort=newest')).text();
    expect(search).toContain('<h1>Inserate durchsuchen</h1>');
    expect(search).toContain(`href="/de/business/${drawnListings(search)[0]!.id}"`);
    expect(search).toMatch(/<link rel="stylesheet" href="http:\/\/[^"]+\/page-search\.[0-9a-f]{8}\.css" crossorigin="anonymous">/);

    const business = await (await request.get(`/business/${listing.id}`, { headers: { 'Accept-Language': 'en' } })).text();
    expect(business).toContain('<div id="bz-first-paint" inert aria-hidden="true">');
    expect(business).toContain(`<h1 id="bz-details-title">${listing.name}</h1>`);

    // A member may see more of a listing than the server's anonymous answer: their page draws itself.
    const context = await browser.newContext({ storageState: await roleSessions.file('pro') });
    try {
      const member = await (await context.request.get(`/business/${listing.id}`)).text();
      expect(member).not.toContain('bz-first-paint');
      expect(member).toContain('<div id="root"></div>');
    } finally {
      await context.close();
    }
    // A listing that is not there is not drawn: the page moves on to /404 in the browser as before.
    expect(await (await request.get('/business/999999')).text()).not.toContain('bz-first-paint');
  });

  test('login and registration come drawn for visitors, in both languages; not for a member', async ({ request, browser, roleSessions }) => {
    const login = await (await request.get('/login', { headers: { 'Accept-Language': 'en' } })).text();
    expect(login).toContain('<div id="bz-first-paint" inert aria-hidden="true">');
    expect(login).toContain('data-layout="auth"');
    expect(login).toContain('<h1 id="bz-login-title">Log In</h1>');
    expect(login).toMatch(/<input id="login-email" type="email"/);
    expect(login).toMatch(/<link rel="stylesheet" href="http:\/\/[^"]+\/page-login\.[0-9a-f]{8}\.css" crossorigin="anonymous">/);

    const german = await (await request.get('/de/login')).text();
    expect(german).toContain('<h1 id="bz-login-title">Anmelden</h1>');
    expect(german).toMatch(/<a[^>]*href="\/login"[^>]*>English<\/a>/);
    const registration = await (await request.get('/de/registration')).text();
    expect(registration).toContain('<h1 id="bz-registration-title">Registrieren</h1>');
    expect(registration).toMatch(/<link rel="stylesheet" href="http:\/\/[^"]+\/page-registration\.[0-9a-f]{8}\.css" crossorigin="anonymous">/);

    // Someone with a session is on the way elsewhere: their page draws itself, as before.
    const context = await browser.newContext({ storageState: await roleSessions.file('free') });
    try {
      expect(await (await context.request.get('/login')).text()).not.toContain('bz-first-paint');
    } finally {
      await context.close();
    }
  });

  test('the long-form pages come drawn in both languages, and the app takes over from the drawn text without a shift', async ({ request, page }) => {
    const faq = await (await request.get('/de/faq')).text();
    expect(faq).toContain('<div id="bz-first-paint" inert aria-hidden="true">');
    expect(faq).toContain('<h1>Häufige Fragen</h1>');
    expect(faq).toMatch(/<link rel="stylesheet" href="http:\/\/[^"]+\/page-faq\.[0-9a-f]{8}\.css" crossorigin="anonymous">/);
    const terms = await (await request.get('/terms-of-service', { headers: { 'Accept-Language': 'en' } })).text();
    expect(terms).toContain('<div id="bz-first-paint" inert aria-hidden="true">');
    expect(terms).toMatch(/<nav class="bz-content__toc" aria-label="On this page">/);

    // The text goes along with the drawing, so the app starts from it instead of downloading it.
    expect(terms).toContain('"queryKey":["content-document","terms-of-service","en"]');

    await page.goto('/privacy-policy');
    await expect(page.locator('#bz-first-paint')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test('the pricing page comes drawn with its plans in both languages, and the app takes over from them', async ({ request, page }) => {
    const english = await (await request.get('/pricing', { headers: { 'Accept-Language': 'en' } })).text();
    expect(english).toContain('<div id="bz-first-paint" inert aria-hidden="true">');
    expect(english).toContain('<h1 id="bz-pricing-title">Plans and pricing</h1>');
    expect(english).toMatch(/<h2 id="bz-plan-pro">PRO<\/h2>/);
    expect(english).toMatch(/<link rel="stylesheet" href="http:\/\/[^"]+\/page-pricing\.[0-9a-f]{8}\.css" crossorigin="anonymous">/);
    // The plans go along with the drawing, so the app starts from them instead of asking again.
    expect(english).toContain('"queryKey":["plans","en",null]');
    const german = await (await request.get('/de/pricing')).text();
    expect(german).toContain('<h1 id="bz-pricing-title">Tarife und Preise</h1>');
    expect(german).toContain('"queryKey":["plans","de",null]');

    const plansAsked: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/plans') plansAsked.push(sent.url());
    });
    // As for the landing below: a drawing that turned stale is rightly asked again for.
    await waitForYoungDrawing(page, '/pricing');
    await page.goto('/pricing');
    await expect(page.locator('#bz-first-paint')).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'PRO' }).getByRole('link', { name: 'Get PRO' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Free' }).getByRole('link', { name: 'Start free' })).toHaveAttribute('href', '/registration');
    expect(plansAsked, 'the plans came with the page').toEqual([]);
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a visitor sees the landing drawn by the server, styled, with its first card’s image', async ({ page }) => {
      await page.goto('/de');
      const drawing = page.locator('#bz-first-paint');
      await expect(drawing.locator('h1')).toHaveText('Online-Unternehmen kaufen und verkaufen');
      await expect(drawing.locator('h1')).toBeVisible();
      // Styled: the hero's dark background comes from the remote's stylesheet, the header's height from the shell's.
      expect(await drawing.locator('.bz-hero').evaluate((hero) => getComputedStyle(hero).backgroundImage)).toContain('gradient');
      expect(await drawing.locator('.bz-header').evaluate((header) => header.getBoundingClientRect().height)).toBeGreaterThan(40);
      // The first card's image (if it has one: a listing published by a test meanwhile may have none)
      // loads at once; the others wait until they near the viewport.
      const cards = drawing.locator('.bz-card-grid > li');
      await expect(cards.first()).toBeVisible();
      const firstImage = cards.first().locator('img.bz-card__image');
      if ((await firstImage.count()) > 0) {
        await expect(firstImage).toHaveAttribute('loading', 'eager');
        await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }
      await expect(drawing.locator('.bz-card-grid > li:not(:first-child) img.bz-card__image[loading="eager"]')).toHaveCount(0);
      // A picture until the app is there: nothing in it can be focused or clicked.
      await expect(drawing).toHaveAttribute('inert', '');
    });

    test('a visitor sees the login form drawn by the server, styled, and nothing in it can be used yet', async ({ page }) => {
      await page.goto('/de/login');
      const drawing = page.locator('#bz-first-paint');
      await expect(drawing.locator('h1')).toHaveText('Anmelden');
      await expect(drawing.locator('h1')).toBeVisible();
      // Styled by the page's stylesheet (the white card) and the shell's (the branded bar).
      expect(await drawing.locator('.bz-auth-card').evaluate((card) => getComputedStyle(card).backgroundColor)).toBe('rgb(255, 255, 255)');
      expect(await drawing.locator('.bz-auth-card').evaluate((card) => getComputedStyle(card).borderRadius)).toBe('16px');
      await expect(drawing.locator('#login-email')).toBeVisible();
      await expect(drawing).toHaveAttribute('inert', '');
    });
  });

  test('the app takes over in place: no shift, one copy, and no second request for what the server drew from', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/businesses' || url.pathname.startsWith('/api/categories')) asked.push(url.pathname);
    });
    // A drawing older than 5 s is served marked stale while a new one is drawn, and the app rightly
    // asks the API again for it; another spec's visit may have left one. This test is about a fresh one.
    await waitForYoungDrawing(page, '/');
    await page.goto('/');
    await expect(page.locator('#bz-first-paint')).toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-paint');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy and sell online businesses');
    await expect(page.getByRole('list', { name: 'Newest listings' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Browse by category' })).toBeVisible();
    expect(await page.locator('h1').count()).toBe(1);
    expect(asked).toEqual([]);
    expect(await layoutShift(page)).toBeLessThan(0.01);

    // The page works: the search box searches, in the page's language.
    await page.getByRole('searchbox', { name: 'Search listings' }).fill('pet');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=pet$/);
  });

  test('the login form takes over in place and works: no shift, one form, typed into and checked', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('#bz-first-paint')).toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-paint');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log In');
    expect(await page.locator('form').count()).toBe(1);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Please enter your password.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a visitor on a phone sees the same screen before and after the app takes over', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'de-DE' });
    const page = await context.newPage();
    try {
      for (const [path, heading] of [
        ['/de', 'Online-Unternehmen kaufen und verkaufen'],
        ['/de/login', 'Anmelden'],
      ] as const) {
        const response = await page.goto(path);
        expect(await response!.text(), path).toContain('<div id="bz-first-paint" inert aria-hidden="true">');
        await expect(page.locator('#bz-first-paint')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        expect(await layoutShift(page), path).toBeLessThan(0.01);
        // Nothing wider than the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      }
    } finally {
      await context.close();
    }
  });

  test('the message pages and, for visitors, my listings and account deletion come drawn; on a phone the app takes over in place', async ({
    browser,
    roleSessions,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'de-DE' });
    const page = await context.newPage();
    const askedWho: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/user') askedWho.push(req.url());
    });
    try {
      for (const [path, heading, text] of [
        ['/de/unsubscribed', 'Dieser Link funktioniert nicht', 'Dieser Abmeldelink ist ungültig'],
        ['/de/business-unavailable', 'Dieses Inserat ist nicht mehr verfügbar', 'Ähnliche Inserate'],
        ['/de/my-listings', 'Meine Inserate', 'Melden Sie sich an, um Ihre zu sehen.'],
        ['/de/delete-account', 'Konto löschen', 'Um Ihr Konto zu löschen, melden Sie sich bitte zuerst an.'],
      ] as const) {
        await context.clearCookies();
        const response = await page.goto(path);
        const html = await response!.text();
        expect(html, path).toContain('<div id="bz-first-paint" inert aria-hidden="true">');
        expect(html, path).toContain(heading);
        expect(html, path).toContain(text);
        await expect(page.locator('#bz-first-paint')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText(text).first()).toBeVisible();
        expect(await layoutShift(page), path).toBeLessThan(0.01);
      }
      // Without a session cookie the page knew at once that nobody is logged in: nobody was asked.
      expect(askedWho).toEqual([]);
      // A guest session (the CSRF cookie's) whose page knows it is a guest's (guest=1) is a visitor's too.
      await page.request.get('/sanctum/csrf-cookie');
      expect((await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`)).toContain('guest=1');
      expect(await (await page.request.get('/my-listings')).text()).toContain('<div id="bz-first-paint" inert aria-hidden="true">');
    } finally {
      await context.close();
    }
    // A member's own listings and account are theirs: drawn by the app.
    const member = await browser.newContext({ storageState: await roleSessions.file('free') });
    try {
      for (const path of ['/my-listings', '/delete-account']) expect(await (await member.request.get(path)).text(), path).not.toContain('bz-first-paint');
    } finally {
      await member.close();
    }
  });

  test('on a phone the charts’ code (uPlot) comes only as the visitor nears the charts, and then draws them', async ({ browser, request }) => {
    // A seeded listing open to visitors with months to chart.
    const newest = (await (await request.get('/api/businesses?sort=newest')).json()) as SearchPage;
    let listingId: number | null = null;
    for (const { id } of newest.data) {
      const listing = (await (await request.get(`/api/businesses/${id}`)).json()) as { access: { granted: boolean }; months?: unknown[] };
      if (listing.access.granted && (listing.months?.length ?? 0) > 0) {
        listingId = id;
        break;
      }
    }
    expect(listingId, 'a listing with months that visitors may see').not.toBeNull();

    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    try {
      const scripts: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.push(req.url());
      });
      await page.goto(`/business/${listingId}`);
      const chart = page.getByRole('img', { name: /^Chart: Revenue, net profit and margin by month/ });
      await expect(chart).toBeAttached();
      await page.waitForLoadState('networkidle');
      // About two screens down: not drawn, its code not asked for.
      await expect(chart.locator('canvas')).toHaveCount(0);
      const before = scripts.length;

      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator('canvas').first()).toBeVisible();
      expect(scripts.length, 'the chart’s code came with the scroll').toBeGreaterThan(before);
    } finally {
      await context.close();
    }
  });

  test('the server keeps its drawing code to itself', async ({ request, baseURL }) => {
    const listings = new URL(
      ((await (await request.get('/remotes.json')).json()) as Array<{ name: string; entry: string }>).find((r) => r.name === 'mfe_listings')!.entry,
    );
    expect(baseURL).toBeTruthy();
    const bundle = await request.get(new URL('/server/first-paint.cjs', listings).href);
    expect(bundle.status()).toBe(404);
    const bad = await request.get(new URL('/__first-paint/landing?locale=fr&path=/', listings).href);
    expect(bad.status()).toBe(400);
    const unknown = await request.get(new URL('/__first-paint/no-such-page?locale=en&path=/', listings).href);
    expect(unknown.status()).toBe(404);
  });
});
