// What the outside walk after issue #29 found on the listing page (walk findings 1–6), measured in the
// browser at 390 and 1440 px in English and German, logged out: the deal summary's values on one line
// per row however its labels wrap, the heart beside the primary action, the NDA prompt's two buttons
// apart, the listed date, the primary action filled and in the site's font (every PrimeReact button
// too, on the dashboard as well), and the risk panel's owner hours with their unit.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { publishListing } from '../support/listings';
import { settle } from '../support/layout';
import { NDA_LISTING_ID } from '../support/pages';

const SCREENS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;
const LOCALES = ['en', 'de'] as const;
const PAGE_LOAD = { timeout: 30_000 } as const;
const RUN = Date.now().toString(36);

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const boxOf = async (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });

/** The figures of a grid of label/value pairs (`dl > div > dt + dd`), row by row: each label's bottom, each value's top. */
function figureRows(page: Page, list: string): Promise<Array<Array<{ label: string; labelBottom: number; valueTop: number }>>> {
  return page.locator(list).evaluate((element) => {
    const columns = getComputedStyle(element).gridTemplateColumns.split(' ').length;
    const figures = [...element.querySelectorAll(':scope > div')].map((figure) => {
      const label = figure.querySelector('dt')!;
      return {
        label: label.textContent ?? '',
        labelBottom: label.getBoundingClientRect().bottom,
        valueTop: figure.querySelector('dd')!.getBoundingClientRect().top,
      };
    });
    const rows = [];
    for (let i = 0; i < figures.length; i += columns) rows.push(figures.slice(i, i + columns));
    return rows;
  });
}

/** Lines of a button's label outside its box, or the number of boxes when it broke into several. */
function labelOutside(button: Locator): Promise<number> {
  return button.evaluate((element) => {
    if (element.getClientRects().length !== 1) return element.getClientRects().length;
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    return [...range.getClientRects()].filter(
      (line) => line.left < box.left - 1 || line.right > box.right + 1 || line.top < box.top - 1 || line.bottom > box.bottom + 1,
    ).length;
  });
}

/**
 * The values of a row of figures start on one line (±1 px), below their labels: the deal summary's
 * figures, each label right above its value (finding 1), and the key-metric tiles below it, whose
 * labels stay at the top of their card (finding 34).
 */
async function expectFiguresAligned(page: Page, where: string) {
  await expectRowsAligned(page, '.bz-deal__figures', `${where}, deal summary`, { labelOnValue: true });
  await expectRowsAligned(page, '.bz-metric-cards', `${where}, key metrics`, { labelOnValue: false });
}

async function expectRowsAligned(page: Page, list: string, where: string, { labelOnValue }: { labelOnValue: boolean }) {
  const rows = await figureRows(page, list);
  expect(rows.length, `${where}: rows of figures`).toBeGreaterThanOrEqual(1);
  for (const row of rows) {
    const tops = row.map((figure) => figure.valueTop);
    const names = row.map((figure) => figure.label).join(' | ');
    expect(Math.max(...tops) - Math.min(...tops), `${where}: values of the row ${names} on one line`).toBeLessThanOrEqual(1);
    for (const figure of row) {
      expect(figure.valueTop, `${where}: "${figure.label}" above its value`).toBeGreaterThanOrEqual(figure.labelBottom - 0.5);
      if (labelOnValue) expect(figure.valueTop - figure.labelBottom, `${where}: "${figure.label}" right above its value`).toBeLessThanOrEqual(6);
    }
  }
}

/** The heart is on the primary action's line, to its right, and the action's label inside its button. */
async function expectHeartBesidePrimary(page: Page, primary: Locator, where: string) {
  const heart = page.locator('.bz-deal__actions .bz-favorite');
  const [button, saved] = [await boxOf(primary), await boxOf(heart)];
  expect(saved.top, `${where}: the heart starts above the button's bottom`).toBeLessThan(button.bottom);
  expect(saved.bottom, `${where}: the heart ends below the button's top`).toBeGreaterThan(button.top);
  expect(saved.left, `${where}: the heart right of the button`).toBeGreaterThanOrEqual(button.right);
  expect(await labelOutside(primary), `${where}: boxes of the button, or lines of its label outside it`).toBe(0);
}

/** The site's font on the body, and every PrimeReact button drawn with it. */
async function buttonFonts(page: Page): Promise<{ site: string; others: string[] }> {
  return page.evaluate(() => {
    const site = getComputedStyle(document.body).fontFamily;
    const others = [...document.querySelectorAll<HTMLElement>('.p-button')]
      .filter((button) => button.getClientRects().length > 0)
      .map((button) => [button.textContent?.trim() || button.getAttribute('aria-label') || button.className, getComputedStyle(button).fontFamily])
      .filter(([, font]) => font !== site)
      .map(([name, font]) => `${name}: ${font}`);
    return { site, others };
  });
}

const localized = (locale: (typeof LOCALES)[number], path: string) => (locale === 'de' ? `/de${path}` : path);

