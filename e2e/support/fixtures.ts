import { test as base, expect, type Page } from '@playwright/test';

/** The seeded demo users (see api/README.md). */
export const USERS = {
  seller: { email: 'seller@bizmarkt.test', password: 'SellerPass123', displayName: 'Sophie Seller' },
  pro: { email: 'pro@bizmarkt.test', password: 'ProBuyerPass123', displayName: 'Paul Pro' },
  free: { email: 'free@bizmarkt.test', password: 'FreeBuyerPass123', displayName: 'Frieda Free' },
} as const;

export type DemoUser = (typeof USERS)[keyof typeof USERS];

interface Fixtures {
  /** Uncaught page errors; the test fails when any occurred. */
  pageErrors: string[];
}

export const test = base.extend<Fixtures>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Logs in through the login page, as a person would. */
export async function logIn(
  page: Page,
  user: { email: string; password: string; displayName: string },
  { locale = 'en', header = true }: { locale?: 'en' | 'de'; header?: boolean } = {},
): Promise<void> {
  const de = locale === 'de';
  await page.goto(de ? '/de/login' : '/login');
  await page.getByLabel(de ? 'E-Mail' : 'Email').fill(user.email);
  await page.getByLabel(de ? 'Passwort' : 'Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: de ? 'Anmelden' : 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  // Users mid-registration land on pages without the site header.
  if (header) await expect(page.getByRole('button', { name: user.displayName })).toBeVisible();
}

/** Seeded users mid-way through registration. */
export const REGISTERING = {
  unverified: { email: 'unverified@bizmarkt.test', password: 'UnverifiedPass123', displayName: 'Uwe Unverified' },
  noRole: { email: 'norole@bizmarkt.test', password: 'NoRolePass123', displayName: 'Nora Norole' },
} as const;
