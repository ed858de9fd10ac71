// No page scrolls sideways at 320–1920 px (issue #29 §8): every route of the route table, logged out
// (the routes a visitor can open) and logged in (the rest, as the PRO demo user), and the open
// dropdowns that could push the page wider — the header's phone menu and user menu, the search's
// filters panel, the country dropdown. The header test's method (header-width.spec.ts): the
// document's scrollWidth never exceeds the window's width.
//
// Cheap by design: each walk loads one page and reaches its other routes inside the app (InAppWalk);
// each page is then resized through the widths, not reloaded. Each route is checked in one language
// logged out and in the other logged in (by turns along the route table, as accessibility.spec.ts
// does). A failure lists every route and width that scrolls, with the elements sticking out.
import type { Locator, Page } from '@playwright/test';
import { test, expect, logInThroughApi, NO_STORAGE, REGISTERING, USERS } from '../support/fixtures';
import { settle, sideways } from '../support/layout';
import {
  concretePath,
  InAppWalk,
  LANGUAGES,
  localized,
  memberRoutes,
  MEMBER_ROLE,
  overlayTransitionsDone,
  ROUTES,
  visitorRoutes,
  type Language,
  type RouteEntry,
  type RouteParams,
} from '../support/pages';

const WIDTHS = [320, 390, 768, 1366, 1920];
const HEIGHT = 800;
const WALK_LENGTH = 12;
const WALK_TIMEOUT = WALK_LENGTH * 15_000;

const COPY = { en: { menu: 'Menu', filters: 'Filters' } } as const;

function walks(routes: RouteEntry[]): RouteEntry[][] {
  const result: RouteEntry[][] = [];
  for (let start = 0; start < routes.length; start += WALK_LENGTH) result.push(routes.slice(start, start + WALK_LENGTH));
  return result;
}

const loggedOutLanguage = (route: RouteEntry): Language => LANGUAGES[ROUTES.indexOf(route) % LANGUAGES.length]!;
const otherLanguage = (language: Language): Language => LANGUAGES.find((other) => other !== language)!;

/** Where the page scrolls sideways at this width, or nothing. */
async function scrollsAt(page: Page, what: string, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: HEIGHT });
  await settle(page);
  const { overflow, outside } = await sideways(page);
  return overflow > 0 ? [`${what} at ${width}px: ${overflow}px wider (${outside.join(', ')})`] : [];
}

/** The widths one way for one route and back for the next: one resize fewer per route. */
const widthsFor = (index: number) => (index % 2 === 0 ? WIDTHS : [...WIDTHS].reverse());

let params: RouteParams;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL, storageState: NO_STORAGE });
  params = { userId: await logInThroughApi(request, REGISTERING.unverified) };
  await request.dispose();
});

async function walk(page: Page, routes: RouteEntry[], language: Language, loggedIn: boolean): Promise<string[]> {
  const walker = new InAppWalk(page);
  const found: string[] = [];
  for (const [index, route] of routes.entries()) {
    const url = localized(concretePath(route, params), language);
    if (index === 0) await walker.open(url);
    else await walker.go(url);
    if (loggedIn && route.id !== 'login') expect(new URL(page.url()).pathname, `${url}: still logged in`).not.toMatch(/\/login$/);
    for (const width of widthsFor(index)) found.push(...(await scrollsAt(page, url, width)));
  }
  return found;
}

const names = (routes: RouteEntry[]) => routes.map((route) => route.path).join(', ');

test.describe('page bodies', () => {
  test.use({ viewport: { width: WIDTHS[0]!, height: HEIGHT } });

  for (const language of LANGUAGES) {
    test.describe(`logged out (${language})`, () => {
      for (const routes of walks(visitorRoutes().filter((route) => loggedOutLanguage(route) === language))) {
        test(names(routes), async ({ page }) => {
          test.setTimeout(WALK_TIMEOUT);
          expect(await walk(page, routes, language, false), 'pages that scroll sideways').toEqual([]);
        });
      }
    });

    test.describe(`logged in (${language})`, () => {
      test.use({ role: MEMBER_ROLE });
      for (const routes of walks(memberRoutes().filter((route) => otherLanguage(loggedOutLanguage(route)) === language))) {
        test(names(routes), async ({ page }) => {
          test.setTimeout(WALK_TIMEOUT);
          expect(await walk(page, routes, language, true), 'pages that scroll sideways').toEqual([]);
        });
      }
    });
  }
});

/**
 * At one width: opens a dropdown with its trigger (when the trigger is shown at this width), measures
 * once it has arrived, closes it with Escape and waits until it is gone (a closing panel's mask would
 * take the next click).
 */
async function withOpen(page: Page, what: string, trigger: Locator, shown: Locator, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: HEIGHT });
  await settle(page);
  if (!(await trigger.isVisible())) return [];
  // A click that lands while the page is still wiring the widget up is lost: click again until it opens.
  await expect(async () => {
    if (!(await shown.isVisible())) await trigger.click();
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }, `${what} at ${width}px: opens`).toPass({ timeout: 15_000 });
  await overlayTransitionsDone(page);
  const found = await scrollsAt(page, what, width);
  await page.keyboard.press('Escape');
  await expect(shown, `${what} at ${width}px: closes on Escape`).toBeHidden();
  return found;
}

// Each state's dropdowns in one language (English logged out, German — the longer words — logged in):
// the page bodies above already see every route in both.
test.describe('open dropdowns', () => {
  test.use({ viewport: { width: WIDTHS[0]!, height: HEIGHT } });

  test('logged out (en): the phone menu and the search filters', async ({ page }) => {
    const copy = COPY.en;
    const found: string[] = [];
    await new InAppWalk(page).open('/search');
    const menu = page.locator('header.bz-header').getByRole('button', { name: copy.menu });
    const filters = page.getByRole('button', { name: copy.filters, exact: true });
    for (const width of WIDTHS) {
      found.push(...(await withOpen(page, 'phone menu', menu, page.getByRole('navigation', { name: copy.menu }), width)));
      found.push(...(await withOpen(page, 'filters panel', filters, page.getByRole('dialog'), width)));
    }
    expect(found, 'open dropdowns that scroll the page sideways').toEqual([]);
  });

  test.describe(() => {
    test.use({ role: MEMBER_ROLE });

    test('logged in (de): the user menu and the country dropdown', async ({ page }) => {
      const found: string[] = [];
      const walker = new InAppWalk(page);
      await walker.open('/de/search');
      const user = page.getByRole('button', { name: USERS[MEMBER_ROLE].displayName });
      for (const width of WIDTHS) found.push(...(await withOpen(page, 'user menu', user, page.getByRole('menu'), width)));
      await walker.go('/de/registration/general-info');
      // The field is editable (typing filters): its trigger button opens the list.
      const country = page.locator('.p-dropdown', { has: page.locator('#general-info-country') }).locator('.p-dropdown-trigger');
      for (const width of WIDTHS) found.push(...(await withOpen(page, 'country dropdown', country, page.locator('.p-dropdown-panel'), width)));
      expect(found, 'open dropdowns that scroll the page sideways').toEqual([]);
    });
  });
});
