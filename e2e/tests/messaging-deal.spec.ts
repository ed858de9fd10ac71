// Issue #12, the end of the buying process and the messaging views around it, on listings made for
// these tests (never the seeded ones other specs use):
// - a PRO buyer and the seller, in two browsers, each walk their buying steps to 'Deal Successfully
//   Closed'; the listing is then sold: it leaves /search, its page sends others to
//   /business-unavailable, and a user who had favourited it finds it marked sold on /favorites and is
//   told in the notifications panel;
// - the dashboard's "Latest messages" block and the messages panel at phone width (375 px): the
//   seller's answer is listed and opens its conversation, nothing scrolls sideways, the input and Send
//   are reachable, the Buying process tab works and its template links resolve, axe is clean.
// Incoming messages are fetched by forcing the page's own poll instead of waiting for the ladder.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, logInThroughApi, NO_STORAGE } from '../support/fixtures';
import { blockingViolations } from '../support/axe';
import { registerFreshUser } from '../support/fresh-user';
import { JSON_HEADERS, postJson, publishListing } from '../support/listings';
import { sellerApi, sellerPost } from '../support/messaging';
import { stackPorts } from '../support/ports';

/** Names unique to this run, so listings of earlier runs on the same data never match. */
const RUN = Date.now().toString(36);
/** A remote's first page or panel on this shared machine: its chunks load one after another. */
const FIRST_LOAD = { timeout: 30_000 };
const PHONE = { width: 375, height: 740 };

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

/** The published listings the search answers for a query (what /search lists). */
async function searchIds(request: APIRequestContext, q: string): Promise<number[]> {
  const answer = await request.get(`/api/businesses?q=${encodeURIComponent(q)}`, { headers: JSON_HEADERS });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Array<{ id: number }> }).data.map((card) => card.id);
}

