// Crawlable pages (issue #11): the raw HTML the shell's server sends — before any script runs, as a
// crawler reads it — carries each page's title, description, canonical URL, hreflang alternates and
// Open Graph tags, a listing's from its public fields only; /sitemap.xml lists the public pages and
// the published listings in both languages and nothing else; the content pages render in both
// languages, the FAQ opens by keyboard, and axe finds nothing serious on them.
import type { APIRequestContext } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { test, expect, logInThroughApi, NO_STORAGE, USERS } from '../support/fixtures';
import { openPage } from '../support/pages';

interface OwnListing {
  id: number;
  name: string;
  status: string;
  summary: string | null;
  description?: string | null;
  website?: string | null;
}

/** The demo seller's seeded listings (one in each state), read as their owner. */
async function sellerListings(request: APIRequestContext): Promise<OwnListing[]> {
  await logInThroughApi(request, USERS.seller);
  const answer = await request.get('/api/my/businesses', { headers: { Accept: 'application/json' } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: OwnListing[] }).data;
}

/** The content of `<meta name|property="key">` in a raw page. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

function linkHref(html: string, rel: string, hreflang?: string): string | undefined {
  const pattern = hreflang ? `<link rel="${rel}" hreflang="${hreflang}" href="([^"]*)"` : `<link rel="${rel}" href="([^"]*)"`;
  return new RegExp(pattern).exec(html)?.[1];
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const decode = (text: string | undefined) =>
  text
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function rawPage(request: APIRequestContext, path: string): Promise<string> {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  expect(answer.headers()['content-security-policy'], path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  return answer.text();
}

test.describe('crawlable pages', () => {
  test("a listing's head in English and German, unavailable listings, the sitemap and robots.txt", async ({ playwright, baseURL }) => {
    const owner = await playwright.request.newContext({ baseURL, storageState: NO_STORAGE });
    const listings = await sellerListings(owner);
    await owner.dispose();
    // The NDA listing: its protected fields must never reach the page's head.
    const published = listings.find((listing) => listing.status === 'published' && listing.name === 'Organic skincare brand (EU)')!;
    expect(published, 'the seeded published NDA listing').toBeTruthy();
    const hidden = listings.find((listing) => listing.status === 'hidden')!;
    const notPublic = listings.filter((listing) => listing.status !== 'published');

    const visitor = await playwright.request.newContext({ baseURL, storageState: NO_STORAGE });
    const en = await rawPage(visitor, `/business/${published.id}`);
    expect(decode(title(en))).toBe('Organic skincare brand (EU) – Bizmarkt');
    expect(decode(metaContent(en, 'description'))).toBe(published.summary);
    expect(decode(metaContent(en, 'og:title'))).toBe('Organic skincare brand (EU)');
    expect(metaContent(en, 'og:locale')).toBe('en_US');
    expect(linkHref(en, 'canonical')).toBe(`${baseURL}/business/${published.id}`);
    expect(linkHref(en, 'alternate', 'en')).toBe(`${baseURL}/business/${published.id}`);
    expect(linkHref(en, 'alternate', 'de')).toBe(`${baseURL}/de/business/${published.id}`);
    expect(linkHref(en, 'alternate', 'x-default')).toBe(`${baseURL}/business/${published.id}`);
    expect(metaContent(en, 'robots')).toBeUndefined();
    expect(en).toContain('<html lang="en"');
    for (const secret of [published.description, published.website]) if (secret) expect(en).not.toContain(secret.slice(0, 40));

    const de = await rawPage(visitor, `/de/business/${published.id}`);
    expect(de).toContain('<html lang="de"');
    expect(linkHref(de, 'canonical')).toBe(`${baseURL}/de/business/${published.id}`);
    expect(metaContent(de, 'og:url')).toBe(`${baseURL}/de/business/${published.id}`);
    expect(metaContent(de, 'og:locale')).toBe('de_DE');

    // Hidden, unknown: the page people get, with tags that keep it out of an index — no error page.
    const unavailable = await rawPage(visitor, `/de/business/${hidden.id}`);
    expect(decode(title(unavailable))).toBe('Inserat nicht verfügbar – Bizmarkt');
    expect(metaContent(unavailable, 'robots')).toBe('noindex');
    expect(linkHref(unavailable, 'canonical')).toBeUndefined();
    expect(unavailable).toContain('<div id="root">');
    expect(metaContent(await rawPage(visitor, '/business/999999999'), 'robots')).toBe('noindex');

    // Public pages: the route's title as the client shows it, in the path's language.
    const landing = await rawPage(visitor, '/');
    expect(decode(title(landing))).toBe('Buy and sell online businesses – Bizmarkt');
    expect(linkHref(landing, 'alternate', 'de')).toBe(`${baseURL}/de`);
    const faq = await rawPage(visitor, '/de/faq');
    expect(decode(title(faq))).toBe('Häufige Fragen – Bizmarkt');
    expect(linkHref(faq, 'canonical')).toBe(`${baseURL}/de/faq`);
    const search = await rawPage(visitor, '/search?q=skincare&page=2');
    expect(linkHref(search, 'canonical')).toBe(`${baseURL}/search`);
    expect(metaContent(await rawPage(visitor, '/login'), 'robots')).toBe('noindex');

    // The sitemap: an index of files; together they list the public pages and published listings.
    const index = await visitor.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(files[0]).toBe(`${baseURL}/sitemaps/pages.xml`);
    const urls: string[] = [];
    for (const file of files) {
      const answer = await visitor.get(new URL(file).pathname);
      expect(answer.status(), file).toBe(200);
      urls.push(...[...(await answer.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!));
    }
    for (const path of ['/', '/de', '/search', '/how-to-buy', '/de/faq', '/privacy-policy', '/de/terms-of-service', '/de/how-we-verify'])
      expect(urls).toContain(`${baseURL}${path}`);
    expect(urls).toContain(`${baseURL}/business/${published.id}`);
    expect(urls).toContain(`${baseURL}/de/business/${published.id}`);
    for (const listing of notPublic) expect(urls, `${listing.status} listing ${listing.id}`).not.toContain(`${baseURL}/business/${listing.id}`);
    expect(urls).not.toContain(`${baseURL}/login`);

    const robots = await (await visitor.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    await visitor.dispose();
  });
});

const CONTENT_PAGES = [
  { path: '/how-to-buy', en: 'How to buy an online business', de: 'So kaufen Sie ein Online-Unternehmen' },
  { path: '/how-to-sell', en: 'How to sell your online business', de: 'So verkaufen Sie Ihr Online-Unternehmen' },
  { path: '/faq', en: 'Frequently asked questions', de: 'Häufige Fragen' },
  { path: '/privacy-policy', en: 'Privacy policy', de: 'Datenschutzerklärung' },
  { path: '/terms-of-service', en: 'Terms of service', de: 'Nutzungsbedingungen' },
] as const;

test.describe('content pages', () => {
  test('render in English and German, readable at phone width, with no serious axe violation', async ({ page }) => {
    // One journey over the five pages: each loaded in English, checked at phone width, then switched
    // to German by the language switch (in the page, no reload), each state checked with axe.
    test.setTimeout(300_000);
    const found: string[] = [];
    for (const content of CONTENT_PAGES) {
      // The switch to German is remembered (locale cookie) and would move the next bare URL to /de.
      await page.context().clearCookies();
      await page.setViewportSize({ width: 1280, height: 800 });
      await openPage(page, content.path);
      await expect(page.getByRole('heading', { level: 1, name: content.en }), content.path).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.setViewportSize({ width: 375, height: 740 });
      // Nothing wider than the phone: no sideways scrolling.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: content.path }).toBeLessThanOrEqual(375);
      found.push(...(await blockingViolations(page)));

      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('link', { name: 'Deutsch' }).first().click();
      await expect(page).toHaveURL(new RegExp(`/de${content.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: content.de }), `/de${content.path}`).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      found.push(...(await blockingViolations(page)));
    }
    expect(found, found.join('\n')).toEqual([]);
  });

  test('the FAQ opens and closes by keyboard and links on in its language', async ({ page }) => {
    await openPage(page, '/de/faq');
    await expect(page).toHaveTitle('Häufige Fragen – Bizmarkt');
    const question = page.locator('summary', { hasText: 'Wie bezahle ich den Verkäufer?' });
    const answer = page.getByText('Bizmarkt wickelt den Kaufpreis nicht ab');
    await expect(answer).toBeHidden();
    // Tab from the question before it, as a keyboard user moves down the list.
    await page.locator('summary', { hasText: 'Was bedeuten TTM und „Multiple“?' }).focus();
    await page.keyboard.press('Tab');
    await expect(question).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await expect(question.locator('xpath=..')).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();

    await page.locator('summary', { hasText: 'Was kostet es, mein Unternehmen anzubieten?' }).click();
    await page.locator('#main').getByRole('link', { name: 'Preise' }).click();
    await expect(page).toHaveURL(/\/de\/pricing$/);
  });
});
