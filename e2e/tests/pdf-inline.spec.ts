// Issue #30 §6: 'View PDF' in the chat and 'Open' in the data room show the (sanitised) PDF in the
// browser, under the API's sandbox CSP, instead of downloading it (decision 0224). The answer's headers
// are asserted through the shell's proxy: application/pdf, inline, nosniff, `default-src 'none'; sandbox`.
// What the browser does with them is watched in Debian's full Chromium (headless, its built-in PDF
// viewer): the link opens a tab that shows the viewer, and no download starts. The suite's usual browser,
// chromium-headless-shell, has no PDF viewer and downloads every PDF whatever the headers say, so that
// part runs in the full browser here.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, xsrfToken } from '../support/fixtures';
import { postJson, publishListing } from '../support/listings';
import { pdf, sellerApi } from '../support/messaging';
import { CHROMIUM_ARGS, chromiumPath } from '../support/ports';

const RUN = Date.now().toString(36);
const FIRST_LOAD = { timeout: 30_000 };
/** Chromium's PDF viewer is an extension frame inside the tab that shows the PDF. */
const PDF_VIEWER = /^chrome-extension:\/\/[a-p]{32}\//;

async function multipart(request: APIRequestContext, path: string, fields: Record<string, string>, field: string, name: string, buffer: Buffer) {
  const answer = await request.post(path, {
    multipart: { ...fields, [field]: { name, mimeType: 'application/pdf', buffer } },
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': await xsrfToken(request) },
  });
  expect(answer.ok(), `POST ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return answer.json();
}

function expectInlinePdfHeaders(headers: Record<string, string>, filename: string): void {
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['content-disposition']).toMatch(new RegExp(`^inline; filename="${filename.replace('.', '\\.')}"`));
  expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('private, no-store');
}

/** Clicks the link in `page` and answers what the new tab became: its URL, whether the viewer is in it, whether anything was downloaded. */
async function openedTab(context: BrowserContext, page: Page, click: () => Promise<void>) {
  const downloads: string[] = [];
  context.on('page', (opened) => opened.on('download', (download) => downloads.push(download.suggestedFilename())));
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
  await tab.waitForLoadState('load');
  await expect.poll(() => tab.frames().some((frame) => PDF_VIEWER.test(frame.url())), { timeout: 20_000 }).toBe(true);
  return { url: tab.url(), downloads, tab };
}

test.describe('PDFs shown in the browser', () => {
  test.use({ role: 'pro' });

  test("'View PDF' in the chat and 'Open' in the data room show the PDF under the sandbox, without a download", async ({ page, playwright, baseURL }) => {
    test.setTimeout(240_000);
    const id = await publishListing(playwright, { name: `Lighthouse${RUN} lamp brand`, price: 90_000 });
    const dialogId = ((await postJson(page.request, '/api/dialogs', { business_id: id })) as unknown as { dialog: { id: number } }).dialog.id;
    const sent = await multipart(page.request, '/api/messages', { type: 'media', business_id: String(id) }, 'media', 'balance-sheet.pdf', pdf('Balance sheet'));
    const mediaUrl = (sent as { message: { media_url: string } }).message.media_url;

    // The seller puts a PDF in the data room and opens it to Paul.
    const seller = await sellerApi(playwright, baseURL!);
    const document = (await multipart(
      seller,
      `/api/dialogs/${dialogId}/data-room/documents`,
      { folder: 'P&L exports', visibility: 'nda' },
      'document',
      'pnl.pdf',
      pdf('P&L'),
    )) as {
      url: string;
    };
    const granted = await seller.put(`/api/dialogs/${dialogId}/data-room/access`, {
      data: { state: 'granted' },
      headers: { Accept: 'application/json', 'X-XSRF-TOKEN': await xsrfToken(seller) },
    });
    expect(granted.status()).toBe(200);
    await seller.dispose();

    // The answers, through the shell's proxy as the browser gets them.
    const media = await page.request.get(mediaUrl);
    expect(media.status()).toBe(200);
    expectInlinePdfHeaders(media.headers(), 'balance-sheet.pdf');
    const opened = await page.request.get(`${document.url}?lang=en`);
    expect(opened.status()).toBe(200);
    expectInlinePdfHeaders(opened.headers(), 'pnl.pdf');

    // The full browser: each link opens a tab that shows the PDF viewer; nothing is downloaded.
    const full: Browser = await playwright.chromium.launch({ executablePath: chromiumPath({ full: true }), args: CHROMIUM_ARGS });
    try {
      // Phone width: the deal room shows one part at a time, with its switch.
      const context = await full.newContext({
        baseURL,
        storageState: await page.context().storageState(),
        acceptDownloads: true,
        viewport: { width: 390, height: 800 },
      });
      const room = await context.newPage();
      await room.goto(`/deals/${dialogId}`);
      await room.getByRole('button', { name: 'Conversation' }).click(FIRST_LOAD);
      const chat = await openedTab(context, room, () => room.getByRole('link', { name: 'View PDF' }).click(FIRST_LOAD));
      expect(new URL(chat.url).pathname).toBe(mediaUrl);
      await room.getByRole('button', { name: 'Data room' }).click();
      const dataRoom = await openedTab(context, room, () => room.getByRole('link', { name: 'Open: pnl.pdf' }).click(FIRST_LOAD));
      expect(new URL(dataRoom.url).pathname).toBe(document.url);
      expect([...chat.downloads, ...dataRoom.downloads]).toEqual([]);
      await context.close();
    } finally {
      await full.close();
    }
  });
});
