// Every page of the product, generated from the one route table: the URL to open for each route
// (parameters filled with values that render), in both languages, with the role a route's access
// rule needs. Specs that walk every page (accessibility, security headers, HTTP status) use this,
// so a route added to the table is checked without touching them. The route table is imported here
// and nowhere else in the suite's support code.
import type { Page, Request } from '@playwright/test';
import { ROUTES, type RouteEntry } from '../../shared/src/routing/route-table';
import { MODAL_IDS, PANEL_IDS } from '../../shared/src/routing/surfaces';
import { expect, type Role } from './fixtures';

export { ROUTES, type RouteEntry };

export type Language = 'en' | 'de';
export const LANGUAGES: readonly Language[] = ['en', 'de'];

/** Parameter values that render a page: a listing id, a user id, a (made-up) reset token. */
export interface RouteParams {
  /** For `/registration/success/:id`: a real user's id. */
  userId: number;
}

/** The seed's published listing without an NDA ('Camping gear wholesale store'). */
export const PUBLIC_LISTING_ID = 4;
/** The seed's published listing with an NDA ('Organic skincare brand (EU)'): what `/sign/:id` opens. */
export const NDA_LISTING_ID = 3;

/** The concrete bare URL of a route: `:token` → a token, other `:params` → ids, optional ones dropped. */
export function concretePath(route: RouteEntry, { userId }: RouteParams): string {
  return (
    route.path
      .replace(/\/:\w+\?/g, '')
      .replace(':token', 'a1b2c3d4e5f6')
      .replace(/^\/registration\/success\/:id$/, `/registration/success/${userId}`)
      // A listing anyone may open: the seed's published 'Camping gear wholesale store' (ids are stable).
      .replace(/^\/business\/:id$/, `/business/${PUBLIC_LISTING_ID}`)
      // Listing 1 is the seller's draft: anyone else signing its NDA gets the 404 page, not this one.
      .replace(/^\/sign\/:id$/, `/sign/${NDA_LISTING_ID}`)
      .replace(/:\w+/g, '1')
  );
}

/** `/login` → `/de/login`, `/` → `/de`. */
export function localized(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' ? '/de' : `/de${path}`;
}

/** Logged in, pages are opened as the PRO demo user: it satisfies every rule but 'guest'. */
export const MEMBER_ROLE: Role = 'pro';

/** Routes a visitor can open without being sent to the login page. */
export const visitorRoutes = (): RouteEntry[] => ROUTES.filter((route) => route.access === undefined || route.access === 'guest');
/** Routes a logged-in user can open without being sent elsewhere (guest-only ones send to the dashboard). */
export const memberRoutes = (): RouteEntry[] => ROUTES.filter((route) => route.access !== 'guest');

/** Opens a page and waits until it has rendered: the main landmark and the page's heading. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await expect(page.locator('#main'), url).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
}

/** The panels and modals of the product (the ids the shared panel and modal stores open). */
export const PANELS = PANEL_IDS;
export const MODALS = MODAL_IDS;

/**
 * Opens a panel or modal through the page's own stores, as a button would: the shared package is
 * the shell's singleton, reached through the Module Federation runtime (some panels have no button
 * yet, e.g. filters and user-profile).
 */
export async function openOverlay(page: Page, kind: 'panel' | 'modal', id: string): Promise<void> {
  await page.evaluate(
    async ([kind, id]) => {
      type Shared = {
        panelStore: { getState(): { openPanel(id: string): void } };
        modalStore: { getState(): { openModal(id: string): void } };
      };
      const federation = (
        window as unknown as { __FEDERATION__: { __INSTANCES__: Array<{ name: string; loadShare(name: string): Promise<false | (() => Shared)> }> } }
      ).__FEDERATION__;
      const shell = federation.__INSTANCES__.find((instance) => instance.name === 'shell');
      const factory = await shell?.loadShare('@bizmarkt/shared');
      if (!factory) throw new Error('the shared package is not loaded');
      const shared = factory();
      if (kind === 'panel') shared.panelStore.getState().openPanel(id);
      else shared.modalStore.getState().openModal(id);
    },
    [kind, id] as const,
  );
  await expect(page.getByRole('dialog')).toBeVisible();
  // Until the remote's content has replaced the loading state.
  await expect(page.getByRole('dialog').getByRole('progressbar')).toHaveCount(0);
  await overlayTransitionsDone(page);
}

/**
 * Waits until the overlays' enter transitions have ended. A panel fades in: axe scanning it halfway
 * measured its text against the mask showing through (contrast 2.9 on a loaded machine). PrimeReact
 * marks a running transition with `*-enter` / `*-enter-active` classes until its timeout; the CSS
 * animations themselves are awaited too (finite ones only: a spinner never finishes).
 */
export async function overlayTransitionsDone(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[class*="-enter"]')].some((element) =>
            // The mask keeps `p-component-overlay-enter` while shown (its animation is awaited below).
            [...element.classList].some((name) => /-enter(-active)?$/.test(name) && name !== 'p-component-overlay-enter'),
          ),
        ),
      {
        message: 'overlay enter transitions have ended',
      },
    )
    .toBe(false);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * A walk through many pages in one browser page, as a person clicking links does: the first page is
 * loaded, the others are reached inside the running app (history + popstate, which the router
 * follows), so the shell and the remotes load once per walk instead of once per page. Each step
 * waits until the page has rendered and the page's requests (route chunks, data) are answered.
 */
export class InAppWalk {
  private readonly inFlight = new Set<Request>();

  constructor(private readonly page: Page) {
    // The event stream (EventSource on /api/stream) stays open as long as the page: never "answered".
    page.on('request', (request) => {
      if (request.resourceType() !== 'eventsource') this.inFlight.add(request);
    });
    page.on('requestfinished', (request) => this.inFlight.delete(request));
    page.on('requestfailed', (request) => this.inFlight.delete(request));
  }

  /** The first page: an ordinary page load. */
  async open(url: string): Promise<void> {
    await openPage(this.page, url);
  }

  /** Another page of the app, reached without a page load. */
  async go(url: string): Promise<void> {
    await this.page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    await this.settled();
    await expect(this.page.locator('#main'), url).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
  }

  /** Until no request has been open for three animation frames in a row (route chunks, then data). */
  async settled(): Promise<void> {
    let quietFrames = 0;
    await expect
      .poll(
        async () => {
          await this.page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
          quietFrames = this.inFlight.size === 0 ? quietFrames + 1 : 0;
          return quietFrames;
        },
        { message: 'the page’s requests are answered', intervals: [0] },
      )
      .toBeGreaterThanOrEqual(3);
  }
}
