// Keys of the database-backed throttle counters (`rate_limits.key`), named in one place because the
// account deletion removes the ones that carry a user's email or id. Every address here is the real
// client address (`request.ip`: forwarded headers count only from a trusted proxy, TRUST_PROXY).

/** Failed logins per email and IP. */
export const loginKey = (email: string, ip: string) => `login:${email.trim().toLowerCase()}|${ip}`;
/**
 * Every login counter of an email: per IP and the account's own ceiling (cleared by a password reset
 * and by the account's deletion).
 */
export const loginKeyPrefix = (email: string) => `login:${email.trim().toLowerCase()}|`;
/**
 * Failed logins of an account from every browser without its device cookie, whatever the address
 * (`*` is no IP, so it never meets a key of `loginKey`; under the email's prefix, so a reset clears it).
 */
export const loginAccountKey = (email: string) => `${loginKeyPrefix(email)}*`;
/** Failed logins per IP across every email (one password tried against many accounts). */
export const loginIpKey = (ip: string) => `login-ip:${ip}`;
/** Failed logins with one device cookie (lib/login-device.ts): its own counter, apart from the account's. */
export const loginDeviceKey = (deviceId: string) => `login-device:${deviceId}`;
/** Verification mails per user: one a minute, and a few an hour. */
export const verificationMinuteKey = (userId: number) => `verify:minute:${userId}`;
export const verificationHourKey = (userId: number) => `verify:hour:${userId}`;
/** Registrations per IP. */
export const registrationKey = (ip: string) => `register:${ip}`;
/** Email availability checks per IP (registration and its live validation: each tells whether an email is taken). */
export const emailCheckKey = (ip: string) => `email-check:${ip}`;
/** Password reset requests per IP (the flood guard; repeats per email are skipped silently). */
export const forgotPasswordKey = (ip: string) => `forgot:${ip}`;
/** Password reset requests per target email, from every address (cleared by the account's deletion). */
export const forgotPasswordEmailKey = (email: string) => `forgot-email:${email.trim().toLowerCase()}`;
/** Pictures uploaded per user (each costs seconds of decoding). */
export const avatarUploadKey = (userId: number) => `avatar:${userId}`;
/** sellerboard files imported per user (each is parsed on the request: up to half a second for 5 MB). */
export const sellerboardImportKey = (userId: number) => `sellerboard-import:${userId}`;
