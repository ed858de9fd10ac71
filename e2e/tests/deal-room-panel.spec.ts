// The messages panel open over a deal room (/deals/{id}?messages): two conversations on one page, the
// room's and the panel's, each with its own text box. No id is used twice, each "Your message" label
// names its own box, a message typed in one stays there, and axe finds nothing serious —
// in English at 390 px and in German at 1440 px (where the room's conversation is on screen too).
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { blockingViolations } from '../support/axe';
import { postJson, publishListing } from '../support/listings';

const RUN = Date.now().toString(36);
/** A remote's first page or panel on this shared machine: its chunks load one after another. */
const FIRST_LOAD = { timeout: 30_000 };

/** Every id the page holds more than once, with its count. */
function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
    return [...counts].filter(([, count]) => count > 1).map(([id, count]) => `${id} ×${count}`);
  });
}

test.use({ role: 'pro' });
test.describe.configure({ timeout: 180_000 });

test('the messages panel over a deal room: no id twice, each text box named by its own label (English and German)', async ({ page, playwright }) => {
  const name = `Duplicate-free${RUN} garden shop`;
  const id = await publishListing(playwright, { name });
  await page.goto('/');
  const { dialog } = (await postJson(page.request, '/api/dialogs', { business_id: id })) as unknown as { dialog: { id: number } };
  await postJson(page.request, '/api/messages', { type: 'text', business_id: id, message: `Is the stock included? (${RUN})` });

  for (const [prefix, width, labels] of [
    ['', 390, { panel: 'Messages', input: 'Your message', open: 'Open conversation with Sophie Seller' }],
    ['/de', 1440, { panel: 'Nachrichten', input: 'Ihre Nachricht', open: 'Unterhaltung mit Sophie Seller öffnen' }],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${prefix}/deals/${dialog.id}?messages`);
    // The room's conversation (on a phone drawn but not shown until its part is picked).
    const room = page.locator('section[aria-labelledby="bz-deal-conversation"]');
    await expect(room.getByText(`Is the stock included? (${RUN})`)).toBeAttached(FIRST_LOAD);
    // The panel, opened by ?messages, on the same conversation.
    const panel = page.getByRole('dialog', { name: labels.panel });
    await panel.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: labels.open }).click(FIRST_LOAD);
    await expect(panel.getByText(`Is the stock included? (${RUN})`)).toBeVisible(FIRST_LOAD);

    expect(await duplicateIds(page)).toEqual([]);
    const panelInput = panel.getByLabel(labels.input, { exact: true });
    const roomInput = room.getByLabel(labels.input, { exact: true });
    await expect(panelInput).toHaveCount(1);
    await expect(roomInput).toHaveCount(1);
    await panelInput.fill('Typed in the panel');
    await expect(panelInput).toHaveValue('Typed in the panel');
    await expect(roomInput).toHaveValue('');
    expect(await blockingViolations(page)).toEqual([]);
  }
});

test("the deal room's conversation on a phone: the text box at its full height across the row, Send under it at the right (English and German, 390 px)", async ({
  page,
  playwright,
}) => {
  const id = await publishListing(playwright, { name: `Phone-input${RUN} tools shop` });
  await page.goto('/');
  const { dialog } = (await postJson(page.request, '/api/dialogs', { business_id: id })) as unknown as { dialog: { id: number } };
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [prefix, labels] of [
    ['', { part: 'Conversation', input: 'Your message', send: 'Send' }],
    ['/de', { part: 'Unterhaltung', input: 'Ihre Nachricht', send: 'Senden' }],
  ] as const) {
    await page.goto(`${prefix}/deals/${dialog.id}`);
    // The conversation is drawn hidden (another part is shown first), then picked.
    await page.getByRole('button', { name: labels.part, exact: true }).click(FIRST_LOAD);
    const room = page.getByRole('region', { name: labels.part });
    const input = room.getByLabel(labels.input, { exact: true });
    const send = room.getByRole('button', { name: labels.send, exact: true });
    await expect(input).toBeVisible();
    const box = (await input.boundingBox())!;
    const form = (await input.locator('xpath=ancestor::form[1]').boundingBox())!;
    const sendBox = (await send.boundingBox())!;
    // One row of text and its padding: a box squeezed to its padding (26 px) cut the placeholder.
    expect(box.height, 'the text box’s height').toBeGreaterThanOrEqual(38);
    // The box takes the whole row (a narrower one broke its placeholder over two lines in German) …
    expect(box.width, 'the text box’s width').toBeGreaterThanOrEqual(form.width - 1);
    // … and Send sits under it at the right, on screen.
    expect(sendBox.y, 'Send under the box').toBeGreaterThanOrEqual(box.y + box.height);
    expect(sendBox.x + sendBox.width, 'Send at the right end').toBeGreaterThan(form.x + form.width - 2);
    await expect(send).toBeInViewport();
  }
});
