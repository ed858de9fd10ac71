// A new, fully registered user for a spec that changes its user (profile, settings, password), so the
// seeded demo users other specs log in with stay as they are. Registered through the API as a person
// would (register → verification mail from the local mailbox → general info), in its own cookie jar.
import { expect, type PlaywrightWorkerArgs } from '@playwright/test';
import { stackPorts } from './ports';
import { linkFrom, waitForMail } from './mailbox';
import { NO_STORAGE, xsrfToken } from './fixtures';

export interface FreshUser {
  id: number;
  email: string;
  password: string;
  name: string;
  lastName: string;
  displayName: string;
}

let registered = 0;

/**
 * Registers and completes a user. Registrations are limited per address, and every request of the
 * suite comes from this machine (the shell's proxy forwards the real address; a client's own
 * X-Forwarded-For is replaced): the e2e API lets loopback register at will (REGISTRATION_UNLIMITED_LOCAL
 * in stack.ts), so the fixture users use up no allowance the registration specs need.
 */
export async function registerFreshUser(
  playwright: PlaywrightWorkerArgs['playwright'],
  { tag, name, lastName, role = 'universal' }: { tag: string; name: string; lastName: string; role?: 'buyer' | 'seller' | 'universal' },
): Promise<FreshUser> {
  registered += 1;
  const api = await playwright.request.newContext({
    baseURL: `http://localhost:${stackPorts.shell}`,
    storageState: NO_STORAGE,
    extraHTTPHeaders: { Accept: 'application/json' },
  });
  try {
    const email = `${tag}-${Date.now()}-${registered}@bizmarkt.test`;
    const password = `Fresh-${tag}-Pass-2026`;
    expect((await api.get('/sanctum/csrf-cookie')).ok()).toBe(true);
    const registration = await api.post('/api/register', {
      data: { email, password, password_confirmation: password, terms: true },
      headers: { 'X-XSRF-TOKEN': await xsrfToken(api) },
    });
    expect(registration.status(), await registration.text()).toBe(201);
    const { id } = (await registration.json()) as { id: number };

    const mail = await waitForMail(api, { to: email, template: 'verify-email' });
    const verified = await api.get(linkFrom(mail, '/api/email/verify/'), { maxRedirects: 0 });
    expect(verified.headers().location ?? '').toContain('/registration/general-info');

    const info = await api.post('/api/user/general-info', {
      data: { role, name, last_name: lastName, country_code: 'DE' },
      headers: { 'X-XSRF-TOKEN': await xsrfToken(api) },
    });
    expect(info.status(), await info.text()).toBe(200);
    return { id, email, password, name, lastName, displayName: `${name} ${lastName}` };
  } finally {
    await api.dispose();
  }
}
