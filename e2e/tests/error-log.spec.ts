// Client error log (spec §3, §7, §9): an uncaught error in the page reaches POST /api/log/js and an
// admin reads it back through GET /api/admin/log/js.
import type { APIRequestContext } from '@playwright/test';
import { test as base, expect } from '../support/fixtures';

const ADMIN = { email: 'admin@bizmarkt.test', password: 'AdminPass123' } as const;
const BOOM = 'e2e boom';

// This spec throws on purpose: its page-error guard (overriding the fixtures' one, still automatic)
// lets exactly that error through.
const test = base.extend({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(
      errors.filter((message) => message !== BOOM),
      'unexpected uncaught errors in the page',
    ).toEqual([]);
  },
});

/** Logs in through the API in the page's cookie jar, as the SPA does: CSRF cookie, then the token header. */
async function logInThroughApi(request: APIRequestContext, baseURL: string): Promise<number> {
  await request.get('/sanctum/csrf-cookie');
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN' && baseURL.includes(cookie.domain));
  expect(xsrf, 'XSRF-TOKEN cookie').toBeDefined();
  const login = await request.post('/api/login', {
    data: ADMIN,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf!.value), Accept: 'application/json' },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { id: number }).id;
}

test('an uncaught error reaches /api/log/js and an admin can read it', async ({ page, baseURL, pageErrors }) => {
  const adminId = await logInThroughApi(page.request, baseURL!);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();

  const logged = page.waitForResponse(
    (response) => response.url().endsWith('/api/log/js') && response.request().method() === 'POST' && (response.request().postData() ?? '').includes(BOOM),
  );
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
  }, BOOM);

  // Sent by the 5 s flush (one event is below the count of 8), with keepalive and credentials.
  const response = await logged;
  expect(response.status()).toBe(204);
  const batch = response.request().postDataJSON() as { events: Array<Record<string, unknown>>; href: string; userAgent: string };
  expect(batch).toMatchObject({ href: expect.stringContaining('/'), userAgent: expect.stringContaining('Chrome') });
  expect(batch.events).toContainEqual(expect.objectContaining({ type: 'window.onerror', name: 'Error', message: BOOM }));
  expect(pageErrors).toContain(BOOM);

  const admin = await page.request.get('/api/admin/log/js?per_page=20', { headers: { Accept: 'application/json' } });
  expect(admin.status()).toBe(200);
  const listed = (await admin.json()) as { data: Array<Record<string, unknown>> };
  expect(listed.data).toContainEqual(
    expect.objectContaining({
      type: 'window.onerror',
      name: 'Error',
      message: BOOM,
      stack: expect.stringContaining(BOOM),
      href: expect.stringContaining(new URL(baseURL!).host),
      user_id: adminId,
      ip_address: expect.any(String),
    }),
  );

  // Sent events leave the queue (and its stored copy).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('bizmarkt.error-log.v1'))).toBeNull();
});
