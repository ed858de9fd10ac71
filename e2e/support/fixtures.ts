// The fixtures every spec uses. Sessions: each demo role logs in once per run, through the API as
// the SPA does, and its cookies are reused by every test that says `test.use({ role: 'pro' })`
// (Playwright's storageState). A test that ends its session (logs out, changes the password, deletes
// the account) must not use a shared role session: it logs in on its own with `logIn` or uses a
// fresh user (support/factories.ts). Only the login form's own tests (auth.spec.ts) log in through
// the form.
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { GUEST_COOKIE } from '../../shared/src/constants';
import { stackPorts } from './ports';
import { WORK_DIR } from './stack';

/** The seeded demo users (api/src/db/seed-data.ts; listed in README.md, "Demo accounts"). */
export const USERS = {
  seller: { email: 'seller@bizmarkt.test', password: 'SellerPass123', displayName: 'Sophie Seller' },
  pro: { email: 'pro@bizmarkt.test', password: 'ProBuyerPass123', displayName: 'Paul Pro' },
  free: { email: 'free@bizmarkt.test', password: 'FreeBuyerPass123', displayName: 'Frieda Free' },
  admin: { email: 'admin@bizmarkt.test', password: 'AdminPass123', displayName: 'Ada Admin' },
} as const;

export type Role = keyof typeof USERS;
export type DemoUser = (typeof USERS)[Role];

/** Seeded users mid-way through registration. */
export const REGISTERING = {
  unverified: { email: 'unverified@bizmarkt.test', password: 'UnverifiedPass123', displayName: 'Uwe Unverified' },
  noRole: { email: 'norole@bizmarkt.test', password: 'NoRolePass123', displayName: 'Nora Norole' },
} as const;

interface Credentials {
  email: string;
  password: string;
}

/** The XSRF-TOKEN cookie of a request context, for the X-XSRF-TOKEN header. */
export async function xsrfToken(request: APIRequestContext): Promise<string> {
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  return decodeURIComponent(cookie.value);
}

/**
 * Logs in through the API in the request context's cookie jar, as the SPA does: the CSRF cookie,
 * then POST /api/login with the token header. A page's `page.request` shares the page's cookies.
 * Returns the user's id.
 */
export async function logInThroughApi(request: APIRequestContext, user: Credentials): Promise<number> {
  expect((await request.get('/sanctum/csrf-cookie')).ok(), 'GET /sanctum/csrf-cookie').toBe(true);
  const login = await request.post('/api/login', {
    data: { email: user.email, password: user.password },
    headers: { 'X-XSRF-TOKEN': await xsrfToken(request), Accept: 'application/json' },
  });
  expect(login.status(), `POST /api/login as ${user.email}: ${await login.text()}`).toBe(200);
  return ((await login.json()) as { id: number }).id;
}

/**
 * A session of its own for the page (through the API, not the form), then the home page in the
 * language asked for, as after logging in. Users mid-registration are sent on to their step, without
 * the site header; the others see their name in it.
 */
export async function logIn(
  page: Page,
  user: Credentials & { displayName: string },
  { locale = 'en', header = true }: { locale?: 'en' | 'de'; header?: boolean } = {},
): Promise<void> {
  await logInThroughApi(page.request, user);
  // As the SPA does on logging in: a page that had met a visitor marks it known as a guest, and
  // would skip fetching the user (spec §4).
  await page.context().addCookies([{ name: GUEST_COOKIE, value: '0', url: `http://localhost:${stackPorts.shell}` }]);
  await page.goto(locale === 'de' ? '/de' : '/');
  if (header) await expect(page.getByRole('button', { name: user.displayName })).toBeVisible();
}

/**
 * The storage a request context of its own must start from. Inside a test, `playwright.request.newContext()`
 * takes the test's `storageState` by default — a role's session — and logging in there would end that
 * session for every test sharing it (a login replaces the session it arrives with).
 */
export const NO_STORAGE = { cookies: [], origins: [] };

/** Each demo role's stored session of this run (one login per role, whatever the number of tests). */
class RoleSessions {
  private readonly dir = path.join(WORK_DIR, 'sessions');

  constructor(private readonly playwright: PlaywrightWorkerArgs['playwright']) {}

  async file(role: Role): Promise<string> {
    const file = path.join(this.dir, `${role}.json`);
    // The stack (and its work folder) is new each run, so a file here is a session of this run; it
    // outlives a worker restarted after a failure.
    if (fs.existsSync(file)) return file;
    fs.mkdirSync(this.dir, { recursive: true });
    const request = await this.playwright.request.newContext({ baseURL: `http://localhost:${stackPorts.shell}`, storageState: NO_STORAGE });
    try {
      await logInThroughApi(request, USERS[role]);
      await request.storageState({ path: file });
    } finally {
      await request.dispose();
    }
    return file;
  }
}

interface Options {
  /** The demo role whose shared session the test's pages start with; none (a visitor) by default. */
  role: Role | undefined;
}

interface Fixtures {
  /** Uncaught page errors; the test fails when any occurred. */
  pageErrors: string[];
  /** What the pages' Content-Security-Policy blocked; the test fails when anything was. */
  cspViolations: string[];
}

interface WorkerFixtures {
  roleSessions: RoleSessions;
}

export const test = base.extend<Fixtures & Options, WorkerFixtures>({
  role: [undefined, { option: true }],
  roleSessions: [async ({ playwright }, use) => use(new RoleSessions(playwright)), { scope: 'worker' }],
  storageState: async ({ role, roleSessions, storageState }, use) => {
    await use(role ? await roleSessions.file(role) : storageState);
  },
  // A page whose first screen the server drew carries that drawing (inert, hidden from assistive
  // technology) beside the app's own until the app takes over (shared/tooling/first-paint.mjs). A
  // person can do nothing with the page until then, and neither can a test: navigations wait for it,
  // so a CSS locator never meets the picture and the page twice. A page that never takes over fails.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const takenOver = () => page.waitForFunction(() => !document.getElementById('bz-first-paint'), undefined, { timeout: 15_000 });
      for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
        (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
          const response = await navigate(...args);
          await takenOver();
          return response;
        };
      }
    }
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // Every page and frame reports its `securitypolicyviolation` events (the servers enforce the
      // CSP; shared/tooling/security-headers.mjs) to the test.
      await context.exposeBinding('__reportCspViolation', (_source, violation: string) => void violations.push(violation));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (violation: string) => void }).__reportCspViolation;
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI} on ${location.pathname} (${event.sourceFile}:${event.lineNumber})`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Logs in through the login page, as a person would: for the login form's own tests only. */
export async function logInThroughForm(
  page: Page,
  user: Credentials & { displayName: string },
  { locale = 'en' }: { locale?: 'en' | 'de' } = {},
): Promise<void> {
  const de = locale === 'de';
  await page.goto(de ? '/de/login' : '/login');
  await page.getByLabel(de ? 'E-Mail' : 'Email').fill(user.email);
  await page.getByLabel(de ? 'Passwort' : 'Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: de ? 'Anmelden' : 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: user.displayName })).toBeVisible();
}
