import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { ACCOUNT_PATHS, type AuthProvidersResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/**
 * `GET /api/auth/providers`: which social sign-in is configured (none: the option is hidden).
 * Failures are shown where they matter (the /registration/socials page); elsewhere the option is
 * simply left out, so no error toast for them.
 */
export function getAuthProviders(): Promise<AuthProvidersResponse> {
  return api.get<AuthProvidersResponse>(ACCOUNT_PATHS.authProviders, { handled: 'all' });
}

export const authProvidersQuery = () => queryOptions({ queryKey: queryKeys.authProviders(), queryFn: getAuthProviders, staleTime: 5 * 60_000 });

export function useAuthProviders() {
  return useQuery(authProvidersQuery());
}

export type SocialIntent = 'login' | 'register';

/** Where the social sign-in starts: a full-page navigation to the API, not a fetch. */
export function oidcRedirectHref(intent: SocialIntent, locale: 'en' | 'de'): string {
  return `${ACCOUNT_PATHS.oidcRedirect}?${new URLSearchParams({ intent, locale }).toString()}`;
}

/** Why the API sent the browser back (`?social=`, see api/src/routes/oidc). */
export const SOCIAL_FAILURES = ['failed', 'cancelled', 'expired', 'unavailable', 'no_email', 'unverified'] as const;
export type SocialFailure = (typeof SOCIAL_FAILURES)[number];

export function socialFailureOf(value: string | null): SocialFailure | null {
  return SOCIAL_FAILURES.find((reason) => reason === value) ?? null;
}
