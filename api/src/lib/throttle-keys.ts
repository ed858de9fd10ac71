// Keys of the database-backed throttle counters (`rate_limits.key`), named in one place because the
// account deletion removes the ones that carry a user's email or id.

/** Failed logins per email and IP. */
export const loginKey = (email: string, ip: string) => `login:${email.trim().toLowerCase()}|${ip}`;
/** Every login counter of an email (cleared by a password reset and by the account's deletion). */
export const loginKeyPrefix = (email: string) => `login:${email.trim().toLowerCase()}|`;
/** Verification mails per user: one a minute, and a few an hour. */
export const verificationMinuteKey = (userId: number) => `verify:minute:${userId}`;
export const verificationHourKey = (userId: number) => `verify:hour:${userId}`;
/** Registrations per IP. */
export const registrationKey = (ip: string) => `register:${ip}`;
/** Password reset requests per IP (the flood guard; repeats per email are skipped silently). */
export const forgotPasswordKey = (ip: string) => `forgot:${ip}`;
/** Pictures uploaded per user (each costs seconds of decoding). */
export const avatarUploadKey = (userId: number) => `avatar:${userId}`;
/** sellerboard files imported per user (each is parsed on the request: up to half a second for 5 MB). */
export const sellerboardImportKey = (userId: number) => `sellerboard-import:${userId}`;
