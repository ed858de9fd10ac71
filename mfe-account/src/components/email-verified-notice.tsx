import { useLocation } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import './account-pages.css';

/** The mail's link lands on a page with `?verified=1` (the API adds it once the address is confirmed). */
export const VERIFIED_PARAM = 'verified';

function saysVerified(search: string): boolean {
  return new URLSearchParams(search).get(VERIFIED_PARAM) === '1';
}

/**
 * Whether this page was reached from the verification link: its own query, or — on the login page,
 * where the access rule sends a browser without a session — the page it will return to after logging
 * in (`state.from`, path and query, so the query survives the detour).
 */
export function useArrivedVerified(): boolean {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  const fromQuery = from.includes('?') ? from.slice(from.indexOf('?')) : '';
  return saysVerified(location.search) || saysVerified(fromQuery);
}

/** "Your email address is confirmed", for a visitor arriving from the mail's link, logged in or not. */
export function EmailVerifiedNotice({ loginNeeded = false }: { loginNeeded?: boolean }) {
  const { t } = useTranslation('account');
  if (!useArrivedVerified()) return null;
  return (
    <p className="bz-notice bz-notice--success" role="status">
      {t(loginNeeded ? 'emailVerified.logIn' : 'emailVerified.done')}
    </p>
  );
}
