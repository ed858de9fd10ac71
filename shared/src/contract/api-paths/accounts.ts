// API paths: accounts (schemas: ../accounts.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).
import { apiPath, type RoutesOf } from './path';

export const ACCOUNT_PATHS = {
  register: '/api/register',
  /** GET, signed: `/api/email/verify/{id}/{hash}?expires=&signature=`; redirects to the site. */
  verifyEmail: apiPath('/api/email/verify/:id/:hash'),
  resendVerification: '/api/email/verification-notification',
  generalInfo: '/api/user/general-info',
  forgotPassword: '/api/forgot-password',
  resetPassword: '/api/reset-password',
  /** GET `?email=`: whether a reset link is still good (`ResetTokenCheckResponse`), asked when the page opens. */
  resetPasswordCheck: apiPath('/api/reset-password/:token'),
  changePassword: '/api/change-password',
  updateUser: apiPath('/api/users/:id'),
  publicProfile: apiPath('/api/users/:id/profile'),
  deleteAccount: '/api/delete-account',
  exportData: '/api/user/export',
  notifications: '/api/notifications',
  notificationsRead: '/api/notifications/read',
  emailPreferences: '/api/email-preferences',
  unsubscribe: '/api/unsubscribe',
  authProviders: '/api/auth/providers',
  /** GET: starts the OpenID Connect sign-in (full-page navigation, not fetch). `?intent=register|login` */
  oidcRedirect: '/api/auth/oidc/redirect',
  oidcCallback: '/api/auth/oidc/callback',
} as const;

/** What each path serves (the API reference's summaries). */
export const ACCOUNT_ENDPOINTS: RoutesOf<typeof ACCOUNT_PATHS> = {
  register: {
    POST: 'Registers `{ email, password, password_confirmation, terms }` → 201 `{ id }`, logged in, verification mail queued; 429 after 10 an hour per IP.',
  },
  verifyEmail: {
    GET: 'The signed verification link: sets `email_verified_at`, 303 to the site (general info, dashboard, or the confirmation page with `?verification=expired|invalid`).',
  },
  resendVerification: { POST: 'Resends the verification mail (or says it is already verified); 1 a minute, 6 an hour.' },
  generalInfo: { POST: '`{ role, name, last_name, country_code }` → `User`: finishes the registration.' },
  forgotPassword: { POST: '`{ email }` → 200 `{ message }` always (the same answer for an unknown email); 429 for a flood from one IP.' },
  resetPassword: { POST: '`{ token, email, password, password_confirmation }` → `{ message }`; ends every session.' },
  resetPasswordCheck: { GET: '`?email=` → `{ valid }`: whether a reset link is still good (does not use it up); 30 a minute per IP.' },
  changePassword: { POST: '`{ old_password, password, password_confirmation }` → `{ message }`; other sessions ended, this one rotated.' },
  updateUser: {
    POST: 'The profile (`role, name, last_name, country_code, about`, links, `delete_file`, `file`) or `notification_settings` alone → `User`.',
  },
  publicProfile: { GET: '`PublicProfile`: the public fields and `total_listings_count` (a deleted account: `deleted: true`); 404 unknown.' },
  deleteAccount: { POST: '`{ password }` or `{ email }` (no password) → 204 and a fresh guest session; cancels the subscription first.' },
  exportData: { GET: "The user's data as a JSON download." },
  notifications: { GET: "`?page=`: the user's notifications, newest first, 20 a page, `meta.unread`." },
  notificationsRead: { POST: 'Marks every unread notification read → `{ unread: 0 }`.' },
  emailPreferences: { GET: 'The email group of `notification_settings` (nine booleans).', POST: 'Saves the full email group and answers it.' },
  unsubscribe: {
    GET: '`?token=` → 303 to `$APP_URL/unsubscribed?token=…` (a GET never unsubscribes).',
    POST: '`{ token }` (JSON) or `?token=` with `List-Unsubscribe=One-Click` (RFC 8058) → `{ list, email }` (masked); idempotent.',
  },
  authProviders: { GET: '`{ oidc: { name } }`, or `{ oidc: null }` when social sign-in is not configured.' },
  oidcRedirect: {
    GET: '`?intent=login|register&locale=en|de` → 302 to the provider (303 to `/login?social=unavailable` when it cannot be reached); 404 when unconfigured.',
  },
  oidcCallback: {
    GET: 'Finishes the social sign-in: 303 to `/dashboard`, `/registration/socials?social=new` or `/login?social=<reason>`; 404 when unconfigured.',
  },
};
