// WCAG 2.2 A/AA on every page (spec §9 of issue #9): axe-core on every route of the route table,
// bare and under /de, logged out and logged in, and on every panel and modal opened. A serious or
// critical violation fails the test, printed rule by rule with the elements it found.
//
// The pages are walked as a person clicking through the site: one page load per walk, the other
// pages reached inside the app (InAppWalk), axe injected once per walk. The page loads themselves,
// their status, headers and CSP are checked route by route in pages.spec.ts.
//
// Each route is checked in one language logged out and in the other logged in (by turns along the
// route table), so every route that both see is checked in both languages and in both states, at half
// the cost of every route in every language twice; panels and modals in both languages.
import { test, expect, logInThroughApi, NO_STORAGE, REGISTERING, USERS } from '../support/fixtures';
import { blockingViolations } from '../support/axe';
import {
  concretePath,
  InAppWalk,
  LANGUAGES,
  localized,
  memberRoutes,
  MEMBER_ROLE,
  MODALS,
  openOverlay,
  PANELS,
  ROUTES,
  visitorRoutes,
  type Language,
  type RouteEntry,
  type RouteParams,
} from '../support/pages';

/** Routes per walk: small enough to name the pages in the test's title, enough to share a load. */
const WALK_LENGTH = 8;
/** A walk's time: a generous page's worth per route (two cores shared with the whole stack). */
const WALK_TIMEOUT = WALK_LENGTH * 25_000;

function walks(routes: RouteEntry[]): RouteEntry[][] {
  const result: RouteEntry[][] = [];
  for (let start = 0; start < routes.length; start += WALK_LENGTH) result.push(routes.slice(start, start + WALK_LENGTH));
  return result;
}

const names = (routes: RouteEntry[]) => routes.map((route) => route.path).join(', ');

/** The language a route is checked in logged out; logged in it is checked in the other. */
const loggedOutLanguage = (route: RouteEntry): Language => LANGUAGES[ROUTES.indexOf(route) % LANGUAGES.length]!;
const otherLanguage = (language: Language): Language => LANGUAGES.find((other) => other !== language)!;

let params: RouteParams;

test.beforeAll(async ({ playwright, baseURL }) => {
  // `/registration/success/:id` shows a real user's address: the seeded unverified user's.
  const request = await playwright.request.newContext({ baseURL, storageState: NO_STORAGE });
  params = { userId: await logInThroughApi(request, REGISTERING.unverified) };
  await request.dispose();
});

/** Walks the routes in one language and returns every blocking violation found on the way. */
async function walk(
  walker: InAppWalk,
  routes: RouteEntry[],
  language: Language,
  check: (route: RouteEntry) => Promise<void>,
  scan: () => Promise<string[]>,
): Promise<string[]> {
  const found: string[] = [];
  for (const [index, route] of routes.entries()) {
    const url = localized(concretePath(route, params), language);
    if (index === 0) await walker.open(url);
    else await walker.go(url);
    await check(route);
    found.push(...(await scan()));
  }
  return found;
}

for (const language of LANGUAGES) {
  test.describe(`logged out (${language})`, () => {
    for (const routes of walks(visitorRoutes().filter((route) => loggedOutLanguage(route) === language))) {
      test(names(routes), async ({ page }) => {
        test.setTimeout(WALK_TIMEOUT);
        const found = await walk(
          new InAppWalk(page),
          routes,
          language,
          async () => undefined,
          () => blockingViolations(page),
        );
        expect(found, 'serious or critical WCAG violations').toEqual([]);
      });
    }
  });

  test.describe(`logged in (${language})`, () => {
    test.use({ role: MEMBER_ROLE });

    for (const routes of walks(memberRoutes().filter((route) => otherLanguage(loggedOutLanguage(route)) === language))) {
      test(names(routes), async ({ page }) => {
        test.setTimeout(WALK_TIMEOUT);
        // A lost session would send every page to the login form, which would then be checked instead.
        const stillLoggedIn = async (route: RouteEntry) => {
          if (route.id !== 'login') expect(new URL(page.url()).pathname, `${route.path}: still logged in`).not.toMatch(/\/login$/);
        };
        const found = await walk(new InAppWalk(page), routes, language, stillLoggedIn, () => blockingViolations(page));
        expect(found, 'serious or critical WCAG violations').toEqual([]);
      });
    }

    test('every panel and modal, opened', async ({ page }) => {
      test.setTimeout(WALK_TIMEOUT);
      await new InAppWalk(page).open(localized('/search', language));
      await expect(page.getByRole('button', { name: USERS[MEMBER_ROLE].displayName }), 'still logged in').toBeVisible();
      const found: string[] = [];
      for (const [kind, ids] of [
        ['panel', PANELS],
        ['modal', MODALS],
      ] as const) {
        for (const id of ids) {
          await openOverlay(page, kind, id);
          found.push(...(await blockingViolations(page, '[role="dialog"]')).map((line) => `[${kind} ${id}] ${line}`));
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog'), `the ${id} ${kind} closes on Escape`).toHaveCount(0);
        }
      }
      expect(found, 'serious or critical WCAG violations').toEqual([]);
    });
  });
}
