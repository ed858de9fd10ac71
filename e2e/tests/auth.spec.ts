import { test, expect, logInThroughForm, USERS } from '../support/fixtures';

// The login form's own tests: the only ones that log in through the form (the others start with a
// stored session or log in through the API).
test.describe('login and logout through the shell', () => {
  test('login shows the name in the header; logout returns to Log In / Sign Up', async ({ page, context }) => {
    await logInThroughForm(page, USERS.seller);
    // the account remote logged in; the shell's header reads the same store
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);

    const session = (await context.cookies()).find((c) => c.name === 'bizmarkt_session');
    expect(session?.httpOnly).toBe(true);

    // the session survives a reload (fetched from GET /api/user at startup)
    await page.reload();
    await expect(page.getByRole('button', { name: USERS.seller.displayName })).toBeVisible();

    await page.getByRole('button', { name: USERS.seller.displayName }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(page.getByRole('button', { name: USERS.seller.displayName })).toHaveCount(0);

    // the server session is gone too
    const user = await page.request.get('/api/user', { headers: { Accept: 'application/json' } });
    expect(user.status()).toBe(401);
  });

  test('wrong credentials show the error under the email field', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(USERS.seller.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.locator('#login-email-error')).toHaveText('Email or password is incorrect.');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    // Spec §8: the catalogue's toast as well as the error under the field.
    await expect(page.getByRole('alert').filter({ hasText: 'Processing errors' })).toBeVisible();
  });

  test('empty fields are explained before anything is sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await expect(page.getByText('Please enter your password.')).toBeVisible();
  });

  test('logging in in German', async ({ page }) => {
    await logInThroughForm(page, USERS.pro, { locale: 'de' });
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Online-Unternehmen kaufen und verkaufen' })).toBeVisible();
    await page.getByRole('button', { name: USERS.pro.displayName }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  });

  test('login-required pages send visitors to /login and back after logging in', async ({ page }) => {
    await page.goto('/favorites');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(USERS.free.email);
    await page.getByLabel('Password', { exact: true }).fill(USERS.free.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/favorites$/);
  });
});

test.describe('logged in as a seller', () => {
  test.use({ role: 'seller' });

  test('Sell now opens the Create New Listing modal from mfe-create-listing', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sell now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Listing' });
    await expect(dialog).toBeVisible();
    for (const step of ['Business information', 'Financials', 'Assets', 'Listing description', 'Price', 'Social Media', 'NDA', 'Preview']) {
      await expect(dialog.getByText(step, { exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
