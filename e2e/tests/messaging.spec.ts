// Messaging, NDAs and the buying process (issue #12) through the shell, with two browsers side by
// side: the demo PRO buyer signs the NDA of the seeded NDA listing, the demo seller accepts in the
// other context, and the buyer then sees the protected details; they exchange text, an image and a
// PDF; they walk the buying steps to 'Deal Successfully Closed'; the seller revokes the access again
// (so the shared demo data is as other specs expect it). A free buyer sees Chat Locked, in German.
// Incoming messages are fetched by forcing the page's own poll instead of waiting for the ladder.
import type { Locator, Page } from '@playwright/test';
import { test, expect, xsrfToken } from '../support/fixtures';
import { blockingViolations } from '../support/axe';
import { listingId, pdf, png, pollNow, protectedDetails, sellerApi, sellerPost } from '../support/messaging';

const NDA_LISTING = 'Organic skincare brand (EU)';
const OPEN_LISTING = 'Camping gear wholesale store';
/** A remote's first page or panel on this shared machine: its chunks load one after another. */
const FIRST_LOAD = { timeout: 30_000 };

/** Walks the caller's five steps with 'Mark as done', each confirmed by the server's answer. */
async function walkSteps(panel: Locator): Promise<void> {
  for (let done = 1; done <= 5; done += 1) {
    await panel.getByRole('button', { name: 'Mark as done' }).click();
    await expect(panel.getByText('Done', { exact: true })).toHaveCount(done);
  }
}

/** Shows the buying process tab afresh (it reads the dialogs again, so the other side's step is current). */
async function openProcess(panel: Locator): Promise<void> {
  await panel.getByRole('tab', { name: 'Chat' }).click();
  await panel.getByRole('tab', { name: 'Buying process' }).click();
}

/** The panel's entry of one listing (other seeded conversations may be listed beside it). */
function groupOf(panel: Locator, listing: string): Locator {
  return panel.getByRole('listitem').filter({ has: panel.page().getByRole('link', { name: listing }) });
}

