// What the outside walk of issue #29 found broken in the layout (point 6), each measured in the
// browser: text that overflows its box, words broken into scraps, a page that scrolls sideways.
import type { Locator, Page } from '@playwright/test';
import { test, expect, logIn, REGISTERING } from '../support/fixtures';
import { NDA_LISTING_ID } from '../support/pages';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Elements whose content is wider than their box (scrollWidth over clientWidth). */
async function overflowing(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => (element.textContent ?? '').trim().slice(0, 60)),
  );
}

/** Descendants of `box` reaching past its right edge. */
async function sticksOut(box: Locator, selector: string): Promise<string[]> {
  return box.evaluate((element, inner) => {
    const right = element.getBoundingClientRect().right;
    return [...element.querySelectorAll(inner)]
      .filter((child) => child.getBoundingClientRect().right > right + 1)
      .map((child) => (child.textContent ?? '').trim().slice(0, 60));
  }, selector);
}

/** Lines the text of an element takes (its height over its line height). */
async function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
    return Math.round(element.getBoundingClientRect().height / lineHeight);
  });
}

/** The page scrolls sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.describe('the dashboard', () => {
  test.use({ role: 'pro' });

  for (const size of [PHONE, DESKTOP]) {
    test(`keeps the latest messages' names on one line and the settings inside their card (de, ${size.width} px)`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/de/dashboard');
      const names = page.locator('.bz-latest__who');
      await expect(names.first()).toBeVisible();
      for (const name of await names.all()) expect(await lineCount(name), (await name.textContent()) ?? '').toBe(1);
      const cards = page.locator('.bz-dashboard__card');
      for (const card of await cards.all()) expect(await sticksOut(card, 'button, a, h2, li')).toEqual([]);
      await expect(page.getByRole('button', { name: 'Benachrichtigungseinstellungen' })).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
    });
  }
});

test.describe('the listing wizard', () => {
  test.use({ role: 'seller' });

  test('the German step names stay apart at 1440 px', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/de/create/information/1');
    const names = page.locator('.bz-stepper__name');
    await expect(names).toHaveCount(8);
    expect(await overflowing(names)).toEqual([]);
    const boxes = await names.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
    for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]!.left, `step ${i + 1} starts after step ${i} ends`).toBeGreaterThanOrEqual(boxes[i - 1]!.right);
  });

  test('the headings on a phone break between words, not inside them (de)', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/de/create/information/1');
    const headings = page.locator('.bz-wizard h1, .bz-wizard h2, .bz-stepper .is-current .bz-stepper__name');
    await expect(headings.first()).toBeVisible();
    const broken = await headings.evaluateAll((elements) =>
      elements.flatMap((element) => {
        const text = element.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        const words: string[] = [];
        const value = text.textContent ?? '';
        for (const match of value.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) words.push(match[0]);
        }
        return words;
      }),
    );
    expect(broken).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  });
});

test.describe('the registration on a phone', () => {
  for (const width of [320, 420]) {
    test(`the country list fits the screen, and the page does not scroll sideways (de, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await logIn(page, REGISTERING.noRole, { header: false, locale: 'de' });
      await expect(page).toHaveURL(/\/de\/registration\/general-info$/);
      expect(await scrollsSideways(page)).toBe(false);
      await page.getByRole('button', { name: 'Wählen Sie Ihr Land' }).click();
      const panel = page.locator('.p-dropdown-panel');
      await expect(panel).toBeVisible();
      // The whole list, then the longest names ("Südgeorgien und die Südlichen Sandwichinseln").
      for (const filter of ['', 'Süd']) {
        if (filter) await page.keyboard.type(filter);
        await expect(panel.locator('.p-dropdown-item').first()).toBeVisible();
        const box = (await panel.boundingBox())!;
        expect(box.x, `filter "${filter}"`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `filter "${filter}"`).toBeLessThanOrEqual(width - 8);
        expect(await scrollsSideways(page), `filter "${filter}"`).toBe(false);
      }
    });
  }
});

test.describe('the listing page on a phone', () => {
  // The action bar at the bottom of the screen: a long label wraps inside its button, never past it.
  for (const [locale, label] of [
    ['en', 'Request access / sign NDA'],
    ['de', 'Zugang anfragen / NDA unterzeichnen'],
  ] as const) {
    test(`the request-access button holds its whole label (${locale}, 320 and 390 px)`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(`${locale === 'de' ? '/de' : ''}/business/${NDA_LISTING_ID}`);
      const button = page.locator('.bz-deal__actions').getByRole('link', { name: label });
      await expect(button).toBeVisible();
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: PHONE.height });
        const outside = await button.evaluate((element) => {
          // One box (a link broken over two lines is two), with every line of its label inside.
          if (element.getClientRects().length !== 1) return element.getClientRects().length;
          const box = element.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(element);
          return [...range.getClientRects()].filter(
            (line) => line.left < box.left - 1 || line.right > box.right + 1 || line.top < box.top - 1 || line.bottom > box.bottom + 1,
          ).length;
        });
        expect(outside, `${width} px: boxes of the button, or lines of its label outside it`).toBe(0);
        expect(await scrollsSideways(page), `${width} px`).toBe(false);
      }
    });
  }
});

test.describe('the search filters', () => {
  test('show every category without a scroll box, and keep a typed word when applied', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/search');
    const filters = page.getByRole('complementary').getByRole('form', { name: 'Filters' });
    const categories = filters.getByRole('group', { name: 'Categories' });
    await expect(categories.getByRole('checkbox').first()).toBeVisible();
    const list = categories.locator('ul');
    expect(await list.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    await expect(categories.getByRole('checkbox')).toHaveCount(12);
    for (const box of await categories.getByRole('checkbox').all()) await expect(box).toBeVisible();
    await page.getByRole('searchbox').fill('garden');
    await categories.getByRole('checkbox').first().check();
    await filters.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/[?&]q=garden(&|$)/);
  });
});
