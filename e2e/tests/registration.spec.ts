// Registration end to end through the shell and the real API: sign up, read the verification mail
// from the local mailbox, confirm, give the general info, land on the dashboard; log out and in again.
import type { Page } from '@playwright/test';
import { test, expect, logIn } from '../support/fixtures';
import { linkFrom, waitForMail } from '../support/mailbox';

const PASSWORD = 'Registered-Pass-2026';

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@bizmarkt.test`;
}

async function signUp(page: Page, email: string, labels: { email: string; password: string; confirm: string; terms: RegExp; submit: string }) {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(labels.confirm).fill(PASSWORD);
  await page.getByRole('checkbox', { name: labels.terms }).check();
  await page.getByRole('button', { name: labels.submit }).click();
}

test.describe('registration', () => {
  test('English: sign up → confirm the email from the mailbox → general info → dashboard; log out and in', async ({ page }) => {
    const email = uniqueEmail('reg-en');
    await page.goto('/registration');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('At least 8 characters.');
    await signUp(page, email, { email: 'Email', password: 'Password', confirm: 'Confirm password', terms: /I accept the Terms of Service/, submit: 'Sign Up' });

    await expect(page).toHaveURL(/\/registration\/success\/\d+$/);
    await expect(page.getByText(`We have sent a confirmation link to ${email}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/registration\/email-confirmation$/);
    await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    await expect(page.getByText(`We have sent a confirmation link to ${email}.`)).toBeVisible();
    // Held here: the rest of the site sends an unverified user back.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/registration\/email-confirmation$/);

    // A resend works once; a second one within the minute is throttled by the server (429).
    const resend = page.getByRole('button', { name: 'Resend email' });
    await resend.click();
    await expect(page.getByText(`A new confirmation link is on its way to ${email}.`)).toBeVisible();
    await resend.click();
    await expect(page.getByText(/You can request another email in \d+ seconds?\./)).toBeVisible();
    await expect(resend).toBeDisabled();

    const mail = await waitForMail(page.request, { to: email, template: 'verify-email' });
    await page.goto(linkFrom(mail, '/api/email/verify/'));
    // The API adds `verified=1` to the target so the page can say the address is confirmed.
    await expect(page).toHaveURL(/\/registration\/general-info(\?verified=1)?$/);

    await expect(page.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
    await page.getByRole('radio', { name: 'Buyer and Seller' }).check();
    await page.getByLabel('First name').fill('Regina');
    await page.getByLabel('Last name').fill('Registered');
    await page.locator('.p-dropdown').click();
    await page.getByRole('textbox', { name: 'Search' }).fill('Germ');
    await page.getByRole('option', { name: 'Germany' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Regina!' })).toBeVisible();
    // Role, names, country and the confirmed email: 5 of 7; picture and description are missing.
    await expect(page.getByRole('progressbar', { name: 'Profile 71% complete' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a profile picture' })).toBeVisible();

    const me = await page.request.get('/api/user', { headers: { Accept: 'application/json' } });
    expect(await me.json()).toMatchObject({ email, role: 'universal', name: 'Regina', last_name: 'Registered', country_code: 'DE' });

    // Log out through the header, then in again with the new account.
    await page.getByRole('button', { name: 'Regina Registered' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await logIn(page, { email, password: PASSWORD, displayName: 'Regina Registered' });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Regina!' })).toBeVisible();
  });

  test('German: Registrierung unter /de, Bestätigung, allgemeine Angaben per Tastatur, Dashboard', async ({ page }) => {
    const email = uniqueEmail('reg-de');
    await page.goto('/de/registration');
    await expect(page.getByRole('heading', { level: 1, name: 'Registrieren' })).toBeVisible();
    await signUp(page, email, {
      email: 'E-Mail',
      password: 'Passwort',
      confirm: 'Passwort bestätigen',
      terms: /Ich akzeptiere die Nutzungsbedingungen/,
      submit: 'Registrieren',
    });

    await expect(page).toHaveURL(/\/de\/registration\/success\/\d+$/);
    await expect(page.getByText(`Wir haben einen Bestätigungslink an ${email} gesendet.`)).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/\/de\/registration\/email-confirmation$/);
    await expect(page.getByRole('heading', { name: 'Bestätigen Sie Ihre E-Mail-Adresse' })).toBeVisible();

    // The mail is in the language the account was created in, and its link opens the German site.
    const mail = await waitForMail(page.request, { to: email, template: 'verify-email' });
    expect(mail.locale).toBe('de');
    await page.goto(linkFrom(mail, '/api/email/verify/'));
    await expect(page).toHaveURL(/\/de\/registration\/general-info(\?verified=1)?$/);

    // The whole form by keyboard.
    await page.getByRole('radio', { name: 'Käufer', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Käufer', exact: true })).toBeChecked();
    await page.getByLabel('Vorname').focus();
    await page.keyboard.type('Dora');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Deutsch');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Land', { exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    // The list opens with its search field focused; typing filters, arrows move, Enter picks.
    await expect(page.getByRole('textbox', { name: 'Suchen' })).toBeFocused();
    await page.keyboard.type('Österr');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Österreich']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Land', { exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Weiter' }).press('Enter');

    await expect(page).toHaveURL(/\/de\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Dora!' })).toBeVisible();
    const me = await page.request.get('/api/user', { headers: { Accept: 'application/json' } });
    expect(await me.json()).toMatchObject({ email, role: 'buyer', name: 'Dora', last_name: 'Deutsch', country_code: 'AT' });
  });

  test('a taken email and a mismatched confirmation are explained under the fields', async ({ page }) => {
    await page.goto('/registration');
    await page.getByLabel('Email').fill('seller@bizmarkt.test');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I accept/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.locator('#registration-email-error')).toHaveText(/already been taken/);
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/registration$/);

    await page.getByLabel('Confirm password').fill(`${PASSWORD}-typo`);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    // Under the confirmation: the field that is wrong.
    await expect(page.locator('#registration-password-confirmation-error')).toHaveText(/do(es)? not match/);
    await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/registration$/);
  });

  test('arriving from the verification link without a session: the login page says the email is confirmed, and the way back keeps it', async ({ page }) => {
    await page.goto('/dashboard?verified=1');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'your email address is confirmed. Log in to continue.' })).toBeVisible();
    await page.getByLabel('Email').fill('seller@bizmarkt.test');
    await page.getByLabel('Password').fill('SellerPass123');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard\?verified=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'Thank you — your email address is confirmed.' })).toBeVisible();
  });

  test('a forged verification link lands on the confirmation page with a clear message', async ({ page }) => {
    const email = uniqueEmail('reg-forged');
    await page.goto('/registration');
    await signUp(page, email, { email: 'Email', password: 'Password', confirm: 'Confirm password', terms: /I accept/, submit: 'Sign Up' });
    await expect(page).toHaveURL(/\/registration\/success\/\d+$/);
    const mail = await waitForMail(page.request, { to: email, template: 'verify-email' });
    const forged = linkFrom(mail, '/api/email/verify/').replace(/signature=[^&\s]+/, 'signature=forged');
    await page.goto(forged);
    await expect(page).toHaveURL(/\/registration\/email-confirmation\?verification=invalid$/);
    await expect(page.getByRole('alert')).toHaveText('This confirmation link is not valid. Request a new email below.');
  });
});
