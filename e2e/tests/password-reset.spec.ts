// Forgotten password end to end: request the link, read it from the local mailbox, set a new
// password, log in with it while the old one is refused; a used link does not work twice.
import { test, expect, logIn } from '../support/fixtures';
import { registerFreshUser } from '../support/fresh-user';
import { linkFrom, waitForMail } from '../support/mailbox';

const NEW_PASSWORD = 'Remembered-Pass-2026';

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@bizmarkt.test`;
}

test.describe('password reset', () => {
  test('request → mail → new password → the new one logs in, the old one is refused, the link is used up', async ({ page, playwright }) => {
    const user = await registerFreshUser(playwright, { tag: 'reset-en', name: 'Rita', lastName: 'Reset' });
    const { email } = user;

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/password-reset$/);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(`If an account exists for ${email}, we have sent it a link to reset the password.`);

    const mail = await waitForMail(page.request, { to: email, template: 'password-reset' });
    const link = linkFrom(mail, '/password-reset/');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');

    // The server's rules are shown under the field (here: too short for the server as well as the form).
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.locator('#reset-password-password-error')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/password-reset\/success$/);
    await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();

    // The link works once: opened again, the page checks it at once and says so (no form to fill).
    await page.goto(link);
    await expect(page.getByRole('alert').filter({ hasText: 'This reset link has already been used or has expired.' })).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/password-reset');

    await page.goto('/password-reset/success');
    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.locator('#login-email-error')).toHaveText('Email or password is incorrect.');

    await logIn(page, { ...user, password: NEW_PASSWORD });
  });

  test('German: the request page, the mail and its link are in German', async ({ page, playwright }) => {
    const { email } = await registerFreshUser(playwright, { tag: 'reset-de', name: 'Renate', lastName: 'Reset' });
    await page.goto('/de/password-reset');
    await expect(page.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeVisible();
    await page.getByLabel('E-Mail').fill(email);
    await page.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click();
    await expect(page.getByRole('status')).toContainText(`Falls ein Konto für ${email} existiert`);

    const mail = await waitForMail(page.request, { to: email, template: 'password-reset' });
    expect(mail.locale).toBe('de');
    await page.goto(linkFrom(mail, '/de/password-reset/'));
    await expect(page.getByRole('heading', { name: 'Neues Passwort wählen' })).toBeVisible();
    await page.getByLabel('Neues Passwort', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Neues Passwort bestätigen').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
    await expect(page).toHaveURL(/\/de\/password-reset\/success$/);
    await expect(page.getByRole('heading', { name: 'Ihr Passwort wurde zurückgesetzt' })).toBeVisible();
  });

  test('an unknown email gets the same answer and no mail', async ({ page }) => {
    const email = uniqueEmail('nobody');
    await page.goto('/password-reset');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(`If an account exists for ${email}, we have sent it a link to reset the password.`);
    const box = await page.request.get(`/api/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    expect((await box.json()).data).toEqual([]);
  });
});
