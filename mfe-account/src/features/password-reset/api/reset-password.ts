import { queryOptions, useQuery } from '@bizmarkt/shared/query';
import { api } from '@bizmarkt/shared';
import { ACCOUNT_PATHS } from '@bizmarkt/shared/contract';

/**
 * `POST /api/reset-password` (sets the new password and ends every session of the user), sent by the
 * form helper: live validation and the submit.
 */
export const RESET_PASSWORD_URL = ACCOUNT_PATHS.resetPassword;

/** What the page knows about the link: 'unknown' when the check could not answer. */
export type ResetLinkState = 'checking' | 'valid' | 'invalid' | 'unknown';

/** `GET /api/reset-password/{token}?email=` → `{ valid }`: is the link still usable (not used, not expired)? */
export function checkResetToken(token: string, email: string): Promise<{ valid: boolean }> {
  // Any failure (an API without this check yet, the network) is the page's to treat as "unknown":
  // no toast, no 404 page — the form stays and the submit has the last word.
  return api.get<{ valid: boolean }>(`${ACCOUNT_PATHS.resetPassword}/${encodeURIComponent(token)}`, { query: { email }, handled: 'all' });
}

export const resetTokenQuery = (token: string, email: string) =>
  queryOptions({ queryKey: ['reset-password-token', token, email] as const, queryFn: () => checkResetToken(token, email), retry: false, staleTime: Infinity });

/** Checks the link when the page opens, so a used link says so before the visitor types a password. */
export function useResetLinkState(token: string, email: string): ResetLinkState {
  const query = useQuery({ ...resetTokenQuery(token, email), enabled: Boolean(token && email) });
  if (query.isPending) return 'checking';
  if (query.isError || typeof query.data?.valid !== 'boolean') return 'unknown';
  return query.data.valid ? 'valid' : 'invalid';
}