/** How far the page, or anything visible in `within`, reaches past the viewport's right edge (px). */
async function sidewaysOverflow(page: Page, within: Locator): Promise<{ page: number; elements: string[] }> {
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const elements = await within.evaluate((root) => {
    const edge = document.documentElement.clientWidth;
    // A button's ripple (PrimeReact's .p-ink) grows past its button for a moment, clipped by it.
    return [...root.querySelectorAll(':not(.p-ink)')]
      .filter((el) => el.checkVisibility() && el.getBoundingClientRect().width > 1 && el.getBoundingClientRect().right > edge + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)}`);
  });
  return { page: pageOverflow, elements };
}

test.describe('closing the deal', () => {
  test.use({ role: 'pro' });

  test('buyer and seller walk their steps to Deal Successfully Closed; the listing is sold, off search, and its favouriter is told', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(360_000);
    const word = `Harvest${RUN}`;
    const name = `${word} garden tools brand`;
    const id = await publishListing(playwright, { name });
    expect(await searchIds(page.request, word)).toContain(id);

    // Someone else saves the listing as a favourite (and has read their favourites since).
    const watcher = await registerFreshUser(playwright, { tag: 'deal-watcher', name: 'Wanda', lastName: 'Watcher', role: 'buyer' });
    const watcherContext = await browser.newContext({ storageState: NO_STORAGE });
    const watcherPage = await watcherContext.newPage();
    await logInThroughApi(watcherPage.request, watcher);
    await postJson(watcherPage.request, '/api/favorites', { business_id: id });
    await postJson(watcherPage.request, '/api/favorites/read', {});

    // The buyer contacts the seller from the listing's page: the conversation opens.
    await page.goto(`/business/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: 'Contact seller' }).click();
    const buyerPanel = page.getByRole('dialog', { name: 'Messages' });
    const input = buyerPanel.getByPlaceholder('Your message..');
    await expect(input).toBeVisible(FIRST_LOAD);
    await input.fill(`Hello, is the inventory of ${word} part of the price?`);
    await buyerPanel.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(buyerPanel.getByRole('list', { name: 'Messages' }).getByText(`Hello, is the inventory of ${word} part of the price?`)).toBeVisible();

    // The buyer walks the buying steps.
    await buyerPanel.getByRole('tab', { name: 'Buying process' }).click();
    await expect(buyerPanel.getByRole('heading', { name: 'Buying steps.', exact: true })).toBeVisible();
    await walkSteps(buyerPanel);
    // The seller has not finished: no closing yet.
    await expect(buyerPanel.getByRole('heading', { name: 'Mark deal as closed' })).toHaveCount(0);

    // The seller, in a browser of their own, opens the conversation and walks the selling steps.
    const seller = await sellerApi(playwright, baseURL!);
    const sellerContext = await browser.newContext({ storageState: await seller.storageState() });
    const sellerPage = await sellerContext.newPage();
    await sellerPage.goto('/?messages');
    const sellerPanel = sellerPage.getByRole('dialog', { name: 'Messages' });
    await sellerPanel.getByRole('button', { name: `Show conversations about ${name}` }).click(FIRST_LOAD);
    await sellerPanel.getByRole('button', { name: 'Open conversation with Paul Pro' }).click();
    await expect(sellerPanel.getByText(`Hello, is the inventory of ${word} part of the price?`)).toBeVisible();
    await sellerPanel.getByRole('tab', { name: 'Buying process' }).click();
    await expect(sellerPanel.getByRole('heading', { name: 'Selling steps.', exact: true })).toBeVisible();
    await walkSteps(sellerPanel);
    await expect(sellerPanel.getByRole('heading', { name: 'Mark deal as closed' })).toBeVisible();
    await sellerPanel.getByRole('button', { name: 'Deal Successfully Closed' }).click();
    await expect(sellerPanel.getByRole('button', { name: 'Deal Successfully Closed' })).toBeDisabled();
    // One side closing does not sell the listing, and the panel says so (issue #30 §6).
    await expect(sellerPanel.getByText(/waits for the other side/)).toBeVisible();
    await expect(sellerPanel.getByText('The deal is closed.')).toHaveCount(0);
    expect(await searchIds(page.request, word)).toContain(id);

    // The buyer closes too: now the listing is sold.
    await openProcess(buyerPanel);
    await expect(buyerPanel.getByRole('heading', { name: 'Mark deal as closed' })).toBeVisible();
    const dialogId = await dialogIdOf(page, id);
    const closing = page.waitForResponse((response) => response.url().endsWith(`/api/dialogs/${dialogId}`) && response.request().method() === 'PATCH');
    await buyerPanel.getByRole('button', { name: 'Deal Successfully Closed' }).click();
    expect(await (await closing).json()).toMatchObject({ buyer_step: 7, seller_step: 7, business_sold: true });
    await expect(buyerPanel.getByRole('button', { name: 'Deal Successfully Closed' })).toBeDisabled();
    await expect(buyerPanel.getByText('The deal is closed.')).toBeVisible();

    // Off search: the API and the search page no longer list it.
    expect(await searchIds(page.request, word)).not.toContain(id);
    await page.goto(`/search?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Browse listings' })).toBeVisible(FIRST_LOAD);
    // The word is this listing's alone: the search finds nothing now.
    await expect(page.getByText('No listings match')).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    // Its page sends everyone but the owner to /business-unavailable.
    await page.goto(`/business/${id}`);
    await expect(page).toHaveURL(/\/business-unavailable(\?|$)/, FIRST_LOAD);

    // The favouriter: the notification in the panel, the 'Sold' marker on /favorites.
    await expect
      .poll(
        async () =>
          ((await (await watcherPage.request.get('/api/user', { headers: JSON_HEADERS })).json()) as { unread_notifications: number }).unread_notifications,
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    await watcherPage.goto('/favorites');
    const item = watcherPage.getByRole('listitem').filter({ has: watcherPage.getByRole('heading', { name }) });
    await expect(item.getByRole('list', { name: 'Changes since your last visit' })).toContainText('Sold', FIRST_LOAD);
    await expect(item).toContainText('No longer on the market (hidden or sold).');
    await expect(item.getByRole('link', { name })).toHaveCount(0);
    await watcherPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const notifications = watcherPage.getByRole('dialog', { name: /new notifications?$/ });
    await expect(notifications.getByRole('listitem').filter({ hasText: name })).toContainText('has been sold', FIRST_LOAD);
    expect(await blockingViolations(watcherPage)).toEqual([]);

    await Promise.all([sellerContext.close(), watcherContext.close()]);
    await seller.dispose();
  });
});

/** The id of the caller's dialog about a listing (from the dialog list the panel reads). */
async function dialogIdOf(page: Page, businessId: number): Promise<number> {
  const answer = await page.request.get('/api/dialogs?page=1', { headers: JSON_HEADERS });
  const groups = ((await answer.json()) as { data: Array<{ id: number; dialogs: Array<{ id: number }> }> }).data;
  const dialog = groups.find((group) => group.id === businessId)?.dialogs[0];
  if (!dialog) throw new Error(`no dialog about listing ${businessId}`);
  return dialog.id;
}

test.describe('at phone width', () => {
  test.use({ role: 'pro', viewport: PHONE });

  test("the dashboard's latest messages open the conversation; the panel and the conversation fit 375 px and work", async ({ page, playwright, baseURL }) => {
    test.setTimeout(240_000);
    const name = `Seedling${RUN} planters shop`;
    const id = await publishListing(playwright, { name });
    // Preconditions through the API: the buyer's dialog, the buyer's question and the seller's answer.
    await page.goto('/');
    const { dialog } = (await postJson(page.request, '/api/dialogs', { business_id: id })) as unknown as { dialog: { id: number } };
    await postJson(page.request, '/api/messages', { type: 'text', business_id: id, message: 'Which marketplaces sell best?' });
    const seller = await sellerApi(playwright, baseURL!);
    const buyerId = ((await (await page.request.get('/api/user', { headers: JSON_HEADERS })).json()) as { id: number }).id;
    const answer = `Amazon DE sells best, then US (${RUN}).`;
    await sellerPost(seller, '/api/messages', { type: 'text', business_id: id, opponent_id: buyerId, message: answer });
    await seller.dispose();

    // /dashboard: the latest messages, newest first, with the listing's name and the unread count.
    await page.goto('/dashboard');
    const latest = page.getByRole('region', { name: 'Latest messages' });
    const entry = latest.getByRole('button').filter({ hasText: answer });
    await expect(entry).toBeVisible(FIRST_LOAD);
    await expect(entry).toContainText(name);
    await expect(entry).toContainText('1 unread');
    await expect(latest.getByRole('listitem').first()).toContainText(answer);
    expect(await sidewaysOverflow(page, latest)).toEqual({ page: 0, elements: [] });
    expect(await blockingViolations(page)).toEqual([]);

    // The entry opens its conversation in the messages panel, which marks it read.
    await entry.click();
    const panel = page.getByRole('dialog', { name: 'Messages' });
    const log = panel.getByRole('list', { name: 'Messages' });
    await expect(log.getByText(answer)).toBeVisible(FIRST_LOAD);
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/api/sync?timestamp=${Math.floor(Date.now() / 1000)}&latestMessageId=0`, { headers: JSON_HEADERS })).json()) as {
              unreadByDialog: Record<string, number>;
            }
          ).unreadByDialog[String(dialog.id)] ?? 0,
      )
      .toBe(0);
    // Polled: the panel has just slid in; read during its opening transition (a busy machine), its
    // header and content still stand a few pixels past the right edge.
    await expect.poll(() => sidewaysOverflow(page, panel)).toEqual({ page: 0, elements: [] });

    // The input and Send are on screen and work; Shift+Enter is a new line, not a send.
    const input = panel.getByPlaceholder('Your message..');
    const send = panel.getByRole('button', { name: 'Send', exact: true });
    await expect(input).toBeInViewport();
    await expect(send).toBeInViewport();
    await input.fill('Thanks! Could you share the last');
    await input.press('Shift+Enter');
    await input.pressSequentially('three months of ad spend?');
    await expect(input).toHaveValue('Thanks! Could you share the last\nthree months of ad spend?');
    await send.click();
    await expect(log.getByText('three months of ad spend?')).toBeVisible();
    await expect(input).toHaveValue('');
    expect(await sidewaysOverflow(page, panel)).toEqual({ page: 0, elements: [] });
    expect(await blockingViolations(page)).toEqual([]);

    // The Buying process tab: the steps, one moved on, the LOI's details and its template.
    await panel.getByRole('tab', { name: 'Buying process' }).click();
    await expect(panel.getByRole('heading', { name: 'Buying steps.', exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Mark as done' }).click();
    await expect(panel.getByText('Done', { exact: true })).toHaveCount(1);
    expect(await sidewaysOverflow(page, panel)).toEqual({ page: 0, elements: [] });
    expect(await blockingViolations(page)).toEqual([]);
    for (const [step, title, link] of [
      ['Sign Letter of Intent (LOI)', 'Letter of Intent (LOI)', 'Letter of Intent template – opens in a new tab'],
      ['Sign Asset Purchase Agreement (APA)', 'Asset Purchase Agreement (APA)', 'Asset Purchase Agreement template – opens in a new tab'],
    ] as const) {
      await panel.getByRole('button', { name: `More about ${step}` }).click();
      await expect(panel.getByRole('heading', { name: title })).toBeVisible();
      const template = panel.getByRole('link', { name: link });
      await expect(template).toHaveAttribute('target', '_blank');
      await expect(template).toBeInViewport();
      expect(await sidewaysOverflow(page, panel)).toEqual({ page: 0, elements: [] });
      // The document is served by the messaging remote, in the page's language.
      const href = (await template.getAttribute('href'))!;
      expect(new URL(href).origin).toBe(`http://localhost:${stackPorts['mfe-messaging']}`);
      const served = await page.request.get(href);
      expect(served.status(), href).toBe(200);
      expect(served.headers()['content-type']).toContain('text/html');
      expect(await served.text()).toContain('Template – not legal advice.');
      const german = await page.request.get(href.replace('.en.html', '.de.html'));
      expect(await german.text()).toContain('Vorlage – keine Rechtsberatung.');
      await panel.getByRole('button', { name: 'Buying process' }).click();
    }

    // Opening the template is a new tab with the printable document.
    await panel.getByRole('button', { name: 'More about Sign Letter of Intent (LOI)' }).click();
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      panel.getByRole('link', { name: 'Letter of Intent template – opens in a new tab' }).click(),
    ]);
    await expect(tab.getByRole('heading', { level: 1, name: 'Letter of Intent for the Purchase of an Amazon FBA Business' })).toBeVisible();
    expect(await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(await blockingViolations(tab)).toEqual([]);
    await tab.close();
  });
});
