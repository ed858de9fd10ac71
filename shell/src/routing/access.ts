// Access rules and the registration redirects (spec §2, §6), as pure functions of the session.
import type { SessionStatus } from '@bizmarkt/shared';
import type { User } from '@bizmarkt/shared/contract';
import { matchPath } from '@bizmarkt/shared/router';
import { barePaths, routeById, type AccessRule } from '@bizmarkt/shared/routing';

export type AccessDecision =
  | { kind: 'allow' }
  /** The session is not known yet: show the loading state, decide when it is. */
  | { kind: 'wait' }
  /** Go to a bare path; `rememberFrom` sends the visitor back here after logging in. */
  | { kind: 'redirect'; to: string; rememberFrom: boolean };

const ALLOW: AccessDecision = { kind: 'allow' };
const WAIT: AccessDecision = { kind: 'wait' };
const TO_LOGIN: AccessDecision = { kind: 'redirect', to: barePaths.login(), rememberFrom: true };

export function decideAccess(rule: AccessRule | undefined, status: SessionStatus, user: User | null): AccessDecision {
  switch (rule) {
    case undefined:
      return ALLOW;
    case 'auth':
      if (status === 'unknown') return WAIT;
      return status === 'user' ? ALLOW : TO_LOGIN;
    case 'guest':
      if (status === 'unknown') return WAIT;
      return status === 'guest' ? ALLOW : { kind: 'redirect', to: barePaths.dashboard(), rememberFrom: false };
    case 'subscribed':
      if (status === 'unknown') return WAIT;
      if (status === 'guest') return TO_LOGIN;
      return user?.subscription === 'active' ? ALLOW : { kind: 'redirect', to: barePaths.pricing(), rememberFrom: false };
    case 'admin':
      // Issue #10: a non-admin gets what an unknown page answers (/404), so the screen's existence
      // is not advertised; a visitor logs in first (an admin may simply be logged out).
      if (status === 'unknown') return WAIT;
      if (status === 'guest') return TO_LOGIN;
      return user?.is_admin === true ? ALLOW : { kind: 'redirect', to: barePaths.notFound(), rememberFrom: false };
    default:
      throw new Error('Unknown route middleware');
  }
}

export const EMAIL_CONFIRMATION_PATH = barePaths.registrationEmailConfirmation();
export const GENERAL_INFO_PATH = barePaths.registrationGeneralInfo();

/** Pages a user in the middle of registration may still open. */
const OPEN_DURING_REGISTRATION = new Set([
  barePaths.notFound(),
  barePaths.privacyPolicy(),
  barePaths.termsOfService(),
  barePaths.imprint(),
  barePaths.contact(),
  barePaths.unsubscribed(),
  barePaths.deleteAccount(),
]);

/**
 * Holds a logged-in user in the registration steps (spec §2 "Redirect rules"): an unverified email
 * goes to the email confirmation, then a missing role to the general info. Null: stay.
 */
/** The page right after sign-up ("check your inbox") belongs to the registration steps too. */
const REGISTRATION_SUCCESS = routeById('registration-success').path;

export function registrationRedirect(user: User | null, barePath: string): string | null {
  if (!user || OPEN_DURING_REGISTRATION.has(barePath) || matchPath(REGISTRATION_SUCCESS, barePath)) return null;
  if (!user.email_verified_at) return barePath === EMAIL_CONFIRMATION_PATH ? null : EMAIL_CONFIRMATION_PATH;
  if (!user.role) return barePath === GENERAL_INFO_PATH ? null : GENERAL_INFO_PATH;
  return null;
}
