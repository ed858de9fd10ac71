// Deleting an account end to end: a guest is asked to log in and comes back; the data download; a
// wrong password is refused under the field; after confirming, the session ends, the login is gone
// and the email can register again.
import fs from 'node:fs';
import { test, expect } from '../support/fixtures';
import { registerFreshUser } from '../support/fresh-user';

test.describe('account deletion', () => {
  test('log in from the page, download the data, delete with the password; the email is free again', async ({ page, playwright }) => {
    const { email, password } = await registerFreshUser(playwright, { tag: 'delete-en', name: 'Lea', lastName: 'Leaving', role: 'seller' });

    // A guest is asked to log in and comes back to the page afterwards.
    await page.goto('/delete-account');
    await expect(page.getByRole('heading', { level: 1, name: 'Delete account' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/delete-account$/);
    await expect(page.getByText(/shown as from a deleted user/)).toBeVisible();

    // GDPR Art. 20: the own data as a JSON file.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^bizmarkt-data-\d+\.json$/);
    const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { account: { email: string; name: string } };
    expect(exported.account).toMatchObject({ email, name: 'Lea' });

    // A wrong password: refused under the field, nothing deleted.
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    let dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.locator('#delete-account-password-error')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    // The confirmation closes with an animation: until it has gone, its button shares the name.
    await expect(dialog).toHaveCount(0);

    // Cancel keeps the account.
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).status()).toBe(200);

    // Confirmed: home, a goodbye, logged out everywhere.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    // The header's: until the home page has loaded, the page left behind shows its own guest link.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    expect((await page.request.get('/api/user', { headers: { Accept: 'application/json' } })).status()).toBe(401);

    // The login is gone.
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.locator('#login-email-error')).toHaveText('Email or password is incorrect.');

    // The same email registers again.
    await page.goto('/registration');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('checkbox', { name: /I accept/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/registration\/success\/\d+$/);
    await expect(page.getByText(`We have sent a confirmation link to ${email}.`)).toBeVisible();
  });

  test('German: a guest sees the explanation and the login link', async ({ page }) => {
    await page.goto('/de/delete-account');
    await expect(page.getByRole('heading', { level: 1, name: 'Konto löschen' })).toBeVisible();
    await expect(page.getByText(/melden Sie sich bitte zuerst an/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/login');
  });
});
