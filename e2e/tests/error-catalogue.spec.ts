// The error catalogue (spec §8) through the shell: the landing page's categories call (made by
// mfe-listings through the shared API client) is answered with each status by Playwright's request
// routing, and the page shows what the catalogue says — in the page's language. The landing is reached
// inside the app (openLanding), so that the browser makes that call.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

/** The toasts of the shell's one toast area (each message is an alert). */
function toasts(page: Page) {
  return page.locator('.bz-toast').getByRole('alert');
}

/**
 * The landing, drawn by the app in the browser: opened from the login page's logo. Opened directly,
 * it comes drawn by the server with its categories (first-paint.spec.ts) and the browser does not ask
 * for them.
 */
async function openLanding(page: Page, locale: 'en' | 'de' = 'en'): Promise<void> {
  await page.goto(locale === 'de' ? '/de/login' : '/login');
  await page.getByRole('link', { name: locale === 'de' ? 'Bizmarkt Startseite' : 'Bizmarkt home' }).click();
}

async function answerCategories(page: Page, status: number, body?: unknown): Promise<void> {
  await page.route('**/api/categories', (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
}

test.describe('error catalogue (English)', () => {
  test('a guest opening the site sees no toast (GET /api/user answers 401)', async ({ page }) => {
    const user = page.waitForResponse((response) => response.url().endsWith('/api/user'));
    // A page the server does not draw (a drawn one knows a visitor without a session at once and asks nobody).
    await page.goto('/contact');
    expect((await user).status()).toBe(401);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('403: error toast "Access denied"', async ({ page }) => {
    await answerCategories(page, 403, { message: 'This action is unauthorized.' });
    await openLanding(page);
    const toast = toasts(page);
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveClass(/p-toast-message-error/);
    await expect(toast.locator('.p-toast-summary')).toHaveText('Access denied');
  });

  test('422: warning "Processing errors" with each field message on its own line', async ({ page }) => {
    await answerCategories(page, 422, {
      message: 'The name field is required. (and 1 more error)',
      errors: { name: ['The name field is required.'], price: ['The price field must be a number.'] },
    });
    await openLanding(page);
    const toast = toasts(page);
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveClass(/p-toast-message-warn/);
    await expect(toast.locator('.p-toast-summary')).toHaveText('Processing errors');
    // innerText follows the rendering: the line break between the messages must be visible.
    await expect.poll(() => toast.locator('.p-toast-detail').innerText()).toBe('The name field is required.\nThe price field must be a number.');
  });

  test('429: warning "Too Many Requests" / "Please wait before trying again."', async ({ page }) => {
    await answerCategories(page, 429, { message: 'Too Many Attempts.' });
    await openLanding(page);
    const toast = toasts(page);
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveClass(/p-toast-message-warn/);
    await expect(toast.locator('.p-toast-summary')).toHaveText('Too Many Requests');
    await expect(toast.locator('.p-toast-detail')).toHaveText('Please wait before trying again.');
  });

  test('503: warning with the server message, once although the call is retried', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/categories', (route) => {
      calls += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Down for maintenance' }) });
    });
    await openLanding(page);
    await expect(toasts(page).locator('.p-toast-summary')).toHaveText('Down for maintenance');
    // The page's query retries a server error twice; when it gives up, the toast is still one.
    await expect(page.getByText('The categories could not be loaded.')).toBeVisible();
    expect(calls).toBeGreaterThan(1);
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toHaveClass(/p-toast-message-warn/);
  });

  test('404: goes to the 404 page', async ({ page }) => {
    await answerCategories(page, 404, { message: 'Not Found.' });
    await openLanding(page);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
  });
});

test.describe('error catalogue (German)', () => {
  test('403 on /de: "Zugriff verweigert"', async ({ page }) => {
    await answerCategories(page, 403, { message: 'This action is unauthorized.' });
    await openLanding(page, 'de');
    const toast = toasts(page);
    await expect(toast).toHaveCount(1);
    await expect(toast.locator('.p-toast-summary')).toHaveText('Zugriff verweigert');
  });

  test('503 without a message on /de: "Dienst nicht verfügbar"', async ({ page }) => {
    await answerCategories(page, 503);
    await openLanding(page, 'de');
    await expect(toasts(page).locator('.p-toast-summary')).toHaveText('Dienst nicht verfügbar');
  });
});
