// Issue #10, moderation: the demo admin verifies a pending listing and it is published; a non-admin
// cannot open the screen. Each test submits a listing of its own through the API as the demo seller
// (the seed's pending listing may already have been decided by another run's test).
import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { test, expect, NO_STORAGE, USERS } from '../support/fixtures';
import { JSON_HEADERS, submitDemoListing } from '../support/listings';
import { blockingViolations } from '../support/axe';
import { stackPorts } from '../support/ports';

/** The demo seller's complete listing, submitted for verification; its description is read on the review page. */
function submitListing(playwright: PlaywrightWorkerArgs['playwright'], name: string): Promise<number> {
  return submitDemoListing(playwright, {
    name,
    price: 420_000,
    description: {
      summary: 'A kitchen gadget brand selling on Amazon US and DE since 2020.',
      description: 'Twelve products, two of them bestsellers in their category, with 4.5 stars on average and a loyal base of repeat buyers.',
      risks: 'One manufacturer makes every product.',
    },
  });
}

async function publicStatus(page: Page, id: number): Promise<number> {
  const visitor = await page
    .context()
    .browser()!
    .newContext({ baseURL: `http://localhost:${stackPorts.shell}`, storageState: NO_STORAGE });
  try {
    return (await visitor.request.get(`/api/businesses/${id}`, { headers: JSON_HEADERS, maxRedirects: 0 })).status();
  } finally {
    await visitor.close();
  }
}

/** At phone width nothing makes the page scroll sideways (wide tables scroll inside their own box). */
/**
 * Narrows the window to a phone's and waits until nothing is wider than it. Charts size their canvas
 * through a ResizeObserver a frame or two after the resize, so a single measurement right after it
 * can still see the desktop width; a page that never fits fails the poll.
 */
async function expectFitsPhoneWidth(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: 'the review page fits 375px (overflow in px)' })
    .toBeLessThanOrEqual(0);
}

const COPY = {
  en: {
    prefix: '',
    menu: 'Moderation',
    queue: 'Listings to verify',
    verify: 'Verify and publish',
    confirm: 'Publish this listing?',
    done: (n: string) => `"${n}" is verified and published.`,
  },
  de: {
    prefix: '/de',
    menu: 'Moderation',
    queue: 'Zu prüfende Inserate',
    verify: 'Prüfen und veröffentlichen',
    confirm: 'Dieses Inserat veröffentlichen?',
    done: (n: string) => `„${n}“ ist geprüft und veröffentlicht.`,
  },
} as const;

test.describe('moderation', () => {
  test.describe('as the demo admin', () => {
    test.use({ role: 'admin' });

    for (const locale of ['en', 'de'] as const) {
      test(`verifies a pending listing, which is then published (${locale})`, async ({ page, playwright }) => {
        // A listing set up through the API, two page loads, an axe scan and the decision: on this
        // shared machine that is more than the default minute.
        test.setTimeout(180_000);
        const copy = COPY[locale];
        const name = `Kitchen Gadgets ${locale.toUpperCase()} ${Date.now()}`;
        const id = await submitListing(playwright, name);
        expect(await publicStatus(page, id), 'a pending listing is not public').toBe(404);

        await page.goto(copy.prefix || '/');
        await page.getByRole('button', { name: USERS.admin.displayName }).click();
        await page.getByRole('menuitem', { name: copy.menu }).click();
        await expect(page).toHaveURL(new RegExp(`${copy.prefix}/admin/listings`));
        await expect(page.getByRole('heading', { level: 1, name: copy.queue })).toBeVisible();

        await page.getByRole('link', { name }).click();
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
        await expect(page.getByText('One manufacturer makes every product.')).toBeVisible();
        expect(await blockingViolations(page), 'serious or critical WCAG violations').toEqual([]);
        await expectFitsPhoneWidth(page);
        await page.getByRole('button', { name: copy.verify }).click();
        const dialog = page.getByRole('alertdialog', { name: copy.confirm }).or(page.getByRole('dialog', { name: copy.confirm }));
        await dialog.getByRole('button', { name: copy.verify }).click();

        await expect(page.getByText(copy.done(name))).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${copy.prefix}/admin/listings$`));
        await expect(page.getByRole('link', { name })).toHaveCount(0);
        expect(await publicStatus(page, id), 'the verified listing is public').toBe(200);
      });
    }
  });

  test.describe('as a seller', () => {
    test.use({ role: 'seller' });

    test('cannot open the screen: the unknown page, and no menu link', async ({ page }) => {
      await page.goto('/admin/listings');
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await page.getByRole('button', { name: USERS.seller.displayName }).click();
      await expect(page.getByRole('menuitem', { name: 'My listings' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Moderation' })).toHaveCount(0);
      const answer = await page.request.get('/api/admin/businesses?status=pending', { headers: JSON_HEADERS });
      expect(answer.status()).toBe(403);
    });
  });
});
