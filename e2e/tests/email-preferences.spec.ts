// Email preferences and unsubscribing end to end: save the flags, see them stored; follow an
// unsubscribe link without being logged in; a forged link is refused.
import type { APIRequestContext } from '@playwright/test';
import { test, expect, logIn } from '../support/fixtures';
import { registerFreshUser } from '../support/fresh-user';
import { E2E_APP_KEY } from '../support/stack';
// The API's own signing (its TypeScript source: the built API is one bundle).
import { unsubscribePageUrl, unsubscribeToken } from '../../api/src/mail/unsubscribe';
import type { UnsubscribeList } from '../../api/src/mail/types';

/**
 * The unsubscribe link an opt-out mail carries. No mail of this issue is one (every notification it
 * sends is transactional, without the link), so the link is signed here with the API's own mail
 * module and the key the e2e API runs with.
 */
function unsubscribeLink(baseURL: string, userId: number, list: string, locale: 'en' | 'de' = 'en'): string {
  return unsubscribePageUrl(baseURL, locale, unsubscribeToken(E2E_APP_KEY, userId, list as UnsubscribeList));
}

async function storedPreferences(request: APIRequestContext): Promise<Record<string, boolean>> {
  const response = await request.get('/api/email-preferences', { headers: { Accept: 'application/json' } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, boolean>;
}

test.describe('email preferences', () => {
  test('save: unchecked flags are stored and shown again', async ({ page, playwright }) => {
    await logIn(page, await registerFreshUser(playwright, { tag: 'prefs-en', name: 'Petra', lastName: 'Prefers' }));

    await page.goto('/email-preferences');
    await expect(page.getByRole('heading', { level: 1, name: 'Email preferences' })).toBeVisible();
    // Defaults: everything on except the newsletter and the new-listing alerts.
    const messages = page.getByRole('checkbox', { name: /New messages/ });
    const prices = page.getByRole('checkbox', { name: /Price changes/ });
    const newsletter = page.getByRole('checkbox', { name: /Weekly newsletter/ });
    await expect(messages).toBeChecked();
    await expect(prices).toBeChecked();
    await expect(newsletter).not.toBeChecked();
    await prices.uncheck();
    await newsletter.check();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/email-preferences\/success$/);
    await expect(page.getByText('Your email preferences have been saved.')).toBeVisible();
    expect(await storedPreferences(page.request)).toMatchObject({ weekly_newsletter: true, price_changes: false, new_message: true });

    await page.getByRole('link', { name: 'Back to email preferences' }).click();
    await expect(page).toHaveURL(/\/email-preferences$/);
    await expect(page.getByRole('checkbox', { name: /Weekly newsletter/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /Price changes/ })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /New messages/ })).toBeChecked();
  });

  test('German: the page and its success', async ({ page, playwright }) => {
    await logIn(page, await registerFreshUser(playwright, { tag: 'prefs-de', name: 'Petra', lastName: 'Prefers' }), { locale: 'de' });
    await page.goto('/de/email-preferences');
    await expect(page.getByRole('heading', { level: 1, name: 'E-Mail-Einstellungen' })).toBeVisible();
    await page.getByRole('checkbox', { name: /Neue NDA-Anfragen/ }).uncheck();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/de\/email-preferences\/success$/);
    await expect(page.getByText('Ihre E-Mail-Einstellungen wurden gespeichert.')).toBeVisible();
    expect(await storedPreferences(page.request)).toMatchObject({ nda_requested: false });
  });

  test('unsubscribe from an email link without logging in', async ({ page, playwright, baseURL }) => {
    const { id, email, password } = await registerFreshUser(playwright, { tag: 'unsub', name: 'Ulla', lastName: 'Unsub' });

    await page.goto(unsubscribeLink(baseURL!, id, 'price_changes'));
    await expect(page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeVisible();
    // The address is masked (a forwarded mail must not disclose it); the list is named.
    await expect(page.getByRole('status')).toHaveText(/^\S+@bizmarkt\.test will no longer receive “Price changes” emails\.$/);
    // Nobody is logged in in this browser.
    expect((await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).status()).toBe(401);

    // The link to manage everything asks for the login, then shows the flag turned off.
    await page.getByRole('link', { name: 'Manage email preferences' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/email-preferences$/);
    await expect(page.getByRole('checkbox', { name: /Price changes/ })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /New messages/ })).toBeChecked();
  });

  test('German: unsubscribe from everything', async ({ page, playwright, baseURL }) => {
    const { id } = await registerFreshUser(playwright, { tag: 'unsub-de', name: 'Ulla', lastName: 'Unsub' });
    await page.goto(unsubscribeLink(baseURL!, id, 'all', 'de'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sie wurden abgemeldet' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/erhält keine Benachrichtigungs-E-Mails mehr\.$/);
  });

  test('a forged unsubscribe link is refused', async ({ page }) => {
    await page.goto('/unsubscribed?token=forged.token');
    await expect(page.getByRole('heading', { level: 1, name: "This link doesn't work" })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is invalid or has expired.');
  });
});
