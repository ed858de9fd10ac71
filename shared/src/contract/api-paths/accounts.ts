// API paths: accounts (schemas: ../accounts.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).

export const ACCOUNT_PATHS = {
  register: '/api/register',
  /** GET, signed: `/api/email/verify/{id}/{hash}?expires=&signature=`; redirects to the site. */
  verifyEmail: (id: number, hash: string) => `/api/email/verify/${id}/${hash}`,
  resendVerification: '/api/email/verification-notification',
  generalInfo: '/api/user/general-info',
  forgotPassword: '/api/forgot-password',
  resetPassword: '/api/reset-password',
  /** GET `?email=`: whether a reset link is still good (`ResetTokenCheckResponse`), asked when the page opens. */
  resetPasswordCheck: (token: string) => `/api/reset-password/${encodeURIComponent(token)}`,
  changePassword: '/api/change-password',
  updateUser: (id: number) => `/api/users/${id}`,
  publicProfile: (id: number) => `/api/users/${id}/profile`,
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
  /** The local mailbox (only when no SMTP_URL is set): HTML page and JSON list. */
  mailbox: '/api/dev/mailbox',
  mailboxJson: '/api/dev/mailbox.json',
} as const;
