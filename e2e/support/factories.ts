// Test-data factories of the end-to-end suite: real records made through the API, as a person would
// make them, with defaults a test overrides only where it cares. (Client-side objects for unit tests
// come from `makeUser()` in @bizmarkt/shared/testing.)
import type { PlaywrightWorkerArgs } from '@playwright/test';
import { registerFreshUser, type FreshUser } from './fresh-user';

export type { FreshUser };

export interface UserOverrides {
  /** Part of the email address, to find the user's mails and rows when a test fails. */
  tag?: string;
  name?: string;
  lastName?: string;
  role?: 'buyer' | 'seller' | 'universal';
}

let made = 0;

/**
 * A new, fully registered and verified user (register → verification mail → general info), for a
 * test that changes its user or ends its sessions, so the demo users other tests share stay as
 * they are. Log it in with `logIn(page, user)`.
 */
export async function createUser(playwright: PlaywrightWorkerArgs['playwright'], overrides: UserOverrides = {}): Promise<FreshUser> {
  made += 1;
  return registerFreshUser(playwright, {
    tag: overrides.tag ?? `user${made}`,
    name: overrides.name ?? 'Erik',
    lastName: overrides.lastName ?? 'Example',
    role: overrides.role ?? 'universal',
  });
}
