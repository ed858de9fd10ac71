// WCAG 2.2 A/AA on every page (spec §9 of issue #9): axe-core on every route of the route table,
// bare and under /de, logged out and logged in, and on every panel and modal opened. A serious or
// critical violation fails the test, printed rule by rule with the elements it found.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, logInThroughApi, NO_STORAGE, REGISTERING, USERS } from '../support/fixtures';
import { concretePath, LANGUAGES, localized, memberRoutes, MEMBER_ROLE, MODALS, openOverlay, openPage, PANELS, visitorRoutes, type RouteParams } from '../support/pages';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * Text in exactly its background's colour. axe only lists it for review ("incomplete", equalRatio),
 * as it may be hidden on purpose — but text that takes space and reads 1:1 is invisible to a sighted
 * user (an outlined button painted solid in its label's colour was). Counted as a serious violation.
 */
function invisibleText(incomplete: AxeResults['incomplete']): AxeResults['violations'] {
  return incomplete
    .filter((result) => result.id === 'color-contrast')
    .map((result) => ({
      ...result,
      impact: 'serious' as const,
      help: 'Text has the same colour as its background',
      nodes: result.nodes.filter((node) => node.any.some((check) => (check.data as { messageKey?: string } | null)?.messageKey === 'equalRatio')),
    }))
    .filter((result) => result.nodes.length > 0);
}

/** The serious and critical violations on the page, one readable line per rule and element. */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations, incomplete } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return [...violations, ...invisibleText(incomplete)]
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${new URL(page.url()).pathname}: ${violation.id} (${violation.impact}) ${violation.help} — ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
      ),
    );
}

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
