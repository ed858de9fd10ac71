// The limits of the accounts contract (accounts.ts holds its schemas), apart from the schemas so that
// a page that only needs a number (a password field's length, an alert range's bounds, the search
// filters' bounds) bundles no zod. No imports (the contract's `zod-free.test.ts`).

/** Password rules (NIST 800-63B): length only, plus a list of the most common passwords (checked by the API). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Signed links (email verification) and reset tokens live this long. */
export const LINK_TTL_MINUTES = 60;
/** Failed logins allowed per email and IP before the wait. */
export const LOGIN_MAX_ATTEMPTS = 5;
/** The window of LOGIN_MAX_ATTEMPTS (Laravel's default decay). */
export const LOGIN_THROTTLE_WINDOW_SECONDS = 60;
/** Failed logins allowed per IP across every email (one password tried against many accounts). */
export const LOGIN_MAX_ATTEMPTS_PER_IP = 20;
/**
 * Failed logins allowed per account from browsers without its device cookie, from every IP together:
 * the ceiling that stops guessing from many addresses (ASVS 2.2.1: well under 100 an hour).
 */
export const LOGIN_MAX_ATTEMPTS_PER_ACCOUNT = 10;
/** Failed logins allowed per device cookie (a browser that has logged in to the account before). */
export const LOGIN_MAX_ATTEMPTS_PER_DEVICE = 5;
/** The window of the per-IP, per-account and per-device login ceilings. */
export const LOGIN_SLOW_WINDOW_SECONDS = 15 * 60;
/** Password reset requests per IP and hour before 429: a flood guard that says nothing about any email. */
export const RESET_REQUESTS_PER_IP_PER_HOUR = 20;
/** Password reset requests per target email and hour, from every IP together. */
export const RESET_REQUESTS_PER_EMAIL_PER_HOUR = 5;
/** New accounts per IP and hour: enough for a shared office, too few for a script. */
export const REGISTRATIONS_PER_HOUR = 10;
/**
 * Email availability checks per IP (registration and its live validation, which asks again with every
 * touched field: about five for one sign-up) in EMAIL_CHECKS_WINDOW_SECONDS.
 */
export const EMAIL_CHECKS_PER_IP = 20;
export const EMAIL_CHECKS_WINDOW_SECONDS = 15 * 60;

/** The ranges of the new-listing alert settings (`new_listing_alert_settings` minus `category_ids`). */
export const ALERT_RANGE_FIELDS = ['price', 'sales', 'net_profit', 'profit_margin', 'profit_multiply', 'age'] as const;
export type AlertRangeField = (typeof ALERT_RANGE_FIELDS)[number];

/**
 * Bounds of the alert ranges (spec §5), for both sides: the panel clamps typed values to them (min and
 * max alike), the API refuses values outside them. Null (empty) means no bound.
 */
export const ALERT_RANGE_BOUNDS: Readonly<Record<AlertRangeField, { readonly lower: number; readonly upper: number }>> = {
  price: { lower: 0, upper: 2_147_483_647 },
  sales: { lower: 0, upper: 2_147_483_647 },
  net_profit: { lower: -2_147_483_647, upper: 2_147_483_647 },
  profit_margin: { lower: -10_000, upper: 10_000 },
  profit_multiply: { lower: 0, upper: 10_000 },
  age: { lower: 0, upper: 150 },
};

/** Characters an alert range input takes (spec §5): 11, and 3 for age. */
export const ALERT_INPUT_MAX_LENGTH: Readonly<Record<AlertRangeField, number>> = {
  price: 11,
  sales: 11,
  net_profit: 11,
  profit_margin: 11,
  profit_multiply: 11,
  age: 3,
};

/** Categories an alert may name at most. */
export const ALERT_MAX_CATEGORIES = 100;
