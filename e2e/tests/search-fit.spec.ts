// What the outside walk after issue #29 found on the search page (walk findings 25, 26), measured in the
// browser: the filter sheet's buttons are a bar flush with the bottom of the panel on a phone, nothing
// of the list showing below them; the sort is drawn as the site's inputs, in its font; the alerts' fine
// print waits for an alert instead of standing between the search box and the results.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { settle } from '../support/layout';

const PAGE_LOAD = { timeout: 30_000 } as const;
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

const boxOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });

/** Scrolls the panel's content (the scroll box around the form) to `share` of its way down. */
const scrollPanel = (page: Page, share: number) =>
  page.locator('.bz-panel .p-dialog-content').evaluate((box, part) => {
    box.scrollTop = (box.scrollHeight - box.clientHeight) * part;
  }, share);

test('the filter sheet on a phone keeps its buttons in a bar flush with the bottom of the panel (de, 390 px)', async ({ page }) => {
  await page.setViewportSize(SCREENS[0]);
  await page.goto('/de/search');
  await page.getByRole('button', { name: /^Filter/ }).click();
  const panel = page.locator('.p-dialog.bz-panel');
  const bar = panel.locator('.bz-filters__actions');
  await expect(bar.getByRole('button', { name: 'Ergebnisse anzeigen' })).toBeVisible(PAGE_LOAD);
  // The sheet slides in: measure once it is where it stays.
  await panel.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
  for (const share of [0, 0.5, 1]) {
    await scrollPanel(page, share);
    await settle(page);
    const [sheet, buttons] = [await boxOf(panel), await boxOf(bar)];
    const where = `scrolled ${share * 100} % down`;
    expect(Math.abs(sheet.bottom - buttons.bottom), `${where}: the bar's bottom on the panel's`).toBeLessThanOrEqual(1);
    expect(Math.abs(sheet.left - buttons.left), `${where}: the bar from the panel's left edge`).toBeLessThanOrEqual(1);
    expect(Math.abs(sheet.right - buttons.right), `${where}: the bar to the panel's right edge`).toBeLessThanOrEqual(1);
  }
  // At the end of the list its last words sit above the bar, not under it.
  const hint = panel.locator('.bz-filters__flag p');
  expect((await boxOf(hint)).bottom).toBeLessThanOrEqual((await boxOf(bar)).top + 0.5);
  await expect(bar).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});

for (const locale of ['en', 'de'] as const) {
  test(`the sort looks like the site's inputs and no alert fine print stands above the results (${locale}, 390 and 1440 px)`, async ({ page }) => {
    await page.setViewportSize(SCREENS[0]);
    // Words and a marketplace: both are things an alert cannot hold, which the fine print was about.
    await page.goto(`${locale === 'de' ? '/de' : ''}/search?q=gear&marketplaces=DE`);
    const sort = page.locator('#bz-search-sort');
    await expect(sort).toBeVisible(PAGE_LOAD);
    await expect(
      page.getByRole('button', { name: locale === 'de' ? 'Benachrichtigen bei neuen ähnlichen Inseraten' : 'Alert me about new listings like this' }),
    ).toBeVisible();
    await expect(page.locator('.bz-alert-me__note')).toHaveCount(0);
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await settle(page);
      const look = await sort.evaluate((select) => {
        const style = getComputedStyle(select);
        return {
          appearance: style.appearance,
          height: select.getBoundingClientRect().height,
          radius: style.borderTopLeftRadius,
          sameFont: style.fontFamily === getComputedStyle(document.body).fontFamily,
        };
      });
      expect(look, `${screen.width} px`).toEqual({ appearance: 'none', height: expect.any(Number), radius: '6px', sameFont: true });
      expect(look.height, `${screen.width} px: the sort's height`).toBeGreaterThanOrEqual(40);
    }
  });
}
