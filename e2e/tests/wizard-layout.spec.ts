// The listing wizard's layout in German at 390 and 1440 px (walk #22–#24): step names in whole
// words, the months as cards on a phone, the site's dropdown for the currencies.
import type { Page } from '@playwright/test';
import { test, expect, xsrfToken } from '../support/fixtures';

test.use({ role: 'seller' });

/** A draft with the information step saved, through the API; its id. */
async function draft(page: Page): Promise<number> {
  const headers = { Accept: 'application/json', 'X-XSRF-TOKEN': await xsrfToken(page.request) };
  const categories = (await (await page.request.get('/api/categories', { headers })).json()) as Array<{ id: number }>;
  const information = {
    name: `Layout Marke ${Date.now()}`,
    category_id: categories[0]!.id,
    fba_statuses: ['fba'],
    marketplaces: ['DE'],
    founded_year: 2021,
    founded_month: 3,
    country_code: 'DE',
    sale_reason: 'new_venture',
  };
  const created = await page.request.post('/api/businesses', { data: { information }, headers });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/**
 * Every word of the stepper's visible names whose line boxes lie on more than one line (a word
 * split inside), and every name wider than its step: measured with Range.getClientRects.
 */
function brokenStepNames(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const names = Array.from(document.querySelectorAll<HTMLElement>('.bz-stepper__name, .bz-stepper__full')).filter(
      (name) => name.getClientRects().length > 0 && name.getBoundingClientRect().width > 1,
    );
    for (const name of names) {
      const text = name.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) continue;
      const value = text.textContent ?? '';
      for (const match of value.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
        if (tops.size > 1) problems.push(`"${match[0]}" split over ${tops.size} lines`);
      }
      const step = name.closest('li')!.getBoundingClientRect();
      const box = name.getBoundingClientRect();
      if (name.classList.contains('bz-stepper__name') && (box.left < step.left - 0.5 || box.right > step.right + 0.5)) {
        problems.push(`"${value}" wider than its step`);
      }
    }
    return { shown: names.map((name) => name.textContent), problems };
  });
}

for (const width of [390, 1440]) {
  test(`the German step names are whole words at ${width} px (walk #22)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const id = await draft(page);
    for (const step of ['information', 'financials', 'description']) {
      await page.goto(`/de/create/${step}/${id}`);
      const nav = page.getByRole('navigation', { name: 'Schritte des Inserats' });
      await expect(nav.locator(`a[aria-current="step"][href$="/create/${step}/${id}"]`)).toBeVisible({ timeout: 30_000 });
      await expect(nav.getByRole('link', { name: 'Inseratsbeschreibung (noch nicht vollständig)' })).toBeAttached();
      const { shown, problems } = await brokenStepNames(page);
      expect(problems).toEqual([]);
      if (width === 1440) {
        expect(shown).toEqual(['Unternehmen', 'Finanzen', 'Vermögen', 'Beschreibung', 'Preis', 'Soziale Medien', 'NDA', 'Vorschau']);
      } else {
        // A phone shows the markers and the current step's full name under them.
        expect(shown).toEqual([{ information: 'Unternehmensinformationen', financials: 'Finanzen', description: 'Inseratsbeschreibung' }[step]]);
      }
    }
  });
}

test('on a phone every month is a card: every amount visible, no sideways scroll, equal heights (walk #23)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const id = await draft(page);
  await page.goto(`/de/create/financials/${id}`);
  const months = page.getByRole('region', { name: 'Finanzen nach Monat' });
  await expect(months.getByRole('row')).toHaveCount(4, { timeout: 30_000 });
  // A month that differs from the computed net profit shows the difference: that card may be taller,
  // so the check is on fresh months (every card alike).
  await expect.poll(() => months.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  const first = months.locator('tbody tr').first();
  for (const column of ['Umsatz', 'Warenkosten', 'Amazon-Gebühren', 'Werbung', 'Erstattungen', 'Sonstige Ausgaben', 'Nettogewinn']) {
    const input = first.getByRole('spinbutton', { name: new RegExp(`^${column} `) });
    await input.scrollIntoViewIfNeeded();
    await expect(input).toBeInViewport({ ratio: 1 });
    const box = (await input.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Each amount carries its column's name on the card.
    await expect(first.getByText(column, { exact: true })).toBeVisible();
  }
  const heights = await months.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().height)));
  expect(new Set(heights).size, `card heights ${heights.join(', ')}`).toBe(1);
});

test('the currencies are the site dropdown; a fresh month shows 0,00 $ in every cell, no "Berechnet" line (walk #24)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const id = await draft(page);
  await page.goto(`/de/create/financials/${id}`);
  const months = page.getByRole('region', { name: 'Finanzen nach Monat' });
  await expect(months.getByRole('row')).toHaveCount(4, { timeout: 30_000 });
  for (const label of ['Währung der Datei']) {
    const currency = page.getByLabel(label);
    await expect(currency).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(currency).toHaveValue('EUR');
  }
  // No native select a user sees (PrimeReact keeps a 1 px one for form posts, hidden from everyone).
  const nativeShown = await page
    .locator('.bz-sellerboard select')
    .evaluateAll((selects) => selects.filter((select) => !select.closest('.p-hidden-accessible')).length);
  expect(nativeShown).toBe(0);
  await expect(page.locator('.bz-sellerboard .p-dropdown').first()).toBeVisible();
  // Choosing a currency by keyboard.
  await page.getByLabel('Währung der Datei').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'GBP' }).click();
  await expect(page.getByLabel('Währung der Datei')).toHaveValue('GBP');

  const first = months.locator('tbody tr').first();
  for (const column of ['Umsatz', 'Warenkosten', 'Nettogewinn']) {
    await expect(first.getByRole('spinbutton', { name: new RegExp(`^${column} `) })).toHaveAttribute('placeholder', /^0,00\s\$$/);
  }
  await expect(first.getByRole('spinbutton', { name: /^Nettogewinn / })).toHaveAccessibleDescription(/^Berechnet: 0,00\s\$$/);
  // The computed amount is the placeholder; its sentence is read out, not shown.
  await expect(page.locator('.bz-months__hint')).toHaveCount(0);
});
