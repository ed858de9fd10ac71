// The event stream (issue #30 §4) through the shell, with two contexts: the demo PRO buyer's page has
// the conversation about a listing open; the demo seller (a context of its own) writes. With the
// stream on, the message shows in the buyer's chat within 3 s, well before the ladder's first poll
// (5 s) could bring it; with `/api/stream` blocked, the ladder still brings it.
import type { Page } from '@playwright/test';
import { test, expect, xsrfToken } from '../support/fixtures';
import { listingId, sellerApi, sellerPost } from '../support/messaging';

const OPEN_LISTING = 'Camping gear wholesale store';
/** A remote's first panel on this shared machine: its chunks load one after another. */
const FIRST_LOAD = { timeout: 30_000 };
/** The ladder's first three steps (5 + 10 + 30 s) and room for a loaded machine. */
const LADDER = { timeout: 60_000 };

/** The buyer's page with the conversation about the listing open in the messages panel. */
async function openConversation(page: Page) {
  await page.goto('/?messages');
  const panel = page.getByRole('dialog', { name: 'Messages' });
  await expect(panel.getByRole('list', { name: 'Conversations by listing' })).toBeVisible(FIRST_LOAD);
  await panel
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: OPEN_LISTING }) })
    .getByRole('button', { name: /^Open conversation with / })
    .click();
  await expect(panel.getByPlaceholder('Your message..')).toBeVisible();
  return panel.getByRole('list', { name: 'Messages' });
}

test.describe('messages arrive at once', () => {
  test.use({ role: 'pro' });

  test('in under a second-ish with the stream on, and within the poll ladder with the stream blocked', async ({ page, playwright, baseURL }) => {
    test.setTimeout(180_000);
    const seller = await sellerApi(playwright, baseURL!);
    const id = await listingId(seller, OPEN_LISTING);
    const opened = await page.request.post('/api/dialogs', {
      data: { business_id: id },
      headers: { Accept: 'application/json', 'X-XSRF-TOKEN': await xsrfToken(page.request) },
    });
    expect(opened.ok(), await opened.text()).toBe(true);
    const buyerId = ((await (await page.request.get('/api/user')).json()) as { id: number }).id;
    const send = (message: string) => sellerPost(seller, '/api/messages', { type: 'text', business_id: id, opponent_id: buyerId, message });

    // The stream on: the page's EventSource is open once /api/stream has answered.
    const streamOpen = page.waitForResponse((response) => response.url().includes('/api/stream') && response.status() === 200);
    const messages = await openConversation(page);
    await streamOpen;
    // The poller rests while the stream is open: no poll may be what brings the message.
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/sync')) polls.push(request.url());
    });
    const live = `Streamed at ${Date.now()}`;
    await send(live);
    await expect(messages.getByText(live)).toBeVisible({ timeout: 3_000 });
    expect(polls).toEqual([]);

    // The stream blocked: the ladder brings the next message.
    await page.route('**/api/stream', (route) => route.abort());
    await page.reload();
    const polled = await openConversation(page);
    const late = `Polled at ${Date.now()}`;
    await send(late);
    await expect(polled.getByText(late)).toBeVisible(LADDER);
    expect(polls.length).toBeGreaterThan(0);
    await seller.dispose();
  });
});
