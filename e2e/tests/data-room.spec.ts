// Issue #30 §2 and §3, the data room as both sides live it, on a listing made for this test (under an
// NDA the buyer has not signed: the seller grants). The seller (German, laptop width) works from the listing-wide "Buyers' access"
// list by keyboard; the PRO buyer (English, phone width) has the deal room open and sees each change
// arrive without a reload (the event stream): the grant, the uploaded PDF, the checklist answer that
// points at it (a link through the data room, stamped), the pause that locks it; with the stream blocked,
// the poll ladder brings the changes instead. On a listing without an NDA the buyer in conversation
// opens the NDA documents and every text says so (0254). Decisions 0220-0222, 0254.
import { inflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { test, expect, xsrfToken } from '../support/fixtures';
import { blockingViolations } from '../support/axe';
import { JSON_HEADERS, postJson, publishListing } from '../support/listings';
import { pdf, sellerApi } from '../support/messaging';

const RUN = Date.now().toString(36);
/** A remote's first page or panel on this shared machine: its chunks load one after another. */
const FIRST_LOAD = { timeout: 30_000 };
/** What the stream delivers at once; generous for a loaded machine, far below the poll ladder's idle steps. */
const LIVE = { timeout: 15_000 };
/** The ladder's first three steps (5 + 10 + 30 s) and room for a loaded machine. */
const LADDER = { timeout: 60_000 };

/** The text a pdf-lib stamp draws: hex strings shown with Tj, in streams that may be deflated. */
function drawnText(data: Buffer): string {
  return [...data.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
    .map((match) => {
      const bytes = Buffer.from(match[1] ?? '', 'latin1');
      try {
        return inflateSync(bytes).toString('latin1');
      } catch {
        return bytes.toString('latin1');
      }
    })
    .join('\n')
    .replace(/<([0-9A-Fa-f]+)>\s*Tj/g, (_, hex: string) => Buffer.from(hex, 'hex').toString('latin1'));
}

async function sidewaysOverflow(page: Page, within: Locator): Promise<number> {
  await within.waitFor();
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('data room', () => {
  test.use({ role: 'pro', viewport: { width: 390, height: 800 } });

  test('the seller grants from the buyers list, uploads and answers with the document; the buyer sees each change live; a pause locks it', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const name = `Harbor${RUN} kayak brand`;
    const id = await publishListing(playwright, { name, price: 180_000, nda: true });
    const dialogId = ((await postJson(page.request, '/api/dialogs', { business_id: id })) as unknown as { dialog: { id: number } }).dialog.id;

    // The buyer's deal room, data room part: nothing open yet.
    await page.goto(`/deals/${dialogId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Deal room: ${name}` })).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: 'Data room' }).click();
    await expect(page.getByText('The documents open once the seller has accepted your NDA.')).toBeVisible(FIRST_LOAD);

    // The seller, in German at laptop width, grants Paul from the listing's buyer list, by keyboard.
    const seller = await sellerApi(playwright, baseURL!);
    const sellerContext = await browser.newContext({ storageState: await seller.storageState(), viewport: { width: 1440, height: 900 } });
    const sellerPage = await sellerContext.newPage();
    await sellerPage.goto(`/de/deals/${dialogId}`);
    // At laptop width the conversation keeps its column; the other side shows one part at a time.
    await sellerPage.getByRole('button', { name: 'Datenraum' }).click(FIRST_LOAD);
    const buyers = sellerPage.getByRole('region', { name: 'Zugang der Käufer' });
    const paul = buyers.getByRole('listitem').filter({ hasText: 'Paul Pro' });
    await expect(paul).toContainText('Kein Zugang (kein angenommenes NDA)', FIRST_LOAD);
    await paul.getByRole('button', { name: 'Freigeben: Paul Pro' }).focus();
    await sellerPage.keyboard.press('Enter');
    await expect(buyers.getByRole('status')).toHaveText('Der Zugang von Paul Pro wurde geändert.');
    await expect(paul.getByRole('button', { name: 'Freigeben: Paul Pro' })).toHaveAttribute('aria-pressed', 'true');
    await expect(paul).toContainText('Freigegeben (NDA-Dokumente)');
    // The current override in words, not only by the filled button.
    await expect(paul).toContainText('Aktuell: freigegeben');
    expect(await blockingViolations(sellerPage)).toEqual([]);

    // The buyer's open page follows without a reload.
    await expect(page.getByText('The seller has opened the documents for NDA buyers to you.')).toBeVisible(LIVE);

    // The seller uploads a P&L; it appears in the buyer's data room, and he is notified.
    await expect(sellerPage.getByText('Keine Datei ausgewählt')).toBeVisible();
    await sellerPage.getByLabel('Datei', { exact: true }).setInputFiles({ name: 'pnl-2025.pdf', mimeType: 'application/pdf', buffer: pdf('P&L 2025') });
    await expect(sellerPage.locator('.bz-dataroom__file-name')).toHaveText('pnl-2025.pdf');
    await sellerPage.getByLabel('Ordner').fill('P&L exports');
    await sellerPage.getByRole('button', { name: 'Hochladen' }).click();
    await expect(sellerPage.getByText('Das Dokument wurde hochgeladen.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open: pnl-2025.pdf' })).toBeVisible(LIVE);
    const notified = async () =>
      (
        (await (await page.request.get('/api/notifications', { headers: JSON_HEADERS })).json()) as {
          data: Array<{ type: string; data: { dialog_id?: number } }>;
        }
      ).data.filter((n) => n.type.endsWith('data-room-document-added') && n.data.dialog_id === dialogId).length;
    await expect.poll(notified, { timeout: 30_000 }).toBe(1);

    // The checklist: the buyer requests Revenue; the seller answers with the P&L from the data room.
    await page.getByRole('button', { name: 'Offer and buying process' }).click();
    await page.getByRole('button', { name: 'Request: Revenue' }).click(FIRST_LOAD);
    await sellerPage.reload();
    await sellerPage.getByRole('button', { name: 'Angebot und Kaufprozess' }).click(FIRST_LOAD);
    const item = sellerPage.locator('li.bz-checklist__item').filter({ hasText: 'Umsatz' });
    const picker = item.getByRole('group', { name: 'Dokumente aus dem Datenraum' });
    await picker.getByLabel('P&L exports / pnl-2025.pdf').check(FIRST_LOAD);
    await item.getByLabel('Ihre Antwort zu Umsatz').fill('Die GuV 2025 liegt im Datenraum.');
    await item.getByRole('button', { name: 'Antworten' }).click();
    await expect(item.getByRole('list', { name: 'Beigefügte Dokumente' }).getByRole('link', { name: 'pnl-2025.pdf' })).toBeVisible();
    expect(await blockingViolations(sellerPage)).toEqual([]);

    // The buyer sees the answer's document as a link through the data room: stamped with his name.
    const revenue = page.locator('li.bz-checklist__item').filter({ hasText: 'Revenue' });
    const attached = revenue.getByRole('list', { name: 'Attached documents' });
    const link = attached.getByRole('link', { name: 'pnl-2025.pdf' });
    await expect(link).toBeVisible(LIVE);
    const href = (await link.getAttribute('href'))!;
    const stamped = await page.request.get(href);
    expect(stamped.status()).toBe(200);
    expect(drawnText(await stamped.body())).toMatch(/Provided to Paul Pro <[^>]+> on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(await blockingViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page, revenue)).toBe(0);

    // The seller pauses Paul: his checklist lists the document locked, without a link, at once.
    await sellerPage.getByRole('button', { name: 'Datenraum' }).click();
    await sellerPage.getByRole('region', { name: 'Zugang der Käufer' }).getByRole('button', { name: 'Pausieren: Paul Pro' }).click();
    await expect(attached.getByText('pnl-2025.pdf (locked: your data-room access does not open it)')).toBeVisible(LIVE);
    await expect(attached.getByRole('link')).toHaveCount(0);
    expect((await page.request.get(href)).status()).toBe(403);
    await page.getByRole('button', { name: 'Data room' }).click();
    await expect(page.getByText('The seller has paused your access.')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    // The seller's list at phone width: one part at a time, nothing past the edge, axe clean.
    await sellerPage.setViewportSize({ width: 390, height: 800 });
    await sellerPage.getByRole('button', { name: 'Datenraum' }).click();
    await expect(buyers.getByRole('button', { name: 'Pausieren: Paul Pro' })).toHaveAttribute('aria-pressed', 'true');
    expect(await sidewaysOverflow(sellerPage, buyers)).toBe(0);
    expect(await blockingViolations(sellerPage)).toEqual([]);

    await sellerContext.close();
    await seller.dispose();
  });

  test("with the stream blocked, the poll ladder brings the seller's grant and a new document into the open deal room", async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const id = await publishListing(playwright, { name: `Reef${RUN} snorkel brand`, price: 60_000, nda: true });
    const dialogId = ((await postJson(page.request, '/api/dialogs', { business_id: id })) as unknown as { dialog: { id: number } }).dialog.id;
    await page.route('**/api/stream', (route) => route.abort());
    const polls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/sync') polls.push(request.url());
    });
    await page.goto(`/deals/${dialogId}`);
    await page.getByRole('button', { name: 'Data room' }).click(FIRST_LOAD);
    await expect(page.getByText('The documents open once the seller has accepted your NDA.')).toBeVisible(FIRST_LOAD);

    const seller = await sellerApi(playwright, baseURL!);
    const headers = { Accept: 'application/json', 'X-XSRF-TOKEN': await xsrfToken(seller) };
    expect((await seller.put(`/api/dialogs/${dialogId}/data-room/access`, { data: { state: 'granted' }, headers })).status()).toBe(200);
    await expect(page.getByText('The seller has opened the documents for NDA buyers to you.')).toBeVisible(LADDER);
    const uploaded = await seller.post(`/api/dialogs/${dialogId}/data-room/documents`, {
      multipart: { folder: 'Screenshots', visibility: 'nda', document: { name: 'health.pdf', mimeType: 'application/pdf', buffer: pdf('Account health') } },
      headers,
    });
    expect(uploaded.status()).toBe(201);
    await expect(page.getByRole('link', { name: 'Open: health.pdf' })).toBeVisible(LADDER);
    expect(polls.length).toBeGreaterThan(0);
    await seller.dispose();
  });

  test('on a listing without an NDA the buyer in conversation opens the NDA documents; the seller uploads with the styled form by keyboard (0254)', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const name = `Meadow${RUN} tea brand`;
    const id = await publishListing(playwright, { name, price: 90_000 });
    const dialogId = ((await postJson(page.request, '/api/dialogs', { business_id: id })) as unknown as { dialog: { id: number } }).dialog.id;

    // The buyer (English, phone): no NDA to wait for; the conversation opens the documents.
    await page.goto(`/deals/${dialogId}`);
    await page.getByRole('button', { name: 'Data room' }).click(FIRST_LOAD);
    await expect(page.getByText(/This listing asks for no NDA: as a buyer in conversation with the seller you open the documents/)).toBeVisible(FIRST_LOAD);
    await expect(page.getByText('The documents open once the seller has accepted your NDA.')).toHaveCount(0);

    // The seller (German, phone): the form in the site's widgets and words, used by keyboard.
    const seller = await sellerApi(playwright, baseURL!);
    const sellerContext = await browser.newContext({ storageState: await seller.storageState(), viewport: { width: 390, height: 800 } });
    const sellerPage = await sellerContext.newPage();
    await sellerPage.goto(`/de/deals/${dialogId}`);
    await sellerPage.getByRole('button', { name: 'Datenraum' }).click(FIRST_LOAD);
    const form = sellerPage.getByRole('form', { name: 'Dokument hochladen' });
    await expect(form.getByText('Datei auswählen')).toBeVisible(FIRST_LOAD);
    await expect(form.getByText('Keine Datei ausgewählt')).toBeVisible();
    await expect(form.getByText(/Dieses Inserat verlangt keine NDA: Dokumente für Käufer im Gespräch/)).toBeVisible();
    const people = form.getByLabel('Käufer im Gespräch');
    await expect(people).toBeChecked();
    const file = form.getByLabel('Datei', { exact: true });
    await file.focus();
    await expect(file).toBeFocused();
    await file.setInputFiles({ name: 'tea-pnl.pdf', mimeType: 'application/pdf', buffer: pdf('Tea P&L') });
    await expect(form.getByText('tea-pnl.pdf')).toBeVisible();
    await sellerPage.keyboard.press('Tab');
    await expect(form.getByLabel('Ordner')).toBeFocused();
    await sellerPage.keyboard.type('P&L exports');
    await sellerPage.keyboard.press('Tab');
    await expect(people).toBeFocused();
    expect(await blockingViolations(sellerPage)).toEqual([]);
    await form.getByRole('button', { name: 'Hochladen' }).focus();
    await sellerPage.keyboard.press('Enter');
    await expect(sellerPage.getByText('Das Dokument wurde hochgeladen.')).toBeVisible();
    const row = sellerPage.getByRole('region', { name: 'P&L exports' }).getByRole('listitem').filter({ hasText: 'tea-pnl.pdf' });
    await expect(row).toContainText('Käufer im Gespräch');
    await expect(row).toContainText(/\d+(,\d)? (Byte|KB) · hochgeladen am \d{1,2}\. /);
    const buyers = sellerPage.getByRole('region', { name: 'Zugang der Käufer' });
    await expect(buyers.getByRole('listitem').filter({ hasText: 'Paul Pro' })).toContainText('Zugang (im Gespräch, keine NDA nötig)');
    expect(await sidewaysOverflow(sellerPage, form)).toBe(0);
    expect(await blockingViolations(sellerPage)).toEqual([]);
    await sellerPage.setViewportSize({ width: 1440, height: 900 });
    await expect(form).toBeVisible();
    expect(await blockingViolations(sellerPage)).toEqual([]);

    // The buyer's open page gets it without a reload, with its size and date.
    const link = page.getByRole('link', { name: 'Open: tea-pnl.pdf' });
    await expect(link).toBeVisible(LIVE);
    await expect(page.getByRole('region', { name: 'P&L exports' }).getByRole('listitem').filter({ hasText: 'tea-pnl.pdf' })).toContainText(
      /(bytes|KB) · uploaded [A-Z][a-z]{2} \d{1,2}, \d{4}/,
    );
    expect((await page.request.get((await link.getAttribute('href'))!)).status()).toBe(200);
    expect(await blockingViolations(page)).toEqual([]);

    await sellerContext.close();
    await seller.dispose();
  });
});
