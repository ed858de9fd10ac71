// Issue #30 §1, offers and the letter of intent, on a listing made for this test: the PRO buyer offers
// from the listing's page ('Make an offer' beside the primary action, the form in a modal), the seller
// counters (the changed term highlighted), the buyer accepts by signing with the account's name; the
// signed letter's PDF is linked; a second buyer in conversation about the listing is told it is under
// offer. The details (every rule, expiry, 422s) are in the API and component tests. The buyer works at
// phone width (375 px): the form and the card fit, and the deal room (/deals/{id}) shows the same deal; in its data room the seller (German) uploads a PDF,
// the buyer under LOI downloads it watermarked, and the seller's access log shows it.
import { inflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { test, expect, logInThroughApi, NO_STORAGE } from '../support/fixtures';
import { blockingViolations } from '../support/axe';
import { registerFreshUser } from '../support/fresh-user';
import { JSON_HEADERS, postJson, publishListing } from '../support/listings';
import { sellerApi } from '../support/messaging';

const RUN = Date.now().toString(36);
/** A remote's first page or panel on this shared machine: its chunks load one after another. */
const FIRST_LOAD = { timeout: 30_000 };

/** How far the page, or anything visible in `within`, reaches past the viewport's right edge (px). */
async function sidewaysOverflow(page: Page, within: Locator): Promise<{ page: number; elements: string[] }> {
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const elements = await within.evaluate((root) => {
    const edge = document.documentElement.clientWidth;
    return [...root.querySelectorAll('*')]
      .filter((el) => el.checkVisibility() && el.getBoundingClientRect().width > 1 && el.getBoundingClientRect().right > edge + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)}`);
  });
  return { page: pageOverflow, elements };
}

/** A one-page PDF written by hand (objects, cross-reference table and trailer), for the data room. */
function onePagePdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const at = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The text a pdf-lib stamp draws: hex strings shown with Tj, in streams that may be deflated. */
function drawnText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
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

/** Shows the buying process tab afresh (it reads the offers again). */
async function openProcess(panel: Locator): Promise<void> {
  await panel.getByRole('tab', { name: 'Chat' }).click();
  await panel.getByRole('tab', { name: 'Buying process' }).click();
}

test.describe('offers', () => {
  test.use({ role: 'pro', viewport: { width: 375, height: 740 } });

  test('the buyer offers, the seller counters, the buyer signs; the letter is linked and another buyer is told it is under offer', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const name = `Lantern${RUN} camping gear brand`;
    const id = await publishListing(playwright, { name, price: 240_000 });

    // A second buyer already talks about the listing.
    const other = await registerFreshUser(playwright, { tag: 'offer-other', name: 'Otto', lastName: 'Other', role: 'buyer' });
    const otherContext = await browser.newContext({ storageState: NO_STORAGE });
    const otherPage = await otherContext.newPage();
    await logInThroughApi(otherPage.request, other);
    await postJson(otherPage.request, '/api/dialogs', { business_id: id });

    // The buyer opens the conversation from the listing's page and offers from the Buying process tab.
    await page.goto(`/business/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: 'Contact seller' }).click();
    const buyerPanel = page.getByRole('dialog', { name: 'Messages' });
    const input = buyerPanel.getByPlaceholder('Your message..');
    await expect(input).toBeVisible(FIRST_LOAD);
    await input.fill('I would like to make an offer.');
    await buyerPanel.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(buyerPanel.getByText('I would like to make an offer.')).toBeVisible();
    await page.keyboard.press('Escape');

    // The offer is made from the listing's page: 'Make an offer' beside the primary action opens the
    // form in a modal, and the sent offer waits in the conversation's Buying process tab.
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Make an offer' }).click(FIRST_LOAD);
    const modal = page.getByRole('dialog', { name: 'Make an offer' });
    const form = modal.getByRole('form', { name: 'Your offer' });
    await expect(form.getByRole('spinbutton', { name: 'Price', exact: true })).toHaveValue('$240,000', FIRST_LOAD);
    expect(await blockingViolations(page)).toEqual([]);
    await expect.poll(() => sidewaysOverflow(page, modal)).toEqual({ page: 0, elements: [] });
    await form.getByRole('button', { name: 'Send offer' }).click();
    await expect(modal).toBeHidden();
    await expect(buyerPanel.getByText("Waiting for the seller's answer.")).toBeVisible(FIRST_LOAD);

    // The seller counters with fewer days of exclusivity.
    const seller = await sellerApi(playwright, baseURL!);
    const sellerContext = await browser.newContext({ storageState: await seller.storageState() });
    const sellerPage = await sellerContext.newPage();
    await sellerPage.goto('/?messages');
    const sellerPanel = sellerPage.getByRole('dialog', { name: 'Messages' });
    await sellerPanel.getByRole('button', { name: `Show conversations about ${name}` }).click(FIRST_LOAD);
    await sellerPanel.getByRole('button', { name: 'Open conversation with Paul Pro' }).click();
    await sellerPanel.getByRole('tab', { name: 'Buying process' }).click();
    await expect(sellerPanel.getByText('Your turn: accept, decline or counter.')).toBeVisible(FIRST_LOAD);
    await sellerPanel.getByRole('button', { name: 'Counter' }).click();
    const days = sellerPanel.getByRole('spinbutton', { name: 'Exclusivity (days)' });
    await days.click();
    await days.press('ControlOrMeta+a');
    await days.pressSequentially('21');
    await sellerPanel.getByRole('button', { name: 'Send counteroffer' }).click();
    await expect(sellerPanel.getByText("Waiting for the buyer's answer.")).toBeVisible();

    // The buyer sees version 2 with the changed term highlighted, and signs.
    await openProcess(buyerPanel);
    const card = buyerPanel.getByRole('article', { name: 'Offer · Version 2' });
    await expect(card).toBeVisible();
    await expect(card.locator('.bz-offer-terms__row--changed')).toHaveText(/Exclusivity \(days\) \(changed\)\s*21 days/);
    expect(await sidewaysOverflow(page, buyerPanel)).toEqual({ page: 0, elements: [] });
    await card.getByRole('button', { name: 'Accept and sign' }).click();
    await buyerPanel.getByLabel('Full name').fill('Paul Pro');
    await buyerPanel.getByRole('button', { name: 'Sign and accept' }).click();
    const letter = buyerPanel.getByRole('link', { name: /Signed letter of intent \(PDF\)/ });
    await expect(letter).toBeVisible();
    await expect(buyerPanel.getByText(/Accepted and signed by Paul Pro on/)).toBeVisible();
    const pdf = await page.request.get((await letter.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // Both sides are at due diligence now.
    await expect(buyerPanel.getByText('Done', { exact: true })).toHaveCount(1);

    // The deal room: the same deal on a page of its own, at phone width one part at a time.
    await buyerPanel.getByRole('link', { name: 'Open deal room' }).click();
    await expect(page).toHaveURL(/\/deals\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Deal room: ${name}` })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('link', { name: /Signed letter of intent \(PDF\)/ })).toBeVisible();
    await page.getByRole('button', { name: 'Conversation' }).click();
    await expect(page.getByText('I would like to make an offer.')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    // Its data room (issue #30 §2): the accepted offer opens every document; none uploaded yet.
    await page.getByRole('button', { name: 'Data room' }).click();
    await expect(page.getByText('Your accepted offer opens every document, including those for the buyer under LOI.')).toBeVisible(FIRST_LOAD);
    await expect(page.getByText('No documents are open to you yet.')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page, page.locator('.bz-deal'))).toEqual({ page: 0, elements: [] });

    // The seller, in German, uploads a P&L PDF for NDA buyers on her side of the same deal room.
    const dealPath = new URL(page.url()).pathname;
    await sellerPage.goto(`/de${dealPath}`);
    await sellerPage.getByRole('button', { name: 'Datenraum' }).click(FIRST_LOAD);
    await sellerPage.getByLabel('Datei', { exact: true }).setInputFiles({ name: 'pnl-2025.pdf', mimeType: 'application/pdf', buffer: onePagePdf('P&L 2025') });
    await sellerPage.getByLabel('Ordner').fill('P&L exports');
    await sellerPage.getByRole('button', { name: 'Hochladen' }).click();
    await expect(sellerPage.getByText('Das Dokument wurde hochgeladen.')).toBeVisible();
    await expect(sellerPage.getByRole('region', { name: 'P&L exports' })).toContainText('pnl-2025.pdf');
    expect(await blockingViolations(sellerPage)).toEqual([]);

    // The buyer downloads it: every page names him, his email and the time.
    await page.reload();
    await page.getByRole('button', { name: 'Data room' }).click(FIRST_LOAD);
    const download = page.getByRole('link', { name: 'Download: pnl-2025.pdf' });
    await expect(download).toBeVisible(FIRST_LOAD);
    const stamped = await page.request.get((await download.getAttribute('href'))!);
    expect(stamped.status()).toBe(200);
    expect(drawnText(await stamped.body())).toMatch(/Provided to Paul Pro <[^>]+> on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);

    // The seller's access log shows it.
    await sellerPage.reload();
    await sellerPage.getByRole('button', { name: 'Datenraum' }).click(FIRST_LOAD);
    await expect(sellerPage.getByText(/Paul Pro \(.+\) hat pnl-2025\.pdf heruntergeladen/)).toBeVisible(FIRST_LOAD);

    // The other buyer is told, without a name.
    await expect
      .poll(
        async () =>
          ((await (await otherPage.request.get('/api/user', { headers: JSON_HEADERS })).json()) as { unread_notifications: number }).unread_notifications,
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    await otherPage.goto('/');
    await otherPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click(FIRST_LOAD);
    const notifications = otherPage.getByRole('dialog', { name: /new notifications?$/ });
    const told = notifications.getByRole('listitem').filter({ hasText: name });
    await expect(told).toContainText('is under offer to another buyer', FIRST_LOAD);
    await expect(told).not.toContainText('Paul');

    await Promise.all([sellerContext.close(), otherContext.close()]);
    await seller.dispose();
  });
});
