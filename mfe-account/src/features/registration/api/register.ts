import type { QueryClient } from '@tanstack/react-query';
import { fetchUser, writeCookie } from '@bizmarkt/shared';
import { GUEST_COOKIE } from '@bizmarkt/shared/constants';
import { ACCOUNT_PATHS, type RegisterRequest } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** The registration form's request, as `usePrecognitiveForm` posts it (live validation and submit). */
export const REGISTER_URL = ACCOUNT_PATHS.register;

export const EMPTY_REGISTRATION: RegisterRequest = { email: '', password: '', password_confirmation: '', terms: false };

/**
 * Statuses the form shows itself: 422 under the fields, 429 with the server's text. The error
 * catalogue handles every other failure.
 */
export const REGISTER_HANDLED_STATUSES = [422, 429] as const;

/** As long as the session store keeps the `guest` cookie (a year). */
const GUEST_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * After `201 { id }` the API has logged the new user in: fetch them into the query cache. The session
 * store is told later (see registration-success-page), because the shell holds every logged-in
 * unverified user at the email confirmation and would skip the success page. The `guest` cookie is
 * cleared now, though: a visitor who opens the mail's link (or reloads) before leaving the success
 * page must be recognised as logged in by the next page load, which skips the user fetch on `guest=1`.
 */
export async function loadRegisteredUser(queryClient: QueryClient): Promise<void> {
  const user = await fetchUser();
  queryClient.setQueryData(queryKeys.user(), user);
  writeCookie(GUEST_COOKIE, '0', GUEST_COOKIE_MAX_AGE_S);
}
