import { test, expect, logIn, REGISTERING, USERS } from '../support/fixtures';
import { concretePath, InAppWalk, NDA_LISTING_ID, ROUTES } from '../support/pages';

// Every route a visitor can open renders bare and under /de, in its language and layout: pages.spec.ts.
// A route its remote does not provide says so plainly: shell/src/routing/route-components.test.tsx.

test.describe('access rules', () => {
  // The visitor's way to /login and back is the login form's own test (auth.spec.ts).

  test.describe('as PRO', () => {
    test.use({ role: 'pro' });

    test('login-required pages render in their own layouts once logged in', async ({ page }) => {
      // The wizard's steps of a listing (`/create/{step}/:id`) open only for the listing's owner; the owner's
      // walk through them is listing-wizard.spec.ts. Here: the pages that need nothing but a login.
      const ownsNothing = (r: (typeof ROUTES)[number]) => !(r.path.startsWith('/create/') && r.path.includes(':id') && !r.path.endsWith('?'));
      // A page that sends this user on by itself: the return page of a payment, opened without a checkout
      // id by someone who is PRO already, has nothing left to wait for (billing.spec.ts has its journeys).
      const forwards: Record<string, string> = { '/payment-in-progress': '/payment-success' };
      // The first page is loaded, the others reached inside the app (a page load costs this machine ~5 s
      // of CPU; every route's full load is pages.spec's and the accessibility walk's).
      const walk = new InAppWalk(page);
      const routes = ROUTES.filter((r) => r.access === 'auth' && !r.path.startsWith('/registration/') && ownsNothing(r));
      for (const [index, route] of routes.entries()) {
        const url = concretePath(route, { userId: 1 });
        if (index === 0) await walk.open(url);
        else await walk.go(url);
        const landing = forwards[url] ?? url;
        await expect(page, url).toHaveURL(new RegExp(`${landing.replace(/[/]/g, '\\/')}$`));
        await expect(page.locator(`[data-layout="${route.layout}"]`), url).toHaveCount(1);
      }
    });
  });

  test('German login-required pages go to the German login', async ({ page }) => {
    await page.goto('/de/create/information');
    await expect(page).toHaveURL(/\/de\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  });

  test('guest-only pages send logged-in users to the dashboard', async ({ page }) => {
    await page.goto('/password-reset');
    await expect(page).toHaveURL(/\/password-reset$/);
    await logIn(page, USERS.free);
    await page.goto('/password-reset/abc');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/sign/{id} needs PRO: free users go to /pricing, PRO users stay', async ({ page }) => {
    // The seed's published NDA listing: a draft's id would (rightly) end on the 404 page.
    const sign = `/sign/${NDA_LISTING_ID}`;
    await page.goto(sign);
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, USERS.free);
    await page.goto(sign);
    await expect(page).toHaveURL(/\/pricing$/);

    await page.getByRole('button', { name: USERS.free.displayName }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await logIn(page, USERS.pro);
    await page.goto(`/de${sign}`);
    // The page itself, with the listing it loaded: the URL alone would also match before a redirect.
    await expect(page.getByText('Lesen Sie die Geheimhaltungsvereinbarung zu „Organic skincare brand (EU)“', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Geheimhaltungsvereinbarung unterzeichnen' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/de${sign}$`));
  });
});

test.describe('entry URL', () => {
  test('a partner code of 1–5 characters is kept for 30 days; a longer one is ignored', async ({ page, context }) => {
    await page.goto('/?p=toolong');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'p')).toBeUndefined();

    await page.goto('/login?p=AB12');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'p');
    expect(cookie?.value).toBe('AB12');
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  test('the locale cookie brings a visitor back to German pages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Online-Unternehmen kaufen und verkaufen' })).toBeVisible();
  });
});

test.describe('registration redirects', () => {
  test('an unverified user is held at the email confirmation, in both languages', async ({ page }) => {
    await logIn(page, REGISTERING.unverified, { header: false });
    await expect(page).toHaveURL(/\/registration\/email-confirmation$/);
    await page.goto('/de/dashboard');
    await expect(page).toHaveURL(/\/de\/registration\/email-confirmation$/);
    await page.goto('/privacy-policy');
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  test('a user without a role is held at the general info', async ({ page }) => {
    await logIn(page, REGISTERING.noRole, { header: false });
    await expect(page).toHaveURL(/\/registration\/general-info$/);
    await page.goto('/search');
    await expect(page).toHaveURL(/\/registration\/general-info$/);
  });
});
