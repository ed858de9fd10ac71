// WCAG 2.2 A/AA on every page (spec §9 of issue #9): axe-core on every route of the route table,
// bare and under /de, logged out and logged in, and on every panel and modal opened. A serious or
// critical violation fails the test, printed rule by rule with the elements it found.
import { blockingViolations } from '../support/axe';
import { test, expect, logInThroughApi, NO_STORAGE, REGISTERING, USERS } from '../support/fixtures';
import { concretePath, LANGUAGES, localized, memberRoutes, MEMBER_ROLE, MODALS, openOverlay, openPage, PANELS, visitorRoutes, type RouteParams } from '../support/pages';

let params: RouteParams;

test.beforeAll(async ({ playwright, baseURL }) => {
  // `/registration/success/:id` shows a real user's address: the seeded unverified user's.
  const request = await playwright.request.newContext({ baseURL, storageState: NO_STORAGE });
  params = { userId: await logInThroughApi(request, REGISTERING.unverified) };
  await request.dispose();
});

test.describe('logged out', () => {
  for (const route of visitorRoutes()) {
    test(`${route.path} (${route.id})`, async ({ page }) => {
      const found: string[] = [];
      for (const language of LANGUAGES) {
        await openPage(page, localized(concretePath(route, params), language));
        found.push(...(await blockingViolations(page)));
      }
      expect(found, 'serious or critical WCAG violations').toEqual([]);
    });
  }
});

test.describe('logged in', () => {
  test.use({ role: MEMBER_ROLE });

  for (const route of memberRoutes()) {
    test(`${route.path} (${route.id})`, async ({ page }) => {
      const found: string[] = [];
      for (const language of LANGUAGES) {
        await openPage(page, localized(concretePath(route, params), language));
        // A lost session would send every page to the login form, which would then be checked instead.
        if (route.id !== 'login') expect(new URL(page.url()).pathname, 'still logged in').not.toMatch(/\/login$/);
        found.push(...(await blockingViolations(page)));
      }
      expect(found, 'serious or critical WCAG violations').toEqual([]);
    });
  }

  for (const [kind, ids] of [['panel', PANELS], ['modal', MODALS]] as const) {
    for (const id of ids) {
      test(`the ${id} ${kind}, opened`, async ({ page }) => {
        const found: string[] = [];
        for (const language of LANGUAGES) {
          await openPage(page, localized('/search', language));
          await expect(page.getByRole('button', { name: USERS[MEMBER_ROLE].displayName }), 'still logged in').toBeVisible();
          await openOverlay(page, kind, id);
          found.push(...(await blockingViolations(page)));
        }
        expect(found, 'serious or critical WCAG violations').toEqual([]);
      });
    }
  }
});
