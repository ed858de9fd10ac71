// Issue #29: an Amazon.de seller imports a sellerboard P&L in euros (the currency preset from the
// marketplace, converted into US dollars at the ECB monthly average) at phone width, and the listing page
// shows the risk panel with the currency note, in English and German; a visitor of a listing under an
// NDA sees the month-read figures greyed with the NDA hint. axe on every page; no sideways scrolling.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { test, expect, xsrfToken } from '../support/fixtures';
import { firstCategoryId, JSON_HEADERS, postJson, publishListing } from '../support/listings';

const SELLERBOARD_FIXTURES = path.resolve(__dirname, '../../api/test/fixtures/sellerboard');
const PAGE_LOAD = { timeout: 30_000 } as const;
const PHONE = { width: 375, height: 800 } as const;

async function expectAxeClean(page: Page) {
  expect(await blockingViolations(page), new URL(page.url()).pathname).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('a seller on Amazon.de', () => {
  test.use({ role: 'seller' });

  test('imports a P&L in euros, converted at the ECB monthly average, and the listing page says so', async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(PHONE);
    const information = {
      name: `Euro Brand ${Date.now().toString(36)}`,
      category_id: await firstCategoryId(page.request),
      fba_statuses: ['fba'],
      marketplaces: ['DE'],
      founded_year: 2021,
      founded_month: 3,
      country_code: 'DE',
      asin_count: 6,
      sku_count: 9,
      top_product_share: 48,
      owner_hours_per_week: 15,
      sale_reason: 'new_venture',
    };
    const { id } = await postJson(page.request, '/api/businesses', { information });

    await page.goto(`/create/financials/${id}`);
    const currency = page.getByLabel('Currency of the file');
    await expect(currency).toHaveValue('EUR', PAGE_LOAD);
    await page.getByLabel('sellerboard export (CSV)').setInputFiles(path.join(SELLERBOARD_FIXTURES, 'pnl-de.csv'));
    await expect(page.getByText('Converted from EUR into US dollars at the ECB monthly average reference rate of each month.')).toBeVisible({
      timeout: 60_000,
    });
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Replace financials' }).click();
    await expect(page.getByText(/^Financials replaced with \d+ months from sellerboard\.$/)).toBeVisible({ timeout: 60_000 });

    // January 2024: 106,544.73 EUR of sales × 1.0905 USD per EUR (the ECB's January 2024 average).
    const listing = (await (
      await page.request.get(`/api/businesses/${id}`, { headers: { ...JSON_HEADERS, 'X-XSRF-TOKEN': await xsrfToken(page.request) } })
    ).json()) as {
      months: Array<{ month: string; revenue: number }>;
      risk: { converted_from: string | null };
    };
    expect(listing.months[0]).toMatchObject({ month: '2024-01', revenue: 116187.03 });
    expect(listing.risk.converted_from).toBe('EUR');

    for (const [prefix, title, note] of [
      ['', 'Amazon risk check', /imported the figures in EUR; they were converted into US dollars at the ECB monthly average/],
      ['/de', 'Amazon-Risikocheck', /in EUR importiert; sie wurden zum durchschnittlichen EZB-Referenzkurs/],
    ] as const) {
      await page.goto(`${prefix}/business/${id}`);
      const panel = page.getByRole('region', { name: title });
      await expect(panel).toBeVisible(PAGE_LOAD);
      await expect(panel).toContainText(note);
      await expect(panel.getByRole('listitem')).toHaveCount(9);
      await expectAxeClean(page);
      await expectNoSidewaysScroll(page);
    }
  });
});

test('a visitor sees the month-read figures of a listing under an NDA greyed, with the NDA hint', async ({ page, playwright }) => {
  test.setTimeout(300_000);
  const id = await publishListing(playwright, { name: `Risk NDA Brand ${Date.now().toString(36)}`, nda: true });
  for (const size of [PHONE, { width: 1440, height: 900 }]) {
    await page.setViewportSize(size);
    await page.goto(`/business/${id}`);
    const panel = page.getByRole('region', { name: 'Amazon risk check' });
    await expect(panel).toBeVisible(PAGE_LOAD);
    await expect(panel.getByRole('note')).toHaveText(/open once the seller has accepted your NDA/);
    const tacos = panel.getByRole('listitem').filter({ hasText: 'Ad spend (TACoS)' });
    await expect(tacos).toHaveText(/^\s*Ad spend \(TACoS\)\s*NDA\s*$/);
    await expect(panel.getByRole('listitem').filter({ hasText: 'Marketplaces' })).toContainText('Sells on 2 Amazon marketplaces');
    await expectAxeClean(page);
    await expectNoSidewaysScroll(page);
  }
});
