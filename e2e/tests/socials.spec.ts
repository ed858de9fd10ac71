// Social sign-in through the shell, in Chromium, against a real local OpenID provider (oidc-provider,
// the API tests' provider script). The API reads OIDC_* when the stack starts: support/global-setup.ts
// sets them (a free loopback port for the issuer) unless they are given; this spec
// starts the provider on that port (the API discovers it on the first sign-in, not at start).
//
// The API test (api/test/routes/oidc.test.ts) is the contract; this proves the browser's part: the
// full-page navigations, the first-party state cookie through the shell's proxy, the pages.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { stackPorts } from '../support/ports';

const issuer = process.env.OIDC_ISSUER;
const clientId = process.env.OIDC_CLIENT_ID ?? '';
const clientSecret = process.env.OIDC_CLIENT_SECRET ?? '';
const providerName = process.env.OIDC_NAME || 'Google';
const PROVIDER_SCRIPT = path.resolve(__dirname, '..', '..', 'api', 'test', 'helpers', 'oidc-provider.mjs');

// One run of the suite creates these accounts; a rerun starts a fresh stack (fresh database).
const ACCOUNTS = {
  'e2e-newcomer': { email: 'newcomer@example.test', email_verified: true, given_name: 'Nico', family_name: 'Newcomer' },
  'e2e-seller': { email: 'seller@bizmarkt.test', email_verified: true, given_name: 'Sophie', family_name: 'Seller' },
  'e2e-stranger': { email: 'stranger@example.test', email_verified: true, given_name: 'Stella' },
};

let provider: ChildProcess | undefined;

test.beforeAll(async () => {
  if (!issuer) throw new Error('OIDC_ISSUER is not set: support/global-setup.ts configures social sign-in for the stack');
  const port = new URL(issuer).port;
  provider = spawn(process.execPath, [PROVIDER_SCRIPT], {
    env: {
      ...process.env,
      OIDC_TEST_PORT: port,
      OIDC_TEST_CLIENT: JSON.stringify({
        client_id: clientId,
        client_secret: clientSecret,
        // The API's APP_URL in the e2e stack is the shell on localhost.
        redirect_uris: [`http://localhost:${stackPorts.shell}/api/auth/oidc/callback`],
      }),
      OIDC_TEST_ACCOUNTS: JSON.stringify(ACCOUNTS),
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise<void>((resolve, reject) => {
    provider!.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ISSUER ')) resolve();
    });
    provider!.once('exit', (code) => reject(new Error(`the OpenID provider exited (${code})`)));
  });
});

test.afterAll(async () => {
  provider?.kill('SIGTERM');
});

/** The provider's development login and consent pages, as its user fills them in. */
async function signInAtProvider(page: Page, accountId: string) {
  await expect(page).toHaveURL(new RegExp(`^${issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(accountId);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('social sign-in', () => {
  test('sign up on /registration/socials: terms first, then the provider, then the registration steps', async ({ page, context }) => {
    await page.goto('/registration/socials?p=ab12');
    await expect(page.getByRole('heading', { name: `Sign up with ${providerName}` })).toBeVisible();
    const continueButton = page.getByRole('button', { name: `Continue with ${providerName}` });
    await expect(continueButton).toBeDisabled();
    await page.getByLabel(/I accept the Terms of Service/).check();
    await page.getByRole('link', { name: `Continue with ${providerName}` }).click();

    await signInAtProvider(page, 'e2e-newcomer');
    // Verified by the provider, no role yet: the shell's rules take the new user to general info.
    await expect(page).toHaveURL(/\/registration\/general-info$/);
    const user = await page.request.get('/api/user', { headers: { Accept: 'application/json' } });
    expect(user.status()).toBe(200);
    expect(await user.json()).toMatchObject({ email: 'newcomer@example.test', name: 'Nico', last_name: 'Newcomer', role: null });
    // The one-use state cookie is gone.
    expect((await context.cookies()).some((c) => c.name === 'bizmarkt_oidc')).toBe(false);
  });

  test('log in from the German login page into an existing account (linked by its verified email)', async ({ page }) => {
    await page.goto('/de/login');
    await page.getByRole('link', { name: `Weiter mit ${providerName}` }).click();
    await signInAtProvider(page, 'e2e-seller');
    // Sophie has a role and a verified email: the dashboard, in German.
    await expect(page).toHaveURL(/\/de\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Sophie Seller' })).toBeVisible();
  });

  test('someone unknown who came to log in accepts the terms first', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: `Continue with ${providerName}` }).click();
    await signInAtProvider(page, 'e2e-stranger');
    await expect(page).toHaveURL(/\/registration\/socials\?social=new$/);
    await expect(page.getByText(`There is no Bizmarkt account for this ${providerName} account yet.`, { exact: false })).toBeVisible();
    const user = await page.request.get('/api/user', { headers: { Accept: 'application/json' } });
    expect(user.status()).toBe(401);
  });

  test('cancelling at the provider comes back to the login page with a message', async ({ page }) => {
    await page.goto('/de/login');
    await page.getByRole('link', { name: `Weiter mit ${providerName}` }).click();
    await expect(page).toHaveURL(new RegExp(`^${issuer}/interaction/`));
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await expect(page).toHaveURL(/\/de\/login\?social=cancelled$/);
    await expect(page.getByRole('alert')).toHaveText(`Sie haben die Anmeldung mit ${providerName} abgebrochen. Sie können es jederzeit erneut versuchen.`);
  });
});
