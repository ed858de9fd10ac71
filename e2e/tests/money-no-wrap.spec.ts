// Issue #29 §3: no money figure ever wraps. Every figure is a `[data-money]` element (`<Money>` in
// @bizmarkt/shared/ui, docs/architecture/i18n.md); this spec measures each one on the search page's
// cards, My listings, the wizard's financials and the listing page (a visitor's, and the owner's with
// every section open: the monthly table, the risk panel) at 320–1920 px in both languages: its text is
// on one line, and the page never scrolls sideways. Each page loads once per language and is then resized.
// The wizard's month table also fits its card from 1366 px on (Net profit visible, nothing scrolled
// away), and every amount in it is whole inside its input; a card on a phone is about half its stacked height.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { JSON_HEADERS } from '../support/listings';

const WIDTHS = [320, 390, 768, 1366, 1920];
const PAGE_LOAD = { timeout: 30_000 } as const;

interface Measure {
  sideways: number;
  /** What sticks out on the right when the page scrolls sideways (for the failure's message). */
  outside: string[];
  figures: number;
  broken: string[];
}

/** Two frames: a resize's relayout (and the header's re-fit) is done. */
const settle = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Every visible money figure: one line box (one client rect, no taller than one line). */
function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const broken: string[] = [];
    let figures = 0;
    for (const element of document.querySelectorAll<HTMLElement>('[data-money]')) {
      const rects = [...element.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (rects.length === 0) continue; // not shown at this width
      figures += 1;
      const style = getComputedStyle(element);
      const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
      const height = element.getBoundingClientRect().height;
      if (rects.length > 1 || height > lineHeight * 1.5) broken.push(`"${element.textContent}" (${rects.length} boxes, ${Math.round(height)}px high)`);
    }
    const limit = document.documentElement.clientWidth + 0.5;
    const outside = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit && element.parentElement!.getBoundingClientRect().right <= limit)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} → ${Math.round(element.getBoundingClientRect().right)}px`);
    return { sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth, outside, figures, broken };
  });
}

async function checkWidths(page: Page, what: string, extra?: (width: number) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    const { sideways, outside, figures, broken } = await measure(page);
    expect(figures, `${what} at ${width}px: money figures shown`).toBeGreaterThan(0);
    expect(broken, `${what} at ${width}px: figures broken over lines`).toEqual([]);
    expect(sideways, `${what} at ${width}px: the page scrolls sideways (${outside.join(', ')})`).toBeLessThanOrEqual(0);
    await extra?.(width);
  }
}

test.describe('money figures never wrap', () => {
  test.use({ role: 'seller' });

  for (const locale of ['en', 'de'] as const) {
    const prefix = locale === 'de' ? '/de' : '';

    test(`${locale}: search cards, My listings and the wizard's financials at 320–1920 px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });

      await page.goto(`${prefix}/search`);
      await expect(page.locator('.bz-card [data-money]').first()).toBeVisible(PAGE_LOAD);
      await checkWidths(page, 'search', async (width) => {
        if (width !== 390) return;
        // On a phone the image sits beside the text: a card about half the stacked one's ~560 px.
        const heights = await page.locator('.bz-card').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));
        expect(Math.max(...heights), `card heights at 390px: ${heights.join(', ')}`).toBeLessThanOrEqual(340);
      });

      await page.goto(`${prefix}/my-listings`);
      await expect(page.locator('.bz-my-listing [data-money]').first()).toBeVisible(PAGE_LOAD);
      await checkWidths(page, 'my listings');

      // A published listing of the seller's (the seed's have months of financials).
      const mine = (await (await page.request.get('/api/my/businesses', { headers: JSON_HEADERS })).json()) as {
        data: Array<{ id: number; status: string }>;
      };
      const listing = mine.data.find((item) => item.status === 'published');
      expect(listing, 'a published listing of the seller').toBeDefined();
      await page.goto(`${prefix}/create/financials/${listing!.id}`);
      const table = page.locator('.bz-months__scroll');
      await expect(table.locator('input').first()).toBeVisible(PAGE_LOAD);
      await checkWidths(page, 'wizard financials', async (width) => {
        const fit = await table.evaluate((box) => ({
          overflow: box.scrollWidth - box.clientWidth,
          clipped: [...box.querySelectorAll('input')].filter((input) => input.scrollWidth > input.clientWidth).map((input) => input.value),
          // The month column stays in view while the figures scroll.
          monthSticky: getComputedStyle(box.querySelector('tbody th')!).position,
        }));
        expect(fit.clipped, `wizard at ${width}px: amounts cut inside their inputs`).toEqual([]);
        // Up to 720 px each month is a card of its own (decision 0250): no column to keep in view.
        if (width > 720) expect(fit.monthSticky).toBe('sticky');
        if (width >= 1366) expect(fit.overflow, `wizard at ${width}px: the month table is wider than its card`).toBeLessThanOrEqual(0);
      });

      // The same listing's page as its owner sees it: the deal, the key metrics, the monthly table, the risk panel.
      await page.goto(`${prefix}/business/${listing!.id}`);
      await expect(page.locator('.bz-table-scroll[role="region"] [data-money]').first()).toBeVisible(PAGE_LOAD);
      await expect(page.locator('.bz-risk [data-money]').first()).toBeVisible();
      await checkWidths(page, 'listing page with access');
    });
  }
});

test.describe('money figures never wrap on the listing page of a visitor', () => {
  for (const locale of ['en', 'de'] as const) {
    const prefix = locale === 'de' ? '/de' : '';

    test(`${locale}: the deal summary and key metrics at 320–1920 px`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      const found = (await (await page.request.get('/api/businesses', { headers: JSON_HEADERS })).json()) as { data: Array<{ id: number }> };
      expect(found.data.length, 'a published listing').toBeGreaterThan(0);
      await page.goto(`${prefix}/business/${found.data[0]!.id}`);
      await expect(page.locator('.bz-deal [data-money]').first()).toBeVisible(PAGE_LOAD);
      await checkWidths(page, 'listing page (visitor)');
    });
  }
});