test.describe('the deal summary of a listing without an NDA', () => {
  let id: number;
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    id = await publishListing(playwright, { name: `Deal fit trail gear ${RUN}` });
  });

  for (const locale of LOCALES) {
    test(`aligns its figures, holds the heart beside a filled Contact seller in the site's font and says when it was listed (${locale}, 390 and 1440 px)`, async ({
      page,
    }) => {
      await page.setViewportSize(SCREENS[0]);
      await page.goto(localized(locale, `/business/${id}`));
      const deal = page.locator('.bz-deal');
      const contact = deal.getByRole('link', { name: locale === 'de' ? 'Verkäufer kontaktieren' : 'Contact seller' });
      await expect(contact).toBeVisible(PAGE_LOAD);
      // Finding 4: the listed date beside the id.
      await expect(deal.locator('.bz-deal__ids')).toContainText(locale === 'de' ? /Eingestellt am \d+\. \S+ \d{4}/ : /Listed \w{3} \d+, \d{4}/);
      for (const screen of SCREENS) {
        const where = `${locale}, ${screen.width} px`;
        await page.setViewportSize(screen);
        await settle(page);
        await expectFiguresAligned(page, where);
        await expectHeartBesidePrimary(page, contact, where);
        // Finding 5: the page's one call to action is the filled button (the theme's action blue), not an outline…
        await expect(contact, where).not.toHaveClass(/p-button-outlined/);
        await expect(contact, where).toHaveCSS('background-color', 'rgb(37, 99, 235)');
        // …and every button is in the site's font, not the theme's Inter.
        const fonts = await buttonFonts(page);
        expect(fonts.others, `${where}: buttons in another font than the site's ${fonts.site}`).toEqual([]);
      }
    });
  }
});

test.describe('the listing page of a listing under an NDA, logged out', () => {
  for (const locale of LOCALES) {
    test(`keeps the heart beside Request access, the prompt's buttons apart, and the owner's hours with their unit (${locale}, 390 and 1440 px)`, async ({
      page,
    }) => {
      await page.setViewportSize(SCREENS[0]);
      await page.goto(localized(locale, `/business/${NDA_LISTING_ID}`));
      const requestName = locale === 'de' ? 'Zugang anfragen / NDA unterzeichnen' : 'Request access / sign NDA';
      const request = page.locator('.bz-deal__actions').getByRole('link', { name: requestName });
      await expect(request).toBeVisible(PAGE_LOAD);
      const prompt = page.locator('.bz-nda-prompt__actions');
      const promptRequest = prompt.getByRole('link', { name: requestName });
      const promptContact = prompt.getByRole('link', { name: locale === 'de' ? 'Verkäufer kontaktieren' : 'Contact seller' });
      await expect(promptContact).toBeVisible();
      // Finding 4: a seeded listing (published without a lifecycle event) says when it was listed too.
      await expect(page.locator('.bz-deal__ids')).toContainText(locale === 'de' ? /Eingestellt am \d+\. \S+ \d{4}/ : /Listed \w{3} \d+, \d{4}/);
      for (const screen of SCREENS) {
        const where = `${locale}, ${screen.width} px`;
        await page.setViewportSize(screen);
        await settle(page);
        await expectFiguresAligned(page, where);
        // Finding 2: German's long label at 1440 px had pushed the heart onto a line of its own.
        await expectHeartBesidePrimary(page, request, where);
        // Finding 3: side by side, or one below the other, at least 8 px apart — never touching.
        const [first, second] = [await boxOf(promptRequest), await boxOf(promptContact)];
        const apart = Math.max(second.top - first.bottom, second.left - first.right);
        expect(apart, `${where}: gap between the prompt's buttons`).toBeGreaterThanOrEqual(7.5);
        expect(await labelOutside(promptRequest), `${where}: the prompt's request button holds its label`).toBe(0);
        expect(await labelOutside(promptContact), `${where}: the prompt's contact button holds its label`).toBe(0);
      }
      // Finding 6: the owner's hours with their unit, not a bare number.
      const hours = page
        .locator('.bz-risk__item')
        .filter({ hasText: locale === 'de' ? 'Zeit des Inhabers' : "Owner's time" })
        .locator('.bz-risk__value');
      await expect(hours).toHaveText(locale === 'de' ? /^\d+ Std\.\/Woche$/ : /^\d+ h\/week$/);
    });
  }
});

test.describe('the dashboard', () => {
  test.use({ role: 'pro' });

  test("draws every button in the site's font (de, 390 and 1440 px)", async ({ page }) => {
    await page.setViewportSize(SCREENS[0]);
    await page.goto('/de/dashboard');
    await expect(page.locator('.bz-dashboard__card').first()).toBeVisible(PAGE_LOAD);
    await expect(page.locator('.p-button:visible').first()).toBeVisible();
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await settle(page);
      const fonts = await buttonFonts(page);
      expect(fonts.others, `${screen.width} px: buttons in another font than the site's ${fonts.site}`).toEqual([]);
    }
  });
});