async function sendText(panel: Locator, text: string): Promise<void> {
  const input = panel.getByPlaceholder('Your message..');
  await input.fill(text);
  await input.press('Enter');
  await expect(panel.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
  await expect(input).toHaveValue('');
}

async function expectArrives(page: Page, panel: Locator, text: string | RegExp, role: 'text' | 'img' | 'link' = 'text'): Promise<void> {
  await pollNow(page);
  const log = panel.getByRole('list', { name: 'Messages' });
  const target = role === 'text' ? log.getByText(text) : log.getByRole(role, { name: text });
  await expect(target.first()).toBeVisible();
}

test.describe('messaging between a PRO buyer and the seller', () => {
  test.use({ role: 'pro' });

  test('NDA signed and accepted, protected details shown, text, image and PDF exchanged, steps walked to the closed deal', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const seller = await sellerApi(playwright, baseURL!);
    const id = await listingId(seller, NDA_LISTING);

    // The business page draws what the listing answer holds (the browse issue's page): checked at the answer.
    expect(await protectedDetails(page, id)).toEqual({ granted: false, months: false });

    // /sign/{id}: the listing's NDA, the full name, the agreement; axe on the page.
    await page.goto(`/sign/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign the NDA' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('document', { name: 'Non-disclosure agreement' })).toContainText(NDA_LISTING);
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(page.getByText('Enter your full name.')).toBeVisible();
    await expect(page.getByText('Accept the agreement to sign it.')).toBeVisible();
    await page.getByLabel('Full name').fill('Paul Pro');
    await page.getByText('I have read the agreement and accept it.').click();
    await page.getByRole('button', { name: 'Sign', exact: true }).click();

    // Signing opens the conversation: the request card, no decision buttons for its author.
    await expect(page).toHaveURL(new RegExp(`/business/${id}$`));
    const buyerPanel = page.getByRole('dialog', { name: 'Messages' });
    await expect(buyerPanel.getByText('Listing view request')).toBeVisible(FIRST_LOAD);
    await expect(buyerPanel.getByRole('button', { name: 'Accept agreement' })).toHaveCount(0);

    // The seller, in a browser of their own, accepts.
    const sellerContext = await browser.newContext({ storageState: await seller.storageState() });
    const sellerPage = await sellerContext.newPage();
    await sellerPage.goto('/?messages');
    const sellerPanel = sellerPage.getByRole('dialog', { name: 'Messages' });
    await expect(sellerPanel.getByRole('button', { name: `Show conversations about ${NDA_LISTING}` })).toBeVisible(FIRST_LOAD);
    await sellerPanel.getByRole('button', { name: `Show conversations about ${NDA_LISTING}` }).click();
    await sellerPanel.getByRole('button', { name: 'Open conversation with Paul Pro' }).click();
    await expect(sellerPanel.getByText('requested access to view the details of this listing.')).toBeVisible();
    await sellerPanel.getByRole('button', { name: 'Accept agreement' }).click();
    await expect(sellerPanel.getByRole('button', { name: 'Accept agreement' })).toHaveCount(0);

    // The buyer's poll brings the decision; the listing's protected details are theirs now.
    await pollNow(page);
    await expect.poll(() => protectedDetails(page, id)).toEqual({ granted: true, months: true });

    // Text both ways (Enter sends), then an image and a PDF from the buyer.
    await page.goto(`/business/${id}?messages`);
    await groupOf(buyerPanel, NDA_LISTING)
      .getByRole('button', { name: /^Open conversation with / })
      .click();
    await sendText(buyerPanel, 'Hello Sophie, could we talk about the stock levels?');
    await expect(buyerPanel.getByText('Sent', { exact: true }).first()).toBeVisible();
    await expectArrives(sellerPage, sellerPanel, 'Hello Sophie, could we talk about the stock levels?');
    await sendText(sellerPanel, 'Of course, Paul. Stock covers four months.');
    await expectArrives(page, buyerPanel, 'Of course, Paul. Stock covers four months.');

    const fileInput = buyerPanel.locator('input[type=file]');
    await fileInput.setInputFiles({ name: 'warehouse.png', mimeType: 'image/png', buffer: png(48, 32, [40, 120, 90]) });
    await expect(buyerPanel.getByRole('img', { name: 'Image warehouse.png' })).toBeVisible();
    await fileInput.setInputFiles({ name: 'balance-sheet-2026-q3-final-version.pdf', mimeType: 'application/pdf', buffer: pdf('Balance sheet') });
    await expect(buyerPanel.getByText('balance-sheet-2026-q3-final-ve…')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await expectArrives(sellerPage, sellerPanel, 'Image warehouse.png', 'img');
    await expectArrives(sellerPage, sellerPanel, 'View PDF', 'link');
    const pdfUrl = await sellerPanel.getByRole('link', { name: 'View PDF' }).getAttribute('href');
    const served = await sellerPage.request.get(pdfUrl!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('application/pdf');

    // The buying process: each side walks its own five steps; then the deal can be closed.
    await buyerPanel.getByRole('tab', { name: 'Buying process' }).click();
    await expect(buyerPanel.getByRole('heading', { name: 'Buying steps.', exact: true })).toBeVisible();
    await buyerPanel.getByRole('button', { name: 'More about Sign Letter of Intent (LOI)' }).click();
    await expect(buyerPanel.getByRole('heading', { name: 'Letter of Intent (LOI)' })).toBeVisible();
    await buyerPanel.getByRole('button', { name: 'Buying process' }).click();
    await walkSteps(buyerPanel);

    await sellerPanel.getByRole('tab', { name: 'Buying process' }).click();
    await expect(sellerPanel.getByRole('heading', { name: 'Selling steps.', exact: true })).toBeVisible();
    await walkSteps(sellerPanel);
    await expect(sellerPanel.getByRole('button', { name: 'Deal Successfully Closed' })).toBeEnabled();

    await openProcess(buyerPanel);
    await expect(buyerPanel.getByRole('heading', { name: 'Mark deal as closed' })).toBeVisible();
    await buyerPanel.getByRole('button', { name: 'Deal Successfully Closed' }).click();
    await expect(buyerPanel.getByRole('button', { name: 'Deal Successfully Closed' })).toBeDisabled();
    // Only the buyer pressed it: the deal waits for the seller (issue #30 §6).
    await expect(buyerPanel.getByText(/waits for the other side/)).toBeVisible();

    // The signature record, seen by the seller, who revokes the access: the details are withheld again.
    await sellerPanel.getByRole('tab', { name: 'Chat' }).click();
    await sellerPanel.getByText('Signature record').click();
    await expect(sellerPanel.getByText('Signed by Paul Pro on', { exact: false })).toBeVisible();
    await sellerPanel.getByRole('button', { name: 'Revoke access' }).click();
    await expect(sellerPanel.getByText(/Access was revoked on/)).toBeVisible();
    // The business page draws what the listing answer holds (the browse issue's page): checked at the answer.
    expect(await protectedDetails(page, id)).toEqual({ granted: false, months: false });

    await sellerContext.close();
    await seller.dispose();
  });
});

/** The caller's unread messages in one dialog, as the poller learns them (`/api/sync`). */
async function unreadIn(page: Page, dialogId: number): Promise<number> {
  const response = await page.request.get(`/api/sync?timestamp=${Math.floor(Date.now() / 1000)}&latestMessageId=0`, {
    headers: { Accept: 'application/json' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { unreadByDialog } = (await response.json()) as { unreadByDialog: Record<string, number> };
  return unreadByDialog[String(dialogId)] ?? 0;
}

test.describe('a free buyer', () => {
  test.use({ role: 'free' });

  test('sieht „Chat gesperrt“ mit der Zahl ungelesener Nachrichten und den Weg zu Pro', async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const seller = await sellerApi(playwright, baseURL!);
    const id = await listingId(seller, OPEN_LISTING);
    // Preconditions through the API: the free buyer's dialog about the listing, one message of the seller in it.
    await page.goto('/de');
    const created = await page.request.post('/api/dialogs', {
      data: { business_id: id },
      headers: { Accept: 'application/json', 'X-XSRF-TOKEN': await xsrfToken(page.request) },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const dialogId = ((await created.json()) as { dialog: { id: number } }).dialog.id;
    // The dialog may already hold unread messages (the demo seed's, an earlier run's): count from there.
    const unreadBefore = await unreadIn(page, dialogId);
    const buyerId = ((await (await page.request.get('/api/user')).json()) as { id: number }).id;
    await sellerPost(seller, '/api/messages', { type: 'text', business_id: id, opponent_id: buyerId, message: 'Hallo, das Inserat ist noch verfügbar.' });

    await page.goto('/de?messages');
    const panel = page.getByRole('dialog', { name: 'Nachrichten' });
    await expect(panel.getByRole('list', { name: 'Unterhaltungen nach Inserat' })).toBeVisible(FIRST_LOAD);
    await groupOf(panel, OPEN_LISTING).getByRole('button', { name: 'Unterhaltung mit Verkäufer öffnen' }).click();
    await expect(panel.getByText('Chat gesperrt – Wechseln Sie zum PRO-Tarif, um den Verkäufer kontaktieren zu können.')).toBeVisible();
    await expect(
      panel.getByText(`Sie haben ${unreadBefore + 1} ungelesene ${unreadBefore + 1 === 1 ? 'Nachricht' : 'Nachrichten'}`, { exact: true }),
    ).toBeVisible();
    await expect(panel.getByText('Hallo, das Inserat ist noch verfügbar.')).toHaveCount(0);
    await expect(panel.getByPlaceholder('Ihre Nachricht..')).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
    await panel.getByRole('link', { name: 'Auf PRO upgraden' }).click();
    await expect(page).toHaveURL(/\/de\/pricing$/);
    await seller.dispose();
  });
});
