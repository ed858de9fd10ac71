// Every page of the product, generated from the one route table: the URL to open for each route
// (parameters filled with values that render), in both languages, with the role a route's access
// rule needs. Specs that walk every page (accessibility, security headers, HTTP status) use this,
// so a route added to the table is checked without touching them. The route table is imported here
// and nowhere else in the suite's support code.
import type { Page } from '@playwright/test';
import { ROUTES, type RouteEntry } from '../../shared/src/routing/route-table';
import { expect, type Role } from './fixtures';

export { ROUTES, type RouteEntry };

export type Language = 'en' | 'de';
export const LANGUAGES: readonly Language[] = ['en', 'de'];

/** Parameter values that render a page: a listing id, a user id, a (made-up) reset token. */
export interface RouteParams {
  /** For `/registration/success/:id`: a real user's id. */
  userId: number;
}

/** The concrete bare URL of a route: `:token` → a token, other `:params` → ids, optional ones dropped. */
export function concretePath(route: RouteEntry, { userId }: RouteParams): string {
  return route.path
    .replace(/\/:\w+\?/g, '')
    .replace(':token', 'a1b2c3d4e5f6')
    .replace(/^\/registration\/success\/:id$/, `/registration/success/${userId}`)
    .replace(/:\w+/g, '1');
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

/** The panels and modals of the shared stores (shared/src/stores/panels.ts, modals.ts). */
export const PANELS = ['messages', 'user-profile', 'notifications', 'notification-settings', 'about', 'password', 'filters'] as const;
export const MODALS = ['create-listing'] as const;

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
      const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Array<{ name: string; loadShare(name: string): Promise<false | (() => Shared)> }> } })
        .__FEDERATION__;
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
}
